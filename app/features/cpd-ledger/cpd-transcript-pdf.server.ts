import { loadPdfKit } from "~/lib/heavy-modules.server";
import { formatNumber } from "~/lib/i18n/format";
import { drawPdfTable, type PdfTable } from "~/lib/pdf-table.server";
import { entryStatusLabel, formatPoints } from "./cpd-ledger";
import type { CpdLedgerView } from "./cpd-ledger.server";
import * as m from "./messages";

const PAGE_MARGIN = 50;
const BRAND_BLUE = "#123d74";
/** Functions: the headings are read in the language the transcript is made in. */
const recordsTable = (): PdfTable => ({
  columns: [
    { label: m.colDate(), width: 70 },
    { label: m.colActivity(), width: 0 },
    { label: m.colBody(), width: 55 },
    { label: m.colPoints(), width: 45 },
    { label: m.colValidUntil(), width: 70 },
    { label: m.colStatus(), width: 60 },
  ],
  fontSize: 9,
  rowHeight: "fit",
  lines: "rules",
});
const categoryTable = (): PdfTable => ({
  columns: [
    { label: m.colCategory(), width: 0 },
    { label: m.colThisYear(), width: 70 },
    { label: m.colRequiredAYear(), width: 90 },
    { label: m.colStillNeeded(), width: 75 },
    { label: m.colValid(), width: 60 },
  ],
  fontSize: 9.5,
  rowHeight: "fit",
  lines: "rules",
});

/** The CPD transcript as an A4 PDF: the body's rules, the balance, per category, every record. */
export async function renderCpdTranscriptPdf(
  view: CpdLedgerView,
  { siteName, learnerName, generatedOn }: { siteName: string; learnerName: string; generatedOn: string },
): Promise<Buffer> {
  const PDFDocument = await loadPdfKit();
  const document = new PDFDocument({
    size: "A4",
    margin: PAGE_MARGIN,
    info: { Title: m.transcriptTitle({ name: learnerName }), Author: siteName },
  });
  const chunks: Buffer[] = [];
  document.on("data", (chunk: Buffer) => chunks.push(chunk));
  const finished = new Promise<Buffer>((resolve, reject) => {
    document.on("end", () => resolve(Buffer.concat(chunks)));
    document.on("error", reject);
  });
  const { body, summary } = view;
  document
    .font("Helvetica-Bold")
    .fontSize(18)
    .fillColor(BRAND_BLUE)
    .text(m.transcriptTitle({ name: learnerName }));
  document
    .moveDown(0.3)
    .font("Helvetica")
    .fontSize(10)
    .fillColor("#333333")
    .text(
      body
        ? m.transcriptRules({
            name: body.name,
            code: body.code,
            rules: [
              m.transcriptPointsAYear({ points: formatNumber(body.pointsPerYear) }),
              ...body.requirements.map((r) => `${formatNumber(r.pointsPerYear)} ${r.category}`),
            ].join(", "),
            months: formatNumber(body.validityMonths),
            site: siteName,
            date: generatedOn,
          })
        : m.transcriptNoBody({ site: siteName, date: generatedOn }),
    )
    .moveDown(0.5)
    .text(
      body
        ? m.transcriptBalance({
            year: view.year,
            points: formatPoints(summary.yearTenths),
            required: formatPoints(summary.requiredTenths),
            needed: formatPoints(summary.stillNeededTenths),
            date: view.windowStartLabel,
            valid: formatPoints(summary.validTenths),
          })
        : m.transcriptYearPoints({ year: view.year, points: formatPoints(summary.yearTenths) }),
    )
    .moveDown();
  drawPdfTable(
    document,
    categoryTable(),
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
    document.font("Helvetica").fontSize(11).text(m.transcriptNone(), PAGE_MARGIN);
  } else {
    drawPdfTable(
      document,
      recordsTable(),
      view.entries.map((entry) => [
        entry.dateLabel,
        `${entry.title}\n${entry.kind === "certificate" ? m.transcriptCertificate({ reference: entry.reference }) : entry.reference}`,
        entry.bodyCode ?? m.transcriptNotStated(),
        formatPoints(entry.pointsTenths),
        entry.expiresLabel,
        entryStatusLabel(entry.status),
      ]),
    );
  }
  document.end();
  return finished;
}
