import { type AttendanceRuleEvent, bookingQualifies } from "~/features/events/attendance-rule";
import { formatEventDate } from "~/features/events/event-details";
import { type CsvColumn, recordsToCsv } from "~/lib/csv";
import type { EventBooking } from "~db/schema";
import * as m from "./messages";

/** The event the bookings are for: its title, date and attendance rule (a booking keeps no copy of them). */
export type CsvEvent = AttendanceRuleEvent & { title: string };

const columns = (event: CsvEvent): ReadonlyArray<CsvColumn<EventBooking>> => [
  [m.csvName(), (booking) => booking.name],
  [m.csvSurname(), (booking) => booking.surname],
  [m.csvEmail(), (booking) => booking.email],
  [m.csvPhone(), (booking) => booking.phone],
  [m.csvHpcsaNumber(), (booking) => booking.hpcsa],
  [m.csvCountry(), (booking) => booking.country],
  [m.csvProvince(), (booking) => booking.province],
  [m.csvCity(), (booking) => booking.city],
  [m.csvCompany(), (booking) => booking.company],
  [m.csvOccupation(), (booking) => booking.occupation],
  // The event's own title and date, so a moved event's bookings show where it is now.
  [m.csvEvent(), () => event.title],
  [m.csvEventDate(), () => formatEventDate(event.dateFrom)],
  [m.csvRegisteredAt(), (booking) => booking.created_at],
  [m.csvAttended(), (booking) => (booking.attended_at ? m.csvYes() : m.csvNo())],
  // Scanned or typed at the door on the check-in page (decision 0040); empty when not checked in.
  [m.csvCheckedInAt(), (booking) => booking.checked_in_at],
  // confirmed, waitlisted, offered or cancelled (decision 0031).
  [m.csvStatus(), (booking) => booking.status],
  // From an imported Teams or Zoom attendance file; empty until imported.
  [m.csvMinutesAttended(), (booking) => booking.minutes_attended],
  [m.csvQualifies(), (booking) => (bookingQualifies(booking, event) ? m.csvYes() : m.csvNo())],
  // Attendance marked outside the rules: the staff member's reason and when (decision 0073-check-in-window).
  [m.csvAttendanceOverrideReason(), (booking) => booking.attendance_override_reason],
  [m.csvAttendanceOverrideAt(), (booking) => booking.attendance_override_at],
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
