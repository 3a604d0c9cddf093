import { type CsvColumn, recordsToCsv } from "~/lib/csv";
import type { listAllEnquiries } from "./enquiries.server";
import { ENQUIRY_KIND_LABELS, ENQUIRY_STATUS_LABELS, isEnquiryKind, isEnquiryStatus } from "./enquiry-fields";

type EnquiryRow = Awaited<ReturnType<typeof listAllEnquiries>>[number];

const COLUMNS: ReadonlyArray<CsvColumn<EnquiryRow>> = [
  ["Received", (row) => row.created_at],
  ["Type", (row) => (isEnquiryKind(row.kind) ? ENQUIRY_KIND_LABELS[row.kind]() : row.kind)],
  ["Status", (row) => (isEnquiryStatus(row.status) ? ENQUIRY_STATUS_LABELS[row.status]() : row.status)],
  ["Full name", (row) => row.name],
  ["Email", (row) => row.email],
  ["Phone", (row) => row.phone],
  ["Company", (row) => row.company],
  ["Designation", (row) => row.designation],
  ["Course", (row) => row.course_name ?? ""],
  ["Number of people", (row) => row.number_of_people],
  ["Appointment type", (row) => row.appointment_type ?? ""],
  ["Message", (row) => row.message],
  ["Handled at", (row) => row.handled_at ?? ""],
];

/** The enquiries as a CSV file (lib/csv.ts: formulas a visitor typed are neutralised, phone numbers kept). */
export function enquiriesToCsv(rows: EnquiryRow[], timeZone: string): string {
  return recordsToCsv(COLUMNS, rows, { timeZone });
}
