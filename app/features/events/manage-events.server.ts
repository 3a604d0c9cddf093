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
 * bookings are shown (?event=, wherever it is in the list, or else the page's first). `search`
 * keeps the events whose title has every word typed (decision 0113). Two statements, a third
 * only for a chosen event that is not on the page; `timeZone` when the caller has read it.
 */
export async function loadManagedEvents(
  db: DatabaseExecutor,
  {
    requestedId,
    page,
    search = "",
    timeZone: knownTimeZone,
  }: { requestedId: string | null; page: number; search?: string; timeZone?: string },
  now = new Date(),
) {
  const timeZone = knownTimeZone ?? (await getSiteTimeZone(db));
  const { events: rows, total } = await listEventsPageWithBookingCounts(db, {
    nowLocal: wallClockIn(timeZone, now),
    page,
    search,
  });
  const onPage = requestedId ? rows.find((event) => event.id === requestedId) : undefined;
  const requested = onPage ?? (requestedId ? await findEvent(db, requestedId) : undefined);
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
  const issuedByEvent = Object.fromEntries(rows.map((event) => [event.id, event.certificateCount]));
  const selectedDetails = requested ?? rows[0] ?? null;
  const selected = selectedDetails ? toView(selectedDetails) : null;
  return {
    events,
    selected,
    selectedDetails,
    issuedByEvent,
    total,
    page,
    pageSize: MANAGED_EVENTS_PAGE_SIZE,
    search,
    timeZone,
  };
}

export type ManagedEventView = Awaited<ReturnType<typeof loadManagedEvents>>["events"][number];
