import { beforeAll, describe, expect, it } from "vitest";
import {
  dayMonthYear,
  randsFromCents,
  SAGE_CREDIT_NOTE_COLUMNS,
  SAGE_INVOICE_COLUMNS,
  SAGE_PAYMENT_COLUMNS,
  XERO_CREDIT_NOTE_COLUMNS,
  XERO_INVOICE_COLUMNS,
  XERO_PAYMENT_COLUMNS,
  xeroLineAmounts,
} from "~/features/selling/accounting-exports";
import { issueCreditNote } from "~/features/selling/credit-notes.server";
import { sendDuePaymentReminders } from "~/features/selling/payment-reminders.server";
import { revenueReport } from "~/features/selling/revenue-report.server";
import { recordPayment, settleOnAccount } from "~/features/selling/settle.server";
import { parseCsv } from "~/lib/csv";
import { createId } from "~/lib/ids";
import * as accountingExportRoute from "~/routes/resources/accounting-export-csv";
import * as revenueCsvRoute from "~/routes/resources/revenue-report-csv";
import { getDb } from "~/server/app-context.server";
import { insertCourse } from "~/server/factories/course-factory";
import { acceptFulfilment, insertOrder, personBuyer, setSupplierDetails } from "~/server/factories/selling-factory";
import type { Order } from "~db/schema";
import { outboxTo } from "~tests/support/outbox";
import { formRequest, pageRequest, routeArgs, settle } from "~tests/support/requests";
import { dispatch } from "~tests/support/route-table";
import { type SignedInUser, signedInAs } from "~tests/support/sign-in";

/**
 * Selling: finance. The finance role sees orders, invoices, payments and the reports and nothing
 * of learning content; the lists filter, search and page by keyset; reminders are queued once per
 * interval; the revenue report's sums and the Xero and Sage files are checked to the cent.
 */
const PLACED = new Date("2026-11-02T08:00:00Z");

let finance: SignedInUser;
let admin: SignedInUser;
let courseId: string;
let otherCourseId: string;
let companyId: string;

async function insertCompany(name: string, creditTermsDays: number | null) {
  const id = createId();
  const now = PLACED.toISOString();
  await getDb().insertInto("companies").values({ id, name, created_at: now, updated_at: now }).execute();
  await getDb()
    .insertInto("company_accounts")
    .values({
      company_id: id,
      legal_name: `${name} (Pty) Ltd`,
      vat_number: "4987654321",
      billing_address: "1 Main Road\nSandton\n2196",
      credit_terms_days: creditTermsDays,
      updated_at: now,
    })
    .execute();
  return id;
}

async function paidOrder(itemId: string, quantity: number, receivedOn: string, at: Date): Promise<Order> {
  const order = await insertOrder(getDb(), [{ itemType: "course", itemId, quantity }], {}, at);
  const paid = await recordPayment(
    getDb(),
    { orderId: order.id, amountCents: order.total_cents, receivedOn, method: "eft", source: "manual" },
    acceptFulfilment,
    at,
  );
  if (!paid.ok) throw new Error(paid.message);
  return paid.order;
}

/** A CSV route's own answer (the route table hands a resource route's body back as text). */
async function downloadCsv(
  route: { loader: (args: never) => Promise<Response> },
  path: string,
): Promise<{ status: number; rows: string[][] }> {
  const response = (await settle(() => route.loader(routeArgs(pageRequest(path, finance.cookie))))) as Response;
  return { status: response.status, rows: response.status === 200 ? parseCsv(await response.text()) : [] };
}

beforeAll(async () => {
  const db = getDb();
  await setSupplierDetails(db);
  finance = await signedInAs("finance", { name: "Farah Finance" });
  admin = await signedInAs("admin");
  // R 333.33 excluding VAT: VAT per line rounds, the thirds never add up in floats.
  courseId = (await insertCourse(db, { name: "ISO 9001 Lead Auditor", price_cents: 33_333 })).id;
  otherCourseId = (await insertCourse(db, { name: "ISO 14001 Awareness", price_cents: 150_000 })).id;
  companyId = await insertCompany("Umhlanga Engineering", 30);
});

