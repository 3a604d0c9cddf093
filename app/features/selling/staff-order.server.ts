import type { DatabaseExecutor } from "~db/executor";
import { jsonRowsFrom, readJsonRows } from "~db/json-aggregation";
import type { Order, OrderLine, SeatStatus, TaxDocumentKind } from "~db/schema";
import * as m from "./messages";

/**
 * One order as finance and admins see it: its lines, seats, payments, tax documents, proofs of
 * payment and what happened to it when. There is no history table: the history is read from the
 * order's own times, its documents and its payments, which are never rewritten.
 */
export interface StaffOrderView {
  order: Order;
  lines: Array<
    Pick<
      OrderLine,
      | "id"
      | "description"
      | "quantity"
      | "unit_price_cents"
      | "discount_cents"
      | "net_cents"
      | "vat_rate_basis_points"
      | "vat_cents"
      | "total_cents"
    >
  >;
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

/**
 * The order and its five kinds of related rows in one statement, each list a JSON column
 * (decision 0125-staff-statements, db/json-aggregation.ts); each list bounded as before (the seats
 * by 500, the others by what one order can hold).
 */
function readOrderWithRelated(db: DatabaseExecutor, orderId: string) {
  return db
    .selectFrom("orders")
    .selectAll("orders")
    .select((eb) => [
      jsonRowsFrom(
        db,
        eb
          .selectFrom("order_lines")
          .select([
            "id",
            "description",
            "quantity",
            "unit_price_cents",
            "discount_cents",
            "net_cents",
            "vat_rate_basis_points",
            "vat_cents",
            "total_cents",
          ])
          .whereRef("order_lines.order_id", "=", "orders.id")
          .orderBy("position"),
      ).as("lines_json"),
      jsonRowsFrom(
        db,
        eb
          .selectFrom("order_seats")
          .innerJoin("order_lines", "order_lines.id", "order_seats.order_line_id")
          .select([
            "order_seats.id",
            "order_lines.description",
            "order_seats.attendee_name",
            "order_seats.attendee_email",
            "order_seats.status",
          ])
          .whereRef("order_seats.order_id", "=", "orders.id")
          .orderBy("order_lines.position")
          .orderBy("order_seats.id")
          .limit(500),
      ).as("seats_json"),
      jsonRowsFrom(
        db,
        eb
          .selectFrom("payments")
          .select(["id", "amount_cents", "received_on", "method", "source", "external_reference", "created_at"])
          .whereRef("payments.order_id", "=", "orders.id")
          .orderBy("created_at"),
      ).as("payments_json"),
      jsonRowsFrom(
        db,
        eb
          .selectFrom("tax_documents")
          .select(["id", "kind", "number", "issue_date", "due_date", "total_cents", "issued_at"])
          .whereRef("tax_documents.order_id", "=", "orders.id")
          .orderBy("issued_at"),
      ).as("documents_json"),
      jsonRowsFrom(
        db,
        eb
          .selectFrom("proofs_of_payment")
          .select(["id", "original_name", "content_type", "uploaded_at"])
          .whereRef("proofs_of_payment.order_id", "=", "orders.id")
          .orderBy("uploaded_at"),
      ).as("proofs_json"),
    ])
    .where("orders.id", "=", orderId)
    .executeTakeFirst();
}

export async function findStaffOrder(db: DatabaseExecutor, orderId: string): Promise<StaffOrderView | null> {
  const found = await readOrderWithRelated(db, orderId);
  if (!found) return null;
  const { lines_json, seats_json, payments_json, documents_json, proofs_json, ...order } = found;
  const lines = readJsonRows(lines_json);
  const seats = readJsonRows(seats_json);
  const payments = readJsonRows(payments_json);
  const documents = readJsonRows(documents_json);
  const proofs = readJsonRows(proofs_json);

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
