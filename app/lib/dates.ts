/**
 * The one place Campus turns dates and times into text (server, browser, PDFs, mails, .ics).
 *
 * Every function takes the time zone explicitly: the site's setting (default Africa/Johannesburg),
 * never the zone of the machine or the browser, so a page renders the same string on the server and
 * when it hydrates. The words follow the language of the request (app/lib/i18n/current-locale.ts, or
 * a locale passed last): English (South Africa) "9 Dec 2026", "9 December 2026", "Wednesday,
 * 9 December 2026", Afrikaans "9 Des. 2026", "Woensdag 9 Desember 2026", isiZulu "9 Dis 2026",
 * "ULwesithathu, 9 Disemba 2026"; 24-hour "14:30" in all three. Intl only supplies the numeric parts of an instant in
 * a zone (and the zone's short name); the words are put together here, so a browser whose ICU data
 * differs from Node's cannot render a different string. Formatters are created once per zone and kept.
 *
 * Date-only values ("2026-12-09", the YYYY-MM-DD columns) are calendar days, not instants: they are
 * shown as written, whatever the zone.
 */

import { currentLocale } from "./i18n/current-locale.ts";
import type { Locale } from "./i18n/locales.ts";

export const DEFAULT_TIME_ZONE = "Africa/Johannesburg";

/** A Date, epoch milliseconds, an ISO timestamp, or a date-only "YYYY-MM-DD". */
export type DateInput = Date | string | number;

/** medium "9 Dec 2026", long "9 December 2026", full "Wednesday, 9 December 2026", numeric "2026/12/09". */
export type DateStyle = "numeric" | "medium" | "long" | "full";

/** The words of dates in each language: weekdays from Sunday, months from January. */
const DATE_WORDS: Record<
  Locale,
  { weekdays: string[]; months: string[]; shortMonths: string[]; weekdaySeparator: string }
> = {
  en: {
    weekdays: ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"],
    months: [
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
    ],
    shortMonths: ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"],
    weekdaySeparator: ", ",
  },
  af: {
    weekdays: ["Sondag", "Maandag", "Dinsdag", "Woensdag", "Donderdag", "Vrydag", "Saterdag"],
    months: [
      "Januarie",
      "Februarie",
      "Maart",
      "April",
      "Mei",
      "Junie",
      "Julie",
      "Augustus",
      "September",
      "Oktober",
      "November",
      "Desember",
    ],
    shortMonths: ["Jan.", "Feb.", "Mrt.", "Apr.", "Mei", "Jun.", "Jul.", "Aug.", "Sep.", "Okt.", "Nov.", "Des."],
    weekdaySeparator: " ",
  },
  zu: {
    weekdays: ["ISonto", "UMsombuluko", "ULwesibili", "ULwesithathu", "ULwesine", "ULwesihlanu", "UMgqibelo"],
    months: [
      "Januwari",
      "Februwari",
      "Mashi",
      "Ephreli",
      "Meyi",
      "Juni",
      "Julayi",
      "Agasti",
      "Septhemba",
      "Okthoba",
      "Novemba",
      "Disemba",
    ],
    shortMonths: ["Jan", "Feb", "Mas", "Eph", "Mey", "Jun", "Jul", "Aga", "Sep", "Okt", "Nov", "Dis"],
    weekdaySeparator: ", ",
  },
};
const DATE_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/;
/** A timestamp without an offset ("2026-12-09 07:00:00", SQL's CURRENT_TIMESTAMP): stored as UTC. */
const UTC_WITHOUT_OFFSET = /^\d{4}-\d{2}-\d{2}[ T]\d{2}:\d{2}(:\d{2}(\.\d+)?)?$/;

/** The calendar day and wall-clock time of an instant in a zone. */
export interface ZonedParts {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
  /** 0 = Sunday */
  weekday: number;
}

const partsFormatters = new Map<string, Intl.DateTimeFormat>();
const zoneNameFormatters = new Map<string, Intl.DateTimeFormat>();

function partsFormatter(timeZone: string): Intl.DateTimeFormat {
  let formatter = partsFormatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat("en-US", {
      timeZone,
      year: "numeric",
      month: "numeric",
      day: "numeric",
      hour: "numeric",
      minute: "numeric",
      second: "numeric",
      hourCycle: "h23",
    });
    partsFormatters.set(timeZone, formatter);
  }
  return formatter;
}

/** 0 = Sunday; 1 January 1970 was a Thursday. */
function weekdayOf(year: number, month: number, day: number): number {
  return (((Math.floor(Date.UTC(year, month - 1, day) / 86_400_000) + 4) % 7) + 7) % 7;
}

