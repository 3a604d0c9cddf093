import { formatDate, formatDateRange, formatTimeZoneName, zonedInstant } from "~/lib/dates";
import * as m from "./messages";

/**
 * An event as the screens see it, and the rules about its time that both the server and the
 * components need (no server-only imports here).
 */
export interface EventDetails {
  id: string;
  title: string;
  subTitle: string;
  description: string;
  dateFrom: string;
  dateTo: string;
  timeFrom: string;
  timeTo: string;
  location: string;
  teamsLink: string | null;
  posterUrl: string | null;
  image: string | null;
  instructorName: string;
  instructorRole: string;
  moderatorName: string;
  moderatorRole: string;
  highlights: string[];
  whoShouldAttend: string[];
  /** The stored version: the edit form posts it back so a stale save is refused. */
  version: number;
  /** Seats; null for no limit (decision 0031). */
  capacity: number | null;
  /** Hours a waitlisted person has to accept a freed seat. */
  offerHours: number;
  /** Attendance rule: per cent of the event's duration attended online that qualifies (default 80). */
  attendanceMinPercent: number;
  /** The calendar invitation's SEQUENCE (raised when the date, time or place changes). */
  calendarSequence: number;
  /** When the event was cancelled (ISO time); null while it goes ahead. */
  cancelledAt: string | null;
  /** CPD details of the certificates issued from attendance (decision 0043); points "" for none. */
  cpdPoints: string;
  cpdCategory: string;
  cpdBodyId: string | null;
  /** Months the certificates stay valid (decision 0046); null: they do not expire. */
  cpdValidityMonths: number | null;
  /** Certificates go to qualifying attendees by themselves once the event has ended. */
  certificatesAutomatic: boolean;
  /** Selling (decision 0082): the price excluding VAT in cents (null or 0: free), early-bird price and last day. */
  priceCents?: number | null;
  earlyPriceCents?: number | null;
  earlyPriceUntil?: string | null;
}

/**
 * An event's dates and times are wall-clock times in the site's time zone (the setting, default
 * Africa/Johannesburg): the instant of a session depends on the zone it is read in.
 */
export function eventStartsAt(event: Pick<EventDetails, "dateFrom" | "timeFrom">, timeZone: string): Date {
  return zonedInstant(event.dateFrom, event.timeFrom, timeZone);
}

/** The end of the last day's session. */
export function eventEndsAt(event: Pick<EventDetails, "dateTo" | "timeTo">, timeZone: string): Date {
  return zonedInstant(event.dateTo, event.timeTo, timeZone);
}

/**
 * An online event: its location says so ("Online (Microsoft Teams)", the event form's example).
 * Nobody comes to a door, so its mails and pages never ask for the check-in QR code (decision
 * 0075-registration-for-the-region); a place with a link too ("Pretoria office and online") is not.
 */
export function isOnlineEvent(event: Pick<EventDetails, "location">): boolean {
  return /^\s*online\b/i.test(event.location);
}

/** Join shows on My learning from this long before the start (as the last reminder goes) until the end. */
const JOIN_OPENS_MINUTES_BEFORE = 60;

/** Whether it is time to join an online event: from an hour before its start until it ends. */
export function isJoinOpen(
  event: Pick<EventDetails, "dateFrom" | "timeFrom" | "dateTo" | "timeTo">,
  timeZone: string,
  now = new Date(),
): boolean {
  const opens = eventStartsAt(event, timeZone).getTime() - JOIN_OPENS_MINUTES_BEFORE * 60_000;
  return now.getTime() >= opens && now.getTime() < eventEndsAt(event, timeZone).getTime();
}

/** Bookings are open until the event ends; after that it is a past event. */
export function isPastEvent(
  event: Pick<EventDetails, "dateTo" | "timeTo">,
  timeZone: string,
  now = new Date(),
): boolean {
  return eventEndsAt(event, timeZone).getTime() <= now.getTime();
}

/** "Wednesday, 9 December 2026" (a calendar day: the same in every zone). */
export function formatEventDate(date: string): string {
  return formatDate(date, "UTC", "full");
}

/** "Wednesday, 9 December 2026" or "9 – 10 December 2026" or "30 November – 1 December 2026". */
export function formatEventDates(event: Pick<EventDetails, "dateFrom" | "dateTo">): string {
  if (event.dateFrom === event.dateTo) return formatEventDate(event.dateFrom);
  return formatDateRange(event.dateFrom, event.dateTo, "UTC");
}

/** "09:00 – 12:30 (SAST)": the session's times with the zone's name on the first day. */
export function formatEventTimes(
  event: Pick<EventDetails, "dateFrom" | "timeFrom" | "timeTo">,
  timeZone: string,
): string {
  return `${event.timeFrom} – ${event.timeTo} (${formatTimeZoneName(timeZone, eventStartsAt(event, timeZone))})`;
}

/**
 * What the events page says about an event's seats: cancelled, seats left, or full (bookings join
 * the waitlist); null for an event without a capacity. `seatsTaken` counts confirmed and offered seats.
 */
export function seatsNote(event: Pick<EventDetails, "capacity" | "cancelledAt">, seatsTaken: number): string | null {
  if (event.cancelledAt) return m.cancelled();
  if (event.capacity === null) return null;
  const left = Math.max(0, event.capacity - seatsTaken);
  if (left === 0) return m.fullyBooked();
  return m.seatsLeft({ count: left });
}
