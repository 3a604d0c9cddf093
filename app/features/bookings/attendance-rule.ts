/**
 * The attendance rule of an event (issue 14, item 2): a booking qualifies when staff marked the
 * person present, or when the minutes an online meeting recorded for them reach the event's
 * minimum share of its duration (per cent, default 80).
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

export function bookingQualifies(
  booking: { attended_at: string | null; minutes_attended: number | null },
  event: AttendanceRuleEvent,
): boolean {
  if (booking.attended_at) return true;
  return booking.minutes_attended !== null && booking.minutes_attended >= qualifyingMinutes(event);
}
