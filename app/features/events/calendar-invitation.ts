import { formatTimeZoneName, timeZoneOffsetMs, zonedParts } from "~/lib/dates";

/**
 * A small iCalendar (RFC 5545) writer for webinar invitations: CRLF line endings, lines folded at
 * 75 octets without splitting a UTF-8 character, TEXT values escaped. Start and end are local times
 * with the site's zone (DTSTART;TZID=Africa/Johannesburg:…) and a VTIMEZONE that defines it, so a
 * calendar shows the zone the event is held in and a daily repeat keeps its clock time across a
 * daylight-saving change; DTSTAMP is UTC, as the standard requires.
 */
export interface CalendarInvitation {
  uid: string;
  /** When the invitation was made (DTSTAMP). */
  createdAt: Date;
  startsAt: Date;
  endsAt: Date;
  /** IANA name of the zone the event is held in (the site's setting). */
  timeZone: string;
  /** Sessions on consecutive days at the same times: a daily repeat of the first session. */
  dailySessions?: number;
  summary: string;
  description: string;
  location: string;
  url?: string | null;
  organizer: { name: string; email: string };
  /**
   * PUBLISH (the first invitation), REQUEST (an update: same UID, higher SEQUENCE) or CANCEL (the
   * event is cancelled: STATUS:CANCELLED). Default PUBLISH.
   */
  method?: "PUBLISH" | "REQUEST" | "CANCEL";
  /** Raised each time the event's date, time or place changes (3.8.7.4). Default 0. */
  sequence?: number;
  /** The person invited (REQUEST and CANCEL name them). */
  attendee?: { name: string; email: string };
}

const CRLF = "\r\n";
const MAX_LINE_OCTETS = 75;
const utf8 = new TextEncoder();

/** 20261209T070000Z */
export function formatUtcDateTime(date: Date): string {
  return date
    .toISOString()
    .replace(/\.\d{3}Z$/, "Z")
    .replace(/[-:]/g, "");
}

/** 20261209T090000: the wall-clock time in the zone (a DATE-TIME with a TZID). */
export function formatLocalDateTime(date: Date, timeZone: string): string {
  const parts = zonedParts(date, timeZone);
  if (!parts) throw new Error(`Not a date: ${String(date)}`);
  const pad = (value: number, width = 2) => String(value).padStart(width, "0");
  return `${pad(parts.year, 4)}${pad(parts.month)}${pad(parts.day)}T${pad(parts.hour)}${pad(parts.minute)}${pad(parts.second)}`;
}

/** +0200, -0430: a UTC offset (3.3.14). */
function formatOffset(offsetMs: number): string {
  const minutes = Math.round(Math.abs(offsetMs) / 60_000);
  const sign = offsetMs < 0 ? "-" : "+";
  return `${sign}${String(Math.floor(minutes / 60)).padStart(2, "0")}${String(minutes % 60).padStart(2, "0")}`;
}

const DAY_MS = 86_400_000;

/** The first instant (to the minute) after `from` whose offset differs from the offset at `from`. */
function nextTransition(from: number, until: number, timeZone: string): number | null {
  const offset = timeZoneOffsetMs(new Date(from), timeZone);
  for (let day = from + DAY_MS; day <= until + DAY_MS; day += DAY_MS) {
    if (timeZoneOffsetMs(new Date(day), timeZone) === offset) continue;
    let low = day - DAY_MS;
    let high = day;
    while (high - low > 60_000) {
      const middle = low + Math.floor((high - low) / 120_000) * 60_000;
      if (timeZoneOffsetMs(new Date(middle), timeZone) === offset) low = middle;
      else high = middle;
    }
    return high;
  }
  return null;
}

/**
 * The zone's definition (3.6.5) from the start of the first year the event touches to the end of the
 * last: the offset in force on 1 January, then every change in those years (STANDARD when the clocks
 * go to the year's smallest offset, DAYLIGHT otherwise), each named as the zone's short name.
 */
