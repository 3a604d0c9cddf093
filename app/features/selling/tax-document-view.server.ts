import { formatRand } from "~/lib/course-buyer-facts";
import { formatDate } from "~/lib/dates";
import { currentLocale } from "~/lib/i18n/current-locale";
import { formatPercent } from "~/lib/i18n/format";
import { LOCALE_TAGS } from "~/lib/i18n/locales";
import { type Outcome, refuse } from "~/lib/refusal";
import { getSiteTimeZone } from "~/platform/site-settings/site-settings.server";
import type { DatabaseExecutor } from "~db/executor";
import type { TaxDocument, TaxDocumentKind } from "~db/schema";
import { findTaxDocument } from "./invoices.server";
import * as m from "./messages";
import type { DocumentLineRow } from "./vat";

/** Who is asking to see a tax document: the signed-in account. */
export interface DocumentViewer {
  id: string;
  role: string;
}

/**
 * Who may read a tax invoice or credit note: the buyer who placed its order (by account), the
 * training managers of the company it was issued to, admins and the finance role (decision 0089).
 */
async function mayReadTaxDocument(
  db: DatabaseExecutor,
  document: Pick<TaxDocument, "buyer_user_id" | "company_id">,
  viewer: DocumentViewer,
): Promise<boolean> {
  if (viewer.role === "admin" || viewer.role === "finance") return true;
  if (document.buyer_user_id !== null && document.buyer_user_id === viewer.id) return true;
  return document.company_id !== null && isCompanyManager(db, document.company_id, viewer.id);
}

/** A training manager of the company (company_managers): they read its orders and tax documents. */
export async function isCompanyManager(db: DatabaseExecutor, companyId: string, userId: string): Promise<boolean> {
  const manager = await db
    .selectFrom("company_managers")
    .select("user_id")
    .where("company_id", "=", companyId)
    .where("user_id", "=", userId)
    .executeTakeFirst();
  return manager !== undefined;
}

/** "15%" or "14.5%" ("14,5%" in Afrikaans): a rate in basis points as printed on the document. */
function formatVatRate(basisPoints: number): string {
  return formatPercent(basisPoints / 10_000, undefined, 2);
}

/** The VAT Act names the documents: a translated title keeps "Tax Invoice" / "Credit Note" beside it. */
const DOCUMENT_TITLES: Record<TaxDocumentKind, () => string> = {
  tax_invoice: m.titleTaxInvoice,
  credit_note: m.titleCreditNote,
};

/** "15% and 14%" in the page's language. */
function listFormat(): Intl.ListFormat {
  return new Intl.ListFormat(LOCALE_TAGS[currentLocale()], { type: "conjunction" });
}

export interface TaxDocumentLineView {
  description: string;
  quantity: number;
  unitPrice: string;
  discount: string;
  /** The line's value before VAT. */
  net: string;
  vatRate: string;
  vat: string;
  total: string;
}

/** A line as a tax document or quotation prints it: amounts in rand, no discount left blank. */
export function formatDocumentLine(line: DocumentLineRow): TaxDocumentLineView {
  return {
    description: line.description,
    quantity: line.quantity,
    unitPrice: formatRand(line.unit_price_cents),
    discount: line.discount_cents ? formatRand(line.discount_cents) : "",
    net: formatRand(line.net_cents),
    vatRate: formatVatRate(line.vat_rate_basis_points),
    vat: formatRand(line.vat_cents),
    total: formatRand(line.total_cents),
  };
}

