import { formatRand } from "~/lib/course-buyer-facts";
import { formatDate, todayIn } from "~/lib/dates";
import { loadPdfKit } from "~/lib/heavy-modules.server";
import { localizedPath } from "~/lib/i18n/localized-path";
import { drawPdfTable, type PdfTable } from "~/lib/pdf-table.server";
import { type ContactDetails, contactDetailsOf, getSiteSettings } from "~/platform/site-settings/site-settings.server";
import type { DatabaseExecutor } from "~db/executor";
import type { TrainingScheduleEntry } from "~db/schema";
import * as m from "./messages";
import { dateRangeLabel, durationLabel, locationLabels, venueLabel } from "./training-schedule.schema";
import { groupEntriesByMonth, listUpcomingScheduleEntries } from "./training-schedule.server";

interface SchedulePdfOptions {
  siteName: string;
  /** Where readers request a quote, printed at the end. */
  quoteUrl: string;
  generatedOn: string;
  /** The company's contact details (site settings): an empty one is left out. */
  contact?: ContactDetails;
  /** The linked course's fee and its note ("per person, excluding VAT") by course id. */
  prices?: Map<string, { priceCents: number | null; priceNote: string }>;
}

/**
 * The schedule as GET /learning-center/schedule.pdf sends it: the upcoming runs with their courses'
 * prices, and the company's name and contact details as the site settings hold them.
 */
export async function schedulePdf(
  db: DatabaseExecutor,
  { baseUrl, now = new Date() }: { baseUrl: string; now?: Date },
) {
  const settings = await getSiteSettings(db);
  const today = todayIn(settings.time_zone, now);
  const entries = await listUpcomingScheduleEntries(db, { from: today });
  const courseIds = [...new Set(entries.flatMap((entry) => (entry.course_id ? [entry.course_id] : [])))];
  const courses = courseIds.length
    ? await db
        .selectFrom("courses")
        .select(["id", "price_cents", "price_note"])
        .where("id", "in", courseIds)
        .where("is_published", "=", 1)
        .execute()
    : [];
  const pdf = await renderSchedulePdf(entries, {
    siteName: settings.site_name,
    quoteUrl: new URL(localizedPath("/learning-center"), baseUrl).toString(),
    generatedOn: formatDate(today, settings.time_zone, "long"),
    contact: contactDetailsOf(settings),
    prices: new Map(
      courses.map((course) => [course.id, { priceCents: course.price_cents, priceNote: course.price_note }]),
    ),
  });
  return { pdf, fileName: `training-schedule-${today}.pdf` };
}

/** The fee of a run's course, with its note, or "On request" (no linked course, or no price set). */
function priceLabel(entry: TrainingScheduleEntry, prices: SchedulePdfOptions["prices"]): string {
  const price = entry.course_id ? prices?.get(entry.course_id) : undefined;
  if (!price || price.priceCents === null) return m.onRequest();
  return price.priceNote ? `${formatRand(price.priceCents)}\n${price.priceNote}` : formatRand(price.priceCents);
}

/** "Phone … · Email … · address on one line": the lines of the contact block, empty fields left out. */
function contactLines(contact: ContactDetails | undefined): string[] {
  if (!contact) return [];
  const reach = [
    contact.phone ? m.pdfPhone({ phone: contact.phone }) : "",
    contact.whatsapp ? m.pdfWhatsApp({ number: contact.whatsapp }) : "",
    contact.email ? m.pdfEmail({ email: contact.email }) : "",
  ].filter(Boolean);
  const address = contact.address
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean)
    .join(", ");
  return [reach.join("  ·  "), address, contact.officeHours.replace(/\s*\r?\n\s*/g, "; ")].filter(Boolean);
}

const PAGE_MARGIN = 50;
/** The schedule's table, its headings in the language of the request. */
const scheduleTable = (): PdfTable => ({
  columns: [
    { label: m.colCourse(), width: 170 },
    { label: m.colDates(), width: 95 },
    { label: m.colDuration(), width: 50 },
    { label: m.colDelivery(), width: 90 },
    { label: m.colPrice(), width: 90 },
  ],
  fontSize: 9.5,
  rowHeight: "fit",
  lines: "rules",
});
const BRAND_BLUE = "#123d74";

/** The current training schedule as an A4 PDF: one section per month, one row per course run. */
async function renderSchedulePdf(entries: TrainingScheduleEntry[], options: SchedulePdfOptions): Promise<Buffer> {
  const PDFDocument = await loadPdfKit();
  const document = new PDFDocument({
    size: "A4",
    margin: PAGE_MARGIN,
    info: { Title: m.pdfTitle({ siteName: options.siteName }), Author: options.siteName },
  });
  const chunks: Buffer[] = [];
  document.on("data", (chunk: Buffer) => chunks.push(chunk));
  const finished = new Promise<Buffer>((resolve, reject) => {
    document.on("end", () => resolve(Buffer.concat(chunks)));
    document.on("error", reject);
  });

  document
    .font("Helvetica-Bold")
    .fontSize(20)
    .fillColor(BRAND_BLUE)
    .text(m.pdfTitle({ siteName: options.siteName }));
  document
    .moveDown(0.3)
    .font("Helvetica")
    .fontSize(10)
    .fillColor("#333333")
    .text(m.pdfIntro({ date: options.generatedOn }));
  document.moveDown();

  const months = groupEntriesByMonth(entries);
  if (months.length === 0) {
    document.fontSize(12).text(m.pdfNone());
  }
  for (const month of months) {
    ensureSpace(document, 60);
    document.font("Helvetica-Bold").fontSize(14).fillColor(BRAND_BLUE).text(month.label, PAGE_MARGIN);
    document.moveDown(0.3);
    drawPdfTable(
      document,
      scheduleTable(),
      month.entries.map((entry) => [
        `${entry.course_title}\n${venueLabel(entry)}`,
        dateRangeLabel(entry.start_date, entry.duration_days),
        durationLabel(entry.duration_days),
        // One way to attend per line: "Classroom at our venue" never runs into "Online live".
        locationLabels(entry).join("\n"),
        priceLabel(entry, options.prices),
      ]),
    );
    document.moveDown();
  }

  const contact = contactLines(options.contact);
  ensureSpace(document, 60 + contact.length * 14);
  document
    .font("Helvetica")
    .fontSize(10)
    .fillColor("#333333")
    .text(m.pdfInHouse({ url: options.quoteUrl }), PAGE_MARGIN);
  if (contact.length) {
    document
      .moveDown(0.5)
      .font("Helvetica-Bold")
      .text(m.pdfContact({ siteName: options.siteName }), PAGE_MARGIN);
    document.font("Helvetica");
    for (const line of contact) document.text(line, PAGE_MARGIN);
  }
  document.end();
  return finished;
}

function ensureSpace(document: PDFKit.PDFDocument, height: number) {
  if (document.y + height > document.page.height - PAGE_MARGIN) document.addPage();
}
