import { insertEnrolment } from "~/features/learning/self-enrolment.server";
import { orderLines } from "~/features/selling/orders.server";
import type { FulfilOrder } from "~/features/selling/settle.server";

/**
 * What a paid order becomes (decision 0082-selling-model): selling cannot reach the learning
 * feature (decision 0077), so the composition root does it, in the payment's transaction.
 *
 * This version covers what paying by EFT needs first: a person's bought online course enrols them
 * through the course viewer's own insertEnrolment (a second enrolment is ignored). Seats on
 * schedule dates and events and a company's seat credits are the fuller fulfilment's, which
 * replaces this file.
 */
export const fulfilOrder: FulfilOrder = async (trx, order) => {
  if (!order.buyer_user_id) return { ok: true };
  for (const line of await orderLines(trx, order.id)) {
    if (line.item_type === "course") await insertEnrolment(trx, line.item_id, order.buyer_user_id, order.buyer_user_id);
  }
  return { ok: true };
};
