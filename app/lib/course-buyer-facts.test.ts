import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { deliveryModesOf, faqEntriesOf, formatRand, priceCentsFrom, priceInputValue } from "./course-buyer-facts";

describe("course buyer facts", () => {
  it("reads a price as people type it in South Africa, and refuses anything else", () => {
    expect(priceCentsFrom("R 12 500")).toBe(1_250_000);
    expect(priceCentsFrom("12500")).toBe(1_250_000);
    expect(priceCentsFrom("12,500.5")).toBe(1_250_050);
    expect(priceCentsFrom("r4500.00")).toBe(450_000);
    expect(priceCentsFrom("")).toBeNull();
    for (const bad of ["free", "-100", "12.345", "0", "R", "1e5", "12 50", "99999999999"])
      expect(priceCentsFrom(bad), bad).toBeUndefined();
  });

  it("shows a price with spaces between thousands, and gives the form back what it read", () => {
    expect(formatRand(1_250_000)).toBe("R 12 500");
    expect(formatRand(1_250_050)).toBe("R 12 500.50");
    expect(formatRand(99)).toBe("R 0.99");
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 1_000_000_000 }), (cents) => {
        expect(priceCentsFrom(priceInputValue(cents))).toBe(cents);
        expect(priceCentsFrom(formatRand(cents))).toBe(cents);
      }),
    );
  });

  it("keeps only the delivery modes it knows, in a fixed order", () => {
    expect(deliveryModesOf("in-house, classroom,unknown")).toEqual(["classroom", "in-house"]);
    expect(deliveryModesOf("")).toEqual([]);
  });

  it("reads questions and answers from blocks, dropping a question without an answer", () => {
    expect(
      faqEntriesOf(
        "Is lunch included?\nYes, and tea.\n\r\n\nDo I get a certificate?\nYes, when you pass.\nIt is SAATCA aligned.\n\nOrphan question",
      ),
    ).toEqual([
      { question: "Is lunch included?", answer: "Yes, and tea." },
      { question: "Do I get a certificate?", answer: "Yes, when you pass.\nIt is SAATCA aligned." },
    ]);
  });
});
