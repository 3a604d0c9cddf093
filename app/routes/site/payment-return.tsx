import { PaymentReturnPage } from "~/features/selling/components/payment-return-page";
import { PAYMENT_PROVIDER_LABELS, PAYMENT_PROVIDER_NAMES } from "~/features/selling/providers/provider";
import { pageMeta } from "~/lib/page-title";
import type { RouteAccess } from "~/lib/route-access";
import type { Route } from "./+types/payment-return";

// Anyone may land here from a provider: the page reads nothing and says nothing about the order.
export const access = { read: "public" } satisfies RouteAccess;

export const meta: Route.MetaFunction = ({ matches, location }) =>
  pageMeta(matches, location, {
    title: "Thank you for your payment",
    description: "Your payment is being confirmed.",
    noIndex: true,
  });

export function loader({ request }: Route.LoaderArgs) {
  const query = new URL(request.url).searchParams;
  const provider = PAYMENT_PROVIDER_NAMES.find((name) => name === query.get("provider"));
  const orderId = query.get("order") ?? "";
  return {
    providerLabel: provider ? PAYMENT_PROVIDER_LABELS[provider] : null,
    orderPath: /^[A-Za-z0-9_-]{1,64}$/.test(orderId) ? `/orders/${orderId}` : null,
  };
}

export default function PaymentReturn({ loaderData }: Route.ComponentProps) {
  return <PaymentReturnPage outcome="returned" {...loaderData} />;
}
