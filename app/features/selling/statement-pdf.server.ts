import { loadPdfKit } from "~/lib/heavy-modules.server";
import { drawPdfTable, type PdfTable } from "~/lib/pdf-table.server";
import type { CompanyStatement } from "./statement.server";
import { collectPdf } from "./tax-document-pdf.server";

const PAGE_MARGIN = 50;
const ACCENT = "#123d74";

const STATEMENT_TABLE: PdfTable = {
  columns: [
    { label: "Date", width: 66 },
    { label: "Reference", width: 72 },
    { label: "Description", width: 0 },
    { label: "Debit", width: 68 },
    { label: "Credit", width: 68 },
    { label: "Balance", width: 86 },
  ],
  fontSize: 9,
  rowHeight: "fit",
  lines: "rules",
};

/** A company's statement as an A4 PDF: the supplier, the period, opening balance, every movement, closing balance. */
export async function renderStatementPdf(
  statement: CompanyStatement,
  supplier: { name: string; address: string; vatNumber: string },
): Promise<Buffer> {
  const PDFDocument = await loadPdfKit();
  const document = new PDFDocument({
    size: "A4",
    margin: PAGE_MARGIN,
    info: { Title: `Statement: ${statement.companyName}`, Author: supplier.name },
  });
  const finished = collectPdf(document);
  document.font("Helvetica-Bold").fontSize(20).fillColor(ACCENT).text("Statement");
  document.moveDown(0.3).font("Helvetica-Bold").fontSize(11).fillColor("#1a1a1a").text(supplier.name);
  document.font("Helvetica").fontSize(10);
  if (supplier.address) document.text(supplier.address);
  if (supplier.vatNumber) document.text(`VAT registration number: ${supplier.vatNumber}`);
  document.moveDown(0.8).font("Helvetica-Bold").text(`To: ${statement.companyName}`);
  document.font("Helvetica").text(`Period: ${statement.periodLabel}`);
  document.text(`Opening balance: ${statement.openingBalance}`);
  document.moveDown(0.8);
  drawPdfTable(
    document,
    STATEMENT_TABLE,
    statement.lines.map((line) => [line.date, line.reference, line.description, line.debit, line.credit, line.balance]),
  );
  document.moveDown(0.8).font("Helvetica-Bold").fontSize(11);
  document.text(`Closing balance: ${statement.closingBalance}`, PAGE_MARGIN);
  if (statement.credit) {
    document.font("Helvetica").fontSize(10).text(`In credit: ${statement.credit} (paid above what was invoiced).`);
  }
  document.end();
  return finished;
}
