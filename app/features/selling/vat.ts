/**
 * The arithmetic of a priced order (decision 0082), written down once and without a database:
 * - every amount is integer cents; list prices exclude VAT;
 * - a line's value before VAT is quantity × unit price − the line's discount;
 * - VAT is worked out per line, at the rate in force on the day, and rounded half up to the cent
 *   (SARS accepts rounding per line or per invoice; per line makes a credit note for one line
 *   give back exactly that line's VAT);
 * - the order's totals are the sums of its lines, so the printed lines always add up.
 */

/** The largest amount one line may come to (R 10 000 000): a bound that keeps every sum a safe integer. */
export const MAX_LINE_CENTS = 1_000_000_000;
/** Seats on one line. */
export const MAX_QUANTITY = 500;

export type Discount = { kind: "percent"; basisPoints: number } | { kind: "amount"; centsPerUnit: number };

export interface LineInput {
  quantity: number;
  unitPriceCents: number;
  vatRateBasisPoints: number;
  discount?: Discount | null;
}

export interface PricedLine {
  quantity: number;
  unitPriceCents: number;
  discountCents: number;
  netCents: number;
  vatRateBasisPoints: number;
  vatCents: number;
  totalCents: number;
}

/** A priced line as order_lines and tax_document_lines store it. */
export interface DocumentLineRow {
  description: string;
  quantity: number;
  unit_price_cents: number;
  discount_cents: number;
  net_cents: number;
  vat_rate_basis_points: number;
  vat_cents: number;
  total_cents: number;
}

export interface Totals {
  subtotalCents: number;
  discountCents: number;
  netCents: number;
  vatCents: number;
  totalCents: number;
}

/** a × b / c rounded half up, for non-negative integers (no floating point on money). */
export function roundedShare(amount: number, numerator: number, denominator: number): number {
  return Math.floor((amount * numerator * 2 + denominator) / (denominator * 2));
}

export function vatOn(netCents: number, rateBasisPoints: number): number {
  return roundedShare(netCents, rateBasisPoints, 10_000);
}

export function discountOn(grossCents: number, quantity: number, discount: Discount | null | undefined): number {
  if (!discount) return 0;
  const off =
    discount.kind === "percent"
      ? roundedShare(grossCents, Math.min(discount.basisPoints, 10_000), 10_000)
      : discount.centsPerUnit * quantity;
  return Math.min(Math.max(off, 0), grossCents);
}

export function priceLine(line: LineInput): PricedLine {
  const gross = line.quantity * line.unitPriceCents;
  const discountCents = discountOn(gross, line.quantity, line.discount);
  const netCents = gross - discountCents;
  const vatCents = vatOn(netCents, line.vatRateBasisPoints);
  return {
    quantity: line.quantity,
    unitPriceCents: line.unitPriceCents,
    discountCents,
    netCents,
    vatRateBasisPoints: line.vatRateBasisPoints,
    vatCents,
    totalCents: netCents + vatCents,
  };
}

export function totalsOf(
  lines: readonly Pick<
    PricedLine,
    "quantity" | "unitPriceCents" | "discountCents" | "netCents" | "vatCents" | "totalCents"
  >[],
): Totals {
  const sum = (pick: (line: (typeof lines)[number]) => number) => lines.reduce((total, line) => total + pick(line), 0);
  return {
    subtotalCents: sum((line) => line.quantity * line.unitPriceCents),
    discountCents: sum((line) => line.discountCents),
    netCents: sum((line) => line.netCents),
    vatCents: sum((line) => line.vatCents),
    totalCents: sum((line) => line.totalCents),
  };
}

/** The rate in force on a day (YYYY-MM-DD) from dated rows; undefined before the first. */
export function rateOn(
  rates: readonly { rateBasisPoints: number; effectiveFrom: string }[],
  day: string,
): number | undefined {
  let found: { rateBasisPoints: number; effectiveFrom: string } | undefined;
  for (const rate of rates) {
    if (rate.effectiveFrom <= day && (!found || rate.effectiveFrom > found.effectiveFrom)) found = rate;
  }
  return found?.rateBasisPoints;
}

/**
 * The unit price an item sells at on a day: the early-bird price while it runs (through its last
 * day), a company's negotiated price where it has one, and whichever of those is lower.
 */
export function unitPriceOn(
  item: { priceCents: number; earlyPriceCents: number | null; earlyPriceUntil: string | null },
  day: string,
  companyPriceCents?: number | null,
): number {
  const early =
    item.earlyPriceCents !== null && item.earlyPriceUntil !== null && day <= item.earlyPriceUntil
      ? item.earlyPriceCents
      : null;
  const base = companyPriceCents ?? item.priceCents;
  return early === null ? base : Math.min(base, early);
}

/** "15 %", "15.5 %": a rate in basis points as printed on a tax invoice. */
export function formatVatRate(basisPoints: number): string {
  return `${(basisPoints / 100).toString()} %`;
}
