import type PDFDocument from "pdfkit";
import { bookingQualifies } from "~/features/events/attendance-rule";
import { type EventDetails, formatEventDates, formatEventTimes } from "~/features/events/event-details";
import { formatTime } from "~/lib/dates";
import { loadPdfKit } from "~/lib/heavy-modules.server";
import { drawPdfTable, type PdfTable } from "~/lib/pdf-table.server";
import type { EventBooking } from "~db/schema";

interface AttendanceRegisterOptions {
  siteName: string;
  generatedOn: string;
  /** The site's zone: the event's times are named in it. */
  timeZone: string;
}

const PAGE_MARGIN = 40;
const BRAND_BLUE = "#123d74";
const REGISTER_TABLE: PdfTable = {
  columns: [
    { label: "No.", width: 30 },
    { label: "Name and surname", width: 145 },
    { label: "HPCSA number", width: 90 },
    { label: "Occupation", width: 100 },
    { label: "Company", width: 110 },
    { label: "Attended", width: 55 },
    { label: "Minutes", width: 55 },
    { label: "Qualifies", width: 60 },
    { label: "Signature", width: 116 },
  ],
  fontSize: 10,
  rowHeight: 30,
  lines: "grid",
};

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
  drawPdfTable(
    document,
    REGISTER_TABLE,
    bookings.map((booking, index) => [
      String(index + 1),
      `${booking.name} ${booking.surname}`,
      booking.hpcsa ?? "",
      booking.occupation,
      booking.company,
      // Checked in at the door ("In 09:02"), or marked on manage-events; left blank for the
      // signature sheet's own tick at the door.
      booking.checked_in_at
        ? `In ${formatTime(booking.checked_in_at, options.timeZone)}`
        : booking.attended_at
          ? "Yes"
          : "",
      booking.minutes_attended === null ? "" : String(booking.minutes_attended),
      bookingQualifies(booking, event) ? "Yes" : "",
      "",
    ]),
  );
  if (bookings.length === 0) {
    document.moveDown().font("Helvetica").fontSize(11).text("Nobody has registered for this webinar yet.", PAGE_MARGIN);
  }
  document
    .moveDown(1.5)
    .font("Helvetica")
    .fontSize(9)
    .fillColor("#333333")
    .text(
      `${bookings.length} registered, ${bookings.filter((booking) => booking.checked_in_at).length} checked in at the door ("In" and the time: their check-in code was scanned or typed). Printed on ${options.generatedOn}. Facilitator signature: ______________________________`,
      PAGE_MARGIN,
    );
  document.end();
  return finished;
}

function drawHeading(document: Document, event: EventDetails, options: AttendanceRegisterOptions) {
  document.font("Helvetica-Bold").fontSize(18).fillColor(BRAND_BLUE).text("Attendance register");
  document.moveDown(0.2).font("Helvetica-Bold").fontSize(13).fillColor("#1a1a1a").text(event.title);
  document
    .moveDown(0.2)
    .font("Helvetica")
    .fontSize(10)
    .fillColor("#333333")
    .text(`Date: ${formatEventDates(event)}, ${formatEventTimes(event, options.timeZone)}`)
    .text(`Location: ${event.location}`)
    .text(`Presenter: ${event.instructorName}, ${event.instructorRole}`)
    .text(`Moderator: ${event.moderatorName}, ${event.moderatorRole}`)
    .text(`CPD provider: ${options.siteName}`);
  document.moveDown(0.8);
}
