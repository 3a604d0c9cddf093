import type PDFDocument from "pdfkit";
import { formatRand } from "~/lib/course-buyer-facts";
import { loadPdfKit } from "~/lib/heavy-modules.server";
import { drawPdfTable, type PdfTable } from "~/lib/pdf-table.server";
import * as m from "./messages";
import type { ProFormaView } from "./pro-forma.server";

type Document = InstanceType<typeof PDFDocument>;

const MARGIN = 45;
const BRAND_BLUE = "#123d74";
const linesTable = (): PdfTable => ({
  columns: [
    { label: m.pdfDescription(), width: 0 },
    { label: m.pdfQty(), width: 35 },
    { label: m.pdfUnitPrice(), width: 75 },
    { label: m.pdfExclVat(), width: 80 },
    { label: m.pdfVat(), width: 65 },
    { label: m.pdfTotal(), width: 80 },
  ],
  fontSize: 9.5,
  rowHeight: "fit",
  lines: "rules",
});

/**
 * The pro-forma invoice as A4 portrait: supplier and buyer, the lines with VAT, the totals, then the
 * bank account and the reference to quote. Headed "Pro-forma invoice" and saying it is not a tax
 * invoice, so nobody claims input VAT on it.
 */
export async function renderProFormaPdf(view: ProFormaView, options: { siteName: string }): Promise<Buffer> {
  const PDFKit = await loadPdfKit();
  const document = new PDFKit({
    size: "A4",
    margin: MARGIN,
    info: { Title: m.proFormaTitleNumber({ number: view.orderNumber }), Author: options.siteName },
  });
  const chunks: Buffer[] = [];
  document.on("data", (chunk: Buffer) => chunks.push(chunk));
  const finished = new Promise<Buffer>((resolve, reject) => {
    document.on("end", () => resolve(Buffer.concat(chunks)));
    document.on("error", reject);
  });

  document.font("Helvetica-Bold").fontSize(20).fillColor(BRAND_BLUE).text(m.proFormaTitle(), MARGIN);
  document.font("Helvetica").fontSize(9).fillColor("#555555").text(m.proFormaNotTaxInvoice());
  document.moveDown(0.8);
  const top = document.y;
  const supplierBottom = block(
    document,
    m.pdfFrom(),
    [
      view.supplier.name,
      view.supplier.address,
      view.supplier.vatNumber ? m.pdfVatNumberLine({ number: view.supplier.vatNumber }) : "",
    ],
    MARGIN,
    top,
  );
  const buyerBottom = block(
    document,
    m.pdfTo(),
    [
      view.buyer.companyName || view.buyer.name,
      view.buyer.companyName ? m.pdfAttention({ name: view.buyer.name }) : "",
      view.buyer.address,
      view.buyer.vatNumber ? m.pdfVatNumberLine({ number: view.buyer.vatNumber }) : "",
      view.buyer.purchaseOrder ? m.pdfPurchaseOrderLine({ number: view.buyer.purchaseOrder }) : "",
    ],
    310,
    top,
  );
  document.y = Math.max(supplierBottom, buyerBottom);
  document.moveDown(0.8);
  document
    .font("Helvetica")
    .fontSize(10)
    .fillColor("#1a1a1a")
    .text(m.pdfOrderPlaced({ number: view.orderNumber, date: view.placedOn }), MARGIN);
  document.moveDown(0.6);

  drawPdfTable(
    document,
    linesTable(),
    view.lines.map((line) => [
      line.discountCents
        ? m.pdfLineWithDiscount({ description: line.description, amount: formatRand(line.discountCents) })
        : line.description,
      String(line.quantity),
      formatRand(line.unitPriceCents),
      formatRand(line.netCents),
      formatRand(line.vatCents),
      formatRand(line.totalCents),
    ]),
  );
  document.moveDown(0.6);
  const totals: Array<[string, string]> = [
    [m.pdfTotalExclVat(), formatRand(view.netCents)],
    [m.pdfVat(), formatRand(view.vatCents)],
    [m.pdfTotalInclVat(), formatRand(view.totalCents)],
  ];
  if (view.paidCents > 0)
    totals.push([m.pdfReceived(), formatRand(view.paidCents)], [m.pdfStillToPay(), formatRand(view.dueCents)]);
  for (const [label, value] of totals) {
    const y = document.y;
    document.font("Helvetica").fontSize(10).fillColor("#1a1a1a").text(label, 330, y, { width: 130 });
    document.font("Helvetica-Bold").text(value, 460, y, { width: 90, align: "right" });
  }
  document.moveDown(1.2);

  document.font("Helvetica-Bold").fontSize(12).fillColor(BRAND_BLUE).text(m.pdfPayByEft(), MARGIN);
  document.moveDown(0.3);
  const bankLines: Array<[string, string]> = view.hasBankDetails
    ? [
        [m.mailBank(), view.bank.bankName],
        [m.mailAccountName(), view.bank.accountName],
        [m.mailAccountNumber(), view.bank.accountNumber],
        [m.mailBranchCode(), view.bank.branchCode],
        [m.pdfReference(), view.paymentReference],
      ]
    : [[m.pdfReference(), view.paymentReference]];
  for (const [label, value] of bankLines) {
    const y = document.y;
    document.font("Helvetica").fontSize(10).fillColor("#1a1a1a").text(label, MARGIN, y, { width: 120 });
    document.font("Helvetica-Bold").text(value, MARGIN + 120, y);
  }
  document.moveDown(0.6);
  document
    .font("Helvetica")
    .fontSize(9)
    .fillColor("#333333")
    .text(
      view.hasBankDetails ? m.pdfQuoteReference({ reference: view.paymentReference }) : m.pdfNoBankDetails(),
      MARGIN,
    );
  document.end();
  return finished;
}

function block(document: Document, heading: string, lines: string[], x: number, y: number): number {
  document.font("Helvetica-Bold").fontSize(10).fillColor(BRAND_BLUE).text(heading, x, y, { width: 240 });
  document.font("Helvetica").fontSize(10).fillColor("#1a1a1a");
  for (const line of lines.filter(Boolean)) document.text(line, x, document.y, { width: 240 });
  return document.y;
}
