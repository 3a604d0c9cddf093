import { addDays } from "./dates";

/**
 * South Africa's public holidays for any year, as the Public Holidays Act (36 of 1994) sets them:
 * ten on fixed dates, Good Friday and Family Day (the Monday after Easter Sunday), and the Act's
 * section 2(1): a public holiday that falls on a Sunday makes the following Monday a public holiday
 * (the next day that is not already one: 25 December on a Sunday gives Tuesday 27 December, as in
 * 2016). Holidays the President declares for one year (an election day) cannot be computed.
 */

const FIXED_HOLIDAYS: ReadonlyArray<readonly [monthDay: string, name: string]> = [
  ["01-01", "New Year's Day"],
  ["03-21", "Human Rights Day"],
  ["04-27", "Freedom Day"],
  ["05-01", "Workers' Day"],
  ["06-16", "Youth Day"],
  ["08-09", "National Women's Day"],
  ["09-24", "Heritage Day"],
  ["12-16", "Day of Reconciliation"],
  ["12-25", "Christmas Day"],
  ["12-26", "Day of Goodwill"],
];

export interface PublicHoliday {
  /** YYYY-MM-DD */
  date: string;
  name: string;
}

/** Easter Sunday of a Gregorian year (the anonymous Gregorian algorithm, Meeus/Jones/Butcher). */
export function easterSunday(year: number): string {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const day = ((h + l - 7 * m + 114) % 31) + 1;
  return `${year}-${String(month).padStart(2, "0")}-${String(day).padStart(2, "0")}`;
}

const weekdayOf = (date: string) => new Date(`${date}T00:00:00Z`).getUTCDay();

const cache = new Map<number, PublicHoliday[]>();

/** The year's public holidays in date order, the Mondays the Sunday rule adds included. */
export function southAfricanPublicHolidays(year: number): PublicHoliday[] {
  const known = cache.get(year);
  if (known) return known;
  const easter = easterSunday(year);
  const named: PublicHoliday[] = [
    ...FIXED_HOLIDAYS.map(([monthDay, name]) => ({ date: `${year}-${monthDay}`, name })),
    { date: addDays(easter, -2), name: "Good Friday" },
    { date: addDays(easter, 1), name: "Family Day" },
  ].sort((left, right) => left.date.localeCompare(right.date));
  const taken = new Set(named.map((holiday) => holiday.date));
  const observed: PublicHoliday[] = [];
  for (const holiday of named) {
    if (weekdayOf(holiday.date) !== 0) continue;
    let monday = addDays(holiday.date, 1);
    while (taken.has(monday)) monday = addDays(monday, 1);
    taken.add(monday);
    observed.push({ date: monday, name: `${holiday.name} (observed)` });
  }
  const holidays = [...named, ...observed].sort((left, right) => left.date.localeCompare(right.date));
  cache.set(year, holidays);
  return holidays;
}

/** True when a date (YYYY-MM-DD) is a South African public holiday. */
export function isSouthAfricanPublicHoliday(date: string): boolean {
  const year = Number(date.slice(0, 4));
  return southAfricanPublicHolidays(year).some((holiday) => holiday.date === date);
}
