import { ProFormaPage } from "~/features/selling/components/pro-forma-page";
import { loadProForma } from "~/features/selling/pro-forma.server";
import { pageTitle } from "~/lib/page-title";
import type { RouteAccess } from "~/lib/route-access";
import { getDb } from "~/server/app-context.server";
import type { Route } from "./+types/order-pro-forma";
import * as m from "./messages";
import { requireOrderOfBuyer } from "./require-order.server";

/** An order's pro-forma invoice (decision 0086-eft-payments): bank details and the reference to quote. */
export const access = { read: "order-holder", refusesWithNotFound: true } satisfies RouteAccess;

export const meta: Route.MetaFunction = ({ loaderData: data, matches }) =>
  pageTitle(data ? m.proFormaTitle({ number: data.view.orderNumber }) : null, matches);

export async function loader({ request, params }: Route.LoaderArgs) {
  const { order } = await requireOrderOfBuyer(request, params.orderId);
  return { view: await loadProForma(getDb(), order) };
}

export default function OrderProForma({ loaderData }: Route.ComponentProps) {
  return <ProFormaPage view={loaderData.view} />;
}
