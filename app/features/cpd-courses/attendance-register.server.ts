import { formatCertificateDate } from "~/features/certificates/certificate-pdf.server";
import { loadPdfKit } from "~/lib/heavy-modules.server";
import { drawPdfTable, type PdfTable } from "~/lib/pdf-table.server";
import type { CpdCourse, CpdEnrolledUser } from "~db/schema";
import * as m from "./messages";

const PAGE_MARGIN = 40;
const WALK_IN_ROWS = 3;
/** The register's table; its headings are read per rendering, in the language of the request. */
const registerTable = (): PdfTable => ({
  columns: [
    { label: "#", width: 24 },
    { label: m.columnName(), width: 150 },
    { label: m.registerIdNumber(), width: 105 },
    { label: m.columnEmail(), width: 0 },
    { label: m.registerSignature(), width: 110 },
  ],
  fontSize: 9,
  rowHeight: 30,
  lines: "grid",
});

/**
 * A printable register (A4 portrait) for the attendees to sign: course facts at the top, one row
 * per enrolled user with an empty signature box, the header repeated on every page.
 */
export async function renderAttendanceRegister(
  course: CpdCourse,
  users: CpdEnrolledUser[],
  issuerName: string,
  timeZone: string,
): Promise<Buffer> {
  const PDFDocument = await loadPdfKit();
  const document = new PDFDocument({ size: "A4", margin: PAGE_MARGIN, bufferPages: true });
  document.info.Title = m.attendanceRegisterOf({ name: course.course_name });
  document.info.Author = issuerName;
  const chunks: Buffer[] = [];
  const finished = new Promise<Buffer>((resolve, reject) => {
    document.on("data", (chunk: Buffer) => chunks.push(chunk));
    document.on("end", () => resolve(Buffer.concat(chunks)));
    document.on("error", reject);
  });

  const tableWidth = document.page.width - PAGE_MARGIN * 2;
  drawCourseHeading(document, course, issuerName, timeZone);
  document.y += 8;
  drawPdfTable(
    document,
    registerTable(),
    users.map((user, index) => [String(index + 1), user.name, user.id_number, user.email, ""]),
    // A few blank rows for walk-in attendees, while they fit on the last page.
    {
      rowsIfRoom: Array.from({ length: WALK_IN_ROWS }, (_, blank) => [
        String(users.length + blank + 1),
        "",
        "",
        "",
        "",
      ]),
    },
  );

  const range = document.bufferedPageRange();
  for (let page = range.start; page < range.start + range.count; page++) {
    document.switchToPage(page);
    // The footer sits in the bottom margin; without this pdfkit would start a new page for it.
    document.page.margins.bottom = 0;
    document
      .font("Helvetica")
      .fontSize(8)
      .fillColor("#4a4a4a")
      .text(
        m.registerFooter({ name: course.course_name, code: course.course_code, page: page + 1, pages: range.count }),
        PAGE_MARGIN,
        document.page.height - PAGE_MARGIN,
        { width: tableWidth, align: "center", lineBreak: false },
      );
  }
  document.end();
  return finished;
}

function drawCourseHeading(document: PDFKit.PDFDocument, course: CpdCourse, issuerName: string, timeZone: string) {
  document.font("Helvetica-Bold").fontSize(16).fillColor("#1c4f8c").text(m.attendanceRegister());
  document.font("Helvetica-Bold").fontSize(13).fillColor("#1a1a1a").text(course.course_name);
  document.font("Helvetica").fontSize(10);
  const dates = [course.activity_start_date, course.activity_end_date]
    .filter(Boolean)
    .map((date) => formatCertificateDate(date, timeZone));
  const facts: Array<[string, string]> = [
    [m.factCourseCode(), course.course_code],
    [m.factProviderActivityNumber(), course.provider_activity_number],
    [m.factAccreditor(), course.accreditor],
    [m.factCpdPoints(), course.allocated_points],
    [m.factDates(), dateRange([...new Set(dates)])],
    [m.factVenue(), course.location],
    [m.factInstructor(), course.instructor_name],
    [m.factFacilitator(), [course.facilitator_name, course.facilitator_organization].filter(Boolean).join(", ")],
    [m.factProvider(), issuerName],
  ];
  for (const [label, value] of facts) {
    if (value) document.text(m.factLine({ label, value }));
  }
}

/** One date, or the first to the last. */
function dateRange(dates: string[]): string {
  const [from, to] = dates;
  return from && to ? m.dateRange({ from, to }) : (from ?? "");
}
