import { addDays, zonedInstant } from "~/lib/dates";

/**
 * The attendance rule of an event (decisions 0043 and 0073): a confirmed booking qualifies when staff
 * marked the person present, or when the minutes an online meeting recorded for them reach the
 * event's minimum share of its duration (per cent, default 80). A cancelled, waitlisted or offered
 * booking never qualifies (decision 0073-check-in-window).
 */

export interface AttendanceRuleEvent {
  dateFrom: string;
  dateTo: string;
  timeFrom: string;
  timeTo: string;
  attendanceMinPercent: number;
}

function clockMinutes(time: string): number {
  const [hours, minutes] = time.split(":").map(Number);
  return hours * 60 + minutes;
}

function dayCount(dateFrom: string, dateTo: string): number {
  const days = Math.round((Date.parse(`${dateTo}T00:00:00Z`) - Date.parse(`${dateFrom}T00:00:00Z`)) / 86_400_000);
  return Math.max(1, days + 1);
}

/** The event's duration in minutes: the daily session (start to end time) on each of its days. */
export function eventDurationMinutes(event: Pick<AttendanceRuleEvent, "dateFrom" | "dateTo" | "timeFrom" | "timeTo">) {
  const session = Math.max(0, clockMinutes(event.timeTo) - clockMinutes(event.timeFrom));
  return session * dayCount(event.dateFrom, event.dateTo);
}

/** The fewest minutes attended online that qualify (rounded up: 80 % of 95 minutes is 76). */
export function qualifyingMinutes(event: AttendanceRuleEvent): number {
  return Math.ceil((eventDurationMinutes(event) * event.attendanceMinPercent) / 100);
}

/** The one booking status that can qualify: a person with a seat. */
export const QUALIFYING_BOOKING_STATUS = "confirmed";

export function bookingQualifies(
  booking: { status: string; attended_at: string | null; minutes_attended: number | null },
  event: AttendanceRuleEvent,
): boolean {
  if (booking.status !== QUALIFYING_BOOKING_STATUS) return false;
  if (booking.attended_at) return true;
  return booking.minutes_attended !== null && booking.minutes_attended >= qualifyingMinutes(event);
}

/** Check-in opens this long before the event's start (decision 0073-check-in-window). */
const CHECK_IN_OPENS_HOURS_BEFORE = 2;

export interface CheckInWindow {
  opensAt: Date;
  /** The end of the event's last day in the site's time zone (exclusive). */
  closesAt: Date;
}

/**
 * When attendance can be taken within the rules: from two hours before the event's start to the end
 * of its last day, in the site's time zone. Outside it, marking someone present is an override
 * that needs a reason; the door scan refuses.
 */
export function checkInWindow(
  event: Pick<AttendanceRuleEvent, "dateFrom" | "dateTo" | "timeFrom">,
  timeZone: string,
): CheckInWindow {
  const start = zonedInstant(event.dateFrom, event.timeFrom, timeZone);
  return {
    opensAt: new Date(start.getTime() - CHECK_IN_OPENS_HOURS_BEFORE * 3_600_000),
    closesAt: zonedInstant(addDays(event.dateTo, 1), "00:00", timeZone),
  };
}

/** Where `now` stands against the window: before it opens, inside it, or after it closed. */
export function checkInWindowState(window: CheckInWindow, now: Date): "early" | "open" | "closed" {
  if (now.getTime() < window.opensAt.getTime()) return "early";
  return now.getTime() < window.closesAt.getTime() ? "open" : "closed";
}
