import { createId } from "~/lib/ids";
import type { DatabaseExecutor } from "~db/executor";
import { inTransaction } from "~db/transactions";
import { findOrder } from "../orders.server";
import { type FulfilOrder, recordPayment, siteToday } from "../settle.server";
import type { NotificationCheck, PaymentProvider } from "./provider";

export type AppliedNotification =
  | { result: "applied"; orderId: string; paymentId: string }
  | { result: "duplicate"; detail: string }
  | { result: "refused"; detail: string };

/** Thrown inside the transaction to roll back everything it wrote, the payment included. */
class NotApplied extends Error {
  constructor(
    readonly detail: string,
    readonly orderId: string | null,
  ) {
    super(detail);
  }
}

const MAX_DETAIL = 500;

/**
 * Applies a verified payment notification once (decision 0084-providers-notifications): the row in
 * provider_notifications (unique per provider and event) and the payment are written in one
 * transaction, so a second arrival of the event, however close behind, finds the row and changes
 * nothing. A notification that does not match its order (unknown order, another currency, another
 * amount than is owed, an order no longer awaiting payment) pays nothing and is recorded as
 * refused, so its repeats are acknowledged without effect too.
 */
export async function applyPaymentNotification(
  db: DatabaseExecutor,
  provider: Pick<PaymentProvider, "name" | "method">,
  paid: Extract<NotificationCheck, { kind: "paid" }>,
  fulfil: FulfilOrder,
  now: Date = new Date(),
): Promise<AppliedNotification> {
  const row = {
    provider: provider.name,
    provider_event_id: paid.providerEventId.slice(0, 200),
    received_at: now.toISOString(),
  };
  try {
    return await inTransaction(db, async (trx): Promise<AppliedNotification> => {
      const inserted = await trx
        .insertInto("provider_notifications")
        .values({ id: createId(), ...row, order_id: null, outcome: "applied", detail: "" })
        .onConflict((conflict) => conflict.columns(["provider", "provider_event_id"]).doNothing())
        .executeTakeFirst();
      if (Number(inserted.numInsertedOrUpdatedRows ?? 0) === 0) {
        return { result: "duplicate", detail: `${provider.name} event ${paid.providerEventId} was already received.` };
      }
      const order = paid.orderReference ? await findOrder(trx, paid.orderReference) : undefined;
      if (!order) throw new NotApplied(`No order ${paid.orderReference || "(none named)"}.`, null);
      if (paid.currency !== "ZAR") {
        throw new NotApplied(`Paid in ${paid.currency || "an unnamed currency"}, not ZAR.`, order.id);
      }
      if (order.status !== "awaiting_payment") {
        throw new NotApplied(`Order ${order.number} is ${order.status}, not awaiting payment.`, order.id);
      }
      const owed = order.total_cents - order.paid_cents;
      if (paid.amountCents !== owed) {
        throw new NotApplied(`Paid ${paid.amountCents} cents; order ${order.number} owes ${owed} cents.`, order.id);
      }
      const recorded = await recordPayment(
        trx,
        {
          orderId: order.id,
          amountCents: paid.amountCents,
          receivedOn: await siteToday(trx, now),
          method: provider.method,
          source: provider.name,
          externalReference: paid.providerEventId.slice(0, 200),
        },
        fulfil,
        now,
      );
      // recordPayment joined this transaction, so its refusal must roll the lot back.
      if (!recorded.ok) throw new NotApplied(recorded.message ?? "The payment could not be recorded.", order.id);
      await trx
        .updateTable("provider_notifications")
        .set({ order_id: order.id, detail: `Paid ${paid.amountCents} cents.` })
        .where("provider", "=", row.provider)
        .where("provider_event_id", "=", row.provider_event_id)
        .execute();
      return { result: "applied", orderId: order.id, paymentId: recorded.paymentId };
    });
  } catch (error) {
    if (!(error instanceof NotApplied)) throw error;
    await db
      .insertInto("provider_notifications")
      .values({
        id: createId(),
        ...row,
        order_id: error.orderId,
        outcome: "refused",
        detail: error.detail.slice(0, MAX_DETAIL),
      })
      .onConflict((conflict) => conflict.columns(["provider", "provider_event_id"]).doNothing())
      .execute();
    return { result: "refused", detail: error.detail };
  }
}
