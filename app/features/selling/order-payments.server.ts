import type { Outcome } from "~/lib/refusal";
import type { DatabaseExecutor } from "~db/executor";
import type { Order } from "~db/schema";
import type { RecordPaymentInput } from "./eft.schema";
import * as m from "./messages";
import { type FulfilOrder, recordPayment } from "./settle.server";

/**
 * Staff's view of one order's money (decision 0086-eft-payments): what it costs, what came in and
 * how, what is still due or held as the buyer's credit, and "Record payment" for money seen in the
 * bank or taken at the desk.
 */
export interface OrderPaymentsView {
  orderId: string;
  orderNumber: string;
  status: Order["status"];
  buyerName: string;
  buyerEmail: string;
  paymentReference: string;
  totalCents: number;
  paidCents: number;
  dueCents: number;
  /** Received above the total: kept as the buyer's credit. */
  creditCents: number;
  canTakePayment: boolean;
  payments: Array<{
    id: string;
    receivedOn: string;
    amountCents: number;
    method: string;
    source: string;
    note: string;
    externalReference: string;
    recordedBy: string;
  }>;
}

const TAKES_PAYMENT = new Set<Order["status"]>(["awaiting_payment", "on_account", "paid"]);

export async function loadOrderPayments(db: DatabaseExecutor, order: Order): Promise<OrderPaymentsView> {
  const rows = await db
    .selectFrom("payments")
    .leftJoin("user", "user.id", "payments.recorded_by")
    .select([
      "payments.id",
      "payments.received_on",
      "payments.amount_cents",
      "payments.method",
      "payments.source",
      "payments.note",
      "payments.external_reference",
      "user.name as recorded_by_name",
    ])
    .where("payments.order_id", "=", order.id)
    .orderBy("payments.received_on")
    .orderBy("payments.created_at")
    .limit(200)
    .execute();
  return {
    orderId: order.id,
    orderNumber: order.number,
    status: order.status,
    buyerName: order.company_name || order.buyer_name,
    buyerEmail: order.buyer_email,
    paymentReference: order.payment_reference,
    totalCents: order.total_cents,
    paidCents: order.paid_cents,
    dueCents: Math.max(order.total_cents - order.paid_cents, 0),
    creditCents: Math.max(order.paid_cents - order.total_cents, 0),
    canTakePayment: TAKES_PAYMENT.has(order.status),
    payments: rows.map((row) => ({
      id: row.id,
      receivedOn: row.received_on,
      amountCents: row.amount_cents,
      method: row.method,
      source: row.source,
      note: row.note,
      externalReference: row.external_reference,
      recordedBy: row.recorded_by_name ?? "",
    })),
  };
}

/** A payment typed in by staff: the order's money, invoice and fulfilment follow as settle.server.ts says. */
export async function recordStaffPayment(
  db: DatabaseExecutor,
  input: { orderId: string; payment: RecordPaymentInput; recordedBy: string },
  fulfil: FulfilOrder,
  now: Date = new Date(),
): Promise<Outcome<{ message: string }>> {
  const { payment } = input;
  const recorded = await recordPayment(
    db,
    {
      orderId: input.orderId,
      amountCents: payment.amount,
      receivedOn: payment.receivedOn,
      method: payment.method,
      source: "manual",
      note: payment.note,
      recordedBy: input.recordedBy,
    },
    fulfil,
    now,
  );
  if (!recorded.ok) return recorded;
  const { order } = recorded;
  const message =
    order.paid_cents > order.total_cents
      ? m.paymentRecordedCredit()
      : order.paid_cents === order.total_cents
        ? m.paymentRecordedPaid()
        : m.paymentRecordedAwaiting();
  return { ok: true, message };
}