/** "11/23/2026, 15:00:00", en-US with a 24-hour clock: format() is several times faster than formatToParts(). */
const FORMATTED_PARTS = /^(\d+)\/(\d+)\/(\d+),?\s+(\d+):(\d+):(\d+)$/;

let supportedZones: Set<string> | undefined;

/** The IANA zone names this runtime knows (Intl.supportedValuesOf), plus "UTC". */
export function listTimeZones(): string[] {
  const zones = Intl.supportedValuesOf("timeZone");
  return zones.includes("UTC") ? zones : [...zones, "UTC"];
}

export function isValidTimeZone(timeZone: string): boolean {
  supportedZones ??= new Set(listTimeZones());
  return supportedZones.has(timeZone);
}

function isDateOnly(value: unknown): boolean {
  return typeof value === "string" && DATE_ONLY.test(value);
}

/** The instant a value stands for; date-only values are taken as midnight UTC of that day. */
function toInstant(value: DateInput): Date {
  if (value instanceof Date) return value;
  if (typeof value === "number") return new Date(value);
  if (isDateOnly(value)) return new Date(`${value}T00:00:00Z`);
  if (UTC_WITHOUT_OFFSET.test(value)) return new Date(`${value.replace(" ", "T")}Z`);
  return new Date(value);
}

/** Year, month, day, hour, minute, second and weekday of an instant as a clock in the zone shows it. */
export function zonedParts(value: DateInput, timeZone: string): ZonedParts | null {
  const dateOnly = typeof value === "string" ? DATE_ONLY.exec(value) : null;
  if (dateOnly) {
    const [, year, month, day] = dateOnly.map(Number);
    return { year, month, day, hour: 0, minute: 0, second: 0, weekday: weekdayOf(year, month, day) };
  }
  const instant = toInstant(value);
  if (Number.isNaN(instant.getTime())) return null;
  const formatter = partsFormatter(timeZone);
  const match = FORMATTED_PARTS.exec(formatter.format(instant));
  if (!match) return partsFromParts(formatter, instant);
  const [month, day, year, hour, minute, second] = match.slice(1).map(Number);
  return { year, month, day, hour, minute, second, weekday: weekdayOf(year, month, day) };
}

/** The slower, layout-proof reading, should a runtime ever word en-US differently. */
function partsFromParts(formatter: Intl.DateTimeFormat, instant: Date): ZonedParts {
  const fields: Record<string, number> = {};
  for (const part of formatter.formatToParts(instant)) {
    if (part.type !== "literal") fields[part.type] = Number(part.value);
  }
  const { year, month, day, hour, minute, second } = fields;
  return { year, month, day, hour, minute, second, weekday: weekdayOf(year, month, day) };
}

const pad = (value: number) => String(value).padStart(2, "0");

function dateText(parts: ZonedParts, style: DateStyle, locale: Locale): string {
  const words = DATE_WORDS[locale];
  switch (style) {
    case "numeric":
      return `${parts.year}/${pad(parts.month)}/${pad(parts.day)}`;
    case "medium":
      return `${parts.day} ${words.shortMonths[parts.month - 1]} ${parts.year}`;
    case "long":
      return `${parts.day} ${words.months[parts.month - 1]} ${parts.year}`;
    case "full":
      return `${words.weekdays[parts.weekday]}${words.weekdaySeparator}${parts.day} ${words.months[parts.month - 1]} ${parts.year}`;
  }
}

/** The calendar day in the zone: "9 Dec 2026" (medium), "9 December 2026", "Wednesday, 9 December 2026". */
export function formatDate(
  value: DateInput,
  timeZone: string,
  style: DateStyle = "medium",
  locale: Locale = currentLocale(),
): string {
  const parts = zonedParts(value, timeZone);
  return parts ? dateText(parts, style, locale) : String(value);
}

/** "14:30", 24-hour, in the zone. */
export function formatTime(value: DateInput, timeZone: string): string {
  const parts = zonedParts(value, timeZone);
  return parts ? `${pad(parts.hour)}:${pad(parts.minute)}` : String(value);
}

/** "9 Dec 2026, 14:30" in the zone. */
export function formatDateTime(
  value: DateInput,
  timeZone: string,
  style: DateStyle = "medium",
  locale: Locale = currentLocale(),
): string {
  const parts = zonedParts(value, timeZone);
  return parts ? `${dateText(parts, style, locale)}, ${pad(parts.hour)}:${pad(parts.minute)}` : String(value);
}

/** "April 2027". */
export function formatMonth(value: DateInput, timeZone: string, locale: Locale = currentLocale()): string {
  const parts = zonedParts(value, timeZone);
  return parts ? `${DATE_WORDS[locale].months[parts.month - 1]} ${parts.year}` : String(value);
}

