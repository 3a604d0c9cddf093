import type { CsvColumn } from "~/lib/csv";
import type { AccountingSystem, ExportKind } from "./finance.schema";
import type { PricedLine } from "./vat";

/**
 * Tax invoices, credit notes and payments as the import files of Xero and Sage Business Cloud
 * Accounting expect them (decision 0082-finance-accounting-exports): their own column headings in
 * their order, their date formats, rands with two decimals written from integer cents (no float
 * ever touches an amount), amounts excluding VAT with the VAT given, so the imported documents
 * total what Campus issued to the cent. No database here: accounting-exports.server.ts reads the
 * rows, this file shapes them.
 */

/** Integer cents as rands with two decimals ("1234.50", "-0.05"), by integer arithmetic only. */
export function randsFromCents(cents: number): string {
  if (!Number.isSafeInteger(cents)) throw new Error(`Not a whole number of cents: ${cents}`);
  const sign = cents < 0 ? "-" : "";
  const absolute = Math.abs(cents);
  return `${sign}${Math.trunc(absolute / 100)}.${String(absolute % 100).padStart(2, "0")}`;
}

/** 2026-11-28 as 28/11/2026 (Xero: DD/MM/YYYY for a South African organisation). */
export function dayMonthYear(isoDate: string, separator: "/" | "-"): string {
  const [year, month, day] = isoDate.slice(0, 10).split("-");
  return [day, month, year].join(separator);
}

/** The sales account the lines are coded to: Xero's default chart "200 Sales"; Sage's "1000 Sales". */
const XERO_SALES_ACCOUNT = "200";
const SAGE_SALES_ACCOUNT = "1000";

/** Xero South Africa's tax rate names (as its Tax Rates settings list them). */
function xeroTaxType(rateBasisPoints: number): string {
  return rateBasisPoints === 0 ? "Zero Rated" : "Standard Rate Sales";
}

/** Sage Accounting's VAT Rate words in a quick entry import. */
function sageVatRate(rateBasisPoints: number): string {
  return rateBasisPoints === 0 ? "Zero Rated" : "Standard";
}

/** One line of an issued tax invoice or credit note, with its document's facts. */
export interface ExportDocumentLine extends PricedLine {
  documentNumber: string;
  /** The credited invoice's number on a credit note; the order number on an invoice. */
  reference: string;
  issueDate: string;
  dueDate: string | null;
  recipientName: string;
  recipientEmail: string;
  recipientAddress: string;
  /** Sage's customer account reference (at most 10 letters and digits). */
  customerReference: string;
  description: string;
  documentTotalCents: number;
}

export interface ExportPayment {
  receivedOn: string;
  amountCents: number;
  payer: string;
  orderNumber: string;
  paymentReference: string;
  method: string;
  externalReference: string;
}

/** The address's lines (the billing address is typed as lines or with commas): four at most. */
function addressLines(address: string): [string, string, string, string] {
  const parts = address
    .split(/\r?\n|,/)
    .map((part) => part.trim())
    .filter(Boolean);
  const lines = parts.slice(0, 3);
  if (parts.length > 3) lines.push(parts.slice(3).join(", "));
  return [lines[0] ?? "", lines[1] ?? "", lines[2] ?? "", lines[3] ?? ""];
}

/**
 * Xero's unit amount and discount for a line: the list price with the discount as a percentage
 * when that gives the line's net exactly; otherwise the net per unit when it divides evenly; else
 * the line as one unit of its net, so the imported line is never a cent off.
 */
export function xeroLineAmounts(
  line: Pick<ExportDocumentLine, "quantity" | "unitPriceCents" | "discountCents" | "netCents">,
) {
  if (line.discountCents === 0) {
    return { quantity: line.quantity, unitAmount: randsFromCents(line.unitPriceCents), discount: "" };
  }
  const gross = line.unitPriceCents * line.quantity;
  // A percentage with two decimals, in hundredths of a percent.
  const hundredths = Math.round((line.discountCents * 10_000) / gross);
  if (gross - Math.round((gross * hundredths) / 10_000) === line.netCents) {
    return {
      quantity: line.quantity,
      unitAmount: randsFromCents(line.unitPriceCents),
      discount: randsFromCents(hundredths),
    };
  }
  if (line.netCents % line.quantity === 0) {
    return { quantity: line.quantity, unitAmount: randsFromCents(line.netCents / line.quantity), discount: "" };
  }
  return { quantity: 1, unitAmount: randsFromCents(line.netCents), discount: "" };
}

const xeroContact: ReadonlyArray<CsvColumn<ExportDocumentLine>> = [
  ["*ContactName", (line) => line.recipientName],
  ["EmailAddress", (line) => line.recipientEmail],
  ["POAddressLine1", (line) => addressLines(line.recipientAddress)[0]],
  ["POAddressLine2", (line) => addressLines(line.recipientAddress)[1]],
  ["POAddressLine3", (line) => addressLines(line.recipientAddress)[2]],
  ["POAddressLine4", (line) => addressLines(line.recipientAddress)[3]],
  ["POCity", () => ""],
  ["PORegion", () => ""],
  ["POPostalCode", () => ""],
  ["POCountry", () => "South Africa"],
];

