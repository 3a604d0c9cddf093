import { z } from "zod";
import { formatRand, priceCentsFrom } from "./course-buyer-facts";
import { isCalendarDate } from "./form-fields";
import * as m from "./messages";

/**
 * The price fields of the editors that sell (decision 0082): a schedule date's and an event's
 * price, and every sellable's early-bird price and last day. Typed in rand excluding VAT, stored as
 * integer cents with priceCentsFrom, shown again with priceInputValue. Absent fields (a client that
 * does not send them) leave the stored prices as they are.
 */

// Functions: zod reads them when a check fails, in the language of that moment.
const PRICE_MESSAGE = { error: () => m.priceInRand() };
const EARLY_PRICE_MESSAGE = { error: () => m.earlyPriceInRand() };
const VALID_DATE_MESSAGE = { error: () => m.enterValidDate() };

const rand = (message: { error: () => string }) =>
  z
    .string()
    .trim()
    .max(30, message)
    .refine((value) => priceCentsFrom(value) !== undefined, message)
    .optional();

export const salePriceField = rand(PRICE_MESSAGE);

export const earlyBirdFields = {
  earlyPrice: rand(EARLY_PRICE_MESSAGE),
  earlyPriceUntil: z
    .string()
    .trim()
    .max(10, VALID_DATE_MESSAGE)
    .refine((value) => value === "" || isCalendarDate(value), VALID_DATE_MESSAGE)
    .optional(),
};

interface EarlyBirdInput {
  earlyPrice?: string;
  earlyPriceUntil?: string;
}

/**
 * What is wrong with the early-bird fields, by field, against the regular price in cents (null: no
 * price): an early-bird price needs its last day and a price above it; a last day needs a price.
 */
function earlyBirdProblems(input: EarlyBirdInput, priceCents: number | null): Record<string, string> {
  const early = priceCentsFrom(input.earlyPrice ?? "");
  const until = input.earlyPriceUntil ?? "";
  if (early === undefined) return {};
  if (early === null) {
    return until ? { earlyPrice: m.earlyPriceOrClearDay() } : {};
  }
  if (priceCents === null) return { earlyPrice: m.earlyPriceNeedsPrice() };
  if (early >= priceCents) {
    return { earlyPrice: m.earlyPriceBelowPrice({ price: formatRand(priceCents) }) };
  }
  if (!until) return { earlyPriceUntil: m.earlyPriceLastDay() };
  return {};
}

/** Adds earlyBirdProblems to a zod refinement context (for a schema's superRefine). */
export function checkEarlyBird(
  input: EarlyBirdInput,
  priceCents: number | null,
  context: { addIssue: (issue: { code: "custom"; message: string; path: string[] }) => void },
): void {
  for (const [path, message] of Object.entries(earlyBirdProblems(input, priceCents))) {
    context.addIssue({ code: "custom", message, path: [path] });
  }
}

/** The early-bird columns, or none when the form did not send the fields. */
export function earlyBirdColumns(input: EarlyBirdInput) {
  if (input.earlyPrice === undefined && input.earlyPriceUntil === undefined) return {};
  const early = priceCentsFrom(input.earlyPrice ?? "") ?? null;
  return { early_price_cents: early, early_price_until: early === null ? null : input.earlyPriceUntil || null };
}
