import { type CsvColumn, recordsToCsv } from "~/lib/csv";
import type { listAllEnquiries } from "./enquiries.server";
import { ENQUIRY_KIND_LABELS, ENQUIRY_STATUS_LABELS, isEnquiryKind, isEnquiryStatus } from "./enquiry-fields";
import * as m from "./messages";

type EnquiryRow = Awaited<ReturnType<typeof listAllEnquiries>>[number];

// A function: the headings are read in the language of the request that downloads the file.
const columns = (): ReadonlyArray<CsvColumn<EnquiryRow>> => [
  [m.csvReceived(), (row) => row.created_at],
  [m.csvType(), (row) => (isEnquiryKind(row.kind) ? ENQUIRY_KIND_LABELS[row.kind]() : row.kind)],
  [m.csvStatus(), (row) => (isEnquiryStatus(row.status) ? ENQUIRY_STATUS_LABELS[row.status]() : row.status)],
  [m.csvFullName(), (row) => row.name],
  [m.csvEmail(), (row) => row.email],
  [m.csvPhone(), (row) => row.phone],
  [m.csvCompany(), (row) => row.company],
  [m.csvDesignation(), (row) => row.designation],
  [m.csvCourse(), (row) => row.course_name ?? ""],
  [m.csvNumberOfPeople(), (row) => row.number_of_people],
  [m.csvAppointmentType(), (row) => row.appointment_type ?? ""],
  [m.csvMessage(), (row) => row.message],
  [m.csvHandledAt(), (row) => row.handled_at ?? ""],
];

/** The enquiries as a CSV file (lib/csv.ts: formulas a visitor typed are neutralised, phone numbers kept). */
export function enquiriesToCsv(rows: EnquiryRow[], timeZone: string): string {
  return recordsToCsv(columns(), rows, { timeZone });
}
