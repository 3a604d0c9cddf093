import { todayIn } from "~/lib/dates";
import { createId } from "~/lib/ids";
import { type Outcome, refuse } from "~/lib/refusal";
import { getSiteTimeZone } from "~/platform/site-settings/site-settings.server";
import type { DatabaseExecutor } from "~db/executor";
import type { Order } from "~db/schema";
import { inTransaction } from "~db/transactions";
import { issueTaxInvoice } from "./invoices.server";
import * as m from "./messages";
import { creditTermsOf, findOrder } from "./orders.server";
import { emitPaymentReceived } from "./selling-webhooks.server";

/**
 * What a settled order's held seats become (an enrolment, a booking, a company's credit). Selling
 * cannot reach the learning and booking features (decision 0077), so the composition root passes
 * this in (app/server/selling-fulfilment.server.ts) and tests can pass their own.
 */
export type FulfilOrder = (trx: DatabaseExecutor, order: Order, now: Date) => Promise<Outcome>;

export interface PaymentInput {
  orderId: string;
  amountCents: number;
  /** YYYY-MM-DD the money arrived. */
  receivedOn: string;
  method: "eft" | "card" | "instant_eft" | "cash";
  source: "manual" | "bank_statement" | "payfast" | "yoco" | "paystack" | "ozow";
  externalReference?: string;
  note?: string;
  recordedBy?: string | null;
}

const SETTLEABLE = new Set(["awaiting_payment", "on_account", "paid"]);

/**
 * Records money received against an order, in one transaction: the payment, the order's paid
 * amount, and (the first time the order is paid in full) its tax invoice and fulfilment. A part
 * payment leaves the order awaiting the rest; more than the total is kept as the buyer's credit
 * (paid_cents above total_cents, shown on the statement). Anything that fails rolls back the lot,
 * the invoice number included.
 */
export async function recordPayment(
  db: DatabaseExecutor,
  input: PaymentInput,
  fulfil: FulfilOrder,
  now: Date = new Date(),
): Promise<Outcome<{ order: Order; paymentId: string; invoiceIssued: boolean }>> {
  if (!Number.isSafeInteger(input.amountCents) || input.amountCents <= 0) {
    return refuse("invalid", m.amountAboveZero(), { amount: m.amountAboveZero() });
  }
  const outcome = await inTransaction(
    db,
    async (trx): Promise<Outcome<{ order: Order; paymentId: string; invoiceIssued: boolean }>> => {
      const order = await findOrder(trx, input.orderId);
      if (!order) return refuse("missing", m.orderGone());
      if (!SETTLEABLE.has(order.status)) return refuse("closed", paymentRefusedMessage(order));
      const paymentId = createId();
      await trx
        .insertInto("payments")
        .values({
          id: paymentId,
          order_id: order.id,
          amount_cents: input.amountCents,
          received_on: input.receivedOn,
          method: input.method,
          source: input.source,
          external_reference: input.externalReference ?? "",
          note: input.note ?? "",
          recorded_by: input.recordedBy ?? null,
          created_at: now.toISOString(),
        })
        .execute();
      const paidCents = order.paid_cents + input.amountCents;
      const paidInFull = paidCents >= order.total_cents;
      const updated = await trx
        .updateTable("orders")
        .set({
          paid_cents: paidCents,
          status: paidInFull ? "paid" : order.status,
          paid_at: paidInFull && !order.paid_at ? now.toISOString() : order.paid_at,
          updated_at: now.toISOString(),
          version: order.version + 1,
        })
        .where("id", "=", order.id)
        .returningAll()
        .executeTakeFirstOrThrow();
      await emitPaymentReceived(trx, { id: paymentId, ...input }, updated, now);
      if (!paidInFull || order.status !== "awaiting_payment") {
        return { ok: true, order: updated, paymentId, invoiceIssued: false };
      }
      const settled = await settle(trx, updated, null, fulfil, now);
      if (!settled.ok) throw new SettleFailed(settled);
      return { ok: true, order: updated, paymentId, invoiceIssued: settled.invoiceIssued };
    },
  ).catch((error: unknown) => {
    if (error instanceof SettleFailed) return error.refusal;
    throw error;
  });
  return outcome;
}

/** Rolls the payment back with the reason, when the invoice or fulfilment refuses. */
class SettleFailed extends Error {
  constructor(readonly refusal: Outcome & { ok: false }) {
    super(refusal.message);
  }
}

function paymentRefusedMessage(order: Order): string {
  if (order.status === "cancelled") return m.paymentOnCancelled({ number: order.number });
  if (order.status === "quote") return m.paymentOnQuotation({ number: order.number });
  return m.paymentAwaitingAccount({ number: order.number });
}

async function settle(
  trx: DatabaseExecutor,
  order: Order,
  creditTermsDays: number | null,
  fulfil: FulfilOrder,
  now: Date,
) {
  const invoice = await issueTaxInvoice(trx, order, { creditTermsDays, now });
  if (!invoice.ok) return invoice;
  const fulfilled = await fulfil(trx, order, now);
  if (!fulfilled.ok) return fulfilled;
  return { ok: true as const, invoiceIssued: invoice.issuedNow };
}

/**
 * A company order on credit terms: its tax invoice is issued at once (due after the terms) and its
 * seats fulfilled before it is paid.
 */
export async function settleOnAccount(
  db: DatabaseExecutor,
  orderId: string,
  fulfil: FulfilOrder,
  now: Date = new Date(),
): Promise<Outcome<{ order: Order }>> {
  return inTransaction(db, async (trx) => {
    const order = await findOrder(trx, orderId);
    if (!order) return refuse("missing", m.orderGone());
    if (order.status !== "on_account" || !order.company_id)
      return refuse("closed", m.orderNotOnAccount({ number: order.number }));
    const settled = await settle(trx, order, await creditTermsOf(trx, order.company_id), fulfil, now);
    if (!settled.ok) throw new SettleFailed(settled);
    return { ok: true as const, order };
  }).catch((error: unknown) => {
    if (error instanceof SettleFailed) return error.refusal;
    throw error;
  });
}

/** Today's date on the site's clock, for a payment recorded without one. */
export async function siteToday(db: DatabaseExecutor, now: Date = new Date()): Promise<string> {
  return todayIn(await getSiteTimeZone(db), now);
}
