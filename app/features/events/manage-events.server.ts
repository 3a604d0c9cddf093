import { zonedParts } from "~/lib/dates";
import { getSiteTimeZone } from "~/platform/site-settings/site-settings.server";
import type { DatabaseExecutor } from "~db/executor";
import { type EventDetails, formatEventDates, formatEventTimes, isPastEvent } from "./event-details";
import { findEvent, listEventsPageWithBookingCounts, MANAGED_EVENTS_PAGE_SIZE } from "./events.server";

const pad = (value: number) => String(value).padStart(2, "0");

/** The zone's wall clock as events store their times: "2026-11-24T14:30". */
export function wallClockIn(timeZone: string, now: Date): string {
  const parts = zonedParts(now, timeZone);
  if (!parts) return now.toISOString().slice(0, 16);
  return `${parts.year}-${pad(parts.month)}-${pad(parts.day)}T${pad(parts.hour)}:${pad(parts.minute)}`;
}

/**
 * The manage-events screen: one page of events (the next event first and later ones after it,
 * then past events, the most recent first) with their bookings counts, and the event whose
 * bookings are shown (?event=, wherever it is in the list, or else the page's first).
 */
export async function loadManagedEvents(
  db: DatabaseExecutor,
  { requestedId, page }: { requestedId: string | null; page: number },
  now = new Date(),
) {
  const timeZone = await getSiteTimeZone(db);
  const [{ events: rows, total }, requested] = await Promise.all([
    listEventsPageWithBookingCounts(db, { nowLocal: wallClockIn(timeZone, now), page }),
    requestedId ? findEvent(db, requestedId) : Promise.resolve(undefined),
  ]);
  const toView = (event: EventDetails & { bookingCount?: number }) => ({
    id: event.id,
    title: event.title,
    dateFrom: event.dateFrom,
    timeFrom: event.timeFrom,
    dates: formatEventDates(event),
    bookingCount: event.bookingCount ?? 0,
    isPast: isPastEvent(event, timeZone, now),
    when: `${formatEventDates(event)}, ${formatEventTimes(event, timeZone)}`,
  });
  const events = rows.map(toView);
  const selected = requested ? toView(requested) : (events[0] ?? null);
  return { events, selected, total, page, pageSize: MANAGED_EVENTS_PAGE_SIZE };
}

export type ManagedEventView = Awaited<ReturnType<typeof loadManagedEvents>>["events"][number];
