import { beforeAll, describe, expect, it } from "vitest";
import { enrolFromCoursePage } from "~/features/learning/self-enrolment.server";
import { issueCreditNote } from "~/features/selling/credit-notes.server";
import { findTaxDocument } from "~/features/selling/invoices.server";
import { findOffer, scheduleDateOffers } from "~/features/selling/offers.server";
import { findOrder, placeOrder } from "~/features/selling/orders.server";
import { recordPayment } from "~/features/selling/settle.server";
import { createScheduleEntry } from "~/features/training-schedule/training-schedule.server";
import { getAuth, getDb } from "~/server/app-context.server";
import { insertCourse } from "~/server/factories/course-factory";
import { acceptFulfilment, insertOrder, personBuyer, setSupplierDetails } from "~/server/factories/selling-factory";
import { insertUser } from "~/server/factories/user-factory";

/**
 * The spine of selling (decision 0082): the server prices an order, a payment in full issues the
 * tax invoice from the gap-free series, a part payment waits for the rest, and a refusal from
 * fulfilment rolls everything back with the invoice number.
 */
const NOW = new Date("2026-11-20T08:00:00Z");

let courseId: string;

beforeAll(async () => {
  const db = getDb();
  await setSupplierDetails(db);
  courseId = (
    await insertCourse(db, { price_cents: 450_000, early_price_cents: 380_000, early_price_until: "2026-11-30" })
  ).id;
});

describe("an order priced by the server", () => {
  it("uses the early-bird price through its last day and adds VAT per line", async () => {
    const order = await insertOrder(getDb(), [{ itemType: "course", itemId: courseId, quantity: 2 }], {}, NOW);
    expect(order).toMatchObject({
      status: "awaiting_payment",
      subtotal_cents: 760_000,
      vat_cents: 114_000,
      total_cents: 874_000,
    });
    expect(order.number).toMatch(/^ORD-\d{6}$/);
    expect(order.payment_reference).toMatch(/^[A-Z2-9]{8}$/);
    const late = await insertOrder(
      getDb(),
      [{ itemType: "course", itemId: courseId, quantity: 1 }],
      {},
      new Date("2026-12-01T08:00:00Z"),
    );
    expect(late.subtotal_cents).toBe(450_000);
  });

  it("refuses a course that is not sold online, and one that is free", async () => {
    const quoteOnly = await insertCourse(getDb(), { price_cents: null });
    const free = await insertCourse(getDb(), { price_cents: 0 });
    for (const item of [quoteOnly, free]) {
      const placed = await placeOrder(
        getDb(),
        { lines: [{ itemType: "course", itemId: item.id, quantity: 1 }], buyer: personBuyer(), paymentMethod: "eft" },
        NOW,
      );
      expect(placed.ok).toBe(false);
    }
  });
});

describe("payments", () => {
  it("issues the tax invoice once the order is paid in full, not on a part payment", async () => {
    const db = getDb();
    const order = await insertOrder(db, [{ itemType: "course", itemId: courseId, quantity: 1 }], {}, NOW);
    const part = await recordPayment(
      db,
      { orderId: order.id, amountCents: 100_000, receivedOn: "2026-11-21", method: "eft", source: "manual" },
      acceptFulfilment,
      NOW,
    );
    expect(part.ok && part.order.status).toBe("awaiting_payment");
    const rest = await recordPayment(
      db,
      {
        orderId: order.id,
        amountCents: order.total_cents - 100_000,
        receivedOn: "2026-11-22",
        method: "eft",
        source: "manual",
      },
      acceptFulfilment,
      NOW,
    );
    expect(rest.ok && rest.invoiceIssued).toBe(true);
    const invoiceRow = await db
      .selectFrom("tax_documents")
      .select("id")
      .where("order_id", "=", order.id)
      .executeTakeFirstOrThrow();
    const invoice = await findTaxDocument(db, invoiceRow.id);
    expect(invoice?.document).toMatchObject({
      kind: "tax_invoice",
      supplier_vat_number: "4123456789",
      total_cents: order.total_cents,
    });
    expect(invoice?.lines).toHaveLength(1);
  });

  it("rolls back the payment and gives the invoice number back when fulfilment refuses", async () => {
    const db = getDb();
    const order = await insertOrder(db, [{ itemType: "course", itemId: courseId, quantity: 1 }], {}, NOW);
    const before = await db
      .selectFrom("document_series")
      .select("next_number")
      .where("series", "=", "tax_invoice")
      .executeTakeFirstOrThrow();
    const refused = await recordPayment(
      db,
      { orderId: order.id, amountCents: order.total_cents, receivedOn: "2026-11-21", method: "eft", source: "manual" },
      async () => ({ ok: false, reason: "conflict", message: "The date is full." }),
      NOW,
    );
    expect(refused).toMatchObject({ ok: false, message: "The date is full." });
    const after = await db
      .selectFrom("document_series")
      .select("next_number")
      .where("series", "=", "tax_invoice")
      .executeTakeFirstOrThrow();
    expect(after.next_number).toBe(before.next_number);
    expect((await findOrder(db, order.id))?.paid_cents).toBe(0);
    expect(await db.selectFrom("payments").select("id").where("order_id", "=", order.id).execute()).toEqual([]);
  });
});

