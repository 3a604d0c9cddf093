import { currentLocale } from "./current-locale.ts";
import type { Locale } from "./locales.ts";

/**
 * Numbers as each language writes them (decision 0106-languages): the thousands are spaced in all
 * three ("12 500", the South African way, not isiZulu CLDR's commas), the decimal mark is a comma in
 * Afrikaans ("2,5") and a point in English and isiZulu. Written out here rather than left to Intl, so
 * the server and every browser render one string and a page hydrates without a mismatch. Dates are in
 * app/lib/dates.ts, money in formatRand (app/lib/course-buyer-facts.ts); plural words come from the
 * catalogues.
 */
export function formatNumber(value: number, locale: Locale = currentLocale(), maximumFractionDigits = 2): string {
  if (!Number.isFinite(value)) return String(value);
  const sign = value < 0 ? "-" : "";
  const [whole, fraction = ""] = Math.abs(value).toFixed(maximumFractionDigits).split(".");
  const grouped = whole.length > 4 ? whole.replace(/\B(?=(\d{3})+(?!\d))/g, " ") : whole;
  const trimmed = fraction.replace(/0+$/, "");
  return `${sign}${grouped}${trimmed ? `${locale === "af" ? "," : "."}${trimmed}` : ""}`;
}

/** 0.875 → "87.5%" ("87,5%" in Afrikaans). */
export function formatPercent(ratio: number, locale: Locale = currentLocale(), maximumFractionDigits = 1): string {
  return `${formatNumber(ratio * 100, locale, maximumFractionDigits)}%`;
}
