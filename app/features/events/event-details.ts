/**
 * An event as the screens see it, and the rules about its time that both the server and the
 * components need (no server-only imports here).
 */
export interface EventDetails {
  id: string;
  title: string;
  subTitle: string;
  description: string;
  dateFrom: string;
  dateTo: string;
  timeFrom: string;
  timeTo: string;
  location: string;
  teamsLink: string | null;
  posterUrl: string | null;
  image: string | null;
  instructorName: string;
  instructorRole: string;
  moderatorName: string;
  moderatorRole: string;
  highlights: string[];
  whoShouldAttend: string[];
  /** The stored version: the edit form posts it back so a stale save is refused. */
  version: number;
}

/** Events are held in South Africa, which keeps UTC+2 all year (no daylight saving). */
export const EVENT_TIME_ZONE = "Africa/Johannesburg";
const SOUTH_AFRICA_OFFSET = "+02:00";

/** The instant of a local South African date and time. */
export function southAfricanInstant(date: string, time: string): Date {
  return new Date(`${date}T${time}:00${SOUTH_AFRICA_OFFSET}`);
}

export function eventStartsAt(event: Pick<EventDetails, "dateFrom" | "timeFrom">): Date {
  return southAfricanInstant(event.dateFrom, event.timeFrom);
}

/** The end of the last day's session. */
export function eventEndsAt(event: Pick<EventDetails, "dateTo" | "timeTo">): Date {
  return southAfricanInstant(event.dateTo, event.timeTo);
}

/** Bookings are open until the event ends; after that it is a past event. */
export function isPastEvent(event: Pick<EventDetails, "dateTo" | "timeTo">, now = new Date()): boolean {
  return eventEndsAt(event).getTime() <= now.getTime();
}

const WEEKDAYS = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"];
const MONTHS = [
  "January",
  "February",
  "March",
  "April",
  "May",
  "June",
  "July",
  "August",
  "September",
  "October",
  "November",
  "December",
];

function dateParts(date: string) {
  const [year, month, day] = date.split("-").map(Number);
  const weekday = new Date(Date.UTC(year, month - 1, day)).getUTCDay();
  return { year, month, day, weekday };
}

/** "Wednesday, 9 December 2026" (formatted by hand so server and browser agree exactly). */
export function formatEventDate(date: string): string {
  const { year, month, day, weekday } = dateParts(date);
  return `${WEEKDAYS[weekday]}, ${day} ${MONTHS[month - 1]} ${year}`;
}

/** "Wednesday, 9 December 2026" or "9 – 10 December 2026" or "30 November – 1 December 2026". */
export function formatEventDates(event: Pick<EventDetails, "dateFrom" | "dateTo">): string {
  if (event.dateFrom === event.dateTo) return formatEventDate(event.dateFrom);
  const from = dateParts(event.dateFrom);
  const to = dateParts(event.dateTo);
  const toText = `${to.day} ${MONTHS[to.month - 1]} ${to.year}`;
  if (from.year !== to.year) return `${from.day} ${MONTHS[from.month - 1]} ${from.year} – ${toText}`;
  if (from.month !== to.month) return `${from.day} ${MONTHS[from.month - 1]} – ${toText}`;
  return `${from.day} – ${toText}`;
}

/** "09:00 – 12:30 (SAST)" */
export function formatEventTimes(event: Pick<EventDetails, "timeFrom" | "timeTo">): string {
  return `${event.timeFrom} – ${event.timeTo} (SAST)`;
}
