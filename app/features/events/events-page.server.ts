import { getSiteTimeZone } from "~/features/site-settings/site-settings.server";
import type { DatabaseExecutor } from "~db/executor";
import { type EventDetails, isPastEvent, seatsNote } from "./event-details";
import { countSeatsTakenByEvent, findEvent, listUpcomingEvents } from "./events.server";

/**
 * The public events page: the webinar asked for (?event=), or else the next one, featured; the
 * other upcoming webinars below it. A past webinar can still be featured, with registration closed.
 */
export async function loadEventsPage(db: DatabaseExecutor, requestedId: string | null, now = new Date()) {
  const timeZone = await getSiteTimeZone(db);
  const upcoming = (await listUpcomingEvents(db, timeZone, now)).filter((event) => !isPastEvent(event, timeZone, now));
  const requested = requestedId ? await findEvent(db, requestedId) : undefined;
  const featured = requested ?? upcoming[0] ?? null;
  const shown: EventDetails[] = featured ? [featured, ...upcoming] : upcoming;
  const taken = await countSeatsTakenByEvent(
    db,
    shown.map((event) => event.id),
  );
  const seats: Record<string, string | null> = Object.fromEntries(
    shown.map((event) => [event.id, seatsNote(event, taken[event.id] ?? 0)]),
  );
  return {
    seats,
    featured,
    isFeaturedPast: featured ? isPastEvent(featured, timeZone, now) : false,
    isFeaturedNext: featured !== null && featured.id === upcoming[0]?.id,
    isFeaturedCancelled: Boolean(featured?.cancelledAt),
    others: upcoming.filter((event) => event.id !== featured?.id),
  };
}
