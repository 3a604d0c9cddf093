import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { discountOn, MAX_LINE_CENTS, MAX_QUANTITY, priceLine, rateOn, totalsOf, unitPriceOn, vatOn } from "./vat";

describe("VAT per line, rounded half up to the cent", () => {
  it("works out 15 % of a line's value before VAT", () => {
    expect(vatOn(1_250_000, 1500)).toBe(187_500);
    // 15 % of 3 cents is 0.45: rounds down; of 7 cents is 1.05: rounds to 1; of 10 cents 1.5: rounds up.
    expect(vatOn(3, 1500)).toBe(0);
    expect(vatOn(7, 1500)).toBe(1);
    expect(vatOn(10, 1500)).toBe(2);
  });

  it("prices a line: quantity × unit − discount, then VAT on that", () => {
    expect(priceLine({ quantity: 5, unitPriceCents: 450_000, vatRateBasisPoints: 1500 })).toEqual({
      quantity: 5,
      unitPriceCents: 450_000,
      discountCents: 0,
      netCents: 2_250_000,
      vatRateBasisPoints: 1500,
      vatCents: 337_500,
      totalCents: 2_587_500,
    });
    const discounted = priceLine({
      quantity: 3,
      unitPriceCents: 99_999,
      vatRateBasisPoints: 1500,
      discount: { kind: "percent", basisPoints: 1000 },
    });
    expect(discounted.discountCents).toBe(30_000); // 10 % of 299 997 = 29 999.7 → 30 000
    expect(discounted.netCents).toBe(269_997);
    expect(discounted.vatCents).toBe(40_500); // 40 499.55 → 40 500
  });

  it("never discounts a line below zero", () => {
    expect(discountOn(10_000, 2, { kind: "amount", centsPerUnit: 9_000 })).toBe(10_000);
    expect(discountOn(10_000, 1, { kind: "percent", basisPoints: 20_000 })).toBe(10_000);
  });

  it("totals are exactly the sums of the printed lines, for any lines within the bounds", () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.record({
            quantity: fc.integer({ min: 1, max: MAX_QUANTITY }),
            unitPriceCents: fc.integer({ min: 0, max: Math.floor(MAX_LINE_CENTS / MAX_QUANTITY) }),
            vatRateBasisPoints: fc.constantFrom(0, 1400, 1500, 1550),
            discount: fc.option(
              fc.oneof(
                fc.record({ kind: fc.constant("percent" as const), basisPoints: fc.integer({ min: 0, max: 10_000 }) }),
                fc.record({
                  kind: fc.constant("amount" as const),
                  centsPerUnit: fc.integer({ min: 0, max: 1_000_000 }),
                }),
              ),
            ),
          }),
          { maxLength: 20 },
        ),
        (inputs) => {
          const lines = inputs.map(priceLine);
          const totals = totalsOf(lines);
          expect(totals.netCents + totals.vatCents).toBe(totals.totalCents);
          expect(totals.subtotalCents - totals.discountCents).toBe(totals.netCents);
          for (const line of lines) {
            expect(Number.isSafeInteger(line.totalCents)).toBe(true);
            expect(line.netCents).toBeGreaterThanOrEqual(0);
            // Half up: never more than half a cent from the exact VAT.
            expect(Math.abs(line.vatCents * 10_000 - line.netCents * line.vatRateBasisPoints)).toBeLessThanOrEqual(
              5_000,
            );
          }
        },
      ),
    );
  });
});

describe("the rate in force on a day", () => {
  const rates = [
    { rateBasisPoints: 1400, effectiveFrom: "1993-04-07" },
    { rateBasisPoints: 1500, effectiveFrom: "2018-04-01" },
  ];
  it("takes the latest row that has started", () => {
    expect(rateOn(rates, "2018-03-31")).toBe(1400);
    expect(rateOn(rates, "2018-04-01")).toBe(1500);
    expect(rateOn(rates, "1990-01-01")).toBeUndefined();
  });
});

describe("the unit price on a day", () => {
  const item = { priceCents: 450_000, earlyPriceCents: 380_000, earlyPriceUntil: "2026-12-15" };
  it("is the early-bird price through its last day, then the list price", () => {
    expect(unitPriceOn(item, "2026-12-15")).toBe(380_000);
    expect(unitPriceOn(item, "2026-12-16")).toBe(450_000);
  });
  it("is a company's negotiated price where it has one, unless the early-bird price is lower", () => {
    expect(unitPriceOn(item, "2026-12-16", 400_000)).toBe(400_000);
    expect(unitPriceOn(item, "2026-12-01", 400_000)).toBe(380_000);
    expect(unitPriceOn({ ...item, earlyPriceCents: null }, "2026-12-01", 300_000)).toBe(300_000);
  });
});
