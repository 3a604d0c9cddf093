import { insertEnrolment } from "~/features/learning/self-enrolment.server";
import type { FulfilOrder } from "~/features/selling/settle.server";

/**
 * MINIMAL stand-in written by the providers branch so a paid card order has something to fulfil:
 * it enrols the buyer's account in each online course bought. The fulfilment helper's version
 * (schedule-date and event seats, company credits) replaces this file at merge.
 */
export const fulfilOrder: FulfilOrder = async (trx, order) => {
  if (!order.buyer_user_id) return { ok: true };
  const lines = await trx
    .selectFrom("order_lines")
    .select(["item_type", "item_id"])
    .where("order_id", "=", order.id)
    .where("item_type", "=", "course")
    .execute();
  for (const line of lines) await insertEnrolment(trx, line.item_id, order.buyer_user_id, order.buyer_user_id);
  return { ok: true };
};
