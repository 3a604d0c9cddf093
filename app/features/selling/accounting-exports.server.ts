import { type CsvColumn, recordsToCsv } from "~/lib/csv";
import type { DatabaseExecutor } from "~db/executor";
import {
  type ExportDocumentLine,
  type ExportPayment,
  SAGE_CREDIT_NOTE_COLUMNS,
  SAGE_INVOICE_COLUMNS,
  SAGE_PAYMENT_COLUMNS,
  sageCustomerReference,
  XERO_CREDIT_NOTE_COLUMNS,
  XERO_INVOICE_COLUMNS,
  XERO_PAYMENT_COLUMNS,
} from "./accounting-exports";
import type { AccountingSystem, ExportKind, Period } from "./finance.schema";

/** The lines of the tax invoices or credit notes issued in the period, document by document. */
async function documentLinesIn(
  db: DatabaseExecutor,
  kind: "tax_invoice" | "credit_note",
  period: Period,
): Promise<ExportDocumentLine[]> {
  const rows = await db
    .selectFrom("tax_document_lines")
    .innerJoin("tax_documents", "tax_documents.id", "tax_document_lines.document_id")
    .innerJoin("orders", "orders.id", "tax_documents.order_id")
    .leftJoin("tax_documents as invoices", "invoices.id", "tax_documents.invoice_id")
    .select([
      "tax_documents.id as document_id",
      "tax_documents.number",
      "tax_documents.issue_date",
      "tax_documents.due_date",
      "tax_documents.recipient_name",
      "tax_documents.recipient_email",
      "tax_documents.recipient_address",
      "tax_documents.company_id",
      "tax_documents.buyer_user_id",
      "tax_documents.total_cents as document_total_cents",
      "orders.number as order_number",
      "invoices.number as invoice_number",
      "tax_document_lines.description",
      "tax_document_lines.quantity",
      "tax_document_lines.unit_price_cents",
      "tax_document_lines.discount_cents",
      "tax_document_lines.net_cents",
      "tax_document_lines.vat_rate_basis_points",
      "tax_document_lines.vat_cents",
      "tax_document_lines.total_cents",
    ])
    .where("tax_documents.kind", "=", kind)
    .where("tax_documents.issue_date", ">=", period.from)
    .where("tax_documents.issue_date", "<=", period.to)
    .orderBy("tax_documents.serial")
    .orderBy("tax_document_lines.position")
    .execute();
  return rows.map((row) => ({
    documentNumber: row.number,
    reference: kind === "credit_note" ? (row.invoice_number ?? row.order_number) : row.order_number,
    issueDate: row.issue_date,
    dueDate: row.due_date,
    recipientName: row.recipient_name,
    recipientEmail: row.recipient_email,
    recipientAddress: row.recipient_address,
    customerReference: sageCustomerReference(row.recipient_name, row.company_id ?? row.buyer_user_id ?? row.number),
    description: row.description,
    quantity: Number(row.quantity),
    unitPriceCents: Number(row.unit_price_cents),
    discountCents: Number(row.discount_cents),
    netCents: Number(row.net_cents),
    vatRateBasisPoints: Number(row.vat_rate_basis_points),
    vatCents: Number(row.vat_cents),
    totalCents: Number(row.total_cents),
    documentTotalCents: Number(row.document_total_cents),
  }));
}

async function paymentsIn(db: DatabaseExecutor, period: Period): Promise<ExportPayment[]> {
  const rows = await db
    .selectFrom("payments")
    .leftJoin("orders", "orders.id", "payments.order_id")
    .select([
      "payments.received_on",
      "payments.amount_cents",
      "payments.method",
      "payments.external_reference",
      "orders.number",
      "orders.payment_reference",
      "orders.buyer_name",
      "orders.company_name",
    ])
    .where("payments.received_on", ">=", period.from)
    .where("payments.received_on", "<=", period.to)
    .orderBy("payments.received_on")
    .orderBy("payments.created_at")
    .execute();
  return rows.map((row) => ({
    receivedOn: row.received_on,
    amountCents: Number(row.amount_cents),
    payer: row.company_name || row.buyer_name || "",
    orderNumber: row.number ?? "",
    paymentReference: row.payment_reference ?? "",
    method: row.method,
    externalReference: row.external_reference,
  }));
}

/** The export as CSV text for the system, kind and period. */
export async function accountingExportCsv(
  db: DatabaseExecutor,
  request: { system: AccountingSystem; kind: ExportKind; period: Period },
  timeZone: string,
): Promise<string> {
  const { system, kind, period } = request;
  if (kind === "payments") {
    const columns = system === "xero" ? XERO_PAYMENT_COLUMNS : SAGE_PAYMENT_COLUMNS;
    return recordsToCsv(columns, await paymentsIn(db, period), { timeZone });
  }
  const documentKind = kind === "invoices" ? "tax_invoice" : "credit_note";
  const columns: ReadonlyArray<CsvColumn<ExportDocumentLine>> =
    system === "xero"
      ? kind === "invoices"
        ? XERO_INVOICE_COLUMNS
        : XERO_CREDIT_NOTE_COLUMNS
      : kind === "invoices"
        ? SAGE_INVOICE_COLUMNS
        : SAGE_CREDIT_NOTE_COLUMNS;
  return recordsToCsv(columns, await documentLinesIn(db, documentKind, period), { timeZone });
}
