import { spawn } from "node:child_process";
import path from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { takeNextNumber } from "~/features/selling/document-numbers.server";
import { recordPayment } from "~/features/selling/settle.server";
import { getDb } from "~/server/app-context.server";
import { insertCourse } from "~/server/factories/course-factory";
import { acceptFulfilment, insertOrder, setSupplierDetails } from "~/server/factories/selling-factory";
import type { Order } from "~db/schema";

/**
 * Tax invoice numbers under concurrent issue (decision 0082): payments in full on many orders at
 * once, through several connections (PostgreSQL's pool; SQLite's adapter serialises them), and on
 * PostgreSQL from two separate server processes, give serials with no gap and no repeat; an issue
 * that rolls back gives its number back.
 */
const NOW = new Date("2026-11-20T08:00:00Z");
const root = path.resolve(import.meta.dirname, "../..");
const onPostgres = Boolean(process.env.DATABASE_URL);

let courseId: string;

beforeAll(async () => {
  await setSupplierDetails(getDb());
  courseId = (await insertCourse(getDb(), { price_cents: 125_050 })).id;
});

async function ordersToPay(count: number): Promise<Order[]> {
  const orders: Order[] = [];
  for (let index = 0; index < count; index += 1) {
    orders.push(
      await insertOrder(getDb(), [{ itemType: "course", itemId: courseId, quantity: 1 + (index % 3) }], {}, NOW),
    );
  }
  return orders;
}

async function nextInvoiceNumber(): Promise<number> {
  const row = await getDb()
    .selectFrom("document_series")
    .select("next_number")
    .where("series", "=", "tax_invoice")
    .executeTakeFirstOrThrow();
  return row.next_number;
}

async function invoiceSerials(): Promise<number[]> {
  const rows = await getDb()
    .selectFrom("tax_documents")
    .select(["serial", "number"])
    .where("kind", "=", "tax_invoice")
    .orderBy("serial")
    .execute();
  for (const row of rows) expect(row.number).toBe(`INV-${String(row.serial).padStart(6, "0")}`);
  return rows.map((row) => row.serial);
}

const range = (from: number, count: number) => Array.from({ length: count }, (_, index) => from + index);

function payInFull(order: Order, fulfil = acceptFulfilment) {
  return recordPayment(
    getDb(),
    { orderId: order.id, amountCents: order.total_cents, receivedOn: "2026-11-20", method: "eft", source: "manual" },
    fulfil,
    NOW,
  );
}

describe("tax invoice numbers", () => {
  it("are 1..N with no gap or repeat when 40 invoices are issued at once", async () => {
    const first = await nextInvoiceNumber();
    const orders = await ordersToPay(40);
    const outcomes = await Promise.all(orders.map((order) => payInFull(order)));
    expect(outcomes.every((outcome) => outcome.ok && outcome.invoiceIssued)).toBe(true);
    expect(await invoiceSerials()).toEqual(range(1, first - 1 + 40));
    expect(await nextInvoiceNumber()).toBe(first + 40);
    // One invoice per order, each for its order's total.
    const invoices = await getDb()
      .selectFrom("tax_documents")
      .innerJoin("orders", "orders.id", "tax_documents.order_id")
      .select(["tax_documents.total_cents as invoiced", "orders.total_cents as ordered"])
      .where(
        "tax_documents.order_id",
        "in",
        orders.map((order) => order.id),
      )
      .execute();
    expect(invoices).toHaveLength(40);
    for (const invoice of invoices) expect(invoice.invoiced).toBe(invoice.ordered);
  }, 120_000);

  it("give a rolled-back issue's number back, also among issues running at the same time", async () => {
    const first = await nextInvoiceNumber();
    const orders = await ordersToPay(20);
    const refuseEveryOther = (index: number) =>
      index % 2 === 1
        ? async () => ({ ok: false as const, reason: "conflict" as const, message: "The date is full." })
        : acceptFulfilment;
    const outcomes = await Promise.all(orders.map((order, index) => payInFull(order, refuseEveryOther(index))));
    expect(outcomes.filter((outcome) => outcome.ok)).toHaveLength(10);
    expect(await nextInvoiceNumber()).toBe(first + 10);
    expect(await invoiceSerials()).toEqual(range(1, first - 1 + 10));
    // A refused order was not paid: paid again later, it takes the next number, none skipped.
    const again = await payInFull(orders[1] as Order);
    expect(again.ok).toBe(true);
    expect(await invoiceSerials()).toEqual(range(1, first + 10));

    // A number taken in a transaction that then fails is given back.
    const before = await nextInvoiceNumber();
    await expect(
      getDb()
        .transaction()
        .execute(async (trx) => {
          await takeNextNumber(trx, "tax_invoice");
          throw new Error("the invoice could not be written");
        }),
    ).rejects.toThrow("could not be written");
    expect(await nextInvoiceNumber()).toBe(before);
  }, 120_000);

  it.skipIf(!onPostgres)(
    "are 1..N with no gap or repeat when two server processes issue at once",
    async () => {
      const first = await nextInvoiceNumber();
      const orders = await ordersToPay(30);
      const halves = [orders.filter((_, index) => index % 2 === 0), orders.filter((_, index) => index % 2 === 1)];
      const results = await Promise.all(halves.map((half) => runPayingProcess(half.map((order) => order.id))));
      for (const result of results) expect(result).toEqual(Array(15).fill(true));
      expect(await invoiceSerials()).toEqual(range(1, first - 1 + 30));
    },
    180_000,
  );
});

/** A second Node process paying the orders through the app's own modules; its list of outcomes. */
function runPayingProcess(orderIds: string[]): Promise<boolean[]> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ["tests/support/pay-orders-process.ts", ...orderIds], {
      cwd: root,
      env: { ...process.env, LOG_LEVEL: "error" },
    });
    let stdout = "";
    let stderr = "";
    child.stdout.on("data", (chunk) => {
      stdout += String(chunk);
    });
    child.stderr.on("data", (chunk) => {
      stderr += String(chunk);
    });
    child.on("error", reject);
    child.on("close", (code) => {
      if (code !== 0) return reject(new Error(`the paying process failed (${code}): ${stderr}`));
      const last = stdout.trim().split("\n").at(-1) ?? "[]";
      resolve(JSON.parse(last) as boolean[]);
    });
  });
}
