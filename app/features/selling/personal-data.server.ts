import {
  belongsToPerson,
  mentionsPerson,
  type PersonalDataOwner,
  type PersonIdentity,
  type PersonToErase,
  REMOVED_NAME,
  scrubText,
} from "~/lib/personal-data";
import type { DatabaseExecutor } from "~db/executor";
import { orderRecordsOf, paymentRecordsOf, taxDocumentRecordsOf } from "./selling-records.server";

/**
 * Selling's personal data (decision 0082-apiseed-retention): the buyer's orders, the seats they
 * hold or were named on, payments, proofs of payment and the tax invoices and credit notes issued to
 * them. An erasure removes what may go and keeps what the law makes the supplier keep: a tax invoice
 * or credit note (and the order and payments it rests on) stays five years from its issue (Tax
 * Administration Act section 29, VAT Act section 55), with the recipient's name and address as
 * section 20(4) requires them; everything else about the person goes at once. After five years
 * purgeExpiredTaxDocumentDetails (tax-document-retention.server.ts) removes those too.
 */

/**
 * Columns an erasure keeps, each with the law that requires it (the erasure suite holds every other
 * column of every table to "nothing of the person left").
 */
const SELLING_KEPT_AFTER_ERASURE: Readonly<Record<string, string>> = {
  "tax_documents.recipient_name":
    "A tax invoice or credit note names its recipient (VAT Act s20(4), s21(3)) and the supplier must keep it five years from issue (Tax Administration Act s29, VAT Act s55); anonymised after that.",
  "tax_documents.recipient_address":
    "A full tax invoice carries the recipient's address (VAT Act s20(4)); kept with the document for five years from issue, then anonymised.",
  "tax_documents.recipient_vat_number":
    "A full tax invoice carries the recipient's VAT number where they have one (VAT Act s20(4)); kept with the document for five years from issue.",
  "tax_documents.purchase_order":
    "The buyer's order number printed on the kept tax invoice, part of the record the supplier keeps five years from issue (Tax Administration Act s29).",
};

/** The person's orders as buyer: by account or address. */
function ordersOf(db: DatabaseExecutor, person: Pick<PersonIdentity, "userId" | "emails">) {
  return db
    .selectFrom("orders")
    .where((eb) => belongsToPerson(eb, { userColumn: "buyer_user_id", emailColumn: "buyer_email" }, person));
}

/** Seats the person was named on (their own or a company's): by account or attendee address. */
function seatsOf(db: DatabaseExecutor, person: Pick<PersonIdentity, "userId" | "emails">) {
  return db
    .selectFrom("order_seats")
    .where((eb) => belongsToPerson(eb, { userColumn: "user_id", emailColumn: "attendee_email" }, person));
}

async function proofsOf(db: DatabaseExecutor, person: Pick<PersonIdentity, "userId" | "emails">, orderIds: string[]) {
  return db
    .selectFrom("proofs_of_payment")
    .select(["id", "order_id", "storage_name", "content_type", "original_name", "uploaded_at"])
    .where((eb) => {
      const clauses = [belongsToPerson(eb, { userColumn: "uploaded_by" }, person)];
      if (orderIds.length > 0) clauses.push(eb("order_id", "in", orderIds));
      return eb.or(clauses);
    })
    .orderBy("uploaded_at")
    .execute();
}

/** Orders that rest under a kept tax document or a payment (records of money the law keeps). */
async function keptOrderIds(db: DatabaseExecutor, orderIds: string[]): Promise<Set<string>> {
  if (orderIds.length === 0) return new Set();
  const [documents, payments] = await Promise.all([
    db.selectFrom("tax_documents").select("order_id").where("order_id", "in", orderIds).execute(),
    db.selectFrom("payments").select("order_id").where("order_id", "in", orderIds).execute(),
  ]);
  return new Set([...documents, ...payments].map((row) => row.order_id).filter((id): id is string => id !== null));
}

const OPEN_STATUSES = ["quote", "awaiting_account", "awaiting_payment"] as const;

