import { formatEventDate } from "~/features/events/event-details";
import type { EventBooking } from "~db/schema";

const COLUMNS: Array<[string, (booking: EventBooking) => string]> = [
  ["Name", (booking) => booking.name],
  ["Surname", (booking) => booking.surname],
  ["Email", (booking) => booking.email],
  ["Phone", (booking) => booking.phone],
  ["HPCSA number", (booking) => booking.hpcsa ?? ""],
  ["Province", (booking) => booking.province],
  ["City", (booking) => booking.city],
  ["Company", (booking) => booking.company],
  ["Occupation", (booking) => booking.occupation],
  ["Event", (booking) => booking.event_title],
  ["Event date", (booking) => formatEventDate(booking.event_date)],
  ["Registered at", (booking) => booking.created_at],
];

/**
 * One CSV cell (RFC 4180): quoted when needed, quotes doubled. A cell a spreadsheet would run as a
 * formula (= + - @ at the start) gets a leading apostrophe, so visitor text never runs as one;
 * phone numbers such as +27 82 555 0101 cannot be formulas and stay as they are.
 */
export function csvCell(value: string): string {
  const isPhoneNumber = /^\+?[\d\s()-]+$/.test(value);
  const safe = /^[=+\-@\t\r]/.test(value) && !isPhoneNumber ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** The bookings of one event as CSV with a header row and CRLF line endings. */
export function bookingsToCsv(bookings: EventBooking[]): string {
  const rows = [
    COLUMNS.map(([header]) => header),
    ...bookings.map((booking) => COLUMNS.map(([, read]) => read(booking))),
  ];
  return `${rows.map((row) => row.map(csvCell).join(",")).join("\r\n")}\r\n`;
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
