/**
 * The CPD ledger's arithmetic (decision 0033), free of the database so it is the same on both.
 * Points are whole tenths throughout (1.5 points = 15) so sums are exact; shown with formatPoints.
 */

import * as m from "./messages";

export interface CpdBody {
  code: string;
  pointsPerYear: number;
  validityMonths: number;
  requirements: { category: string; pointsPerYear: number }[];
}

export interface LedgerEntry {
  kind: "certificate" | "activity";
  id: string;
  title: string;
  /** The certificate number, or the activity's provider. */
  reference: string;
  /** YYYY-MM-DD in the site time zone; "" when the record has no readable date. */
  date: string;
  /** The accrediting body's code, or null when the record names none Campus knows. */
  bodyCode: string | null;
  pointsTenths: number;
  /** Tenths per category ("clinical", "ethics", "general", ...), adding up to pointsTenths. */
  categories: Record<string, number>;
}

export interface SummarisedEntry extends LedgerEntry {
  /** Counts towards the chosen body (its accreditor is that body). */
  counts: boolean;
  /** YYYY-MM-DD the points stop counting (the body's validity), or "" when they do not count. */
  expiresOn: string;
  /** "Recorded": no body chosen, so the record is listed and summed but not judged against any rules. */
  status: "Valid" | "Expired" | "Other body" | "Not yet" | "Recorded";
}

interface CategoryLine {
  category: string;
  yearTenths: number;
  validTenths: number;
  requiredTenths: number;
  stillNeededTenths: number;
}

export interface LedgerSummary {
  /** This calendar year (site time zone), the chosen body's records only. */
  yearTenths: number;
  /** Points still valid today under the body's validity period (the rolling window). */
  validTenths: number;
  /** The window's first day: points dated from here to today count as valid. */
  windowStart: string;
  requiredTenths: number;
  stillNeededTenths: number;
  categories: CategoryLine[];
  entries: SummarisedEntry[];
}

export { formatPoints, parsePoints } from "~/lib/cpd-points";

/** A calendar date moved by whole months, the day kept or clamped to the month's end. */
export function addMonths(date: string, months: number): string {
  const [year, month, day] = date.split("-").map(Number) as [number, number, number];
  const index = year * 12 + (month - 1) + months;
  const targetYear = Math.floor(index / 12);
  const targetMonth = (index % 12) + 1;
  const lastDay = new Date(Date.UTC(targetYear, targetMonth, 0)).getUTCDate();
  const pad = (value: number, width = 2) => String(value).padStart(width, "0");
  return `${pad(targetYear, 4)}-${pad(targetMonth)}-${pad(Math.min(day, lastDay))}`;
}

/**
 * Totals against one body on `today` (YYYY-MM-DD): this calendar year, per category, and what is
 * still needed this year; and the points still valid (dated within the body's validity period,
 * not in the future). Records of another body, or of none, are listed but never counted.
 */
export function summariseLedger(entries: readonly LedgerEntry[], body: CpdBody | null, today: string): LedgerSummary {
  if (!body) return summariseWithoutBody(entries, today);
  const year = today.slice(0, 4);
  const windowStart = addMonths(today, -body.validityMonths);
  const yearByCategory = new Map<string, number>();
  const validByCategory = new Map<string, number>();
  let yearTenths = 0;
  let validTenths = 0;
  const summarised: SummarisedEntry[] = entries.map((entry) => {
    const counts = entry.bodyCode === body.code && entry.date !== "";
    if (!counts) return { ...entry, counts, expiresOn: "", status: "Other body" };
    const expiresOn = addMonths(entry.date, body.validityMonths);
    if (entry.date > today) return { ...entry, counts, expiresOn, status: "Not yet" };
    const valid = entry.date > windowStart;
    if (entry.date.slice(0, 4) === year) {
      yearTenths += entry.pointsTenths;
      for (const [category, tenths] of Object.entries(entry.categories)) {
        yearByCategory.set(category, (yearByCategory.get(category) ?? 0) + tenths);
      }
    }
    if (valid) {
      validTenths += entry.pointsTenths;
      for (const [category, tenths] of Object.entries(entry.categories)) {
        validByCategory.set(category, (validByCategory.get(category) ?? 0) + tenths);
      }
    }
    return { ...entry, counts, expiresOn, status: valid ? "Valid" : "Expired" };
  });
  const categoryNames = new Set([
    ...body.requirements.map((requirement) => requirement.category),
    ...yearByCategory.keys(),
    ...validByCategory.keys(),
  ]);
  const categories = [...categoryNames].sort().map((category) => {
    const requiredTenths = (body.requirements.find((r) => r.category === category)?.pointsPerYear ?? 0) * 10;
    const yearCategory = yearByCategory.get(category) ?? 0;
    return {
      category,
      yearTenths: yearCategory,
      validTenths: validByCategory.get(category) ?? 0,
      requiredTenths,
      stillNeededTenths: Math.max(0, requiredTenths - yearCategory),
    };
  });
  const requiredTenths = body.pointsPerYear * 10;
  return {
    yearTenths,
    validTenths,
    windowStart,
    requiredTenths,
    stillNeededTenths: Math.max(0, requiredTenths - yearTenths),
    categories,
    entries: summarised,
  };
}

/**
 * A learner who reports to no body (or has not said which): every record is listed and this year's
 * points are summed, with no target, nothing "still needed" and no validity window (decision 0071).
 */
function summariseWithoutBody(entries: readonly LedgerEntry[], today: string): LedgerSummary {
  const year = today.slice(0, 4);
  const yearByCategory = new Map<string, number>();
  let yearTenths = 0;
  const summarised: SummarisedEntry[] = entries.map((entry) => {
    if (entry.date === "" || entry.date > today) return { ...entry, counts: false, expiresOn: "", status: "Not yet" };
    if (entry.date.slice(0, 4) === year) {
      yearTenths += entry.pointsTenths;
      for (const [category, tenths] of Object.entries(entry.categories)) {
        yearByCategory.set(category, (yearByCategory.get(category) ?? 0) + tenths);
      }
    }
    return { ...entry, counts: true, expiresOn: "", status: "Recorded" };
  });
  return {
    yearTenths,
    validTenths: 0,
    windowStart: today,
    requiredTenths: 0,
    stillNeededTenths: 0,
    categories: [...yearByCategory.keys()].sort().map((category) => ({
      category,
      yearTenths: yearByCategory.get(category) ?? 0,
      validTenths: 0,
      requiredTenths: 0,
      stillNeededTenths: 0,
    })),
    entries: summarised,
  };
}

const ENTRY_STATUS_LABELS = {
  Valid: m.entryValid,
  Expired: m.entryExpired,
  "Other body": m.entryOtherBody,
  "Not yet": m.entryNotYet,
  Recorded: m.entryRecorded,
} as const;

/** A record's status in words, in the current language (the status itself stays a fixed value). */
export function entryStatusLabel(status: keyof typeof ENTRY_STATUS_LABELS): string {
  return ENTRY_STATUS_LABELS[status]();
}