describe("the finance role", () => {
  it("opens Orders, Invoices, Payments and the revenue report, and is refused learning content", async () => {
    for (const path of ["/staff/orders", "/staff/invoices", "/staff/payments", "/staff/reports/revenue"]) {
      expect((await dispatch(pageRequest(path, finance.cookie))).status, path).toBe(200);
    }
    for (const path of [
      "/instructor/courses",
      "/instructor/dashboard",
      "/list-courses",
      "/manage-events",
      "/instructor/cpd-activities",
      "/admin/users",
    ]) {
      expect((await dispatch(pageRequest(path, finance.cookie))).status, path).toBe(403);
    }
    const student = await signedInAs("student");
    expect((await dispatch(pageRequest("/staff/orders", student.cookie))).status).toBe(403);
  });

  it("is given by an admin on the Users screen, never taken by the person", async () => {
    const person = await signedInAs("student", { name: "Lerato Ledger" });
    const version = async () =>
      (await getDb().selectFrom("user").select("version").where("id", "=", person.id).executeTakeFirstOrThrow())
        .version;
    const own = await dispatch(
      formRequest(
        "/admin/users",
        { intent: "change-role", userId: person.id, role: "finance", version: String(await version()) },
        person.cookie,
      ),
    );
    expect(own.status).toBe(403);
    const given = await dispatch(
      formRequest(
        "/admin/users",
        { intent: "change-role", userId: person.id, role: "finance", version: String(await version()) },
        admin.cookie,
      ),
    );
    expect(given.status).toBeLessThan(400);
    const row = await getDb().selectFrom("user").select("role").where("id", "=", person.id).executeTakeFirstOrThrow();
    expect(row.role).toBe("finance");
  });
});

