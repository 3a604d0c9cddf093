import { loadPdfKit } from "~/lib/heavy-modules.server";
import { drawPdfTable, type PdfTable } from "~/lib/pdf-table.server";
import { formatPoints } from "./cpd-ledger";
import type { CpdLedgerView } from "./cpd-ledger.server";

const PAGE_MARGIN = 50;
const BRAND_BLUE = "#123d74";
const RECORDS_TABLE: PdfTable = {
  columns: [
    { label: "Date", width: 70 },
    { label: "Activity", width: 0 },
    { label: "Body", width: 55 },
    { label: "Points", width: 45 },
    { label: "Valid until", width: 70 },
    { label: "Status", width: 60 },
  ],
  fontSize: 9,
  rowHeight: "fit",
  lines: "rules",
};
const CATEGORY_TABLE: PdfTable = {
  columns: [
    { label: "Category", width: 0 },
    { label: "This year", width: 70 },
    { label: "Required a year", width: 90 },
    { label: "Still needed", width: 75 },
    { label: "Valid", width: 60 },
  ],
  fontSize: 9.5,
  rowHeight: "fit",
  lines: "rules",
};

/** The CPD transcript as an A4 PDF: the body's rules, the balance, per category, every record. */
export async function renderCpdTranscriptPdf(
  view: CpdLedgerView,
  { siteName, learnerName, generatedOn }: { siteName: string; learnerName: string; generatedOn: string },
): Promise<Buffer> {
  const PDFDocument = await loadPdfKit();
  const document = new PDFDocument({
    size: "A4",
    margin: PAGE_MARGIN,
    info: { Title: `CPD transcript: ${learnerName}`, Author: siteName },
  });
  const chunks: Buffer[] = [];
  document.on("data", (chunk: Buffer) => chunks.push(chunk));
  const finished = new Promise<Buffer>((resolve, reject) => {
    document.on("end", () => resolve(Buffer.concat(chunks)));
    document.on("error", reject);
  });
  const { body, summary } = view;
  document.font("Helvetica-Bold").fontSize(18).fillColor(BRAND_BLUE).text(`CPD transcript: ${learnerName}`);
  document
    .moveDown(0.3)
    .font("Helvetica")
    .fontSize(10)
    .fillColor("#333333")
    .text(
      body
        ? `${body.name} (${body.code}): ${body.pointsPerYear} points a year` +
            body.requirements.map((r) => `, ${r.pointsPerYear} ${r.category}`).join("") +
            `; points stay valid ${body.validityMonths} months. Issued by ${siteName} on ${generatedOn}.`
        : `Every record, counted against no accrediting body's rules. Issued by ${siteName} on ${generatedOn}.`,
    )
    .moveDown(0.5)
    .text(
      body
        ? `Points in ${view.year}: ${formatPoints(summary.yearTenths)} of ${formatPoints(summary.requiredTenths)}. ` +
            `Still needed in ${view.year}: ${formatPoints(summary.stillNeededTenths)}. ` +
            `Valid points (dated after ${view.windowStartLabel}): ${formatPoints(summary.validTenths)}.`
        : `Points in ${view.year}: ${formatPoints(summary.yearTenths)}.`,
    )
    .moveDown();
  drawPdfTable(
    document,
    CATEGORY_TABLE,
    summary.categories.map((line) => [
      line.category,
      formatPoints(line.yearTenths),
      formatPoints(line.requiredTenths),
      formatPoints(line.stillNeededTenths),
      formatPoints(line.validTenths),
    ]),
  );
  document.moveDown();
  if (view.entries.length === 0) {
    document.font("Helvetica").fontSize(11).text("No certificates or approved activities yet.", PAGE_MARGIN);
  } else {
    drawPdfTable(
      document,
      RECORDS_TABLE,
      view.entries.map((entry) => [
        entry.dateLabel,
        `${entry.title}\n${entry.kind === "certificate" ? `Certificate ${entry.reference}` : entry.reference}`,
        entry.bodyCode ?? "Not stated",
        formatPoints(entry.pointsTenths),
        entry.expiresLabel,
        entry.status,
      ]),
    );
  }
  document.end();
  return finished;
}
