import { getSiteTimeZone } from "~/features/site-settings/site-settings.server";
import type { DatabaseExecutor } from "~db/executor";
import { formatEventDates, formatEventTimes, isPastEvent } from "./event-details";
import { listEventsWithBookingCounts } from "./events.server";

/** The next event first and later ones after it, then past events, the most recent first. */
function orderForManaging<T extends { isPast: boolean; dateFrom: string; timeFrom: string }>(events: T[]): T[] {
  const key = (event: T) => `${event.dateFrom}T${event.timeFrom}`;
  const upcoming = events.filter((event) => !event.isPast).sort((a, b) => key(a).localeCompare(key(b)));
  const past = events.filter((event) => event.isPast).sort((a, b) => key(b).localeCompare(key(a)));
  return [...upcoming, ...past];
}

/**
 * The manage-events screen: every event with its bookings count, and the one whose bookings are
 * shown (?event=, or else the first in the list) with its dates and times as one label.
 */
export async function loadManagedEvents(db: DatabaseExecutor, requestedId: string | null, now = new Date()) {
  const timeZone = await getSiteTimeZone(db);
  const events = orderForManaging(
    (await listEventsWithBookingCounts(db)).map((event) => ({
      id: event.id,
      title: event.title,
      dateFrom: event.dateFrom,
      timeFrom: event.timeFrom,
      dates: formatEventDates(event),
      bookingCount: event.bookingCount,
      isPast: isPastEvent(event, timeZone, now),
      when: `${formatEventDates(event)}, ${formatEventTimes(event, timeZone)}`,
    })),
  );
  const selected = events.find((event) => event.id === requestedId) ?? events[0] ?? null;
  return { events, selected };
}

export type ManagedEventView = Awaited<ReturnType<typeof loadManagedEvents>>["events"][number];
