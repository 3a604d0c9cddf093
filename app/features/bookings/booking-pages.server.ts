import type { Kysely } from "kysely";
import { getSiteTimeZone } from "~/features/site-settings/site-settings.server";
import type { Database } from "~db/schema";
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
  db: Kysely<Database>,
  eventId: string,
  { page, pageSize = BOOKINGS_PAGE_SIZE }: { page: number; pageSize?: number },
): Promise<{
  bookings: BookingView[];
  total: number;
  page: number;
  pageSize: number;
  /** How many bookings have each status (confirmed, waitlisted, offered, cancelled). */
  statusCounts: Record<string, number>;
}> {
  const forEvent = db.selectFrom("event_bookings").where("event_id", "=", eventId);
  const [rows, count, timeZone, byStatus] = await Promise.all([
    forEvent
      .selectAll()
      .orderBy("surname")
      .orderBy("name")
      .orderBy("id")
      .limit(pageSize)
      .offset((page - 1) * pageSize)
      .execute(),
    forEvent.select((eb) => eb.fn.countAll<string | number>().as("count")).executeTakeFirstOrThrow(),
    getSiteTimeZone(db),
    forEvent
      .select((eb) => ["status", eb.fn.countAll<string | number>().as("count")])
      .groupBy("status")
      .execute(),
  ]);
  const bookings = rows.map((booking) => toBookingView(booking, timeZone));
  const statusCounts = Object.fromEntries(byStatus.map((row) => [row.status, Number(row.count)]));
  return { bookings, total: Number(count.count), page, pageSize, statusCounts };
}
