import { data, redirect } from "react-router";
import { CardPaymentHandover } from "~/features/selling/components/card-payment-handover";
import { findOrder } from "~/features/selling/orders.server";
import { cardPaymentIntentSchema } from "~/features/selling/providers/card-payment.schema";
import { PAYMENT_PROVIDER_LABELS } from "~/features/selling/providers/provider";
import { startCardPayment } from "~/features/selling/providers/start-payment.server";
import { getEnvironment } from "~/lib/env.server";
import { parseForm } from "~/lib/forms";
import { pageMeta } from "~/lib/page-title";
import { refusalResponse, refuse, STATUS_FOR_REASON } from "~/lib/refusal";
import { readFormData } from "~/lib/request-body.server";
import type { RouteAccess } from "~/lib/route-access";
import { requireUser } from "~/platform/auth/session.server";
import { getDb } from "~/server/app-context.server";
import type { Route } from "./+types/order-pay";
import * as m from "./checkout.messages";

/**
 * "Pay by card" on an order (CardPaymentButtons posts here): the buyer, or an admin, is sent to the
 * provider named by the intent for what the order still owes. Another person's order answers 404
 * (startCardPayment), so every signed-in caller may post and only the buyer gets anywhere.
 */
export const access = {
  read: "signed-in",
  write: { payfast: "signed-in", yoco: "signed-in", paystack: "signed-in", ozow: "signed-in" },
} satisfies RouteAccess;

export const meta: Route.MetaFunction = ({ matches, location }) =>
  pageMeta(matches, location, {
    title: m.payTitle(),
    description: m.payDescription(),
    noIndex: true,
  });

// Opened without pressing Pay (or after a reload): the page points back to the order. No redirect here,
// since React Router runs this loader after the action too and would lose the hand-over form.
export async function loader({ request, params }: Route.LoaderArgs) {
  await requireUser(request);
  if (!(await findOrder(getDb(), params.orderId))) throw refusalResponse(refuse("missing", m.orderMissing()));
  return null;
}

export async function action({ request, params }: Route.ActionArgs) {
  const user = await requireUser(request);
  const parsed = parseForm(cardPaymentIntentSchema, await readFormData(request));
  if (!parsed.ok) {
    const message = Object.values(parsed.fieldErrors)[0] ?? m.chooseHowToPay();
    return data({ ok: false as const, message, orderId: params.orderId }, { status: 400 });
  }
  const started = await startCardPayment(getDb(), {
    orderId: params.orderId,
    provider: parsed.data.intent,
    caller: { userId: user.id, isAdmin: user.role === "admin" },
    env: process.env,
    baseUrl: getEnvironment().baseUrl,
  });
  if (!started.ok) {
    return data(
      { ok: false as const, message: started.message ?? m.paymentCouldNotStart(), orderId: params.orderId },
      { status: STATUS_FOR_REASON[started.reason] },
    );
  }
  if ("redirectUrl" in started.start) return redirect(started.start.redirectUrl);
  return {
    ok: true as const,
    label: PAYMENT_PROVIDER_LABELS[parsed.data.intent],
    form: started.start.form,
    orderId: params.orderId,
  };
}

export default function OrderPay({ actionData, params }: Route.ComponentProps) {
  return <CardPaymentHandover reply={actionData ?? null} orderId={params.orderId} />;
}