describe("the staff lists", () => {
  it("filter by status, search by number, email and reference, and page newest first by keyset", async () => {
    const db = getDb();
    const orders: Order[] = [];
    for (let i = 0; i < 27; i += 1) {
      const at = new Date(Date.UTC(2026, 9, 1, 8, i));
      orders.push(
        await insertOrder(
          db,
          [{ itemType: "course", itemId: otherCourseId, quantity: 1 }],
          { buyer: personBuyer({ name: `Paging Buyer ${i}`, email: `paging.${i}@example.test` }) },
          at,
        ),
      );
    }
    const first = await dispatch(pageRequest("/staff/orders?q=paging.&from=2026-10-01&to=2026-10-01", finance.cookie));
    const page = first.loaderData["routes/staff/orders"] as {
      orders: Array<{ number: string }>;
      total: number;
      next: string | null;
    };
    expect(page.total).toBe(27);
    expect(page.orders).toHaveLength(25);
    expect(page.orders[0]?.number).toBe(orders[26]?.number);
    expect(page.next).not.toBeNull();
    const second = await dispatch(
      pageRequest(`/staff/orders?q=paging.&from=2026-10-01&to=2026-10-01&after=${page.next}`, finance.cookie),
    );
    const rest = second.loaderData["routes/staff/orders"] as { orders: Array<{ number: string }>; next: null };
    expect(rest.orders.map((order) => order.number)).toEqual([orders[1]?.number, orders[0]?.number]);
    expect(rest.next).toBeNull();

    const byNumber = await dispatch(pageRequest(`/staff/orders?q=${orders[5]?.number}`, finance.cookie));
    expect((byNumber.loaderData["routes/staff/orders"] as { total: number }).total).toBe(1);
    const byReference = await dispatch(
      pageRequest(`/staff/orders?q=${orders[6]?.payment_reference.toLowerCase()}`, finance.cookie),
    );
    expect((byReference.loaderData["routes/staff/orders"] as { total: number }).total).toBe(1);
    const paid = await dispatch(pageRequest("/staff/orders?q=paging.&status=paid", finance.cookie));
    expect((paid.loaderData["routes/staff/orders"] as { total: number }).total).toBe(0);
  });

  it("answers a bad filter or page with 400 and the reason", async () => {
    for (const [path, message] of [
      ["/staff/orders?status=lost", "Choose a status from the list."],
      ["/staff/orders?from=2026-13-01", "That date does not exist."],
      ["/staff/orders?from=2026-11-02&to=2026-11-01", "The first day comes before the last."],
      ["/staff/orders?after=not*ours", "That page of the list does not exist"],
      ["/staff/invoices?standing=late", "Choose paid, open or overdue."],
      ["/staff/reports/revenue?from=2020-01-01&to=2026-01-01", "at most 400 days"],
      ["/staff/exports/accounting.csv?system=pastel", "Choose Xero or Sage."],
    ] as const) {
      const answer = await dispatch(pageRequest(path, finance.cookie));
      expect(answer.status, path).toBe(400);
      expect(answer.message, path).toContain(message);
    }
  });

  it("show an order to staff with its lines, payments, documents and history", async () => {
    const order = await paidOrder(courseId, 2, "2026-11-03", PLACED);
    const answer = await dispatch(pageRequest(`/staff/orders/${order.id}`, finance.cookie));
    expect(answer.status).toBe(200);
    const data = answer.loaderData["routes/staff/order"] as {
      lines: unknown[];
      payments: unknown[];
      documents: Array<{ kind: string }>;
      history: Array<{ what: string }>;
    };
    expect(data.lines).toHaveLength(1);
    expect(data.payments).toHaveLength(1);
    expect(data.documents.map((document) => document.kind)).toEqual(["tax_invoice"]);
    expect(data.history.map((event) => event.what)).toContain("Paid in full");
    expect((await dispatch(pageRequest("/staff/orders/no-such-order", finance.cookie))).status).toBe(404);
  });
});

