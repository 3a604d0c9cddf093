import { calendarDateIn, DEFAULT_TIME_ZONE, zonedParts } from "~/lib/dates";

/**
 * Dates of an event that starts an hour from `now` in the site's zone (South Africa), so its
 * check-in window (two hours before the start to the end of its day; decision
 * 0073-check-in-window) is open at `now` while the event is still upcoming and bookable.
 * Computed from the clock the way the code reads it, so tests do not depend on today's date.
 */
export function eventStartingSoon(now: Date = new Date()) {
  const start = new Date(now.getTime() + 60 * 60_000);
  const parts = zonedParts(start, DEFAULT_TIME_ZONE);
  if (!parts) throw new Error("no zoned time");
  const pad = (value: number) => String(value).padStart(2, "0");
  const clock = `${pad(parts.hour)}:${pad(parts.minute)}`;
  const timeFrom = clock > "23:58" ? "23:58" : clock;
  const date = calendarDateIn(start, DEFAULT_TIME_ZONE);
  return { dateFrom: date, dateTo: date, timeFrom, timeTo: "23:59" };
}
