import type PDFDocument from "pdfkit";
import { formatRand } from "~/lib/course-buyer-facts";
import { loadPdfKit } from "~/lib/heavy-modules.server";
import { drawPdfTable, type PdfTable } from "~/lib/pdf-table.server";
import type { ProFormaView } from "./pro-forma.server";

type Document = InstanceType<typeof PDFDocument>;

const MARGIN = 45;
const BRAND_BLUE = "#123d74";
const LINES_TABLE: PdfTable = {
  columns: [
    { label: "Description", width: 0 },
    { label: "Qty", width: 35 },
    { label: "Unit price", width: 75 },
    { label: "Excl. VAT", width: 80 },
    { label: "VAT", width: 65 },
    { label: "Total", width: 80 },
  ],
  fontSize: 9.5,
  rowHeight: "fit",
  lines: "rules",
};

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
    info: { Title: `Pro-forma invoice ${view.orderNumber}`, Author: options.siteName },
  });
  const chunks: Buffer[] = [];
  document.on("data", (chunk: Buffer) => chunks.push(chunk));
  const finished = new Promise<Buffer>((resolve, reject) => {
    document.on("end", () => resolve(Buffer.concat(chunks)));
    document.on("error", reject);
  });

  document.font("Helvetica-Bold").fontSize(20).fillColor(BRAND_BLUE).text("Pro-forma invoice", MARGIN);
  document
    .font("Helvetica")
    .fontSize(9)
    .fillColor("#555555")
    .text("This is not a tax invoice. The tax invoice is issued once payment is received.");
  document.moveDown(0.8);
  const top = document.y;
  const supplierBottom = block(
    document,
    "From",
    [view.supplier.name, view.supplier.address, view.supplier.vatNumber ? `VAT number ${view.supplier.vatNumber}` : ""],
    MARGIN,
    top,
  );
  const buyerBottom = block(
    document,
    "To",
    [
      view.buyer.companyName || view.buyer.name,
      view.buyer.companyName ? `Attention: ${view.buyer.name}` : "",
      view.buyer.address,
      view.buyer.vatNumber ? `VAT number ${view.buyer.vatNumber}` : "",
      view.buyer.purchaseOrder ? `Purchase order ${view.buyer.purchaseOrder}` : "",
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
    .text(`Order ${view.orderNumber}, placed ${view.placedOn}`, MARGIN);
  document.moveDown(0.6);

  drawPdfTable(
    document,
    LINES_TABLE,
    view.lines.map((line) => [
      line.discountCents ? `${line.description} (discount ${formatRand(line.discountCents)})` : line.description,
      String(line.quantity),
      formatRand(line.unitPriceCents),
      formatRand(line.netCents),
      formatRand(line.vatCents),
      formatRand(line.totalCents),
    ]),
  );
  document.moveDown(0.6);
  const totals: Array<[string, string]> = [
    ["Total excluding VAT", formatRand(view.netCents)],
    ["VAT", formatRand(view.vatCents)],
    ["Total including VAT", formatRand(view.totalCents)],
  ];
  if (view.paidCents > 0)
    totals.push(["Received", formatRand(view.paidCents)], ["Still to pay", formatRand(view.dueCents)]);
  for (const [label, value] of totals) {
    const y = document.y;
    document.font("Helvetica").fontSize(10).fillColor("#1a1a1a").text(label, 330, y, { width: 130 });
    document.font("Helvetica-Bold").text(value, 460, y, { width: 90, align: "right" });
  }
  document.moveDown(1.2);

  document.font("Helvetica-Bold").fontSize(12).fillColor(BRAND_BLUE).text("Pay by EFT", MARGIN);
  document.moveDown(0.3);
  const bankLines: Array<[string, string]> = view.hasBankDetails
    ? [
        ["Bank", view.bank.bankName],
        ["Account name", view.bank.accountName],
        ["Account number", view.bank.accountNumber],
        ["Branch code", view.bank.branchCode],
        ["Reference", view.paymentReference],
      ]
    : [["Reference", view.paymentReference]];
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
      view.hasBankDetails
        ? `Quote the reference ${view.paymentReference} exactly, so the payment is matched to this order. Send the proof of payment from your order page.`
        : "The bank details are not set up yet: please contact us for them before you pay.",
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
