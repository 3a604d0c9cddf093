import { OrderPaymentsPage } from "~/features/selling/components/order-payments-page";
import { RECORD_PAYMENT_INTENT } from "~/features/selling/eft.schema";
import { loadOrderPayments } from "~/features/selling/order-payments.server";
import { findOrder } from "~/features/selling/orders.server";
import { listProofs } from "~/features/selling/proofs-of-payment.server";
import { siteToday } from "~/features/selling/settle.server";
import { pageTitle } from "~/lib/page-title";
import { refusalResponse, refuse } from "~/lib/refusal";
import { readFormData } from "~/lib/request-body.server";
import type { RouteAccess } from "~/lib/route-access";
import { requireFinance } from "~/platform/auth/session.server";
import { getSiteTimeZone } from "~/platform/site-settings/site-settings.server";
import { getDb } from "~/server/app-context.server";
import type { Route } from "./+types/order-payments";
import * as m from "./messages";
import { answerRecordPayment } from "./order-payments-actions.server";

/** Staff › an order's payments and "Record payment" (decision 0086-eft-payments). */
export const access = { read: "finance", write: { [RECORD_PAYMENT_INTENT]: "finance" } } satisfies RouteAccess;

export const meta: Route.MetaFunction = ({ loaderData: data, matches }) =>
  pageTitle(data ? m.paymentsForOrderTitle({ number: data.view.orderNumber }) : null, matches);

async function requireOrder(orderId: string) {
  const order = await findOrder(getDb(), orderId);
  if (!order) throw refusalResponse(refuse("missing", m.noSuchOrder()));
  return order;
}

export async function loader({ request, params }: Route.LoaderArgs) {
  await requireFinance(request);
  const order = await requireOrder(params.orderId);
  const db = getDb();
  const [view, proofs, today, timeZone] = await Promise.all([
    loadOrderPayments(db, order),
    listProofs(db, order.id),
    siteToday(db),
    getSiteTimeZone(db),
  ]);
  return { view, proofs, today, timeZone };
}

export async function action({ request, params }: Route.ActionArgs) {
  const user = await requireFinance(request);
  const order = await requireOrder(params.orderId);
  return answerRecordPayment(await readFormData(request), order.id, user);
}

export default function OrderPayments({ loaderData }: Route.ComponentProps) {
  return <OrderPaymentsPage {...loaderData} />;
}
