import { getSiteTimeZone } from "~/platform/site-settings/site-settings.server";
import type { DatabaseExecutor } from "~db/executor";
import { type EventDetails, isPastEvent, seatsNote } from "./event-details";
import { countSeatsTakenByEvent, findEvent, listUpcomingEventsPage, UPCOMING_EVENTS_PAGE_SIZE } from "./events.server";
import { wallClockIn } from "./manage-events.server";

/**
 * The public events page: the webinar asked for (?event=), or else the next one, featured; one page
 * (?page=, app/lib/pagination.ts) of the other upcoming webinars below it, paged in SQL. A past
 * webinar can still be featured, with registration closed. Seats are counted for the shown ones only.
 * A search (?q=, decision 0113) narrows the list below to the webinars whose title has every word typed.
 */
export async function loadEventsPage(
  db: DatabaseExecutor,
  {
    requestedId,
    page,
    pageSize = UPCOMING_EVENTS_PAGE_SIZE,
    search = "",
  }: { requestedId: string | null; page: number; pageSize?: number; search?: string },
  now = new Date(),
) {
  const timeZone = await getSiteTimeZone(db);
  const nowLocal = wallClockIn(timeZone, now);
  const [next, requested] = await Promise.all([
    listUpcomingEventsPage(db, { nowLocal, page: 1, pageSize: 1 }),
    requestedId ? findEvent(db, requestedId) : Promise.resolve(undefined),
  ]);
  const nextEvent = next.events[0] ?? null;
  const featured = requested ?? nextEvent;
  const others = await listUpcomingEventsPage(db, {
    nowLocal,
    excludeId: featured?.id ?? null,
    page,
    pageSize,
    search,
  });
  const shown: EventDetails[] = featured ? [featured, ...others.events] : others.events;
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
    isFeaturedNext: featured !== null && featured.id === nextEvent?.id,
    isFeaturedCancelled: Boolean(featured?.cancelledAt),
    // Its seats are taken: a booking joins the waitlist, and the form's button says so.
    isFeaturedFull: featured !== null && featured.capacity !== null && (taken[featured.id] ?? 0) >= featured.capacity,
    others: others.events,
    page,
    pageSize,
    total: others.total,
    search,
  };
}
