import type { listAllEnquiries } from "./enquiries.server";
import { ENQUIRY_KIND_LABELS, ENQUIRY_STATUS_LABELS, isEnquiryKind, isEnquiryStatus } from "./enquiry-fields";

type EnquiryRow = Awaited<ReturnType<typeof listAllEnquiries>>[number];

const COLUMNS: Array<[string, (row: EnquiryRow) => string]> = [
  ["Received", (row) => row.created_at],
  ["Type", (row) => (isEnquiryKind(row.kind) ? ENQUIRY_KIND_LABELS[row.kind] : row.kind)],
  ["Status", (row) => (isEnquiryStatus(row.status) ? ENQUIRY_STATUS_LABELS[row.status] : row.status)],
  ["Full name", (row) => row.name],
  ["Email", (row) => row.email],
  ["Phone", (row) => row.phone],
  ["Company", (row) => row.company],
  ["Designation", (row) => row.designation],
  ["Course", (row) => row.course_name ?? ""],
  ["Number of people", (row) => (row.number_of_people === null ? "" : String(row.number_of_people))],
  ["Appointment type", (row) => row.appointment_type ?? ""],
  ["Message", (row) => row.message],
  ["Handled at", (row) => row.handled_at ?? ""],
];

const PHONE_NUMBER = /^\+?[0-9 ()-]+$/;

/**
 * One CSV cell (RFC 4180 quoting). A value a spreadsheet would run as a formula (=, +, -, @, tab,
 * carriage return first) gets a leading apostrophe: visitors write these values. A plain phone
 * number such as +27 11 555 0100 cannot run, so it is left as typed.
 */
export function csvCell(value: string): string {
  const isFormulaLike = /^[=+\-@\t\r]/.test(value) && !PHONE_NUMBER.test(value);
  const safe = isFormulaLike ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

export function enquiriesToCsv(rows: EnquiryRow[]): string {
  const lines = [COLUMNS.map(([label]) => csvCell(label)).join(",")];
  for (const row of rows) lines.push(COLUMNS.map(([, read]) => csvCell(read(row))).join(","));
  // A byte-order mark so Excel opens the UTF-8 names (é, ô) correctly.
  return `\uFEFF${lines.join("\r\n")}\r\n`;
}
