import {
  checkInWindow,
  checkInWindowState,
  QUALIFYING_BOOKING_STATUS,
  qualifyingMinutes,
} from "~/features/events/attendance-rule";
import { formatDateTime } from "~/lib/dates";
import { type Refusal, refuse } from "~/lib/refusal";
import { getSiteTimeZone } from "~/platform/site-settings/site-settings.server";
import type { DatabaseExecutor } from "~db/executor";
import { type MarkAttendanceInput, OVERRIDE_REASON_FIELD } from "./attendance.schema";
import * as m from "./messages";

export type MarkAttendanceResult = { ok: true; bookingId: string; attended: boolean; overridden: boolean } | Refusal;

const notOnEvent = () => refuse("missing", m.bookingNotOnEvent());

/**
 * Marks one booking of one event present or not, as the form asks. Attendance is a fact rather than
 * an edit two people could lose, so it has no version: marking twice is harmless, and the first
 * marking's time and marker are kept as the evidence. Taking attendance back also takes back a
 * check-in at the door (a wrong scan) and an override: the person's code checks them in again.
 *
 * Within the rules (decision 0073-check-in-window), staff mark a confirmed booking present
 * inside the event's check-in window, and an online attendee whose imported minutes reach the
 * event's share. Anything else is an override: it needs a reason, kept with who and when, and shown
 * on manage-events, in the bookings CSV and the API. A booking without a seat (cancelled,
 * waitlisted, offered) is never marked present.
 */
export async function markAttendance(
  db: DatabaseExecutor,
  input: MarkAttendanceInput,
  markedBy: string,
  now: Date = new Date(),
): Promise<MarkAttendanceResult> {
  const { eventId, bookingId, attended } = input;
  const booking = await db
    .selectFrom("event_bookings")
    .innerJoin("events", "events.id", "event_bookings.event_id")
    .select([
      "event_bookings.status",
      "event_bookings.minutes_attended",
      "events.date_from",
      "events.date_to",
      "events.time_from",
      "events.time_to",
      "events.attendance_min_percent",
    ])
    .where("event_bookings.id", "=", bookingId)
    .where("event_bookings.event_id", "=", eventId)
    .executeTakeFirst();
  if (!booking) return notOnEvent();

  if (!attended) {
    await db
      .updateTable("event_bookings")
      .set({
        attended_at: null,
        attendance_marked_by: null,
        checked_in_at: null,
        checked_in_by: null,
        attendance_override_reason: null,
        attendance_override_at: null,
        attendance_override_by: null,
      })
      .where("id", "=", bookingId)
      .where("event_id", "=", eventId)
      .execute();
    return { ok: true, bookingId, attended, overridden: false };
  }

  if (booking.status !== QUALIFYING_BOOKING_STATUS) {
    return refuse("stale", m.onlyConfirmedAttended({ status: booking.status }));
  }
  const event = {
    dateFrom: booking.date_from,
    dateTo: booking.date_to,
    timeFrom: booking.time_from,
    timeTo: booking.time_to,
    attendanceMinPercent: booking.attendance_min_percent,
  };
  const timeZone = await getSiteTimeZone(db);
  const window = checkInWindow(event, timeZone);
  const state = checkInWindowState(window, now);
  const minutes = booking.minutes_attended === null ? null : Number(booking.minutes_attended);
  const threshold = qualifyingMinutes(event);
  const why =
    state === "early"
      ? m.attendanceOpensAt({ at: formatDateTime(window.opensAt, timeZone) })
      : state === "closed"
        ? m.attendanceClosedAt({ at: formatDateTime(window.closesAt, timeZone) })
        : minutes !== null && minutes < threshold
          ? m.attendanceMinutesShort({ minutes, threshold })
          : null;
  const reason = input.overrideReason;
  if (why && reason.length < 3) {
    const message = m.attendedAnywayGiveReason({ why });
    return refuse("invalid", message, {
      [OVERRIDE_REASON_FIELD]: m.giveOverrideReason(),
    });
  }
  const at = now.toISOString();
  await db
    .updateTable("event_bookings")
    .set((eb) => ({
      attended_at: eb.fn.coalesce("attended_at", eb.val(at)),
      attendance_marked_by: eb.fn.coalesce("attendance_marked_by", eb.val(markedBy)),
      ...(why
        ? { attendance_override_reason: reason, attendance_override_at: at, attendance_override_by: markedBy }
        : {}),
    }))
    .where("id", "=", bookingId)
    .where("event_id", "=", eventId)
    .execute();
  return { ok: true, bookingId, attended, overridden: why !== null };
}
