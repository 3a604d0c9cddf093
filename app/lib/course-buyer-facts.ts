import { currentLocale } from "./i18n/current-locale.ts";
import type { Locale } from "./i18n/locales.ts";
import * as m from "./messages";
/**
 * The buyer facts of a training course (decision 0070) as both sides read them: the course's
 * settings write them, the public course page and its JSON-LD read them. Pure functions, no database.
 */

/** The courses columns a buyer's facts are read from (the overview, the catalogue, the editor). */
export const BUYER_FACT_COLUMNS = [
  "duration_minutes",
  "price_cents",
  "price_note",
  "delivery_modes",
  "audience",
  "accreditation",
  "cpd_points",
  "faq",
] as const;

const DELIVERY_MODES = ["classroom", "virtual", "in-house"] as const;
export type DeliveryMode = (typeof DELIVERY_MODES)[number];

/**
 * The one delivery vocabulary every public page, the schedule PDF and the course settings use
 * (docs/decisions/0070-delivery-vocabulary.md). The stored names ("virtual") stay as they are.
 */
export const DELIVERY_LABELS: Record<DeliveryMode, string> = {
  get classroom() {
    return m.deliveryClassroom();
  },
  get virtual() {
    return m.deliveryOnlineLive();
  },
  get "in-house"() {
    return m.deliveryInHouse();
  },
};

/** A scheduled run's ways to attend: the schedule's Onsite is a classroom, its Offsite/Virtual/Online is online live. */
export function scheduledRunDelivery(run: { isOnsite: boolean; isOnline: boolean }): string[] {
  const labels: string[] = [];
  if (run.isOnsite) labels.push(DELIVERY_LABELS.classroom);
  if (run.isOnline) labels.push(DELIVERY_LABELS.virtual);
  return labels;
}

/** Where a run takes place: its city or venue, "Online" for a run only online, and only then "To be confirmed". */
export function scheduledRunVenue(run: { venue: string | null; isOnsite: boolean; isOnline: boolean }): string {
  const venue = run.venue?.trim() ?? "";
  if (venue) return venue;
  return run.isOnline && !run.isOnsite ? "Online" : "To be confirmed";
}

export function deliveryModesOf(stored: string): DeliveryMode[] {
  const named = new Set(stored.split(",").map((mode) => mode.trim()));
  return DELIVERY_MODES.filter((mode) => named.has(mode));
}

const PRICE_PATTERN = /^(?:R\s?)?(\d{1,3}(?:[ ,]\d{3})*|\d+)(?:\.(\d{1,2}))?$/i;

/** "R 12 500", "12500", "12,500.50" → cents; "" → null (request a quote); anything else → undefined. */
export function priceCentsFrom(typed: string): number | null | undefined {
  const value = typed.trim();
  if (value === "") return null;
  const match = PRICE_PATTERN.exec(value);
  if (!match) return undefined;
  const rands = Number(match[1].replace(/[ ,]/g, ""));
  const cents = Number((match[2] ?? "").padEnd(2, "0"));
  const total = rands * 100 + cents;
  return total > 0 && total <= 1_000_000_000 ? total : undefined;
}

/**
 * 1250000 → "R 12 500" (whole rands) or "R 12 500.50": the South African way, spaces between
 * thousands; Afrikaans writes the cents after a comma ("R 12 500,50"), as its readers expect.
 */
export function formatRand(cents: number, locale: Locale = currentLocale()): string {
  const sign = cents < 0 ? "-" : "";
  const whole = Math.abs(cents);
  const rands = Math.floor(whole / 100);
  const rest = whole % 100;
  const grouped = String(rands).replace(/\B(?=(\d{3})+(?!\d))/g, " ");
  const decimalMark = locale === "af" ? "," : ".";
  return `${sign}R ${grouped}${rest ? `${decimalMark}${String(rest).padStart(2, "0")}` : ""}`;
}

/** The price as the settings form shows it again ("12500" or "12500.50"); "" when there is none. */
export function priceInputValue(cents: number | null): string {
  if (cents === null) return "";
  return cents % 100 ? (cents / 100).toFixed(2) : String(cents / 100);
}

export interface FaqEntry {
  question: string;
  answer: string;
}

/** Blocks separated by a blank line; each block's first line is the question, the rest its answer. */
export function faqEntriesOf(stored: string): FaqEntry[] {
  return stored
    .replace(/\r\n?/g, "\n")
    .split(/\n\s*\n/)
    .map((block) => block.trim())
    .filter(Boolean)
    .map((block) => {
      const [question, ...answer] = block.split("\n");
      return { question: question.trim(), answer: answer.join("\n").trim() };
    })
    .filter((entry) => entry.question && entry.answer);
}
