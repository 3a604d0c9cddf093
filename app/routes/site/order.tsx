import { data } from "react-router";
import { OrderPage } from "~/features/selling/components/order-page";
import { loadOrderView } from "~/features/selling/order-view.server";
import { cardPaymentOptions } from "~/features/selling/providers/registry.server";
import { pageTitle } from "~/lib/page-title";
import { refusalResponse } from "~/lib/refusal";
import type { RouteAccess } from "~/lib/route-access";
import { requireUser } from "~/platform/auth/session.server";
import { getDb } from "~/server/app-context.server";
import type { Route } from "./+types/order";
import * as m from "./checkout.messages";

// The buyer (signed in as the account that placed it) and admins; anyone else meets "not found".
export const access = { read: "order-holder", refusesWithNotFound: true } satisfies RouteAccess;

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  pageTitle(loaderData ? m.orderTitle({ number: loaderData.order.number }) : m.pageNotFound(), matches);

export async function loader({ request, params }: Route.LoaderArgs) {
  const user = await requireUser(request);
  const found = await loadOrderView(getDb(), params.orderId, user);
  if (!found.ok) throw refusalResponse(found);
  return data(
    { order: found.order, cardOptions: cardPaymentOptions(process.env) },
    { headers: { "Cache-Control": "private, no-store" } },
  );
}

export const headers: Route.HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

export default function Order({ loaderData }: Route.ComponentProps) {
  return <OrderPage order={loaderData.order} cardOptions={loaderData.cardOptions} />;
}
