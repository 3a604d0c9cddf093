import type PDFDocument from "pdfkit";
import { bookingQualifies } from "~/features/events/attendance-rule";
import { type EventDetails, formatEventDates, formatEventTimes } from "~/features/events/event-details";
import { formatDateTime, formatTime } from "~/lib/dates";
import { loadPdfKit } from "~/lib/heavy-modules.server";
import { drawPdfTable, type PdfTable } from "~/lib/pdf-table.server";
import type { EventBooking } from "~db/schema";
import * as m from "./messages";

interface AttendanceRegisterOptions {
  siteName: string;
  generatedOn: string;
  /** The site's zone: the event's times are named in it. */
  timeZone: string;
}

const PAGE_MARGIN = 40;
const BRAND_BLUE = "#123d74";
/** The register's table, its headings in the language of the request. */
const registerTable = (): PdfTable => ({
  columns: [
    { label: m.regNo(), width: 30 },
    { label: m.regNameSurname(), width: 145 },
    { label: m.detailHpcsa(), width: 90 },
    { label: m.detailOccupation(), width: 100 },
    { label: m.detailCompany(), width: 110 },
    { label: m.regAttended(), width: 55 },
    { label: m.colMinutes(), width: 55 },
    { label: m.colQualifies(), width: 60 },
    { label: m.regSignature(), width: 116 },
  ],
  fontSize: 10,
  rowHeight: 30,
  lines: "grid",
});

type Document = InstanceType<typeof PDFDocument>;

/**
 * The attendance register a CPD provider keeps: the webinar, then one row per registered person
 * with their HPCSA number and an empty signature box. A4 landscape; the header row repeats on
 * every page.
 */
export async function renderAttendanceRegister(
  event: EventDetails,
  bookings: EventBooking[],
  options: AttendanceRegisterOptions,
): Promise<Buffer> {
  const PDFDocument = await loadPdfKit();
  const document = new PDFDocument({
    size: "A4",
    layout: "landscape",
    margin: PAGE_MARGIN,
    info: { Title: `Attendance register: ${event.title}`, Author: options.siteName },
  });
  const chunks: Buffer[] = [];
  document.on("data", (chunk: Buffer) => chunks.push(chunk));
  const finished = new Promise<Buffer>((resolve, reject) => {
    document.on("end", () => resolve(Buffer.concat(chunks)));
    document.on("error", reject);
  });

  drawHeading(document, event, options);
  const overrides = overrideNotes(bookings);
  drawPdfTable(
    document,
    registerTable(),
    bookings.map((booking, index) => [
      String(index + 1),
      `${booking.name} ${booking.surname}`,
      booking.hpcsa ?? "",
      booking.occupation,
      booking.company,
      attendedCell(booking, overrides.get(booking.id), options.timeZone),
      booking.minutes_attended === null ? "" : String(booking.minutes_attended),
      bookingQualifies(booking, event) ? m.yes() : "",
      "",
    ]),
  );
  if (bookings.length === 0) {
    document.moveDown().font("Helvetica").fontSize(11).text(m.regNobody(), PAGE_MARGIN);
  }
  drawOverrideNotes(document, bookings, overrides, options.timeZone);
  document
    .moveDown(1.5)
    .font("Helvetica")
    .fontSize(9)
    .fillColor("#333333")
    .text(
      m.regFooter({
        registered: bookings.length,
        checkedIn: bookings.filter((booking) => booking.checked_in_at).length,
        date: options.generatedOn,
      }),
      PAGE_MARGIN,
    );
  document.end();
  return finished;
}

/** Each booking marked present by an override (decision 0073-check-in-window), numbered in register order. */
function overrideNotes(bookings: EventBooking[]): Map<string, number> {
  const notes = new Map<string, number>();
  for (const booking of bookings) {
    if (booking.attended_at && booking.attendance_override_reason) notes.set(booking.id, notes.size + 1);
  }
  return notes;
}

/**
 * Checked in at the door ("In 09:02"), or marked on manage-events ("Yes", or "Yes (1)" when it
 * was an override: note 1 under the table gives the reason); left blank for the signature sheet's own tick.
 */
function attendedCell(booking: EventBooking, note: number | undefined, timeZone: string): string {
  const marked = booking.checked_in_at
    ? m.regIn({ time: formatTime(booking.checked_in_at, timeZone) })
    : booking.attended_at
      ? m.yes()
      : "";
  return note === undefined ? marked : `${marked} (${note})`;
}

/** The reasons staff gave for marking people present outside the rules: the register's evidence for an audit. */
function drawOverrideNotes(document: Document, bookings: EventBooking[], notes: Map<string, number>, timeZone: string) {
  if (notes.size === 0) return;
  document
    .moveDown(1)
    .font("Helvetica-Bold")
    .fontSize(10)
    .fillColor("#1a1a1a")
    .text(m.regOverridesHeading(), PAGE_MARGIN);
  document.font("Helvetica").fontSize(9).fillColor("#333333");
  bookings.forEach((booking, index) => {
    const note = notes.get(booking.id);
    if (note === undefined) return;
    const when = booking.attendance_override_at
      ? m.regMarkedAt({ time: formatDateTime(booking.attendance_override_at, timeZone) })
      : "";
    document.text(
      m.regOverrideNote({
        note,
        number: index + 1,
        name: `${booking.name} ${booking.surname}`,
        reason: booking.attendance_override_reason ?? "",
        when,
      }),
      PAGE_MARGIN,
    );
  });
}

function drawHeading(document: Document, event: EventDetails, options: AttendanceRegisterOptions) {
  document.font("Helvetica-Bold").fontSize(18).fillColor(BRAND_BLUE).text(m.regTitle());
  document.moveDown(0.2).font("Helvetica-Bold").fontSize(13).fillColor("#1a1a1a").text(event.title);
  document
    .moveDown(0.2)
    .font("Helvetica")
    .fontSize(10)
    .fillColor("#333333")
    .text(m.regDate({ when: `${formatEventDates(event)}, ${formatEventTimes(event, options.timeZone)}` }))
    .text(m.regLocation({ location: event.location }))
    .text(m.regPresenter({ name: event.instructorName, role: event.instructorRole }))
    .text(m.regModerator({ name: event.moderatorName, role: event.moderatorRole }))
    .text(m.regProvider({ siteName: options.siteName }));
  document.moveDown(0.8);
}