async function eraseOrders(db: DatabaseExecutor, person: PersonToErase, orderIds: string[]) {
  const kept = await keptOrderIds(db, orderIds);
  const removable = orderIds.filter((id) => !kept.has(id));
  if (removable.length > 0) {
    // Nothing invoiced and nothing paid: the order goes with its lines, seats and proofs (cascade).
    await db.updateTable("provider_notifications").set({ order_id: null }).where("order_id", "in", removable).execute();
    await db.deleteFrom("orders").where("id", "in", removable).execute();
  }
  const keptIds = [...kept];
  if (keptIds.length === 0) return;
  const nowText = new Date().toISOString();
  // An order still open when its buyer is erased cannot be fulfilled for nobody: it is cancelled.
  await db
    .updateTable("order_seats")
    .set({ status: "cancelled", cancelled_at: nowText })
    .where("order_id", "in", keptIds)
    .where("status", "=", "held")
    .where("order_id", "in", (eb) =>
      eb
        .selectFrom("orders")
        .select("id")
        .where("status", "in", [...OPEN_STATUSES]),
    )
    .execute();
  await db
    .updateTable("orders")
    .set({ status: "cancelled", cancelled_at: nowText, cancel_reason: "The buyer's personal details were erased." })
    .where("id", "in", keptIds)
    .where("status", "in", [...OPEN_STATUSES])
    .execute();
  const rows = await db
    .selectFrom("orders")
    .select(["id", "buyer_kind", "cancel_reason"])
    .where("id", "in", keptIds)
    .execute();
  for (const row of rows) {
    // The kept tax document holds its own frozen copy of the recipient: the order keeps none.
    await db
      .updateTable("orders")
      .set((eb) => ({
        buyer_name: REMOVED_NAME,
        buyer_email: person.placeholderEmail,
        buyer_phone: "",
        buyer_user_id: null,
        billing_address: "",
        purchase_order: row.buyer_kind === "company" ? eb.ref("purchase_order") : "",
        company_name: row.buyer_kind === "company" ? eb.ref("company_name") : "",
        company_vat_number: row.buyer_kind === "company" ? eb.ref("company_vat_number") : "",
        cancel_reason: scrubText(row.cancel_reason, person),
        version: eb("version", "+", 1),
      }))
      .where("id", "=", row.id)
      .execute();
  }
  const payments = await db
    .selectFrom("payments")
    .select(["id", "note", "external_reference"])
    .where("order_id", "in", keptIds)
    .execute();
  for (const payment of payments) {
    await db
      .updateTable("payments")
      .set({ note: scrubText(payment.note, person), external_reference: scrubText(payment.external_reference, person) })
      .where("id", "=", payment.id)
      .execute();
  }
}

