import { addDays, DEFAULT_TIME_ZONE, todayIn } from "~/lib/dates";

/**
 * The one fictional company the demo content describes (issue 13, docs/decisions/0050). Every seeded
 * price, person, city and date derives from what is written here, and tests/integration/demo-content
 * checks the public pages against it. The company's name is the site-name setting, never written here.
 */

/** The rate card: per person, excluding VAT. A classroom day, and the lead auditor course priced on its own. */
export const RATE_CARD = {
  dayRateCents: 495_000,
  leadAuditorCents: 1_895_000,
  priceNote: "per person, excluding VAT",
} as const;

/** A course's fee from the rate card: its days at the day rate, or the lead auditor price. */
export function rateCardPriceCents(days: number, isLeadAuditor: boolean): number {
  return isLeadAuditor ? RATE_CARD.leadAuditorCents : days * RATE_CARD.dayRateCents;
}

/** The cities the company runs public classroom courses in (the about page names the same three). */
export const COMPANY_CITIES = ["Johannesburg", "Durban", "Cape Town"] as const;
export type CompanyCity = (typeof COMPANY_CITIES)[number];

/** The company's own training room, at the office on the contact page. */
export const COMPANY_TRAINING_ROOM = "Quality House training room, Midrand, Johannesburg";

/** Consultants and trainers: each one a seeded instructor account, the only people named as our staff. */
export const DEMO_STAFF = {
  sipho: {
    name: "Sipho Dlamini",
    email: "instructor@campus.local",
    role: "Senior consultant, health and safety management systems",
  },
  thandeka: {
    name: "Dr Thandeka Nkosi",
    email: "thandeka.nkosi@campus.local",
    role: "Technical assessor and ISO 15189 consultant",
  },
  lindiwe: {
    name: "Lindiwe Mahlangu",
    email: "lindiwe.mahlangu@campus.local",
    role: "Lead auditor, quality management systems",
  },
  johan: {
    name: "Johan Botha",
    email: "johan.botha@campus.local",
    role: "Metrologist and ISO/IEC 17025 consultant",
  },
} as const;
export type StaffKey = keyof typeof DEMO_STAFF;

// South Africa's public holidays on fixed dates (month-day); the year-end break is closed as a whole.
const PUBLIC_HOLIDAYS = new Set([
  "01-01",
  "03-21",
  "04-27",
  "05-01",
  "06-16",
  "08-09",
  "09-24",
  "12-16",
  "12-25",
  "12-26",
]);
const isYearEndBreak = (monthDay: string) => monthDay >= "12-15" || monthDay <= "01-10";

/** True for a Monday to Friday that is no public holiday and not in the year-end break. */
export function isWorkingDay(date: string): boolean {
  const weekday = new Date(`${date}T00:00:00Z`).getUTCDay();
  const monthDay = date.slice(5);
  return weekday !== 0 && weekday !== 6 && !PUBLIC_HOLIDAYS.has(monthDay) && !isYearEndBreak(monthDay);
}

/** The first working day at least `days` days after a date (before it, when negative), as YYYY-MM-DD. */
export function workingDayAfter(date: string, days: number): string {
  let day = addDays(date, days);
  while (!isWorkingDay(day)) day = addDays(day, days < 0 ? -1 : 1);
  return day;
}

/** The first working day at least `days` days after the seed's day in the site's default time zone. */
export function workingDayFrom(seedTime: Date, days: number): string {
  return workingDayAfter(todayIn(DEFAULT_TIME_ZONE, seedTime), days);
}

/** The next working day after a date (a two-day event's second day). */
export function nextWorkingDay(date: string): string {
  let next = addDays(date, 1);
  while (!isWorkingDay(next)) next = addDays(next, 1);
  return next;
}