/** A tax invoice or credit note as its page and PDF print it: every value already formatted. */
export interface TaxDocumentView {
  id: string;
  kind: TaxDocumentKind;
  title: string;
  number: string;
  serial: number;
  issueDate: string;
  dueDate: string | null;
  purchaseOrder: string;
  supplier: { name: string; address: string; vatNumber: string };
  recipient: { name: string; address: string; vatNumber: string };
  lines: TaxDocumentLineView[];
  net: string;
  /** "VAT at 15%" (or each rate when lines differ). */
  vatLabel: string;
  vat: string;
  total: string;
  /** A credit note's invoice: its number and date (VAT Act section 21(3)). */
  invoice: { id: string; number: string; issueDate: string } | null;
  reason: string;
  /** The credit notes issued against an invoice. */
  creditNotes: Array<{ id: string; number: string; issueDate: string; total: string }>;
  /** A person's own document (download) or someone else's (export), for the access log. */
  isOwn: boolean;
}

/**
 * Reads a tax document for a viewer: missing for an unknown id, forbidden for anyone but its
 * buyer, the company's training managers and admins; else the frozen copy, formatted.
 */
export async function loadTaxDocumentView(
  db: DatabaseExecutor,
  documentId: string,
  kind: TaxDocumentKind,
  viewer: DocumentViewer,
): Promise<Outcome<{ view: TaxDocumentView }>> {
  const found = await findTaxDocument(db, documentId);
  const notFound = kind === "tax_invoice" ? m.taxInvoiceMissing() : m.creditNoteMissing();
  if (!found || found.document.kind !== kind) return refuse("missing", notFound);
  const { document, lines } = found;
  if (!(await mayReadTaxDocument(db, document, viewer))) {
    return refuse("forbidden", m.documentForbidden());
  }
  const timeZone = await getSiteTimeZone(db);
  // Issue and due dates are calendar days already: formatted at noon UTC so no zone moves the day.
  const day = (date: string) => formatDate(`${date}T12:00:00Z`, timeZone, "long");
  const rates = [...new Set(lines.map((line) => line.vat_rate_basis_points))];
  const invoice = document.invoice_id
    ? await db
        .selectFrom("tax_documents")
        .select(["id", "number", "issue_date"])
        .where("id", "=", document.invoice_id)
        .executeTakeFirst()
    : undefined;
  const creditNotes =
    kind === "tax_invoice"
      ? await db
          .selectFrom("tax_documents")
          .select(["id", "number", "issue_date", "total_cents"])
          .where("invoice_id", "=", document.id)
          .where("kind", "=", "credit_note")
          .orderBy("serial")
          .execute()
      : [];
  return {
    ok: true,
    view: {
      id: document.id,
      kind,
      title: DOCUMENT_TITLES[kind](),
      number: document.number,
      serial: document.serial,
      issueDate: day(document.issue_date),
      dueDate: document.due_date ? day(document.due_date) : null,
      purchaseOrder: document.purchase_order,
      supplier: {
        name: document.supplier_name,
        address: document.supplier_address,
        vatNumber: document.supplier_vat_number,
      },
      recipient: {
        name: document.recipient_name,
        address: document.recipient_address,
        vatNumber: document.recipient_vat_number,
      },
      lines: lines.map(formatDocumentLine),
      net: formatRand(document.net_cents),
      vatLabel: m.vatAt({
        rate: rates.length > 0 ? listFormat().format(rates.map(formatVatRate)) : formatVatRate(1500),
      }),
      vat: formatRand(document.vat_cents),
      total: formatRand(document.total_cents),
      invoice: invoice ? { id: invoice.id, number: invoice.number, issueDate: day(invoice.issue_date) } : null,
      reason: document.reason,
      creditNotes: creditNotes.map((note) => ({
        id: note.id,
        number: note.number,
        issueDate: day(note.issue_date),
        total: formatRand(note.total_cents),
      })),
      isOwn: document.buyer_user_id === viewer.id,
    },
  };
}

/** "tax-invoice-INV-000001.pdf", "credit-note-CN-000002.pdf". */
export function taxDocumentFileName(view: Pick<TaxDocumentView, "kind" | "number">): string {
  return `${view.kind === "tax_invoice" ? "tax-invoice" : "credit-note"}-${view.number}.pdf`;
}