describe("payment reminders", () => {
  it("remind an unpaid pro-forma after three days, once a week at most", async () => {
    const email = "slow.payer@example.test";
    const order = await insertOrder(
      getDb(),
      [{ itemType: "course", itemId: otherCourseId, quantity: 1 }],
      { buyer: personBuyer({ email, name: "Slow Payer" }) },
      PLACED,
    );
    const options = { baseUrl: "https://campus.example" };
    await sendDuePaymentReminders(getDb(), new Date("2026-11-04T08:00:00Z"), options);
    expect(await outboxTo(email)).toHaveLength(0);

    // Two runs at once (two processes, each reading the order as due): the claim lets one through.
    await Promise.all([
      sendDuePaymentReminders(getDb(), new Date("2026-11-05T09:00:00Z"), options),
      sendDuePaymentReminders(getDb(), new Date("2026-11-05T10:00:00Z"), options),
    ]);
    await sendDuePaymentReminders(getDb(), new Date("2026-11-06T09:00:00Z"), options);
    const mails = await outboxTo(email);
    expect(mails).toHaveLength(1);
    expect(mails[0]?.subject).toBe(`Payment reminder: order ${order.number}`);
    expect(mails[0]?.text).toContain(order.payment_reference);
    expect(mails[0]?.text).toContain(`https://campus.example/orders/${order.id}`);

    // A week after the reminder (whichever of the two runs sent it): the next one.
    await sendDuePaymentReminders(getDb(), new Date("2026-11-12T08:00:00Z"), options);
    expect(await outboxTo(email)).toHaveLength(1);
    await sendDuePaymentReminders(getDb(), new Date("2026-11-12T10:00:00Z"), options);
    expect(await outboxTo(email)).toHaveLength(2);

    // Paid: no more reminders.
    await recordPayment(
      getDb(),
      { orderId: order.id, amountCents: order.total_cents, receivedOn: "2026-11-13", method: "eft", source: "manual" },
      acceptFulfilment,
      new Date("2026-11-13T09:00:00Z"),
    );
    await sendDuePaymentReminders(getDb(), new Date("2026-11-30T09:00:00Z"), options);
    expect(await outboxTo(email)).toHaveLength(2);
  });

  it("remind a company of an invoice on account past its due date, and not before", async () => {
    const email = "accounts@umhlanga.example.test";
    const order = await insertOrder(
      getDb(),
      [{ itemType: "course", itemId: otherCourseId, quantity: 3 }],
      {
        paymentMethod: "account",
        buyer: personBuyer({
          kind: "company",
          companyId,
          companyName: "Umhlanga Engineering (Pty) Ltd",
          email,
          name: "Zanele Accounts",
          purchaseOrder: "PO-7781",
        }),
      },
      PLACED,
    );
    expect(order.status).toBe("on_account");
    const settled = await settleOnAccount(getDb(), order.id, acceptFulfilment, PLACED);
    expect(settled.ok).toBe(true);
    const invoice = await getDb()
      .selectFrom("tax_documents")
      .selectAll()
      .where("order_id", "=", order.id)
      .executeTakeFirstOrThrow();
    expect(invoice.due_date).toBe("2026-12-02");

    const options = { baseUrl: "https://campus.example" };
    await sendDuePaymentReminders(getDb(), new Date("2026-12-02T09:00:00Z"), options);
    expect(await outboxTo(email)).toHaveLength(0);
    await sendDuePaymentReminders(getDb(), new Date("2026-12-03T09:00:00Z"), options);
    await sendDuePaymentReminders(getDb(), new Date("2026-12-04T09:00:00Z"), options);
    const mails = await outboxTo(email);
    expect(mails).toHaveLength(1);
    expect(mails[0]?.subject).toBe(`Overdue invoice ${invoice.number}`);
    expect(mails[0]?.text).toContain("PO-7781");
    expect(mails[0]?.text).toContain(`https://campus.example/invoices/${invoice.id}`);
  });
});

describe("the revenue report", () => {
  it("sums invoices, VAT, credits and payments by month, item and company in cents", async () => {
    const db = getDb();
    // A period of its own: January 2027.
    const january = new Date("2027-01-10T08:00:00Z");
    const one = await paidOrder(courseId, 3, "2027-01-10", january);
    const two = await paidOrder(otherCourseId, 1, "2027-01-20", new Date("2027-01-20T08:00:00Z"));
    const three = await paidOrder(courseId, 1, "2027-02-01", new Date("2027-02-01T08:00:00Z"));
    const invoiceOf = async (order: Order) =>
      db.selectFrom("tax_documents").selectAll().where("order_id", "=", order.id).executeTakeFirstOrThrow();
    const invoiceOne = await invoiceOf(one);
    const line = await db
      .selectFrom("tax_document_lines")
      .selectAll()
      .where("document_id", "=", invoiceOne.id)
      .executeTakeFirstOrThrow();
    const credited = await issueCreditNote(db, invoiceOne.id, {
      lines: [{ orderLineId: line.order_line_id as string, quantity: 1 }],
      reason: "One seat cancelled",
      now: new Date("2027-01-25T08:00:00Z"),
    });
    expect(credited.ok).toBe(true);

    const report = await revenueReport(db, { from: "2027-01-01", to: "2027-01-31" });
    // 3 × 333.33 = 999.99 and 1 500.00 excluding VAT; VAT per line: 150.00 and 225.00.
    expect(report.byMonth).toHaveLength(1);
    expect(report.byMonth[0]).toMatchObject({
      key: "2027-01",
      invoicedNetCents: 99_999 + 150_000,
      vatCents: 15_000 + 22_500,
      creditedNetCents: 33_333,
      paidCents: one.total_cents + two.total_cents,
    });
    const item = report.byItem.find((row) => row.key === `course:${courseId}`);
    expect(item).toMatchObject({ invoicedNetCents: 99_999, creditedNetCents: 33_333, paidCents: null });
    expect(report.byCompany).toEqual([
      expect.objectContaining({ key: "", label: "Individuals", invoicedNetCents: 249_999 }),
    ]);
    expect(report.totals.paidCents).toBe(one.total_cents + two.total_cents);
    const february = await revenueReport(db, { from: "2027-02-01", to: "2027-02-28" });
    expect(february.totals.invoicedNetCents).toBe(33_333);
    expect(february.totals.paidCents).toBe(three.total_cents);

    const csv = await downloadCsv(revenueCsvRoute, "/staff/reports/revenue.csv?from=2027-01-01&to=2027-01-31");
    expect(csv.status).toBe(200);
    const rows = csv.rows;
    expect(rows[0]).toEqual([
      "Grouping",
      "Name",
      "Invoiced excl. VAT",
      "VAT invoiced",
      "Credited excl. VAT",
      "VAT credited",
      "Paid",
    ]);
    expect(rows[1]).toEqual([
      "Month",
      "2027-01",
      "2499.99",
      "375.00",
      "333.33",
      "50.00",
      randsFromCents(one.total_cents + two.total_cents),
    ]);
  });

  it("keeps its page small", async () => {
    const answer = await dispatch(pageRequest("/staff/reports/revenue?from=2027-01-01&to=2027-01-31", finance.cookie));
    expect(answer.status).toBe(200);
    expect(JSON.stringify(answer.loaderData).length).toBeLessThan(200_000);
  });
});

