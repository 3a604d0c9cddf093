import { type Outcome, refuse } from "~/lib/refusal";
import type { DatabaseExecutor } from "~db/executor";
import * as m from "../messages";
import { findOrder } from "../orders.server";
import type { PaymentProviderName, PaymentStart, ProviderEnvironment } from "./provider";
import { PAYMENT_PROVIDERS } from "./registry.server";

/** The path a provider posts its notifications to (PayFast's ITN and Ozow's notify; Yoco's and Paystack's webhooks). */
export function notificationPath(name: PaymentProviderName): string {
  return name === "payfast" || name === "ozow" ? `/payments/${name}/notify` : `/payments/${name}/webhook`;
}

export interface CardPaymentCaller {
  userId: string;
  isAdmin: boolean;
}

/**
 * "Pay by card" (or instant EFT) on an order: the buyer, or an admin on their behalf, is sent to the
 * provider for what the order still owes. Nothing is marked paid here: only the provider's
 * verified notification does that (applyPaymentNotification).
 */
export async function startCardPayment(
  db: DatabaseExecutor,
  input: {
    orderId: string;
    provider: PaymentProviderName;
    caller: CardPaymentCaller;
    env: ProviderEnvironment;
    baseUrl: string;
  },
): Promise<Outcome<{ start: Extract<PaymentStart, { ok: true }> }>> {
  const order = await findOrder(db, input.orderId);
  // Another person's order is answered as if it did not exist: its number is not confirmed to them.
  if (!order || (!input.caller.isAdmin && order.buyer_user_id !== input.caller.userId)) {
    return refuse("missing", m.payOrderMissing());
  }
  const provider = PAYMENT_PROVIDERS[input.provider];
  if (!provider.isConfigured(input.env)) {
    return refuse("invalid", m.providerUnavailable({ provider: provider.label }));
  }
  if (order.status !== "awaiting_payment") {
    const why = order.status === "paid" ? "is already paid" : "is not waiting for payment";
    return refuse("closed", `Order ${order.number} ${why}.`);
  }
  const owed = order.total_cents - order.paid_cents;
  if (owed <= 0) return refuse("closed", m.nothingLeftToPay({ number: order.number }));
  const base = input.baseUrl.replace(/\/+$/, "");
  const query = `order=${encodeURIComponent(order.id)}&provider=${provider.name}`;
  const start = await provider.startPayment(
    input.env,
    { order, amountCents: owed },
    {
      returnUrl: `${base}/payments/return?${query}`,
      cancelUrl: `${base}/payments/cancelled?${query}`,
      notifyUrl: `${base}${notificationPath(provider.name)}`,
    },
  );
  if (!start.ok) return refuse("invalid", start.message);
  return { ok: true, start };
}