export function buildTimeZoneComponent(timeZone: string, from: Date, until: Date): string[] {
  const startOfYear = Date.UTC(zonedParts(from, timeZone)?.year ?? from.getUTCFullYear(), 0, 1);
  const endOfYear = Date.UTC((zonedParts(until, timeZone)?.year ?? until.getUTCFullYear()) + 1, 0, 1);
  const changes: { at: number; offsetFrom: number; offsetTo: number }[] = [];
  let cursor = startOfYear;
  let offset = timeZoneOffsetMs(new Date(cursor), timeZone);
  const observances = [{ at: cursor, offsetFrom: offset, offsetTo: offset }];
  for (;;) {
    const change = nextTransition(cursor, endOfYear, timeZone);
    if (change === null || change >= endOfYear) break;
    const offsetTo = timeZoneOffsetMs(new Date(change), timeZone);
    changes.push({ at: change, offsetFrom: offset, offsetTo });
    cursor = change;
    offset = offsetTo;
  }
  observances.push(...changes);
  const standardOffset = Math.min(...observances.map((observance) => observance.offsetTo));
  const lines = ["BEGIN:VTIMEZONE", `TZID:${timeZone}`];
  for (const observance of observances) {
    const kind = observance.offsetTo === standardOffset ? "STANDARD" : "DAYLIGHT";
    // An observance's DTSTART is the local time just before it, at the offset it changes from.
    const localStart = formatUtcDateTime(new Date(observance.at + observance.offsetFrom)).replace(/Z$/, "");
    lines.push(
      `BEGIN:${kind}`,
      `DTSTART:${localStart}`,
      `TZOFFSETFROM:${formatOffset(observance.offsetFrom)}`,
      `TZOFFSETTO:${formatOffset(observance.offsetTo)}`,
      `TZNAME:${escapeText(formatTimeZoneName(timeZone, new Date(observance.at)))}`,
      `END:${kind}`,
    );
  }
  lines.push("END:VTIMEZONE");
  return lines;
}

/** TEXT values (RFC 5545 3.3.11): backslash, semicolon and comma escaped, newlines as \n. */
export function escapeText(value: string): string {
  return value
    .replace(/\\/g, "\\\\")
    .replace(/;/g, "\\;")
    .replace(/,/g, "\\,")
    .replace(/\r\n|\r|\n/g, "\\n");
}

/** Parameter values (3.2): quoted when they hold : ; or , and never contain a double quote. */
function parameterValue(value: string): string {
  const clean = value.replace(/["\r\n]/g, "");
  return /[:;,]/.test(clean) ? `"${clean}"` : clean;
}

/** Folds a content line (3.1): at most 75 octets per line, continuation lines start with a space. */
export function foldLine(line: string): string {
  const pieces: string[] = [];
  let current = "";
  let currentOctets = 0;
  for (const character of line) {
    const octets = utf8.encode(character).length;
    const limit = pieces.length === 0 ? MAX_LINE_OCTETS : MAX_LINE_OCTETS - 1;
    if (currentOctets + octets > limit) {
      pieces.push(current);
      current = "";
      currentOctets = 0;
    }
    current += character;
    currentOctets += octets;
  }
  pieces.push(current);
  return pieces.join(`${CRLF} `);
}

function lastSessionEnds(invitation: CalendarInvitation): Date {
  return new Date(invitation.endsAt.getTime() + Math.max(0, (invitation.dailySessions ?? 1) - 1) * DAY_MS);
}

export function buildCalendarInvitation(invitation: CalendarInvitation): string {
  const lines = [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    "PRODID:-//Campus//Webinar invitations//EN",
    "CALSCALE:GREGORIAN",
    `METHOD:${invitation.method ?? "PUBLISH"}`,
    ...buildTimeZoneComponent(invitation.timeZone, invitation.startsAt, lastSessionEnds(invitation)),
    "BEGIN:VEVENT",
    `UID:${invitation.uid}`,
    `DTSTAMP:${formatUtcDateTime(invitation.createdAt)}`,
    `DTSTART;TZID=${invitation.timeZone}:${formatLocalDateTime(invitation.startsAt, invitation.timeZone)}`,
    `DTEND;TZID=${invitation.timeZone}:${formatLocalDateTime(invitation.endsAt, invitation.timeZone)}`,
  ];
  if (invitation.dailySessions && invitation.dailySessions > 1) {
    lines.push(`RRULE:FREQ=DAILY;COUNT=${invitation.dailySessions}`);
  }
  lines.push(
    `SUMMARY:${escapeText(invitation.summary)}`,
    `DESCRIPTION:${escapeText(invitation.description)}`,
    `LOCATION:${escapeText(invitation.location)}`,
  );
  if (invitation.url) lines.push(`URL:${invitation.url}`);
  lines.push(`ORGANIZER;CN=${parameterValue(invitation.organizer.name)}:mailto:${invitation.organizer.email}`);
  if (invitation.attendee) {
    lines.push(
      `ATTENDEE;CN=${parameterValue(invitation.attendee.name)};RSVP=FALSE:mailto:${invitation.attendee.email}`,
    );
  }
  lines.push(
    invitation.method === "CANCEL" ? "STATUS:CANCELLED" : "STATUS:CONFIRMED",
    `SEQUENCE:${invitation.sequence ?? 0}`,
    "TRANSP:OPAQUE",
    "END:VEVENT",
    "END:VCALENDAR",
  );
  return lines.map(foldLine).join(CRLF) + CRLF;
}
