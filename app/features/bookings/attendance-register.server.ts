import PDFDocument from "pdfkit";
import { type EventDetails, formatEventDates, formatEventTimes } from "~/features/events/event-details";
import type { EventBooking } from "~db/schema";

interface AttendanceRegisterOptions {
  siteName: string;
  generatedOn: string;
}

const PAGE_MARGIN = 40;
const ROW_HEIGHT = 30;
const BRAND_BLUE = "#123d74";
const COLUMNS = [
  { label: "No.", width: 30 },
  { label: "Name and surname", width: 170 },
  { label: "HPCSA number", width: 95 },
  { label: "Occupation", width: 120 },
  { label: "Company", width: 130 },
  { label: "Signature", width: 216 },
];

type Document = InstanceType<typeof PDFDocument>;

/**
 * The attendance register a CPD provider keeps: the webinar, then one row per registered person
 * with their HPCSA number and an empty signature box. A4 landscape; the header row repeats on
 * every page.
 */
export function renderAttendanceRegister(
  event: EventDetails,
  bookings: EventBooking[],
  options: AttendanceRegisterOptions,
): Promise<Buffer> {
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
  drawHeaderRow(document);
  bookings.forEach((booking, index) => {
    if (document.y + ROW_HEIGHT > document.page.height - PAGE_MARGIN - 20) {
      document.addPage();
      drawHeaderRow(document);
    }
    drawRow(document, [
      String(index + 1),
      `${booking.name} ${booking.surname}`,
      booking.hpcsa ?? "",
      booking.occupation,
      booking.company,
      "",
    ]);
  });
  if (bookings.length === 0) {
    document.moveDown().font("Helvetica").fontSize(11).text("Nobody has registered for this webinar yet.", PAGE_MARGIN);
  }
  document
    .moveDown(1.5)
    .font("Helvetica")
    .fontSize(9)
    .fillColor("#333333")
    .text(
      `${bookings.length} registered. Printed on ${options.generatedOn}. Facilitator signature: ______________________________`,
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
    .text(`Date: ${formatEventDates(event)}, ${formatEventTimes(event)}`)
    .text(`Location: ${event.location}`)
    .text(`Presenter: ${event.instructorName}, ${event.instructorRole}`)
    .text(`Moderator: ${event.moderatorName}, ${event.moderatorRole}`)
    .text(`CPD provider: ${options.siteName}`);
  document.moveDown(0.8);
}

function drawHeaderRow(document: Document) {
  drawRow(
    document,
    COLUMNS.map((column) => column.label),
    true,
  );
}

function drawRow(document: Document, cells: string[], isHeader = false) {
  const top = document.y;
  let left = PAGE_MARGIN;
  document.font(isHeader ? "Helvetica-Bold" : "Helvetica").fontSize(10);
  if (isHeader) {
    const width = COLUMNS.reduce((sum, column) => sum + column.width, 0);
    document.rect(PAGE_MARGIN, top, width, ROW_HEIGHT).fill("#e8eef6");
  }
  COLUMNS.forEach((column, index) => {
    document.rect(left, top, column.width, ROW_HEIGHT).lineWidth(0.5).stroke("#7a8699");
    const text = cells[index] ?? "";
    const textWidth = column.width - 10;
    // One line sits in the middle of the row; a longer value gets two lines before it is cut short.
    const isOneLine = document.heightOfString(text, { width: textWidth }) <= 13;
    document.fillColor("#1a1a1a").text(text, left + 5, top + (isOneLine ? 10 : 4), {
      width: textWidth,
      height: ROW_HEIGHT - 6,
      ellipsis: true,
      lineGap: -1,
    });
    left += column.width;
  });
  document.x = PAGE_MARGIN;
  document.y = top + ROW_HEIGHT;
}
