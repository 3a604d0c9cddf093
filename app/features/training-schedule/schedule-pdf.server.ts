import { loadPdfKit } from "~/lib/heavy-modules.server";
import { drawPdfTable, type PdfTable } from "~/lib/pdf-table.server";
import type { TrainingScheduleEntry } from "~db/schema";
import { dateRangeLabel, durationLabel, locationLabels } from "./training-schedule.schema";
import { groupEntriesByMonth } from "./training-schedule.server";

interface SchedulePdfOptions {
  siteName: string;
  /** Where readers request a quote, printed at the end. */
  quoteUrl: string;
  generatedOn: string;
}

const PAGE_MARGIN = 50;
const SCHEDULE_TABLE: PdfTable = {
  columns: [
    { label: "Course", width: 220 },
    { label: "Dates", width: 110 },
    { label: "Duration", width: 50 },
    { label: "Location", width: 115 },
  ],
  fontSize: 9.5,
  rowHeight: "fit",
  lines: "rules",
};
const BRAND_BLUE = "#123d74";

/** The current training schedule as an A4 PDF: one section per month, one row per course run. */
export async function renderSchedulePdf(
  entries: TrainingScheduleEntry[],
  options: SchedulePdfOptions,
): Promise<Buffer> {
  const PDFDocument = await loadPdfKit();
  const document = new PDFDocument({
    size: "A4",
    margin: PAGE_MARGIN,
    info: { Title: `${options.siteName} training schedule`, Author: options.siteName },
  });
  const chunks: Buffer[] = [];
  document.on("data", (chunk: Buffer) => chunks.push(chunk));
  const finished = new Promise<Buffer>((resolve, reject) => {
    document.on("end", () => resolve(Buffer.concat(chunks)));
    document.on("error", reject);
  });

  document.font("Helvetica-Bold").fontSize(20).fillColor(BRAND_BLUE).text(`${options.siteName} training schedule`);
  document
    .moveDown(0.3)
    .font("Helvetica")
    .fontSize(10)
    .fillColor("#333333")
    .text(`Public courses as scheduled on ${options.generatedOn}. Dates may change; we confirm each run by email.`);
  document.moveDown();

  const months = groupEntriesByMonth(entries);
  if (months.length === 0) {
    document.fontSize(12).text("No courses are scheduled at the moment. Contact us to arrange an in-house course.");
  }
  for (const month of months) {
    ensureSpace(document, 60);
    document.font("Helvetica-Bold").fontSize(14).fillColor(BRAND_BLUE).text(month.label, PAGE_MARGIN);
    document.moveDown(0.3);
    drawPdfTable(
      document,
      SCHEDULE_TABLE,
      month.entries.map((entry) => [
        entry.venue ? `${entry.course_title}\n${entry.venue}` : entry.course_title,
        dateRangeLabel(entry.start_date, entry.duration_days),
        durationLabel(entry.duration_days),
        // One location per line: "Offsite/Virtual/Online" never breaks in the middle.
        locationLabels(entry).join("\n"),
      ]),
    );
    document.moveDown();
  }

  ensureSpace(document, 40);
  document
    .font("Helvetica")
    .fontSize(10)
    .fillColor("#333333")
    .text(`Request a quote for your team: ${options.quoteUrl}`, PAGE_MARGIN);
  document.end();
  return finished;
}

function ensureSpace(document: PDFKit.PDFDocument, height: number) {
  if (document.y + height > document.page.height - PAGE_MARGIN) document.addPage();
}
