import type { DatabaseExecutor } from "~db/executor";
import type { Order, OrderLine, SeatStatus, TaxDocumentKind } from "~db/schema";
import * as m from "./messages";

/**
 * One order as finance and admins see it: its lines, seats, payments, tax documents, proofs of
 * payment and what happened to it when. There is no history table: the history is read from the
 * order's own times, its documents and its payments, which are never rewritten.
 */
export interface StaffOrderView {
  order: Order;
  lines: OrderLine[];
  seats: Array<{
    id: string;
    description: string;
    attendeeName: string;
    attendeeEmail: string;
    status: SeatStatus;
  }>;
  payments: Array<{
    id: string;
    amountCents: number;
    receivedOn: string;
    method: string;
    source: string;
    externalReference: string;
  }>;
  documents: Array<{
    id: string;
    kind: TaxDocumentKind;
    number: string;
    issueDate: string;
    dueDate: string | null;
    totalCents: number;
  }>;
  proofs: Array<{ id: string; originalName: string; contentType: string; uploadedAt: string }>;
  history: Array<{ at: string; what: string }>;
}

export async function findStaffOrder(db: DatabaseExecutor, orderId: string): Promise<StaffOrderView | null> {
  const order = await db.selectFrom("orders").selectAll().where("id", "=", orderId).executeTakeFirst();
  if (!order) return null;
  const [lines, seats, payments, documents, proofs] = await Promise.all([
    db.selectFrom("order_lines").selectAll().where("order_id", "=", orderId).orderBy("position").execute(),
    db
      .selectFrom("order_seats")
      .innerJoin("order_lines", "order_lines.id", "order_seats.order_line_id")
      .select([
        "order_seats.id",
        "order_lines.description",
        "order_seats.attendee_name",
        "order_seats.attendee_email",
        "order_seats.status",
      ])
      .where("order_seats.order_id", "=", orderId)
      .orderBy("order_lines.position")
      .orderBy("order_seats.id")
      .limit(500)
      .execute(),
    db.selectFrom("payments").selectAll().where("order_id", "=", orderId).orderBy("created_at").execute(),
    db.selectFrom("tax_documents").selectAll().where("order_id", "=", orderId).orderBy("issued_at").execute(),
    db.selectFrom("proofs_of_payment").selectAll().where("order_id", "=", orderId).orderBy("uploaded_at").execute(),
  ]);

  const history: Array<{ at: string; what: string }> = [{ at: order.created_at, what: "Order created" }];
  if (order.placed_at && order.placed_at !== order.created_at)
    history.push({ at: order.placed_at, what: "Order placed" });
  for (const proof of proofs)
    history.push({ at: proof.uploaded_at, what: m.historyProofUploaded({ file: proof.original_name }) });
  for (const payment of payments)
    history.push({ at: payment.created_at, what: m.historyPaymentRecorded({ method: payment.method }) });
  for (const document of documents) {
    const kind = document.kind === "tax_invoice" ? "Tax invoice" : "Credit note";
    history.push({ at: document.issued_at, what: `${kind} ${document.number} issued` });
  }
  if (order.reminded_at) history.push({ at: order.reminded_at, what: m.historyReminderSent() });
  if (order.paid_at) history.push({ at: order.paid_at, what: m.historyPaidInFull() });
  if (order.cancelled_at)
    history.push({ at: order.cancelled_at, what: `Cancelled${order.cancel_reason ? `: ${order.cancel_reason}` : ""}` });
  history.sort((a, b) => a.at.localeCompare(b.at));

  return {
    order,
    lines,
    seats: seats.map((seat) => ({
      id: seat.id,
      description: seat.description,
      attendeeName: seat.attendee_name,
      attendeeEmail: seat.attendee_email,
      status: seat.status,
    })),
    payments: payments.map((payment) => ({
      id: payment.id,
      amountCents: Number(payment.amount_cents),
      receivedOn: payment.received_on,
      method: payment.method,
      source: payment.source,
      externalReference: payment.external_reference,
    })),
    documents: documents.map((document) => ({
      id: document.id,
      kind: document.kind,
      number: document.number,
      issueDate: document.issue_date,
      dueDate: document.due_date,
      totalCents: Number(document.total_cents),
    })),
    proofs: proofs.map((proof) => ({
      id: proof.id,
      originalName: proof.original_name,
      contentType: proof.content_type,
      uploadedAt: proof.uploaded_at,
    })),
    history,
  };
}
