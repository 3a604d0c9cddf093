import { addDays, DEFAULT_TIME_ZONE, todayIn } from "~/lib/dates";
import { isSouthAfricanPublicHoliday } from "~/lib/public-holidays";

/**
 * The one fictional company the demo content describes (docs/decisions/0051-one-demo-company.md). Every seeded
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

/**
 * Consultants and trainers: each one a seeded instructor account, the only people named as our staff.
 * `teaches` lists the standards (or, for a course on no standard, the subject) each one facilitates
 * and presents on; the role says the same in words. A course, webinar or CPD run names a facilitator
 * whose `teaches` covers it (tests/integration/demo-content.test.ts).
 */
export const DEMO_STAFF = {
  sipho: {
    name: "Sipho Dlamini",
    email: "instructor@campus.local",
    role: "Senior consultant, health and safety and food safety management systems",
    teaches: ["ISO 45001", "ISO 22000", "Root Cause Analysis"],
  },
  thandeka: {
    name: "Dr Thandeka Nkosi",
    email: "thandeka.nkosi@campus.local",
    role: "Technical assessor and ISO 15189 consultant",
    teaches: ["ISO 15189"],
  },
  lindiwe: {
    name: "Lindiwe Mahlangu",
    email: "lindiwe.mahlangu@campus.local",
    role: "Lead auditor, quality, environmental, information security and continuity management systems",
    teaches: ["ISO 9001", "ISO 14001", "ISO 19011", "ISO 31000", "ISO 10002", "ISO/IEC 27001", "ISO 22301"],
  },
  johan: {
    name: "Johan Botha",
    email: "johan.botha@campus.local",
    role: "Metrologist and ISO/IEC 17025 consultant",
    teaches: ["ISO/IEC 17025", "Measurement Uncertainty"],
  },
} as const;
export type StaffKey = keyof typeof DEMO_STAFF;

const isYearEndBreak = (monthDay: string) => monthDay >= "12-15" || monthDay <= "01-10";

/**
 * True for a Monday to Friday that is no South African public holiday (computed for the year, Easter
 * and the Sunday rule included: lib/public-holidays.ts) and not in the year-end break.
 */
export function isWorkingDay(date: string): boolean {
  const weekday = new Date(`${date}T00:00:00Z`).getUTCDay();
  const monthDay = date.slice(5);
  return weekday !== 0 && weekday !== 6 && !isSouthAfricanPublicHoliday(date) && !isYearEndBreak(monthDay);
}

/** The calendar days a run of `days` days starting on a date occupies, as the pages show it (start to end). */
export function runDays(startDate: string, days: number): string[] {
  return Array.from({ length: Math.max(1, days) }, (_, index) => addDays(startDate, index));
}

/** The first start on or after a date from which a run of `days` days falls on working days only. */
export function firstRunStart(onOrAfter: string, days: number): string {
  let start = onOrAfter;
  while (!runDays(start, days).every(isWorkingDay)) start = addDays(start, 1);
  return start;
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
