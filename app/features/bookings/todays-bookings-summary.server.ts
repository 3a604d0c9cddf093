import type { DatabaseExecutor } from "~db/executor";
import { countWithNewest } from "~db/sql-helpers";

export interface BookingsSummary {
  count: number;
  latest: Array<{ id: string; eventId: string; name: string; eventTitle: string; bookedAt: string }>;
}

/**
 * The admin overview's bookings made since an instant (the start of today in the site's zone):
 * how many, and the newest few (one statement, whatever the volume).
 */
export async function summariseBookingsSince(
  db: DatabaseExecutor,
  since: Date,
  limit: number,
): Promise<BookingsSummary> {
  const { count, newest } = await countWithNewest(
    db,
    db.selectFrom("event_bookings").where("created_at", ">=", since.toISOString()),
    (query) =>
      query.select((eb) => [
        "id",
        "event_id",
        "name",
        "surname",
        "created_at",
        // The event's own title (a booking keeps no copy); a subquery, so the newest-first order stays unambiguous.
        eb.selectFrom("events").select("title").whereRef("events.id", "=", "event_bookings.event_id").as("event_title"),
      ]),
    limit,
  );
  return {
    count,
    latest: newest.map((row) => ({
      id: row.id,
      eventId: row.event_id,
      name: `${row.name} ${row.surname}`.trim(),
      eventTitle: row.event_title ?? "",
      bookedAt: row.created_at,
    })),
  };
}
