import { loadPdfKit } from "~/lib/heavy-modules.server";
import { drawPdfTable, type PdfTable } from "~/lib/pdf-table.server";
import * as m from "./messages";
import type { CompanyStatement } from "./statement.server";
import { collectPdf } from "./tax-document-pdf.server";

const PAGE_MARGIN = 50;
const ACCENT = "#123d74";

const statementTable = (): PdfTable => ({
  columns: [
    { label: m.pdfDate(), width: 66 },
    { label: m.pdfReference(), width: 72 },
    { label: m.pdfDescription(), width: 0 },
    { label: m.pdfDebit(), width: 68 },
    { label: m.pdfCredit(), width: 68 },
    { label: m.pdfBalance(), width: 86 },
  ],
  fontSize: 9,
  rowHeight: "fit",
  lines: "rules",
});

/** A company's statement as an A4 PDF: the supplier, the period, opening balance, every movement, closing balance. */
export async function renderStatementPdf(
  statement: CompanyStatement,
  supplier: { name: string; address: string; vatNumber: string },
): Promise<Buffer> {
  const PDFDocument = await loadPdfKit();
  const document = new PDFDocument({
    size: "A4",
    margin: PAGE_MARGIN,
    info: { Title: m.statementTitleFor({ company: statement.companyName }), Author: supplier.name },
  });
  const finished = collectPdf(document);
  document.font("Helvetica-Bold").fontSize(20).fillColor(ACCENT).text(m.statementTitle());
  document.moveDown(0.3).font("Helvetica-Bold").fontSize(11).fillColor("#1a1a1a").text(supplier.name);
  document.font("Helvetica").fontSize(10);
  if (supplier.address) document.text(supplier.address);
  if (supplier.vatNumber) document.text(m.statementVatRegistration({ number: supplier.vatNumber }));
  document
    .moveDown(0.8)
    .font("Helvetica-Bold")
    .text(m.statementTo({ company: statement.companyName }));
  document.font("Helvetica").text(m.statementPeriod({ period: statement.periodLabel }));
  document.text(m.statementOpening({ amount: statement.openingBalance }));
  document.moveDown(0.8);
  drawPdfTable(
    document,
    statementTable(),
    statement.lines.map((line) => [line.date, line.reference, line.description, line.debit, line.credit, line.balance]),
  );
  document.moveDown(0.8).font("Helvetica-Bold").fontSize(11);
  document.text(m.statementClosing({ amount: statement.closingBalance }), PAGE_MARGIN);
  if (statement.credit) {
    document
      .font("Helvetica")
      .fontSize(10)
      .text(m.statementInCredit({ amount: statement.credit }));
  }
  document.end();
  return finished;
}
