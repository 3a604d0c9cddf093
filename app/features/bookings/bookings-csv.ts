import { type AttendanceRuleEvent, bookingQualifies } from "~/features/events/attendance-rule";
import { formatEventDate } from "~/features/events/event-details";
import { type CsvColumn, recordsToCsv } from "~/lib/csv";
import type { EventBooking } from "~db/schema";

/** The event the bookings are for: its title, date and attendance rule (a booking keeps no copy of them). */
export type CsvEvent = AttendanceRuleEvent & { title: string };

const columns = (event: CsvEvent): ReadonlyArray<CsvColumn<EventBooking>> => [
  ["Name", (booking) => booking.name],
  ["Surname", (booking) => booking.surname],
  ["Email", (booking) => booking.email],
  ["Phone", (booking) => booking.phone],
  ["HPCSA number", (booking) => booking.hpcsa],
  ["Country", (booking) => booking.country],
  ["Province", (booking) => booking.province],
  ["City", (booking) => booking.city],
  ["Company", (booking) => booking.company],
  ["Occupation", (booking) => booking.occupation],
  // The event's own title and date, so a moved event's bookings show where it is now.
  ["Event", () => event.title],
  ["Event date", () => formatEventDate(event.dateFrom)],
  ["Registered at", (booking) => booking.created_at],
  ["Attended", (booking) => (booking.attended_at ? "Yes" : "No")],
  // Scanned or typed at the door on the check-in page (decision 0040); empty when not checked in.
  ["Checked in at", (booking) => booking.checked_in_at],
  // confirmed, waitlisted, offered or cancelled (decision 0031).
  ["Status", (booking) => booking.status],
  // From an imported Teams or Zoom attendance file; empty until imported.
  ["Minutes attended", (booking) => booking.minutes_attended],
  ["Qualifies", (booking) => (bookingQualifies(booking, event) ? "Yes" : "No")],
  // Attendance marked outside the rules: the staff member's reason and when (decision 0073-check-in-window).
  ["Attendance override reason", (booking) => booking.attendance_override_reason],
  ["Attendance override at", (booking) => booking.attendance_override_at],
];

/** The bookings of one event as CSV (lib/csv.ts: visitor text never runs as a formula, phone numbers kept). */
export function bookingsToCsv(bookings: EventBooking[], event: CsvEvent, timeZone: string): string {
  return recordsToCsv(columns(event), bookings, { timeZone });
}

/** "iso-15189-transition-bookings.csv" */
export function bookingsFileName(eventTitle: string, suffix: string, extension: string): string {
  const slug = eventTitle
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "")
    .slice(0, 60);
  return `${slug || "event"}-${suffix}.${extension}`;
}