describe("the Xero and Sage import files", () => {
  it("write rands with two decimals from cents, by integer arithmetic", () => {
    expect(randsFromCents(0)).toBe("0.00");
    expect(randsFromCents(5)).toBe("0.05");
    expect(randsFromCents(33_333)).toBe("333.33");
    expect(randsFromCents(-120)).toBe("-1.20");
    expect(randsFromCents(1_000_000_007)).toBe("10000000.07");
    // 0.1 + 0.2 in floats is 0.30000000000000004: summed in cents, written once.
    expect(randsFromCents(10 + 20)).toBe("0.30");
    expect(() => randsFromCents(0.5)).toThrow();
    expect(dayMonthYear("2026-11-28", "/")).toBe("28/11/2026");
    expect(dayMonthYear("2026-11-28", "-")).toBe("28-11-2026");
  });

  it("give a discounted line exactly its net", () => {
    // 3 × 333.33 less 10 %: 899.99 net.
    const line = { quantity: 3, unitPriceCents: 33_333, discountCents: 10_000, netCents: 89_999 };
    const amounts = xeroLineAmounts(line);
    const [rands, cents] = amounts.unitAmount.split(".").map(Number);
    const unit = (rands as number) * 100 + (cents as number);
    const gross = unit * amounts.quantity;
    const discountHundredths = amounts.discount ? Math.round(Number(amounts.discount) * 100) : 0;
    expect(gross - Math.round((gross * discountHundredths) / 10_000)).toBe(89_999);
  });

  it("name their columns as the Xero and Sage templates do", () => {
    const headers = (columns: ReadonlyArray<readonly [string, unknown]>) => columns.map(([header]) => header);
    const xeroContact = [
      "*ContactName",
      "EmailAddress",
      "POAddressLine1",
      "POAddressLine2",
      "POAddressLine3",
      "POAddressLine4",
      "POCity",
      "PORegion",
      "POPostalCode",
      "POCountry",
    ];
    const xeroLine = [
      "InventoryItemCode",
      "*Description",
      "*Quantity",
      "*UnitAmount",
      "Discount",
      "*AccountCode",
      "*TaxType",
      "TaxAmount",
      "TrackingName1",
      "TrackingOption1",
      "TrackingName2",
      "TrackingOption2",
      "Currency",
      "BrandingTheme",
    ];
    expect(headers(XERO_INVOICE_COLUMNS)).toEqual([
      ...xeroContact,
      "*InvoiceNumber",
      "Reference",
      "*InvoiceDate",
      "*DueDate",
      "Total",
      ...xeroLine,
    ]);
    expect(headers(XERO_CREDIT_NOTE_COLUMNS)).toEqual([
      ...xeroContact,
      "*CreditNoteNumber",
      "Reference",
      "*CreditNoteDate",
      "Total",
      ...xeroLine,
    ]);
    expect(headers(XERO_PAYMENT_COLUMNS)).toEqual(["*Date", "*Amount", "Payee", "Description", "Reference"]);
    const sage = [
      "Type",
      "Customer Reference",
      "Date",
      "Customer name",
      "Reference",
      "Ledger Account",
      "Details",
      "Net",
      "VAT Rate",
      "VAT",
      "Total",
      "Analysis Type 1",
      "Analysis Type 2",
      "Analysis Type 3",
    ];
    expect(headers(SAGE_INVOICE_COLUMNS)).toEqual(sage);
    expect(headers(SAGE_CREDIT_NOTE_COLUMNS)).toEqual(sage);
    expect(headers(SAGE_PAYMENT_COLUMNS)).toEqual(["Date", "Reference", "Description", "Amount"]);
  });

  it("export the period's invoices, credit notes and payments to the cent", async () => {
    const download = async (query: string) => {
      const answer = await downloadCsv(accountingExportRoute, `/staff/exports/accounting.csv?${query}`);
      expect(answer.status, query).toBe(200);
      return answer.rows;
    };
    const period = "from=2027-01-01&to=2027-01-31";
    const xero = await download(`system=xero&kind=invoices&${period}`);
    const header = xero[0] as string[];
    const column = (name: string) => header.indexOf(name);
    const rows = xero.slice(1);
    expect(rows, JSON.stringify(xero)).toHaveLength(2);
    const first = rows[0] as string[];
    expect(first[column("*Quantity")]).toBe("3");
    expect(first[column("*UnitAmount")]).toBe("333.33");
    expect(first[column("TaxAmount")]).toBe("150.00");
    expect(first[column("*TaxType")]).toBe("Standard Rate Sales");
    expect(first[column("*InvoiceDate")]).toBe("10/01/2027");
    expect(first[column("Currency")]).toBe("ZAR");
    expect(first[column("POCountry")]).toBe("South Africa");

    const sage = await download(`system=sage&kind=invoices&${period}`);
    const sageHeader = sage[0] as string[];
    const totalCents = sage
      .slice(1)
      .reduce((sum, row) => sum + Math.round(Number(row[sageHeader.indexOf("Total")]) * 100), 0);
    expect(totalCents).toBe(99_999 + 15_000 + 150_000 + 22_500);
    expect(sage[1]?.[sageHeader.indexOf("Type")]).toBe("Invoice");
    expect(sage[1]?.[sageHeader.indexOf("Date")]).toBe("10-01-2027");
    expect(sage[1]?.[sageHeader.indexOf("VAT Rate")]).toBe("Standard");

    const credits = await download(`system=sage&kind=credit-notes&${period}`);
    expect(credits.slice(1).map((row) => [row[0], row[7], row[9]])).toEqual([["Cr Note", "333.33", "50.00"]]);
    const xeroCredits = await download(`system=xero&kind=credit-notes&${period}`);
    expect(xeroCredits.slice(1)).toHaveLength(1);

    const payments = await download(`system=xero&kind=payments&${period}`);
    expect(payments.slice(1).map((row) => row[0])).toEqual(["10/01/2027", "20/01/2027"]);
    const sagePayments = await download(`system=sage&kind=payments&${period}`);
    expect(sagePayments.slice(1)).toHaveLength(2);
  });
});
