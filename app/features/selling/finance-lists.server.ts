import { sql } from "kysely";
import { zonedInstant } from "~/lib/dates";
import { type KeysetPage, type KeysetPosition, keysetPageOf, readNewestFirstPage } from "~/lib/pagination";
import type { DatabaseExecutor } from "~db/executor";
import type { OrderStatus, PaymentMethod, TaxDocumentKind } from "~db/schema";
import {
  FINANCE_PAGE_SIZE,
  type InvoiceFilter,
  type InvoiceStanding,
  type OrderFilter,
  type PaymentFilter,
} from "./finance.schema";
import { PAYMENT_RECORD_COLUMNS } from "./selling-records.server";

/**
 * The finance screens' lists (Orders, Invoices, Payments): filtered and searched in SQL, read a
 * page at a time by keyset (newest first, decision 0041), with one count of the filtered rows.
 */

/** A text search, as a LIKE pattern with the wildcards of the text itself taken literally. */
function likePattern(search: string): string {
  return `%${search.toLowerCase().replace(/[\\%_]/g, (match) => `\\${match}`)}%`;
}

/** The first instant of a day on the site's clock, and the first instant after the last day. */
function periodInstants(filter: { from?: string; to?: string }, timeZone: string) {
  const dayAfter = (date: string) => new Date(Date.parse(`${date}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
  return {
    from: filter.from ? zonedInstant(filter.from, "00:00", timeZone).toISOString() : undefined,
    before: filter.to ? zonedInstant(dayAfter(filter.to), "00:00", timeZone).toISOString() : undefined,
  };
}

export interface OrderListItem {
  id: string;
  number: string;
  status: OrderStatus;
  buyerName: string;
  buyerEmail: string;
  companyName: string;
  paymentMethod: PaymentMethod;
  paymentReference: string;
  totalCents: number;
  paidCents: number;
  createdAt: string;
}

export interface FinanceListPage<T> extends KeysetPage<T> {
  total: number;
}

function filteredOrders(db: DatabaseExecutor, filter: OrderFilter, timeZone: string) {
  const { from, before } = periodInstants(filter, timeZone);
  let query = db.selectFrom("orders");
  if (filter.status) query = query.where("orders.status", "=", filter.status);
  if (filter.method) query = query.where("orders.payment_method", "=", filter.method);
  if (filter.company) query = query.where("orders.company_id", "=", filter.company);
  if (from) query = query.where("orders.created_at", ">=", from);
  if (before) query = query.where("orders.created_at", "<", before);
  if (filter.q) {
    const pattern = likePattern(filter.q);
    query = query.where((eb) =>
      eb.or(
        (["number", "payment_reference", "buyer_name", "buyer_email", "company_name", "purchase_order"] as const).map(
          (column) => eb(sql`lower(${sql.ref(`orders.${column}`)})`, "like", sql`${pattern} escape '\\'`),
        ),
      ),
    );
  }
  return query;
}

export async function listOrdersForStaff(
  db: DatabaseExecutor,
  filter: OrderFilter,
  after: KeysetPosition | null,
  timeZone: string,
): Promise<FinanceListPage<OrderListItem>> {
  const base = filteredOrders(db, filter, timeZone);
  const [page, count] = await Promise.all([
    readNewestFirstPage(
      base.select([
        "orders.id",
        "orders.number",
        "orders.status",
        "orders.buyer_name",
        "orders.buyer_email",
        "orders.company_name",
        "orders.payment_method",
        "orders.payment_reference",
        "orders.total_cents",
        "orders.paid_cents",
        "orders.created_at",
      ]),
      "orders",
      { limit: FINANCE_PAGE_SIZE, after },
      (row) => ({
        id: row.id,
        number: row.number,
        status: row.status,
        buyerName: row.buyer_name,
        buyerEmail: row.buyer_email,
        companyName: row.company_name,
        paymentMethod: row.payment_method,
        paymentReference: row.payment_reference,
        totalCents: Number(row.total_cents),
        paidCents: Number(row.paid_cents),
        createdAt: row.created_at,
      }),
    ),
    base.select((eb) => eb.fn.countAll<number>().as("total")).executeTakeFirstOrThrow(),
  ]);
  return { ...page, total: Number(count.total) };
}

export interface InvoiceListItem {
  id: string;
  kind: TaxDocumentKind;
  number: string;
  orderId: string;
  orderNumber: string;
  issueDate: string;
  dueDate: string | null;
  recipientName: string;
  recipientEmail: string;
  totalCents: number;
  standing: InvoiceStanding | null;
}

/** Whether the invoice's order is paid, or past the due date (credit notes have no standing). */
function standingExpression(today: string) {
  return sql<InvoiceStanding | null>`case
    when tax_documents.kind <> 'tax_invoice' then null
    when orders.paid_cents >= orders.total_cents then 'paid'
    when tax_documents.due_date is not null and tax_documents.due_date < ${today} then 'overdue'
    else 'open' end`;
}

function filteredDocuments(db: DatabaseExecutor, filter: InvoiceFilter, today: string) {
  let query = db.selectFrom("tax_documents").innerJoin("orders", "orders.id", "tax_documents.order_id");
  if (filter.kind) query = query.where("tax_documents.kind", "=", filter.kind);
  if (filter.company) query = query.where("tax_documents.company_id", "=", filter.company);
  if (filter.from) query = query.where("tax_documents.issue_date", ">=", filter.from);
  if (filter.to) query = query.where("tax_documents.issue_date", "<=", filter.to);
  if (filter.standing) {
    query = query.where("tax_documents.kind", "=", "tax_invoice");
    const paid = sql<boolean>`orders.paid_cents >= orders.total_cents`;
    if (filter.standing === "paid") query = query.where(paid);
    else {
      query = query.where(sql<boolean>`orders.paid_cents < orders.total_cents`);
      const overdue = sql<boolean>`tax_documents.due_date is not null and tax_documents.due_date < ${today}`;
      query = query.where(filter.standing === "overdue" ? overdue : sql<boolean>`not (${overdue})`);
    }
  }
  if (filter.q) {
    const pattern = likePattern(filter.q);
    query = query.where((eb) =>
      eb.or(
        [
          "tax_documents.number",
          "tax_documents.recipient_name",
          "tax_documents.recipient_email",
          "tax_documents.purchase_order",
          "orders.number",
          "orders.payment_reference",
        ].map((column) => eb(sql`lower(${sql.ref(column)})`, "like", sql`${pattern} escape '\\'`)),
      ),
    );
  }
  return query;
}

export async function listInvoicesForStaff(
  db: DatabaseExecutor,
  filter: InvoiceFilter,
  after: KeysetPosition | null,
  today: string,
): Promise<FinanceListPage<InvoiceListItem>> {
  const base = filteredDocuments(db, filter, today);
  let paged = base
    .select([
      "tax_documents.id",
      "tax_documents.kind",
      "tax_documents.number",
      "tax_documents.order_id",
      "tax_documents.issued_at",
      "tax_documents.issue_date",
      "tax_documents.due_date",
      "tax_documents.recipient_name",
      "tax_documents.recipient_email",
      "tax_documents.total_cents",
      "orders.number as order_number",
      standingExpression(today).as("standing"),
    ])
    .orderBy("tax_documents.issued_at", "desc")
    .orderBy("tax_documents.id", "desc");
  if (after) {
    paged = paged.where((eb) =>
      eb.or([
        eb("tax_documents.issued_at", "<", after.createdAt),
        eb.and([eb("tax_documents.issued_at", "=", after.createdAt), eb("tax_documents.id", "<", after.id)]),
      ]),
    );
  }
  const [rows, count] = await Promise.all([
    paged.limit(FINANCE_PAGE_SIZE + 1).execute(),
    base.select((eb) => eb.fn.countAll<number>().as("total")).executeTakeFirstOrThrow(),
  ]);
  const page = keysetPageOf(
    rows,
    FINANCE_PAGE_SIZE,
    (row) => ({
      id: row.id,
      kind: row.kind,
      number: row.number,
      orderId: row.order_id,
      orderNumber: row.order_number,
      issueDate: row.issue_date,
      dueDate: row.due_date,
      recipientName: row.recipient_name,
      recipientEmail: row.recipient_email,
      totalCents: Number(row.total_cents),
      standing: row.standing,
    }),
    (row) => ({ createdAt: row.issued_at, id: row.id }),
  );
  return { ...page, total: Number(count.total) };
}

export interface PaymentListItem {
  id: string;
  orderId: string | null;
  orderNumber: string | null;
  buyerName: string | null;
  amountCents: number;
  receivedOn: string;
  method: string;
  source: string;
  externalReference: string;
  createdAt: string;
}

function filteredPayments(db: DatabaseExecutor, filter: PaymentFilter) {
  let query = db.selectFrom("payments").leftJoin("orders", "orders.id", "payments.order_id");
  if (filter.method) query = query.where("payments.method", "=", filter.method);
  if (filter.company) query = query.where("orders.company_id", "=", filter.company);
  if (filter.from) query = query.where("payments.received_on", ">=", filter.from);
  if (filter.to) query = query.where("payments.received_on", "<=", filter.to);
  if (filter.q) {
    const pattern = likePattern(filter.q);
    query = query.where((eb) =>
      eb.or(
        [
          "payments.external_reference",
          "payments.note",
          "orders.number",
          "orders.payment_reference",
          "orders.buyer_name",
          "orders.buyer_email",
          "orders.company_name",
        ].map((column) => eb(sql`lower(${sql.ref(column)})`, "like", sql`${pattern} escape '\\'`)),
      ),
    );
  }
  return query;
}

export async function listPaymentsForStaff(
  db: DatabaseExecutor,
  filter: PaymentFilter,
  after: KeysetPosition | null,
): Promise<FinanceListPage<PaymentListItem>> {
  const base = filteredPayments(db, filter);
  const [page, count] = await Promise.all([
    readNewestFirstPage(
      base.select([...PAYMENT_RECORD_COLUMNS, "orders.buyer_name"]),
      "payments",
      { limit: FINANCE_PAGE_SIZE, after },
      (row) => ({
        id: row.id,
        orderId: row.order_id,
        orderNumber: row.order_number,
        buyerName: row.buyer_name,
        amountCents: Number(row.amount_cents),
        receivedOn: row.received_on,
        method: row.method,
        source: row.source,
        externalReference: row.external_reference,
        createdAt: row.created_at,
      }),
    ),
    base.select((eb) => eb.fn.countAll<number>().as("total")).executeTakeFirstOrThrow(),
  ]);
  return { ...page, total: Number(count.total) };
}

/** The companies that have bought something: the filters' company choice. */
export async function companiesWithOrders(db: DatabaseExecutor): Promise<Array<{ id: string; name: string }>> {
  const rows = await db
    .selectFrom("orders")
    .innerJoin("companies", "companies.id", "orders.company_id")
    .select(["companies.id", "companies.name"])
    .distinct()
    .orderBy("companies.name")
    .limit(500)
    .execute();
  return rows;
}

/** The payment methods payments were recorded with (manual EFT, providers' names): the Payments filter. */
export async function paymentMethodsInUse(db: DatabaseExecutor): Promise<string[]> {
  const rows = await db.selectFrom("payments").select("method").distinct().orderBy("method").limit(50).execute();
  return rows.map((row) => row.method);
}
