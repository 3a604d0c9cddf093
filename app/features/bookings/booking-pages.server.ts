import { sql } from "kysely";
import { type AttendanceRuleEvent, qualifyingMinutes } from "~/features/events/attendance-rule";
import { getSiteTimeZone } from "~/platform/site-settings/site-settings.server";
import type { DatabaseExecutor } from "~db/executor";
import { EVENT_BOOKING_TEXT_SEARCH, matchesEveryWord } from "~db/sql-helpers";
import { type BookingView, toBookingView } from "./bookings.server";

/**
 * Registrations per page on manage-events: 50 with the attendance column made 183 kB of HTML;
 * 25 keep the page well below the 200 kB budget.
 */
export const BOOKINGS_PAGE_SIZE = 25;

/** What the bookings page needs of its event, when the caller has read it already. */
interface KnownEvent {
  rule: AttendanceRuleEvent;
  timeZone: string;
}

/**
 * One page of an event's registrations as manage-events lists them (by surname, then name), and
 * how many there are, and the event's status and attendance counts: two statements on the event's
 * bookings index whatever the event's size (a third when the caller has not read the event and the
 * site's time zone: `known`). `search` keeps the bookings whose attendee's name, surname or email
 * has every word typed (decision 0113); the counts stay the whole event's.
 * The CSV and the attendance register still take every booking (listBookingsForEvent).
 */
export async function listBookingPage(
  db: DatabaseExecutor,
  eventId: string,
  {
    page,
    pageSize = BOOKINGS_PAGE_SIZE,
    search = "",
    known,
  }: { page: number; pageSize?: number; search?: string; known?: KnownEvent },
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
  const { rule, timeZone } = known ?? (await readKnownEvent(db, eventId));
  const threshold = qualifyingMinutes(rule);
  const forEvent = db.selectFrom("event_bookings").where("event_bookings.event_id", "=", eventId);
  const matches = matchesEveryWord(db, EVENT_BOOKING_TEXT_SEARCH, search);
  const listed = matches ? forEvent.where(matches) : forEvent;
  const [rows, counts] = await Promise.all([
    listed
      .selectAll("event_bookings")
      .select(sql<number>`count(*) over ()`.as("total_rows"))
      .orderBy("event_bookings.surname")
      .orderBy("event_bookings.name")
      .orderBy("event_bookings.id")
      .limit(pageSize)
      .offset((page - 1) * pageSize)
      .execute(),
    // Every status's count and, per status, the attendance figures (the confirmed row's are shown):
    // one pass over the event's bookings.
    forEvent
      .select((eb) => [
        "event_bookings.status",
        eb.fn.countAll<number>().as("count"),
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
      .groupBy("event_bookings.status")
      .execute(),
  ]);
  const first = rows[0];
  // An empty first page is an empty list; only a page past the last is counted (for its redirect).
  const total = first
    ? Number(first.total_rows)
    : page === 1
      ? 0
      : Number((await listed.select((eb) => eb.fn.countAll<number>().as("count")).executeTakeFirstOrThrow()).count);
  const bookings = rows.map(({ total_rows, ...booking }) => toBookingView(booking, timeZone, rule));
  const statusCounts = Object.fromEntries(counts.map((row) => [row.status, Number(row.count)]));
  const confirmed = counts.find((row) => row.status === "confirmed");
  return {
    bookings,
    total,
    page,
    pageSize,
    statusCounts,
    attendance: {
      minPercent: rule.attendanceMinPercent,
      qualifyingMinutes: threshold,
      qualifying: Number(confirmed?.qualifying ?? 0),
      minutesImported: Number(confirmed?.imported ?? 0),
      checkedIn: Number(confirmed?.checkedIn ?? 0),
      confirmed: statusCounts.confirmed ?? 0,
    },
  };
}

/** The event's attendance rule (a missing event's is the defaults') and the site's time zone. */
async function readKnownEvent(db: DatabaseExecutor, eventId: string): Promise<KnownEvent> {
  const [event, timeZone] = await Promise.all([
    db
      .selectFrom("events")
      .select(["date_from", "date_to", "time_from", "time_to", "attendance_min_percent"])
      .where("id", "=", eventId)
      .executeTakeFirst(),
    getSiteTimeZone(db),
  ]);
  return {
    timeZone,
    rule: {
      dateFrom: event?.date_from ?? "1970-01-01",
      dateTo: event?.date_to ?? "1970-01-01",
      timeFrom: event?.time_from ?? "00:00",
      timeTo: event?.time_to ?? "00:00",
      attendanceMinPercent: event?.attendance_min_percent ?? 80,
    },
  };
}