describe("credit notes", () => {
  it("credit part of a line, then the rest, giving back exactly what the invoice charged", async () => {
    const db = getDb();
    const order = await insertOrder(db, [{ itemType: "course", itemId: courseId, quantity: 3 }], {}, NOW);
    await recordPayment(
      db,
      { orderId: order.id, amountCents: order.total_cents, receivedOn: "2026-11-21", method: "eft", source: "manual" },
      acceptFulfilment,
      NOW,
    );
    const invoice = await db
      .selectFrom("tax_documents")
      .selectAll()
      .where("order_id", "=", order.id)
      .executeTakeFirstOrThrow();
    const [line] = await db.selectFrom("order_lines").select("id").where("order_id", "=", order.id).execute();
    const first = await inTransactionCredit(invoice.id, [{ orderLineId: line.id, quantity: 1 }]);
    const rest = await inTransactionCredit(invoice.id, "all");
    expect(first.ok && rest.ok).toBe(true);
    if (!first.ok || !rest.ok) return;
    expect(first.creditNote.number).toMatch(/^CN-\d{6}$/);
    expect(first.creditNote.total_cents + rest.creditNote.total_cents).toBe(invoice.total_cents);
    expect(first.creditNote.vat_cents + rest.creditNote.vat_cents).toBe(invoice.vat_cents);
    const again = await inTransactionCredit(invoice.id, "all");
    expect(again).toMatchObject({ ok: false, reason: "closed" });
  });
});

function inTransactionCredit(invoiceId: string, lines: Parameters<typeof issueCreditNote>[2]["lines"]) {
  return getDb()
    .transaction()
    .execute((trx) => issueCreditNote(trx, invoiceId, { lines, reason: "Cancelled within the policy", now: NOW }));
}

describe("a sold online course", () => {
  it("is not open for free self-enrolment, even when the instructor opened it: its seat comes from an order", async () => {
    const db = getDb();
    const sold = await insertCourse(db, { price_cents: 125_000, is_self_enrolment_open: 1 });
    const free = await insertCourse(db, { price_cents: null, is_self_enrolment_open: 1 });
    const learner = await insertUser(getAuth(), db, { role: "student", name: "Lerato Learner" });
    expect(await enrolFromCoursePage(db, sold.id, learner.id)).toMatchObject({ ok: false, reason: "forbidden" });
    expect(await enrolFromCoursePage(db, free.id, learner.id)).toMatchObject({ ok: true, result: "enrolled" });
  });
});

describe("the Learning Center's Buy facts", () => {
  it("price every date as checkout would, in a few queries for the whole month: early-bird, VAT, full", async () => {
    const db = getDb();
    const dates: string[] = [];
    for (const [price, early, capacity] of [
      [900_000, null, null],
      [800_000, 700_000, 10],
      [600_000, null, 1],
    ] as const) {
      const entryId = await createScheduleEntry(db, {
        courseTitle: "ISO 14001 Internal Auditor",
        courseId: null,
        startDate: "2099-07-01",
        durationDays: 2,
        isOnsite: true,
        isOnline: false,
        venue: "Birchwood Conference Centre",
      });
      await db
        .updateTable("training_schedule_entries")
        .set({ price_cents: price, early_price_cents: early, early_price_until: early ? "2026-11-30" : null, capacity })
        .where("id", "=", entryId)
        .execute();
      dates.push(entryId);
    }
    await insertOrder(db, [{ itemType: "schedule_date", itemId: dates[2] as string, quantity: 1 }], {}, NOW);
    const offers = await scheduleDateOffers(db, dates, NOW);
    for (const entryId of dates) {
      expect(offers[entryId]).toEqual(await findOffer(db, "schedule_date", entryId, NOW));
    }
    expect(offers[dates[1] as string]).toMatchObject({
      priceCents: 700_000,
      priceWithVatCents: 805_000,
      soldOut: false,
    });
    expect(offers[dates[2] as string]?.soldOut).toBe(true);
  });
});
