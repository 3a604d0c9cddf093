import { beforeAll, describe, expect, it } from "vitest";
import { createCompany } from "~/features/companies/companies.server";
import { issueCreditNote } from "~/features/selling/credit-notes.server";
import { placeOrder } from "~/features/selling/orders.server";
import { recordPayment, settleOnAccount } from "~/features/selling/settle.server";
import { getEnvironment } from "~/lib/env.server";
import { createWebhookEndpoint } from "~/platform/webhooks/endpoints.server";
import { secretKeyFrom } from "~/platform/webhooks/secrets.server";
import { getAuth, getDb } from "~/server/app-context.server";
import { insertCourse } from "~/server/factories/course-factory";
import { acceptFulfilment, insertOrder, personBuyer, setSupplierDetails } from "~/server/factories/selling-factory";
import { insertUser } from "~/server/factories/user-factory";

/**
 * The selling webhooks (decision 0082): order.created, invoice.issued, payment.received and
 * credit_note.issued are queued once each, in the transaction that makes the change, so a refused
 * payment (its invoice number given back) queues nothing and an invoice asked for twice is told once.
 */
const NOW = new Date("2026-11-20T08:00:00Z");
let courseId: string;
let endpointId: string;

async function queued(type: string, id: string) {
  const rows = await getDb()
    .selectFrom("webhook_deliveries")
    .select("payload_json")
    .where("endpoint_id", "=", endpointId)
    .where("event_type", "=", type)
    .execute();
  return rows.map((row) => JSON.parse(row.payload_json).data).filter((data) => JSON.stringify(data).includes(id));
}

beforeAll(async () => {
  const db = getDb();
  await setSupplierDetails(db);
  courseId = (await insertCourse(db, { price_cents: 100_000 })).id;
  const admin = await insertUser(getAuth(), db, { role: "admin" });
  const endpoint = await createWebhookEndpoint(
    db,
    {
      url: "http://127.0.0.1:9/hooks",
      description: "Accounts",
      eventTypes: ["order.created", "invoice.issued", "payment.received", "credit_note.issued"],
      createdByUserId: admin.id,
    },
    { policy: { allowLocalhost: true }, secretKey: secretKeyFrom(getEnvironment().authSecret) },
  );
  if (!endpoint.ok) throw new Error("endpoint refused");
  endpointId = endpoint.id;
});