const xeroLine: ReadonlyArray<CsvColumn<ExportDocumentLine>> = [
  ["InventoryItemCode", () => ""],
  ["*Description", (line) => line.description],
  ["*Quantity", (line) => String(xeroLineAmounts(line).quantity)],
  ["*UnitAmount", (line) => xeroLineAmounts(line).unitAmount],
  ["Discount", (line) => xeroLineAmounts(line).discount],
  ["*AccountCode", () => XERO_SALES_ACCOUNT],
  ["*TaxType", (line) => xeroTaxType(line.vatRateBasisPoints)],
  ["TaxAmount", (line) => randsFromCents(line.vatCents)],
  ["TrackingName1", () => ""],
  ["TrackingOption1", () => ""],
  ["TrackingName2", () => ""],
  ["TrackingOption2", () => ""],
  ["Currency", () => "ZAR"],
  ["BrandingTheme", () => ""],
];

/** Xero › Sales › Import (the sales invoice template), one row per line, amounts tax exclusive. */
export const XERO_INVOICE_COLUMNS: ReadonlyArray<CsvColumn<ExportDocumentLine>> = [
  ...xeroContact,
  ["*InvoiceNumber", (line) => line.documentNumber],
  ["Reference", (line) => line.reference],
  ["*InvoiceDate", (line) => dayMonthYear(line.issueDate, "/")],
  ["*DueDate", (line) => dayMonthYear(line.dueDate ?? line.issueDate, "/")],
  ["Total", (line) => randsFromCents(line.documentTotalCents)],
  ...xeroLine,
];

/** Xero › Credit notes › Import: the invoice template with the credit note's number and date; positive amounts. */
export const XERO_CREDIT_NOTE_COLUMNS: ReadonlyArray<CsvColumn<ExportDocumentLine>> = [
  ...xeroContact,
  ["*CreditNoteNumber", (line) => line.documentNumber],
  ["Reference", (line) => line.reference],
  ["*CreditNoteDate", (line) => dayMonthYear(line.issueDate, "/")],
  ["Total", (line) => randsFromCents(line.documentTotalCents)],
  ...xeroLine,
];

/** Xero's bank statement import (precoded CSV): money received, positive. */
export const XERO_PAYMENT_COLUMNS: ReadonlyArray<CsvColumn<ExportPayment>> = [
  ["*Date", (payment) => dayMonthYear(payment.receivedOn, "/")],
  ["*Amount", (payment) => randsFromCents(payment.amountCents)],
  ["Payee", (payment) => payment.payer],
  ["Description", (payment) => `Order ${payment.orderNumber} (${payment.method})`],
  ["Reference", (payment) => payment.paymentReference || payment.externalReference],
];

/** Sage Accounting › Sales › Quick Entries › Import (VAT registered): one row per line. */
function sageQuickEntryColumns(type: "Invoice" | "Cr Note"): ReadonlyArray<CsvColumn<ExportDocumentLine>> {
  return [
    ["Type", () => type],
    ["Customer Reference", (line) => line.customerReference],
    ["Date", (line) => dayMonthYear(line.issueDate, "-")],
    ["Customer name", (line) => line.recipientName.slice(0, 50)],
    ["Reference", (line) => line.documentNumber.slice(0, 25)],
    ["Ledger Account", () => SAGE_SALES_ACCOUNT],
    ["Details", (line) => line.description.slice(0, 255)],
    ["Net", (line) => randsFromCents(line.netCents)],
    ["VAT Rate", (line) => sageVatRate(line.vatRateBasisPoints)],
    ["VAT", (line) => randsFromCents(line.vatCents)],
    ["Total", (line) => randsFromCents(line.totalCents)],
    ["Analysis Type 1", () => ""],
    ["Analysis Type 2", () => ""],
    ["Analysis Type 3", () => ""],
  ];
}

export const SAGE_INVOICE_COLUMNS = sageQuickEntryColumns("Invoice");
export const SAGE_CREDIT_NOTE_COLUMNS = sageQuickEntryColumns("Cr Note");

/** Sage Accounting's bank statement import (the four-column format): money in is positive. */
export const SAGE_PAYMENT_COLUMNS: ReadonlyArray<CsvColumn<ExportPayment>> = [
  ["Date", (payment) => dayMonthYear(payment.receivedOn, "/")],
  ["Reference", (payment) => payment.paymentReference || payment.externalReference],
  ["Description", (payment) => `${payment.payer}: order ${payment.orderNumber} (${payment.method})`],
  ["Amount", (payment) => randsFromCents(payment.amountCents)],
];

/** A Sage customer reference from the recipient's name: its first letters and digits, upper case, at most 10. */
export function sageCustomerReference(name: string, fallback: string): string {
  const letters = name
    .normalize("NFKD")
    .replace(/[^A-Za-z0-9]/g, "")
    .toUpperCase();
  return (letters || fallback.replace(/[^A-Za-z0-9]/g, "").toUpperCase()).slice(0, 10);
}

export function exportFileName(system: AccountingSystem, kind: ExportKind, from: string, to: string): string {
  return `${system}-${kind}-${from}-to-${to}.csv`;
}
