import { PaymentReturnPage } from "~/features/selling/components/payment-return-page";
import { paymentReturnFacts } from "~/features/selling/payment-return";
import { pageMeta } from "~/lib/page-title";
import type { RouteAccess } from "~/lib/route-access";
import type { Route } from "./+types/payment-return";
import * as m from "./checkout.messages";

// Anyone may land here from a provider: the page reads nothing and says nothing about the order.
export const access = { read: "public" } satisfies RouteAccess;

export const meta: Route.MetaFunction = ({ matches, location }) =>
  pageMeta(matches, location, {
    title: m.thankYouTitle(),
    description: m.thankYouDescription(),
    noIndex: true,
  });

export function loader({ request }: Route.LoaderArgs) {
  return paymentReturnFacts(new URL(request.url).searchParams);
}

export default function PaymentReturn({ loaderData }: Route.ComponentProps) {
  return <PaymentReturnPage outcome="returned" {...loaderData} />;
}