describe("selling webhooks", () => {
  it("order.created once per order, with money in cents", async () => {
    const order = await insertOrder(getDb(), [{ itemType: "course", itemId: courseId, quantity: 2 }], {}, NOW);
    const [created, ...more] = await queued("order.created", order.id);
    expect(more).toEqual([]);
    expect(created).toMatchObject({
      orderId: order.id,
      number: order.number,
      status: "awaiting_payment",
      currency: "ZAR",
      subtotalCents: 200_000,
      vatCents: 30_000,
      totalCents: 230_000,
    });
  });

  it("a refused order queues nothing", async () => {
    const refused = await placeOrder(
      getDb(),
      {
        lines: [{ itemType: "course", itemId: "no-such-course", quantity: 1 }],
        buyer: personBuyer(),
        paymentMethod: "eft",
      },
      NOW,
    );
    expect(refused.ok).toBe(false);
    const all = await getDb().selectFrom("webhook_deliveries").select("payload_json").execute();
    expect(all.some((row) => row.payload_json.includes("no-such-course"))).toBe(false);
  });

  it("payment.received for each payment, invoice.issued once when paid in full", async () => {
    const db = getDb();
    const order = await insertOrder(db, [{ itemType: "course", itemId: courseId, quantity: 1 }], {}, NOW);
    const pay = (amountCents: number) =>
      recordPayment(
        db,
        { orderId: order.id, amountCents, receivedOn: "2026-11-21", method: "eft", source: "manual" },
        acceptFulfilment,
        NOW,
      );
    const part = await pay(50_000);
    expect(part.ok).toBe(true);
    expect(await queued("invoice.issued", order.id)).toEqual([]);
    const rest = await pay(order.total_cents - 50_000);
    // An overpayment afterwards is a payment too, but the invoice is not issued again.
    const over = await pay(1_000);
    if (!part.ok || !rest.ok || !over.ok) throw new Error("a payment was refused");
    const payments = await queued("payment.received", order.id);
    const told = payments.map((each) => [each.paymentId, each.amountCents, each.orderStatus]);
    expect(told.sort((a, b) => Number(a[1]) - Number(b[1]))).toEqual([
      [over.paymentId, 1_000, "paid"],
      [part.paymentId, 50_000, "awaiting_payment"],
      [rest.paymentId, order.total_cents - 50_000, "paid"],
    ]);
    const invoices = await queued("invoice.issued", order.id);
    expect(invoices).toHaveLength(1);
    expect(invoices[0]).toMatchObject({ orderId: order.id, totalCents: order.total_cents, currency: "ZAR" });
    expect(invoices[0].number).toMatch(/^INV-\d{6}$/);
  });

  it("a payment rolled back by fulfilment queues neither payment.received nor invoice.issued", async () => {
    const db = getDb();
    const order = await insertOrder(db, [{ itemType: "course", itemId: courseId, quantity: 1 }], {}, NOW);
    const refused = await recordPayment(
      db,
      { orderId: order.id, amountCents: order.total_cents, receivedOn: "2026-11-21", method: "eft", source: "manual" },
      async () => ({ ok: false, reason: "conflict", message: "The date is full." }),
      NOW,
    );
    expect(refused.ok).toBe(false);
    expect(await queued("payment.received", order.id)).toEqual([]);
    expect(await queued("invoice.issued", order.id)).toEqual([]);
  });

  it("an invoice on account is told once, and each credit note once", async () => {
    const db = getDb();
    const company = await createCompany(db, {
      name: "Karoo Labs",
      registrationNumber: "",
      contactName: "",
      contactEmail: "",
      contactPhone: "",
    });
    if (!company.ok) throw new Error(company.message);
    await db
      .insertInto("company_accounts")
      .values({ company_id: company.id, credit_terms_days: 30, updated_at: NOW.toISOString() })
      .execute();
    const order = await insertOrder(
      db,
      [{ itemType: "course", itemId: courseId, quantity: 3 }],
      {
        buyer: personBuyer({ kind: "company", companyId: company.id, companyName: "Karoo Labs" }),
        paymentMethod: "account",
      },
      NOW,
    );
    expect((await settleOnAccount(db, order.id, acceptFulfilment, NOW)).ok).toBe(true);
    // Settling again answers the same invoice and tells nobody twice.
    await db.transaction().execute(async (trx) => {
      const { issueTaxInvoice } = await import("~/features/selling/invoices.server");
      const again = await issueTaxInvoice(trx, order, { now: NOW });
      expect(again.ok && again.issuedNow).toBe(false);
    });
    const [invoice, ...more] = await queued("invoice.issued", order.id);
    expect(more).toEqual([]);
    expect(invoice.dueDate).toBe("2026-12-20");
    const [line] = await db.selectFrom("order_lines").select("id").where("order_id", "=", order.id).execute();
    const credit = (quantity: number) =>
      db.transaction().execute((trx) =>
        issueCreditNote(trx, invoice.invoiceId, {
          lines: [{ orderLineId: line.id, quantity }],
          reason: "Seat cancelled within the policy",
          now: NOW,
        }),
      );
    const first = await credit(1);
    const tooMany = await credit(5);
    expect(tooMany.ok).toBe(false);
    const notes = await queued("credit_note.issued", order.id);
    expect(notes).toHaveLength(1);
    expect(notes[0]).toMatchObject({
      creditNoteId: first.ok ? first.creditNote.id : "",
      invoiceId: invoice.invoiceId,
      reason: "Seat cancelled within the policy",
      totalCents: 115_000,
    });
  });
});
