import { getSiteTimeZone } from "~/features/site-settings/site-settings.server";
import type { DatabaseExecutor } from "~db/executor";
import { isPastEvent } from "./event-details";
import { findEvent, listUpcomingEvents } from "./events.server";

/**
 * The public events page: the webinar asked for (?event=), or else the next one, featured; the
 * other upcoming webinars below it. A past webinar can still be featured, with registration closed.
 */
export async function loadEventsPage(db: DatabaseExecutor, requestedId: string | null, now = new Date()) {
  const timeZone = await getSiteTimeZone(db);
  const upcoming = (await listUpcomingEvents(db, timeZone, now)).filter((event) => !isPastEvent(event, timeZone, now));
  const requested = requestedId ? await findEvent(db, requestedId) : undefined;
  const featured = requested ?? upcoming[0] ?? null;
  return {
    featured,
    isFeaturedPast: featured ? isPastEvent(featured, timeZone, now) : false,
    isFeaturedNext: featured !== null && featured.id === upcoming[0]?.id,
    others: upcoming.filter((event) => event.id !== featured?.id),
  };
}