export const sellingPersonalData: PersonalDataOwner = {
  owner: "selling",
  tables: [
    "orders",
    "order_seats",
    "tax_documents",
    "payments",
    "proofs_of_payment",
    "bank_statement_lines",
    "provider_notifications",
  ],
  notDownloaded: {
    bank_statement_lines:
      "the bank's copy of a transfer, kept by the supplier; the payment it matched is in the download",
    provider_notifications:
      "a card provider's message about a payment, kept to apply it once; the payment is in the download",
  },
  keptAfterErasure: SELLING_KEPT_AFTER_ERASURE,
  async detailsOf(db, person) {
    if (!person.userId && person.emails.length === 0) return {};
    const [orders, seats] = await Promise.all([
      ordersOf(db, person).select(["buyer_name", "buyer_phone", "buyer_kind", "billing_address"]).execute(),
      seatsOf(db, person).select("attendee_name").execute(),
    ]);
    return {
      names: [...orders.map((order) => order.buyer_name), ...seats.map((seat) => seat.attendee_name)],
      texts: [
        ...orders.map((order) => order.buyer_phone),
        // A person's own address (a company's billing address is the company's, not theirs).
        ...orders.filter((order) => order.buyer_kind === "person").map((order) => order.billing_address),
      ],
    };
  },
  async personalDataOf(db, person) {
    const orders = await orderRecordsOf(db, person);
    const [seats, taxDocuments, payments, proofs] = await Promise.all([
      seatsOf(db, person)
        .innerJoin("orders", "orders.id", "order_seats.order_id")
        .select([
          "orders.number as orderNumber",
          "order_seats.item_type as itemType",
          "order_seats.attendee_name as attendeeName",
          "order_seats.attendee_email as attendeeEmail",
          "order_seats.status",
          "order_seats.assigned_at as assignedAt",
        ])
        .orderBy("orders.created_at")
        .execute(),
      taxDocumentRecordsOf(db, person),
      paymentRecordsOf(db, person),
      proofsOf(
        db,
        person,
        orders.map((order) => order.id),
      ),
    ]);
    return {
      orders,
      orderSeats: seats,
      taxDocuments,
      payments,
      proofsOfPayment: proofs.map((proof) => ({
        orderId: proof.order_id,
        fileName: proof.original_name,
        contentType: proof.content_type,
        uploadedAt: proof.uploaded_at,
      })),
      keptAfterErasure: Object.entries(SELLING_KEPT_AFTER_ERASURE).map(([column, why]) => ({ column, why })),
    };
  },
  async erasePersonalData(db, person) {
    if (!person.userId && person.emails.length === 0) return undefined;
    const orderIds = (await ordersOf(db, person).select("id").execute()).map((row) => row.id);
    // Proofs of payment go, files and rows: the payment they proved is recorded.
    const proofs = await proofsOf(db, person, orderIds);
    if (proofs.length > 0) {
      await db
        .deleteFrom("proofs_of_payment")
        .where(
          "id",
          "in",
          proofs.map((proof) => proof.id),
        )
        .execute();
    }
    // Tax documents stay (SELLING_KEPT_AFTER_ERASURE); what the law does not need goes.
    const documents = await db
      .selectFrom("tax_documents")
      .select(["id", "reason"])
      .where((eb) => {
        const clauses = [belongsToPerson(eb, { userColumn: "buyer_user_id", emailColumn: "recipient_email" }, person)];
        if (orderIds.length > 0) clauses.push(eb("order_id", "in", orderIds));
        return eb.or(clauses);
      })
      .execute();
    for (const document of documents) {
      await db
        .updateTable("tax_documents")
        .set({ recipient_email: "", buyer_user_id: null, reason: scrubText(document.reason, person) })
        .where("id", "=", document.id)
        .execute();
    }
    // Seats they were named on stay counted; the name and address go.
    await seatsOf(db, person)
      .select("id")
      .execute()
      .then(async (seats) => {
        if (seats.length === 0) return;
        await db
          .updateTable("order_seats")
          .set({ attendee_name: REMOVED_NAME, attendee_email: "", user_id: null })
          .where(
            "id",
            "in",
            seats.map((seat) => seat.id),
          )
          .execute();
      });
    await eraseOrders(db, person, orderIds);
    // Bank lines and provider messages that mention them: the text scrubbed, the amounts kept.
    const lines = await db
      .selectFrom("bank_statement_lines")
      .select(["id", "description"])
      .where((eb) => mentionsPerson(eb, ["description"], person))
      .execute();
    for (const line of lines) {
      await db
        .updateTable("bank_statement_lines")
        .set({ description: scrubText(line.description, person) })
        .where("id", "=", line.id)
        .execute();
    }
    const notifications = await db
      .selectFrom("provider_notifications")
      .select(["id", "detail"])
      .where((eb) => mentionsPerson(eb, ["detail"], person))
      .execute();
    for (const notification of notifications) {
      await db
        .updateTable("provider_notifications")
        .set({ detail: scrubText(notification.detail, person) })
        .where("id", "=", notification.id)
        .execute();
    }
    return { storedNames: proofs.map((proof) => proof.storage_name) };
  },
};
