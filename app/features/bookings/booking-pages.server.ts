import { type AttendanceRuleEvent, qualifyingMinutes } from "~/features/events/attendance-rule";
import { getSiteTimeZone } from "~/platform/site-settings/site-settings.server";
import type { DatabaseExecutor } from "~db/executor";
import { type BookingView, toBookingView } from "./bookings.server";

/**
 * Registrations per page on manage-events: 50 with the attendance column made 183 kB of HTML;
 * 25 keep the page well below the 200 kB budget.
 */
export const BOOKINGS_PAGE_SIZE = 25;

/**
 * One page of an event's registrations as manage-events lists them (by surname, then name), and
 * how many there are: two queries on the event's bookings index, whatever the event's size.
 * The CSV and the attendance register still take every booking (listBookingsForEvent).
 */
export async function listBookingPage(
  db: DatabaseExecutor,
  eventId: string,
  { page, pageSize = BOOKINGS_PAGE_SIZE }: { page: number; pageSize?: number },
): Promise<{
  bookings: BookingView[];
  total: number;
  page: number;
  pageSize: number;
  /** How many bookings have each status (confirmed, waitlisted, offered, cancelled). */
  statusCounts: Record<string, number>;
  /** The event's attendance rule and how many confirmed bookings qualify under it. */
  attendance: {
    minPercent: number;
    qualifyingMinutes: number;
    qualifying: number;
    minutesImported: number;
    /** Confirmed bookings checked in at the door, of how many confirmed. */
    checkedIn: number;
    confirmed: number;
  };
}> {
  const event = await db
    .selectFrom("events")
    .select(["date_from", "date_to", "time_from", "time_to", "attendance_min_percent"])
    .where("id", "=", eventId)
    .executeTakeFirst();
  const rule: AttendanceRuleEvent = {
    dateFrom: event?.date_from ?? "1970-01-01",
    dateTo: event?.date_to ?? "1970-01-01",
    timeFrom: event?.time_from ?? "00:00",
    timeTo: event?.time_to ?? "00:00",
    attendanceMinPercent: event?.attendance_min_percent ?? 80,
  };
  const threshold = qualifyingMinutes(rule);
  const forEvent = db.selectFrom("event_bookings").where("event_id", "=", eventId);
  const confirmed = forEvent.where("status", "=", "confirmed");
  const [rows, count, timeZone, byStatus, attendance] = await Promise.all([
    forEvent
      .selectAll()
      .orderBy("surname")
      .orderBy("name")
      .orderBy("id")
      .limit(pageSize)
      .offset((page - 1) * pageSize)
      .execute(),
    forEvent.select((eb) => eb.fn.countAll<number>().as("count")).executeTakeFirstOrThrow(),
    getSiteTimeZone(db),
    forEvent
      .select((eb) => ["status", eb.fn.countAll<number>().as("count")])
      .groupBy("status")
      .execute(),
    confirmed
      .select((eb) => [
        eb.fn
          .sum<number | null>(
            eb
              .case()
              .when(eb.or([eb("attended_at", "is not", null), eb("minutes_attended", ">=", threshold)]))
              .then(1)
              .else(0)
              .end(),
          )
          .as("qualifying"),
        eb.fn.count<number>("minutes_attended").as("imported"),
        eb.fn.count<number>("checked_in_at").as("checkedIn"),
      ])
      .executeTakeFirstOrThrow(),
  ]);
  const bookings = rows.map((booking) => toBookingView(booking, timeZone, rule));
  const statusCounts = Object.fromEntries(byStatus.map((row) => [row.status, row.count]));
  return {
    bookings,
    total: count.count,
    page,
    pageSize,
    statusCounts,
    attendance: {
      minPercent: rule.attendanceMinPercent,
      qualifyingMinutes: threshold,
      qualifying: attendance.qualifying ?? 0,
      minutesImported: attendance.imported,
      checkedIn: attendance.checkedIn,
      confirmed: statusCounts.confirmed ?? 0,
    },
  };
}
