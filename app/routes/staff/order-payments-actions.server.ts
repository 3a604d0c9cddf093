import { recordPaymentSchema } from "~/features/selling/eft.schema";
import { recordStaffPayment } from "~/features/selling/order-payments.server";
import type { FulfilOrder } from "~/features/selling/settle.server";
import { acceptedReply, invalidReply, refusalReply } from "~/lib/action-reply";
import { parseForm } from "~/lib/forms";
import type { SessionUser } from "~/platform/auth/session.server";
import { getDb } from "~/server/app-context.server";
import { fulfilOrder } from "~/server/selling-fulfilment.server";

/**
 * Staff › Record payment. The fulfilment (enrolment, seats) is passed in from the composition
 * root, so a payment in full settles the order in the payment's own transaction.
 */
export async function answerRecordPayment(
  formData: FormData,
  orderId: string,
  user: SessionUser,
  fulfil: FulfilOrder = fulfilOrder,
) {
  const parsed = parseForm(recordPaymentSchema, formData);
  if (!parsed.ok) return invalidReply(parsed);
  const recorded = await recordStaffPayment(getDb(), { orderId, payment: parsed.data, recordedBy: user.id }, fulfil);
  if (!recorded.ok) return refusalReply(recorded, parsed.values);
  return acceptedReply({ message: recorded.message });
}
