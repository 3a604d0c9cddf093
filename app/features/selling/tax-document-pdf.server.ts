import { loadPdfKit } from "~/lib/heavy-modules.server";
import { drawPdfTable, type PdfTable } from "~/lib/pdf-table.server";
import * as m from "./messages";
import type { TaxDocumentView } from "./tax-document-view.server";

const PAGE_MARGIN = 50;
const INK = "#1a1a1a";
const MUTED = "#4a4a4a";
const ACCENT = "#123d74";

const linesTable = (): PdfTable => ({
  columns: [
    { label: m.pdfDescription(), width: 0 },
    { label: m.pdfQty(), width: 32 },
    { label: m.pdfUnitPrice(), width: 68 },
    { label: m.pdfValueExclVat(), width: 78 },
    { label: m.pdfVatRate(), width: 46 },
    { label: m.pdfVat(), width: 62 },
    { label: m.pdfTotal(), width: 72 },
  ],
  fontSize: 9,
  rowHeight: "fit",
  lines: "rules",
});

/** Collects pdfkit's stream into one buffer. */
export function collectPdf(document: PDFKit.PDFDocument): Promise<Buffer> {
  const chunks: Buffer[] = [];
  document.on("data", (chunk: Buffer) => chunks.push(chunk));
  return new Promise<Buffer>((resolve, reject) => {
    document.on("end", () => resolve(Buffer.concat(chunks)));
    document.on("error", reject);
  });
}

/** Label and value on one line: "VAT registration number: 4123456789". */
function fact(document: PDFKit.PDFDocument, label: string, value: string) {
  document
    .font("Helvetica-Bold")
    .fontSize(10)
    .fillColor(INK)
    .text(`${label}: `, { continued: true })
    .font("Helvetica")
    .text(value);
}

function party(document: PDFKit.PDFDocument, heading: string, who: TaxDocumentView["supplier"]) {
  document.font("Helvetica-Bold").fontSize(9).fillColor(MUTED).text(heading.toUpperCase());
  document.font("Helvetica-Bold").fontSize(11).fillColor(INK).text(who.name);
  if (who.address) document.font("Helvetica").fontSize(10).text(who.address);
  if (who.vatNumber) fact(document, m.pdfVatRegistrationNumber(), who.vatNumber);
  document.moveDown(0.8);
}

/**
 * A tax invoice (VAT Act section 20(4)) or credit note (section 21(3)) as an A4 PDF: the words
 * "Tax Invoice" or "Credit Note", supplier and recipient with their VAT numbers, the serial number
 * and date, each line's description, quantity and value, the value before VAT, the VAT at its rate
 * and the total, all from the frozen copy.
 */
export async function renderTaxDocumentPdf(view: TaxDocumentView): Promise<Buffer> {
  const PDFDocument = await loadPdfKit();
  const document = new PDFDocument({
    size: "A4",
    margin: PAGE_MARGIN,
    info: { Title: `${view.title} ${view.number}`, Author: view.supplier.name },
  });
  const finished = collectPdf(document);
  document.font("Helvetica-Bold").fontSize(22).fillColor(ACCENT).text(view.title);
  document.moveDown(0.5);
  fact(document, view.kind === "tax_invoice" ? m.pdfInvoiceNumber() : m.pdfCreditNoteNumber(), view.number);
  fact(document, m.pdfDateOfIssue(), view.issueDate);
  if (view.invoice) {
    fact(
      document,
      m.pdfCreditsTaxInvoice(),
      m.pdfInvoiceDated({ number: view.invoice.number, date: view.invoice.issueDate }),
    );
  }
  if (view.dueDate) fact(document, m.pdfDueDate(), view.dueDate);
  if (view.purchaseOrder) fact(document, m.pdfPurchaseOrder(), view.purchaseOrder);
  if (view.reason) fact(document, m.pdfReason(), view.reason);
  document.moveDown(1);
  party(document, m.pdfSupplier(), view.supplier);
  party(document, view.kind === "tax_invoice" ? m.pdfRecipient() : m.pdfIssuedTo(), view.recipient);
  drawPdfTable(
    document,
    linesTable(),
    view.lines.map((line) => [
      line.discount ? `${line.description}\n${m.pdfLineDiscount({ amount: line.discount })}` : line.description,
      String(line.quantity),
      line.unitPrice,
      line.net,
      line.vatRate,
      line.vat,
      line.total,
    ]),
  );
  document.moveDown(1);
  const totals: Array<[string, string]> = [
    [view.kind === "tax_invoice" ? m.pdfValueBeforeVat() : m.pdfValueCreditedBeforeVat(), view.net],
    [view.vatLabel, view.vat],
    [view.kind === "tax_invoice" ? m.pdfTotal() : m.pdfTotalCredited(), view.total],
  ];
  const right = document.page.width - PAGE_MARGIN;
  for (const [index, [label, value]] of totals.entries()) {
    const y = document.y;
    const bold = index === totals.length - 1;
    document
      .font(bold ? "Helvetica-Bold" : "Helvetica")
      .fontSize(bold ? 12 : 10)
      .fillColor(INK);
    document.text(label, right - 300, y, { width: 190, align: "right" });
    document.text(value, right - 100, y, { width: 100, align: "right" });
    document.moveDown(0.3);
  }
  document.x = PAGE_MARGIN;
  document.end();
  return finished;
}
