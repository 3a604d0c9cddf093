import type { Kysely } from "kysely";

/**
 * Selling (docs/decisions/0082-selling-model.md). Every amount is integer cents (ZAR), every list
 * price excludes VAT, VAT is worked out per line at the rate in force on the day (vat_rates).
 *
 * - vat_rates: dated rates in basis points (1500 = 15 %): a change of rate is a row, not a release.
 * - Prices: the course already has price_cents (decision 0070); schedule dates and events get one
 *   (null on a date: not sold online; null or 0 on an event: free), and each sellable an optional
 *   early-bird price valid up to and including a date.
 * - discount_codes, company_accounts (VAT number, billing address, credit terms), company_prices
 *   (a company's negotiated price per item).
 * - orders and order_lines: the server-priced order; order_seats: one row per seat bought
 *   (assigned to a named person, or a company's credit until the training manager assigns it).
 * - seat_locks: one row per sold item, locked while its seats are counted and taken, so two buyers
 *   cannot take the last seat (without touching the item's own row and its page-cache trigger).
 * - document_series: one counter row per gap-free series (tax invoices, credit notes), taken in
 *   the transaction that writes the document, so a rolled-back issue takes its number back.
 * - tax_documents and tax_document_lines: issued tax invoices and credit notes, a frozen copy of
 *   supplier, recipient and lines (kept five years, also after erasure: decision 0082).
 * - payments, proofs_of_payment, bank_statement_lines, provider_notifications.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations describe the schema as it was then, not Database now.
export async function up(db: Kysely<any>) {
  await db.schema
    .createTable("vat_rates")
    .addColumn("id", "text", (column) => column.primaryKey())
    .addColumn("rate_basis_points", "integer", (column) => column.notNull())
    /** YYYY-MM-DD: the first day the rate applies (in the site's time zone). */
    .addColumn("effective_from", "text", (column) => column.notNull().unique())
    .execute();
  await db
    .insertInto("vat_rates")
    .values({ id: "vat-2018-04-01", rate_basis_points: 1500, effective_from: "2018-04-01" })
    .execute();

  for (const table of ["courses", "training_schedule_entries", "events"]) {
    if (table !== "courses") {
      await db.schema.alterTable(table).addColumn("price_cents", "integer").execute();
    }
    await db.schema.alterTable(table).addColumn("early_price_cents", "integer").execute();
    await db.schema.alterTable(table).addColumn("early_price_until", "text").execute();
  }
  /** A schedule date's seats for sale (null: not limited); sold seats count against it. */
  await db.schema.alterTable("training_schedule_entries").addColumn("capacity", "integer").execute();

  await db.schema
    .createTable("discount_codes")
    .addColumn("id", "text", (column) => column.primaryKey())
    /** Upper case, unique. */
    .addColumn("code", "text", (column) => column.notNull().unique())
    /** percent | amount */
    .addColumn("kind", "text", (column) => column.notNull())
    /** percent: basis points (1000 = 10 %); amount: cents off each unit, excluding VAT. */
    .addColumn("value", "integer", (column) => column.notNull())
    .addColumn("max_uses", "integer")
    .addColumn("used_count", "integer", (column) => column.notNull().defaultTo(0))
    /** YYYY-MM-DD, last day it may be used; null: no end. */
    .addColumn("expires_on", "text")
    /** Limited to one course (courses.id); null: any item. */
    .addColumn("course_id", "text", (column) => column.references("courses.id").onDelete("cascade"))
    .addColumn("is_active", "integer", (column) => column.notNull().defaultTo(1))
    .addColumn("created_at", "text", (column) => column.notNull())
    .addColumn("updated_at", "text", (column) => column.notNull())
    .addColumn("version", "integer", (column) => column.notNull().defaultTo(1))
    .execute();

  await db.schema
    .createTable("company_accounts")
    .addColumn("company_id", "text", (column) => column.primaryKey().references("companies.id").onDelete("cascade"))
    /** The registered name printed on invoices ('' : the company's name). */
    .addColumn("legal_name", "text", (column) => column.notNull().defaultTo(""))
    .addColumn("vat_number", "text", (column) => column.notNull().defaultTo(""))
    .addColumn("billing_address", "text", (column) => column.notNull().defaultTo(""))
    /** Days to pay a tax invoice issued on account; null: no credit terms (pays before fulfilment). */
    .addColumn("credit_terms_days", "integer")
    .addColumn("updated_at", "text", (column) => column.notNull())
    .addColumn("version", "integer", (column) => column.notNull().defaultTo(1))
    .execute();

  await db.schema
    .createTable("company_prices")
    .addColumn("id", "text", (column) => column.primaryKey())
    .addColumn("company_id", "text", (column) => column.notNull().references("companies.id").onDelete("cascade"))
    /** course | schedule_date | event */
    .addColumn("item_type", "text", (column) => column.notNull())
    .addColumn("item_id", "text", (column) => column.notNull())
    .addColumn("price_cents", "integer", (column) => column.notNull())
    .addColumn("updated_at", "text", (column) => column.notNull())
    .addColumn("version", "integer", (column) => column.notNull().defaultTo(1))
    .addUniqueConstraint("company_prices_item", ["company_id", "item_type", "item_id"])
    .execute();

  await db.schema
    .createTable("orders")
    .addColumn("id", "text", (column) => column.primaryKey())
    /** Shown to people ("ORD-000042"); from the orders series, so also gap-free. */
    .addColumn("number", "text", (column) => column.notNull().unique())
    /** quote | awaiting_account | awaiting_payment | on_account | paid | cancelled */
    .addColumn("status", "text", (column) => column.notNull())
    /** person | company */
    .addColumn("buyer_kind", "text", (column) => column.notNull())
    .addColumn("buyer_user_id", "text", (column) => column.references("user.id").onDelete("set null"))
    .addColumn("company_id", "text", (column) => column.references("companies.id").onDelete("set null"))
    .addColumn("buyer_name", "text", (column) => column.notNull())
    .addColumn("buyer_email", "text", (column) => column.notNull())
    .addColumn("buyer_phone", "text", (column) => column.notNull().defaultTo(""))
    .addColumn("company_name", "text", (column) => column.notNull().defaultTo(""))
    .addColumn("company_vat_number", "text", (column) => column.notNull().defaultTo(""))
    .addColumn("billing_address", "text", (column) => column.notNull().defaultTo(""))
    .addColumn("purchase_order", "text", (column) => column.notNull().defaultTo(""))
    /** eft | account | payfast | yoco | paystack | ozow */
    .addColumn("payment_method", "text", (column) => column.notNull())
    /** The reference an EFT must carry: unique, short, no ambiguous letters. */
    .addColumn("payment_reference", "text", (column) => column.notNull().unique())
    .addColumn("discount_code_id", "text", (column) => column.references("discount_codes.id").onDelete("set null"))
    .addColumn("subtotal_cents", "integer", (column) => column.notNull())
    .addColumn("discount_cents", "integer", (column) => column.notNull().defaultTo(0))
    .addColumn("vat_cents", "integer", (column) => column.notNull())
    .addColumn("total_cents", "integer", (column) => column.notNull())
    .addColumn("paid_cents", "integer", (column) => column.notNull().defaultTo(0))
    /** A quotation's last valid day (YYYY-MM-DD); null for other orders. */
    .addColumn("valid_until", "text")
    .addColumn("created_at", "text", (column) => column.notNull())
    .addColumn("updated_at", "text", (column) => column.notNull())
    .addColumn("placed_at", "text")
    .addColumn("paid_at", "text")
    .addColumn("cancelled_at", "text")
    .addColumn("cancel_reason", "text", (column) => column.notNull().defaultTo(""))
    /** When the last payment reminder went out; null: none yet. */
    .addColumn("reminded_at", "text")
    .addColumn("version", "integer", (column) => column.notNull().defaultTo(1))
    .execute();
  await db.schema.createIndex("orders_status_created").on("orders").columns(["status", "created_at"]).execute();
  await db.schema.createIndex("orders_created").on("orders").columns(["created_at", "id"]).execute();
  await db.schema.createIndex("orders_buyer").on("orders").column("buyer_user_id").execute();
  await db.schema.createIndex("orders_company").on("orders").columns(["company_id", "created_at"]).execute();
  await db.schema.createIndex("orders_buyer_email").on("orders").column("buyer_email").execute();

  await db.schema
    .createTable("order_lines")
    .addColumn("id", "text", (column) => column.primaryKey())
    .addColumn("order_id", "text", (column) => column.notNull().references("orders.id").onDelete("cascade"))
    .addColumn("position", "integer", (column) => column.notNull())
    /** course | schedule_date | event */
    .addColumn("item_type", "text", (column) => column.notNull())
    .addColumn("item_id", "text", (column) => column.notNull())
    .addColumn("description", "text", (column) => column.notNull())
    .addColumn("quantity", "integer", (column) => column.notNull())
    /** The price per unit before discount, excluding VAT, as priced by the server. */
    .addColumn("unit_price_cents", "integer", (column) => column.notNull())
    .addColumn("discount_cents", "integer", (column) => column.notNull().defaultTo(0))
    /** quantity × unit price − discount: the value before VAT. */
    .addColumn("net_cents", "integer", (column) => column.notNull())
    .addColumn("vat_rate_basis_points", "integer", (column) => column.notNull())
    .addColumn("vat_cents", "integer", (column) => column.notNull())
    .addColumn("total_cents", "integer", (column) => column.notNull())
    .execute();
  await db.schema.createIndex("order_lines_order").on("order_lines").columns(["order_id", "position"]).execute();
  await db.schema.createIndex("order_lines_item").on("order_lines").columns(["item_type", "item_id"]).execute();

  await db.schema
    .createTable("order_seats")
    .addColumn("id", "text", (column) => column.primaryKey())
    .addColumn("order_id", "text", (column) => column.notNull().references("orders.id").onDelete("cascade"))
    .addColumn("order_line_id", "text", (column) => column.notNull().references("order_lines.id").onDelete("cascade"))
    .addColumn("item_type", "text", (column) => column.notNull())
    .addColumn("item_id", "text", (column) => column.notNull())
    /** Given at checkout for a classroom date, or when the training manager assigns a credit. */
    .addColumn("attendee_name", "text", (column) => column.notNull().defaultTo(""))
    .addColumn("attendee_email", "text", (column) => column.notNull().defaultTo(""))
    .addColumn("user_id", "text", (column) => column.references("user.id").onDelete("set null"))
    /** held (order not yet fulfilled) | unassigned (a company's credit) | assigned | cancelled */
    .addColumn("status", "text", (column) => column.notNull())
    /** What fulfilment made: an enrolment or booking id. */
    .addColumn("fulfilment_ref", "text")
    .addColumn("assigned_at", "text")
    .addColumn("cancelled_at", "text")
    .execute();
  await db.schema.createIndex("order_seats_order").on("order_seats").column("order_id").execute();
  await db.schema
    .createIndex("order_seats_item")
    .on("order_seats")
    .columns(["item_type", "item_id", "status"])
    .execute();
  await db.schema.createIndex("order_seats_user").on("order_seats").column("user_id").execute();

  await db.schema
    .createTable("seat_locks")
    .addColumn("item_type", "text", (column) => column.notNull())
    .addColumn("item_id", "text", (column) => column.notNull())
    .addPrimaryKeyConstraint("seat_locks_pk", ["item_type", "item_id"])
    .execute();

  await db.schema
    .createTable("document_series")
    /** tax_invoice | credit_note | order */
    .addColumn("series", "text", (column) => column.primaryKey())
    .addColumn("prefix", "text", (column) => column.notNull())
    .addColumn("next_number", "integer", (column) => column.notNull())
    .execute();
  await db
    .insertInto("document_series")
    .values([
      { series: "tax_invoice", prefix: "INV-", next_number: 1 },
      { series: "credit_note", prefix: "CN-", next_number: 1 },
      { series: "order", prefix: "ORD-", next_number: 1 },
    ])
    .execute();

  await db.schema
    .createTable("tax_documents")
    .addColumn("id", "text", (column) => column.primaryKey())
    /** tax_invoice | credit_note */
    .addColumn("kind", "text", (column) => column.notNull())
    .addColumn("serial", "integer", (column) => column.notNull())
    /** The printed number: the series prefix and the zero-padded serial ("INV-000042"). */
    .addColumn("number", "text", (column) => column.notNull().unique())
    .addColumn("order_id", "text", (column) => column.notNull().references("orders.id").onDelete("restrict"))
    /** A credit note's invoice. */
    .addColumn("invoice_id", "text", (column) => column.references("tax_documents.id").onDelete("restrict"))
    .addColumn("issued_at", "text", (column) => column.notNull())
    /** YYYY-MM-DD in the site's time zone. */
    .addColumn("issue_date", "text", (column) => column.notNull())
    /** A tax invoice on account: the day it must be paid by. */
    .addColumn("due_date", "text")
    .addColumn("supplier_name", "text", (column) => column.notNull())
    .addColumn("supplier_address", "text", (column) => column.notNull())
    .addColumn("supplier_vat_number", "text", (column) => column.notNull())
    .addColumn("recipient_name", "text", (column) => column.notNull())
    .addColumn("recipient_address", "text", (column) => column.notNull())
    .addColumn("recipient_vat_number", "text", (column) => column.notNull())
    .addColumn("recipient_email", "text", (column) => column.notNull())
    .addColumn("purchase_order", "text", (column) => column.notNull().defaultTo(""))
    .addColumn("company_id", "text", (column) => column.references("companies.id").onDelete("set null"))
    .addColumn("buyer_user_id", "text", (column) => column.references("user.id").onDelete("set null"))
    .addColumn("net_cents", "integer", (column) => column.notNull())
    .addColumn("vat_cents", "integer", (column) => column.notNull())
    .addColumn("total_cents", "integer", (column) => column.notNull())
    .addColumn("reason", "text", (column) => column.notNull().defaultTo(""))
    .addUniqueConstraint("tax_documents_kind_serial", ["kind", "serial"])
    .execute();
  await db.schema.createIndex("tax_documents_order").on("tax_documents").column("order_id").execute();
  await db.schema
    .createIndex("tax_documents_issued")
    .on("tax_documents")
    .columns(["kind", "issue_date", "id"])
    .execute();
  await db.schema
    .createIndex("tax_documents_company")
    .on("tax_documents")
    .columns(["company_id", "issue_date"])
    .execute();
  await db.schema.createIndex("tax_documents_buyer").on("tax_documents").column("buyer_user_id").execute();

  await db.schema
    .createTable("tax_document_lines")
    .addColumn("id", "text", (column) => column.primaryKey())
    .addColumn("document_id", "text", (column) => column.notNull().references("tax_documents.id").onDelete("restrict"))
    .addColumn("order_line_id", "text", (column) => column.references("order_lines.id").onDelete("set null"))
    .addColumn("position", "integer", (column) => column.notNull())
    .addColumn("description", "text", (column) => column.notNull())
    .addColumn("quantity", "integer", (column) => column.notNull())
    .addColumn("unit_price_cents", "integer", (column) => column.notNull())
    .addColumn("discount_cents", "integer", (column) => column.notNull().defaultTo(0))
    .addColumn("net_cents", "integer", (column) => column.notNull())
    .addColumn("vat_rate_basis_points", "integer", (column) => column.notNull())
    .addColumn("vat_cents", "integer", (column) => column.notNull())
    .addColumn("total_cents", "integer", (column) => column.notNull())
    .execute();
  await db.schema
    .createIndex("tax_document_lines_document")
    .on("tax_document_lines")
    .columns(["document_id", "position"])
    .execute();

  await db.schema
    .createTable("payments")
    .addColumn("id", "text", (column) => column.primaryKey())
    .addColumn("order_id", "text", (column) => column.references("orders.id").onDelete("restrict"))
    .addColumn("amount_cents", "integer", (column) => column.notNull())
    /** YYYY-MM-DD the money arrived. */
    .addColumn("received_on", "text", (column) => column.notNull())
    /** eft | card | instant_eft | cash | credit */
    .addColumn("method", "text", (column) => column.notNull())
    /** manual | bank_statement | payfast | yoco | paystack | ozow */
    .addColumn("source", "text", (column) => column.notNull())
    /** The provider's payment id or the bank line's reference. */
    .addColumn("external_reference", "text", (column) => column.notNull().defaultTo(""))
    .addColumn("note", "text", (column) => column.notNull().defaultTo(""))
    .addColumn("recorded_by", "text", (column) => column.references("user.id").onDelete("set null"))
    .addColumn("created_at", "text", (column) => column.notNull())
    .execute();
  await db.schema.createIndex("payments_order").on("payments").column("order_id").execute();
  await db.schema.createIndex("payments_received").on("payments").columns(["received_on", "id"]).execute();

  await db.schema
    .createTable("proofs_of_payment")
    .addColumn("id", "text", (column) => column.primaryKey())
    .addColumn("order_id", "text", (column) => column.notNull().references("orders.id").onDelete("cascade"))
    /** The file's name in private storage (checked by its bytes, re-encoded where it is an image). */
    .addColumn("storage_name", "text", (column) => column.notNull())
    .addColumn("content_type", "text", (column) => column.notNull())
    .addColumn("original_name", "text", (column) => column.notNull())
    .addColumn("uploaded_by", "text", (column) => column.references("user.id").onDelete("set null"))
    .addColumn("uploaded_at", "text", (column) => column.notNull())
    .execute();
  await db.schema.createIndex("proofs_of_payment_order").on("proofs_of_payment").column("order_id").execute();

  await db.schema
    .createTable("bank_statement_lines")
    .addColumn("id", "text", (column) => column.primaryKey())
    /** SHA-256 of bank, date, amount and description: importing the same statement twice adds nothing. */
    .addColumn("fingerprint", "text", (column) => column.notNull().unique())
    .addColumn("bank", "text", (column) => column.notNull())
    .addColumn("line_date", "text", (column) => column.notNull())
    .addColumn("amount_cents", "integer", (column) => column.notNull())
    .addColumn("description", "text", (column) => column.notNull())
    /** matched | unmatched | ignored */
    .addColumn("status", "text", (column) => column.notNull())
    .addColumn("payment_id", "text", (column) => column.references("payments.id").onDelete("set null"))
    .addColumn("imported_by", "text", (column) => column.references("user.id").onDelete("set null"))
    .addColumn("imported_at", "text", (column) => column.notNull())
    .execute();
  await db.schema
    .createIndex("bank_statement_lines_status")
    .on("bank_statement_lines")
    .columns(["status", "line_date"])
    .execute();

  await db.schema
    .createTable("provider_notifications")
    .addColumn("id", "text", (column) => column.primaryKey())
    .addColumn("provider", "text", (column) => column.notNull())
    /** The provider's own id for the event or payment: a second arrival is recognised and applied no more. */
    .addColumn("provider_event_id", "text", (column) => column.notNull())
    .addColumn("order_id", "text", (column) => column.references("orders.id").onDelete("set null"))
    /** applied | refused */
    .addColumn("outcome", "text", (column) => column.notNull())
    .addColumn("detail", "text", (column) => column.notNull().defaultTo(""))
    .addColumn("received_at", "text", (column) => column.notNull())
    .addUniqueConstraint("provider_notifications_event", ["provider", "provider_event_id"])
    .execute();

  for (const [column, type] of [
    ["legal_name", "text"],
    ["vat_number", "text"],
    ["bank_name", "text"],
    ["bank_account_name", "text"],
    ["bank_account_number", "text"],
    ["bank_branch_code", "text"],
  ] as const) {
    await db.schema
      .alterTable("site_settings")
      .addColumn(column, type, (definition) => definition.notNull().defaultTo(""))
      .execute();
  }
  /** Days before a dated seat starts within which a cancellation is refused (0: always allowed). */
  await db.schema
    .alterTable("site_settings")
    .addColumn("cancellation_days", "integer", (column) => column.notNull().defaultTo(7))
    .execute();
}

// biome-ignore lint/suspicious/noExplicitAny: see up.
export async function down(db: Kysely<any>) {
  for (const table of [
    "provider_notifications",
    "bank_statement_lines",
    "proofs_of_payment",
    "payments",
    "tax_document_lines",
    "tax_documents",
    "document_series",
    "order_seats",
    "seat_locks",
    "order_lines",
    "orders",
    "company_prices",
    "company_accounts",
    "discount_codes",
    "vat_rates",
  ]) {
    await db.schema.dropTable(table).execute();
  }
  for (const column of [
    "legal_name",
    "vat_number",
    "bank_name",
    "bank_account_name",
    "bank_account_number",
    "bank_branch_code",
    "cancellation_days",
  ]) {
    await db.schema.alterTable("site_settings").dropColumn(column).execute();
  }
  await db.schema.alterTable("training_schedule_entries").dropColumn("capacity").execute();
  for (const table of ["courses", "training_schedule_entries", "events"]) {
    await db.schema.alterTable(table).dropColumn("early_price_until").execute();
    await db.schema.alterTable(table).dropColumn("early_price_cents").execute();
    if (table !== "courses") await db.schema.alterTable(table).dropColumn("price_cents").execute();
  }
}