/**
 * The days from one date to another, long style, naming each month and year once:
 * "9 December 2026" (same day), "9 – 10 December 2026", "30 November – 1 December 2026",
 * "30 December 2026 – 2 January 2027".
 */
export function formatDateRange(
  from: DateInput,
  to: DateInput,
  timeZone: string,
  locale: Locale = currentLocale(),
): string {
  const start = zonedParts(from, timeZone);
  const end = zonedParts(to, timeZone);
  if (!start || !end) return `${String(from)} – ${String(to)}`;
  const endText = dateText(end, "long", locale);
  if (start.year !== end.year) return `${dateText(start, "long", locale)} – ${endText}`;
  if (start.month !== end.month) return `${start.day} ${DATE_WORDS[locale].months[start.month - 1]} – ${endText}`;
  if (start.day !== end.day) return `${start.day} – ${endText}`;
  return endText;
}

/** The zone's short name at that instant: "SAST", "GMT", "GMT+1" (British Summer Time). */
export function formatTimeZoneName(timeZone: string, at: DateInput = new Date()): string {
  let formatter = zoneNameFormatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat("en-ZA", { timeZone, timeZoneName: "short" });
    zoneNameFormatters.set(timeZone, formatter);
  }
  const instant = toInstant(at);
  if (Number.isNaN(instant.getTime())) return timeZone;
  return formatter.formatToParts(instant).find((part) => part.type === "timeZoneName")?.value ?? timeZone;
}

/** Today's calendar date (YYYY-MM-DD) in the zone: for date queries ("events still to come"). */
export function todayIn(timeZone: string, now: Date = new Date()): string {
  return calendarDateIn(now, timeZone);
}

/** The calendar date (YYYY-MM-DD) of an instant in the zone, e.g. for a date input's value. */
export function calendarDateIn(value: DateInput, timeZone: string): string {
  const parts = zonedParts(value, timeZone);
  if (!parts) return "";
  return `${String(parts.year).padStart(4, "0")}-${pad(parts.month)}-${pad(parts.day)}`;
}

/** A date-only value moved by whole days: addDays("2026-12-30", 3) is "2027-01-02". */
export function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

/** Milliseconds the zone's clock is ahead of UTC at that instant (+2 h for Africa/Johannesburg). */
export function timeZoneOffsetMs(at: Date, timeZone: string): number {
  const wholeSeconds = Math.floor(at.getTime() / 1000) * 1000;
  const parts = zonedParts(new Date(wholeSeconds), timeZone);
  if (!parts) return 0;
  return Date.UTC(parts.year, parts.month - 1, parts.day, parts.hour, parts.minute, parts.second) - wholeSeconds;
}

/**
 * The instant a wall clock in the zone shows a date ("2026-12-09") and time ("09:00"). A time skipped
 * by a daylight-saving change is read with the offset before the change (so it lands after it); a
 * time the clocks show twice is its first occurrence.
 */
export function zonedInstant(date: string, time: string, timeZone: string): Date {
  const [year, month, day] = date.split("-").map(Number);
  const [hour, minute = 0, second = 0] = time.split(":").map(Number);
  const wall = Date.UTC(year, month - 1, day, hour, minute, second);
  const offsetBefore = timeZoneOffsetMs(new Date(wall - 86_400_000), timeZone);
  const offsetAfter = timeZoneOffsetMs(new Date(wall + 86_400_000), timeZone);
  const shows = (instant: number) => instant + timeZoneOffsetMs(new Date(instant), timeZone) === wall;
  const candidates = [wall - offsetBefore, wall - offsetAfter].filter(shows);
  return new Date(candidates.length > 0 ? Math.min(...candidates) : wall - offsetBefore);
}

/**
 * An instant as ISO 8601 on the zone's clock, with the zone's offset at that instant:
 * "2026-11-28T14:00:00+02:00" (exports: a spreadsheet shows the local time, a program still reads
 * the exact instant). "" for a value that is no instant.
 */
export function isoDateTimeIn(value: DateInput, timeZone: string): string {
  const instant = toInstant(value);
  if (Number.isNaN(instant.getTime())) return "";
  const parts = zonedParts(instant, timeZone);
  if (!parts) return "";
  const offsetMinutes = Math.round(timeZoneOffsetMs(instant, timeZone) / 60_000);
  const sign = offsetMinutes < 0 ? "-" : "+";
  const offset = `${sign}${pad(Math.floor(Math.abs(offsetMinutes) / 60))}:${pad(Math.abs(offsetMinutes) % 60)}`;
  return `${String(parts.year).padStart(4, "0")}-${pad(parts.month)}-${pad(parts.day)}T${pad(parts.hour)}:${pad(parts.minute)}:${pad(parts.second)}${offset}`;
}
