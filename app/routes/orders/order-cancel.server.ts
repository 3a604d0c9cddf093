import { redirect } from "react-router";
import { CANCEL_ORDER_INTENT, cancelIntentSchema } from "~/features/selling/fulfilment.schema";
import { findOrder } from "~/features/selling/orders.server";
import { invalidReply, refusalReply } from "~/lib/action-reply";
import { parseForm } from "~/lib/forms";
import { refusalResponse, refuse } from "~/lib/refusal";
import { toastHeaders } from "~/lib/toast.server";
import type { SessionUser } from "~/platform/auth/session.server";
import { getDb } from "~/server/app-context.server";
import { cancelOrderSeats, mayCancelOrder } from "~/server/selling-cancellation.server";
import * as m from "./messages";

/**
 * Cancel seats of an order, or the whole order (decision 0083-fulfilment-seats): its buyer, a
 * training manager of its company, or an admin (who may override the policy with a reason).
 * Anyone else gets 404, as for an order that does not exist.
 */
export async function answerCancel(user: Pick<SessionUser, "id" | "role">, orderId: string, formData: FormData) {
  const actor = { userId: user.id, isAdmin: user.role === "admin" };
  const order = await findOrder(getDb(), orderId);
  if (!order || !(await mayCancelOrder(getDb(), order, actor))) {
    throw refusalResponse(refuse("missing", m.orderMissing()));
  }
  const parsed = parseForm(cancelIntentSchema, formData);
  if (!parsed.ok) return invalidReply(parsed);
  const input = parsed.data;
  const cancelled = await cancelOrderSeats(getDb(), {
    orderId,
    seatIds: input.intent === CANCEL_ORDER_INTENT ? "all" : input.seatId,
    actor,
    overrideReason: input.overrideReason,
  });
  if (!cancelled.ok && cancelled.reason === "missing") throw refusalResponse(cancelled);
  if (!cancelled.ok) return refusalReply(cancelled, parsed.values);
  const count = cancelled.cancelled;
  const number = cancelled.creditNoteNumber;
  const message = cancelled.orderCancelled
    ? number
      ? m.orderCancelledCreditNote({ number })
      : m.orderCancelledToast()
    : number
      ? m.seatsCancelledCreditNote({ count, number })
      : m.seatsCancelled({ count });
  return redirect(`/orders/${encodeURIComponent(orderId)}/cancel`, { headers: await toastHeaders(message) });
}
