import { sql } from "kysely";
import type { DatabaseExecutor } from "~db/executor";
import type { Period } from "./finance.schema";

/**
 * The revenue report for a period (issue dates of tax documents, receipt dates of payments): by
 * month, by item sold and by company. Every sum is one GROUP BY query, never a query per row, in
 * integer cents. Invoiced and VAT are the tax invoices'; credited is the credit notes' value
 * excluding VAT (their VAT is in "VAT credited"); paid is money received in the period.
 */
export interface RevenueRow {
  key: string;
  label: string;
  invoicedNetCents: number;
  vatCents: number;
  creditedNetCents: number;
  creditedVatCents: number;
  /** Null where payments cannot be told apart (an order's payment pays all its lines). */
  paidCents: number | null;
}

export interface RevenueReport {
  period: Period;
  byMonth: RevenueRow[];
  byItem: RevenueRow[];
  byCompany: RevenueRow[];
  totals: RevenueRow;
  /** True when a grouping had more rows than the page shows (the CSV has them all). */
  isCut: boolean;
}

/** The most rows a grouping shows on the page (the largest first): keeps the page small. */
const REPORT_ROWS_SHOWN = 100;

const sumWhen = (kind: "tax_invoice" | "credit_note", column: string) =>
  sql<number>`coalesce(sum(case when tax_documents.kind = ${kind} then ${sql.ref(column)} else 0 end), 0)`;

function documentsIn(db: DatabaseExecutor, period: Period) {
  return db
    .selectFrom("tax_documents")
    .where("tax_documents.issue_date", ">=", period.from)
    .where("tax_documents.issue_date", "<=", period.to);
}

function toRow(row: {
  key: string | null;
  label?: string | null;
  invoiced: number | string;
  vat: number | string;
  credited: number | string;
  credited_vat: number | string;
}): Omit<RevenueRow, "paidCents"> {
  return {
    key: row.key ?? "",
    label: row.label ?? row.key ?? "",
    invoicedNetCents: Number(row.invoiced),
    vatCents: Number(row.vat),
    creditedNetCents: Number(row.credited),
    creditedVatCents: Number(row.credited_vat),
  };
}

/** The payments' sums by one of their keys. */
function sumsBy<Row extends { paid: number | string }>(rows: Row[], keyOf: (row: Row) => string): Map<string, number> {
  const sums = new Map<string, number>();
  for (const row of rows) sums.set(keyOf(row), (sums.get(keyOf(row)) ?? 0) + Number(row.paid));
  return sums;
}

export async function revenueReport(
  db: DatabaseExecutor,
  period: Period,
  { limit = REPORT_ROWS_SHOWN }: { limit?: number | null } = {},
): Promise<RevenueReport> {
  const month = sql<string>`substr(tax_documents.issue_date, 1, 7)`;
  const paymentMonth = sql<string>`substr(payments.received_on, 1, 7)`;
  const documentSums = [
    sumWhen("tax_invoice", "tax_documents.net_cents").as("invoiced"),
    sumWhen("tax_invoice", "tax_documents.vat_cents").as("vat"),
    sumWhen("credit_note", "tax_documents.net_cents").as("credited"),
    sumWhen("credit_note", "tax_documents.vat_cents").as("credited_vat"),
  ];
  const paymentsIn = db
    .selectFrom("payments")
    .where("payments.received_on", ">=", period.from)
    .where("payments.received_on", "<=", period.to);

  const [months, companies, payments, items] = await Promise.all([
    documentsIn(db, period)
      .select([month.as("key"), ...documentSums])
      .groupBy(month)
      .orderBy(month)
      .execute(),
    documentsIn(db, period)
      .leftJoin("companies", "companies.id", "tax_documents.company_id")
      .select([
        sql<string>`coalesce(tax_documents.company_id, '')`.as("key"),
        sql<string>`coalesce(max(companies.name), 'Individuals')`.as("label"),
        ...documentSums,
      ])
      .groupBy(sql`coalesce(tax_documents.company_id, '')`)
      .orderBy(sql`3`, "desc")
      .execute(),
    // Money received by month and by company in one statement: grouped by both, summed each way below.
    paymentsIn
      .leftJoin("orders", "orders.id", "payments.order_id")
      .select([
        paymentMonth.as("month"),
        sql<string>`coalesce(orders.company_id, '')`.as("company"),
        sql<number>`coalesce(sum(payments.amount_cents), 0)`.as("paid"),
      ])
      .groupBy([paymentMonth, sql`coalesce(orders.company_id, '')`])
      .execute(),
    db
      .selectFrom("tax_document_lines")
      .innerJoin("tax_documents", "tax_documents.id", "tax_document_lines.document_id")
      .leftJoin("order_lines", "order_lines.id", "tax_document_lines.order_line_id")
      .where("tax_documents.issue_date", ">=", period.from)
      .where("tax_documents.issue_date", "<=", period.to)
      .select([
        sql<string>`coalesce(order_lines.item_type || ':' || order_lines.item_id, tax_document_lines.description)`.as(
          "key",
        ),
        sql<string>`max(tax_document_lines.description)`.as("label"),
        sumWhen("tax_invoice", "tax_document_lines.net_cents").as("invoiced"),
        sumWhen("tax_invoice", "tax_document_lines.vat_cents").as("vat"),
        sumWhen("credit_note", "tax_document_lines.net_cents").as("credited"),
        sumWhen("credit_note", "tax_document_lines.vat_cents").as("credited_vat"),
      ])
      .groupBy(sql`coalesce(order_lines.item_type || ':' || order_lines.item_id, tax_document_lines.description)`)
      .orderBy(sql`3`, "desc")
      .execute(),
  ]);

  const paidByMonth = sumsBy(payments, (row) => row.month);
  const monthKeys = [...new Set([...months.map((row) => row.key), ...paidByMonth.keys()])].sort();
  const monthRows = new Map(months.map((row) => [row.key, toRow(row)]));
  const byMonth = monthKeys.map((key) => ({
    ...(monthRows.get(key) ?? toRow({ key, invoiced: 0, vat: 0, credited: 0, credited_vat: 0 })),
    paidCents: paidByMonth.get(key) ?? 0,
  }));

  const paidByCompany = sumsBy(payments, (row) => row.company);
  const byCompany = companies.map((row) => ({ ...toRow(row), paidCents: paidByCompany.get(row.key) ?? 0 }));
  const byItem = items.map((row) => ({ ...toRow(row), paidCents: null }));

  const sum = (rows: RevenueRow[], pick: (row: RevenueRow) => number) =>
    rows.reduce((total, row) => total + pick(row), 0);
  const totals: RevenueRow = {
    key: "total",
    label: "Total",
    invoicedNetCents: sum(byMonth, (row) => row.invoicedNetCents),
    vatCents: sum(byMonth, (row) => row.vatCents),
    creditedNetCents: sum(byMonth, (row) => row.creditedNetCents),
    creditedVatCents: sum(byMonth, (row) => row.creditedVatCents),
    paidCents: sum(byMonth, (row) => row.paidCents ?? 0),
  };
  const cut = <T>(rows: T[]) => (limit === null ? rows : rows.slice(0, limit));
  return {
    period,
    byMonth: cut(byMonth),
    byItem: cut(byItem),
    byCompany: cut(byCompany),
    totals,
    isCut: limit !== null && [byMonth, byItem, byCompany].some((rows) => rows.length > limit),
  };
}
