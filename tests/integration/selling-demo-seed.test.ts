import { beforeAll, describe, expect, it } from "vitest";
import { getAuth, getDb } from "~/server/app-context.server";
import { RATE_CARD } from "~/server/seed/demo-company";
import { seedDemoContent } from "~/server/seed/seed.server";
import { DEMO_CLIENT_COMPANY, seedSelling } from "~/server/seed/selling";

/**
 * The demo's selling (decision 0082): priced schedule runs from the rate card, the learner's open
 * EFT order and paid order with its tax invoice, and the client company on credit terms with a
 * statement's worth of documents. Seeding again adds nothing.
 */
const seedTime = new Date("2026-03-02T08:00:00Z");

beforeAll(async () => {
  await seedDemoContent(getDb(), getAuth(), { demoPassword: "selling-demo-password", seedTime });
}, 120_000);

describe("the demo's selling", () => {
  it("prices every linked run at its course's rate-card fee, with seats for sale in a classroom", async () => {
    const runs = await getDb()
      .selectFrom("training_schedule_entries")
      .innerJoin("courses", "courses.id", "training_schedule_entries.course_id")
      .select([
        "training_schedule_entries.price_cents",
        "courses.price_cents as course_price",
        "training_schedule_entries.capacity",
        "training_schedule_entries.is_onsite",
      ])
      .execute();
    const rateCard = new Set([1, 3, 5].map((days) => days * RATE_CARD.dayRateCents).concat(RATE_CARD.leadAuditorCents));
    for (const run of runs.filter((each) => each.course_price !== null)) {
      expect(run.price_cents).toBe(run.course_price);
      expect(rateCard.has(run.price_cents ?? 0)).toBe(true);
      expect(run.capacity).toBe(run.is_onsite ? 16 : null);
    }
  });

  it("has an open EFT order, a paid one with its invoice, and the company's invoices and credit note", async () => {
    const db = getDb();
    const learnerOrders = await db
      .selectFrom("orders")
      .select(["id", "status", "payment_method"])
      .where("buyer_email", "=", "student@campus.local")
      .execute();
    expect(learnerOrders.map((order) => order.status).sort()).toEqual(["awaiting_payment", "paid"]);
    const paid = learnerOrders.find((order) => order.status === "paid");
    expect(
      await db
        .selectFrom("tax_documents")
        .select("kind")
        .where("order_id", "=", paid?.id ?? "")
        .execute(),
    ).toEqual([{ kind: "tax_invoice" }]);
    const company = await db
      .selectFrom("companies")
      .select("id")
      .where("name", "=", DEMO_CLIENT_COMPANY.name)
      .executeTakeFirstOrThrow();
    expect(
      await db
        .selectFrom("company_accounts")
        .select("credit_terms_days")
        .where("company_id", "=", company.id)
        .executeTakeFirst(),
    ).toEqual({
      credit_terms_days: 30,
    });
    const orders = await db
      .selectFrom("orders")
      .select(["status", "purchase_order"])
      .where("company_id", "=", company.id)
      .orderBy("purchase_order")
      .execute();
    expect(orders).toEqual([
      { status: "paid", purchase_order: "PO-4471" },
      { status: "on_account", purchase_order: "PO-4502" },
    ]);
    const documents = await db
      .selectFrom("tax_documents")
      .select(["kind", "due_date", "recipient_vat_number"])
      .where("company_id", "=", company.id)
      .execute();
    expect(documents.map((document) => document.kind).sort()).toEqual(["credit_note", "tax_invoice", "tax_invoice"]);
    expect(documents.every((document) => document.recipient_vat_number === DEMO_CLIENT_COMPANY.vatNumber)).toBe(true);
    expect(
      documents
        .filter((document) => document.kind === "tax_invoice")
        .every((document) => document.due_date === "2026-04-01"),
    ).toBe(true);
    // The credit note's seat is released (cancelled as the cancel page does it), so My company counts two.
    const seats = await db
      .selectFrom("order_seats")
      .innerJoin("orders", "orders.id", "order_seats.order_id")
      .select("order_seats.status")
      .where("orders.purchase_order", "=", "PO-4502")
      .execute();
    expect(seats.map((seat) => seat.status).sort()).toEqual(["cancelled", "unassigned", "unassigned"]);
  });

  it("adds nothing when seeded again", async () => {
    const count = async () => (await getDb().selectFrom("orders").select("id").execute()).length;
    const before = await count();
    await seedSelling(getDb(), { learnerEmail: "student@campus.local", seedTime });
    expect(await count()).toBe(before);
  });
});
