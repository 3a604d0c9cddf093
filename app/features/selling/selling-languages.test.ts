import { describe, expect, it } from "vitest";
import { withLocale } from "~/lib/request-context.server";
import type { Order } from "~db/schema";
import { recipientLocale } from "./buyer-locale.server";
import * as m from "./messages";
import { renderOrderPlacedEmail } from "./order-emails";

const order = {
  id: "order-1",
  number: "ORD-000123",
  buyer_name: "Thandi Dlamini",
  buyer_email: "thandi@example.com",
  total_cents: 1_250_000,
  payment_method: "eft",
  payment_reference: "ORD000123",
  status: "awaiting_payment",
} as Pick<
  Order,
  "id" | "number" | "buyer_name" | "buyer_email" | "total_cents" | "payment_method" | "payment_reference" | "status"
>;

const context = { order, bank: null, siteName: "Campus", baseUrl: "https://campus.example" };

describe("selling in the buyer's language (docs/decisions/0106-languages.md)", () => {
  it("writes the order confirmation in the language it is composed in, English unchanged", () => {
    const english = renderOrderPlacedEmail(context);
    expect(english.subject).toBe("Your order ORD-000123: R 12 500");
    expect(english.text).toContain("Pay R 12 500 by EFT using reference ORD000123");
    const afrikaans = withLocale("af", () => renderOrderPlacedEmail(context));
    expect(afrikaans.subject).toMatch(/^U bestelling ORD-000123: R 12 500$/);
    expect(afrikaans.text).toContain("met die verwysing ORD000123");
    const zulu = withLocale("zu", () => renderOrderPlacedEmail(context));
    expect(zulu.subject).toContain("I-oda lakho ORD-000123");
    expect(zulu.text).toContain("inkomba ethi ORD000123");
  });

  it("keeps the VAT Act's English name beside a translated document title", () => {
    expect(m.titleTaxInvoice("en")).toBe("Tax Invoice");
    expect(m.titleCreditNote("en")).toBe("Credit Note");
    for (const locale of ["af", "zu"] as const) {
      expect(m.titleTaxInvoice(locale)).toMatch(/ \/ Tax Invoice$/);
      expect(m.titleCreditNote(locale)).toMatch(/ \/ Credit Note$/);
    }
  });

  it("writes to a buyer in their profile's language, else in the request's", () => {
    expect(recipientLocale("zu")).toBe("zu");
    expect(withLocale("af", () => recipientLocale(null))).toBe("af");
    expect(withLocale("af", () => recipientLocale("klingon"))).toBe("af");
  });
});
