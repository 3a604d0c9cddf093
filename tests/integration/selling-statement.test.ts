import { beforeAll, describe, expect, it } from "vitest";
import { issueCreditNote } from "~/features/selling/credit-notes.server";
import { placeOrder } from "~/features/selling/orders.server";
import { recordPayment, settleOnAccount } from "~/features/selling/settle.server";
import { type CompanyStatement, statementPeriodFrom } from "~/features/selling/statement.server";
import { createId } from "~/lib/ids";
import * as statementPdfRoute from "~/routes/company/company-statement-pdf";
import { getDb } from "~/server/app-context.server";
import { insertCourse } from "~/server/factories/course-factory";
import { acceptFulfilment, personBuyer, setSupplierDetails } from "~/server/factories/selling-factory";
import { pdfToText } from "~tests/support/pdf-text";
import { pageRequest } from "~tests/support/requests";
import { dispatch } from "~tests/support/route-table";
import { type SignedInUser, signedInAs } from "~tests/support/sign-in";

/**
 * A company's statement (decision 0082): the opening balance of everything before the period,
 * then invoices, credit notes and payments in date order with a running balance, and an
 * overpayment shown as the company's credit; for its training managers and for staff.
 */
let manager: SignedInUser;
let admin: SignedInUser;
let companyId: string;
let courseId: string;

async function onAccountInvoice(quantity: number, day: string) {
  const now = new Date(`${day}T08:00:00Z`);
  const placed = await placeOrder(
    getDb(),
    {
      lines: [{ itemType: "course", itemId: courseId, quantity }],
      buyer: personBuyer({ kind: "company", companyId, companyName: "Statement Mining (Pty) Ltd" }),
      paymentMethod: "account",
    },
    now,
  );
  if (!placed.ok) throw new Error(placed.message);
  const settled = await settleOnAccount(getDb(), placed.order.id, acceptFulfilment, now);
  if (!settled.ok) throw new Error(settled.message);
  const invoice = await getDb()
    .selectFrom("tax_documents")
    .selectAll()
    .where("order_id", "=", placed.order.id)
    .executeTakeFirstOrThrow();
  return { order: placed.order, invoice };
}

async function pay(orderId: string, amountCents: number, receivedOn: string) {
  const paid = await recordPayment(
    getDb(),
    { orderId, amountCents, receivedOn, method: "eft", source: "manual" },
    acceptFulfilment,
    new Date(`${receivedOn}T09:00:00Z`),
  );
  if (!paid.ok) throw new Error(paid.message);
}

beforeAll(async () => {
  const db = getDb();
  await setSupplierDetails(db);
  [manager, admin] = await Promise.all([signedInAs("student", { name: "Mpho Manager" }), signedInAs("admin")]);
  companyId = createId();
  const at = "2026-01-01T00:00:00.000Z";
  await db
    .insertInto("companies")
    .values({ id: companyId, name: "Statement Mining", created_at: at, updated_at: at })
    .execute();
  await db
    .insertInto("company_accounts")
    .values({
      company_id: companyId,
      legal_name: "Statement Mining (Pty) Ltd",
      vat_number: "4111111111",
      billing_address: "7 Reef Road, Germiston, 1401",
      credit_terms_days: 30,
      updated_at: at,
    })
    .execute();
  await db
    .insertInto("company_managers")
    .values({ company_id: companyId, user_id: manager.id, added_at: at })
    .execute();
  courseId = (await insertCourse(db, { price_cents: 100_000 })).id;

  // Before the period: invoice A (2 × R 1 150 = R 2 300), R 1 000 paid on it.
  const a = await onAccountInvoice(2, "2026-07-10");
  await pay(a.order.id, 100_000, "2026-08-01");
  // In the period: invoice B (R 3 450), one seat credited (R 1 150), then R 4 100 paid: R 500 too much.
  const b = await onAccountInvoice(3, "2026-09-15");
  const [line] = await db.selectFrom("order_lines").select("id").where("order_id", "=", b.order.id).execute();
  const credited = await db.transaction().execute((trx) =>
    issueCreditNote(trx, b.invoice.id, {
      lines: [{ orderLineId: line?.id as string, quantity: 1 }],
      reason: "One seat cancelled",
      now: new Date("2026-10-01T08:00:00Z"),
    }),
  );
  if (!credited.ok) throw new Error(credited.message);
  await pay(b.order.id, 410_000, "2026-10-20");
  // After the period: not on it.
  await onAccountInvoice(1, "2026-12-05");
});

const PERIOD = "?from=2026-09-01&to=2026-11-30";

describe("a company's statement", () => {
  it("opens with the balance before the period and runs through every movement to the company's credit", async () => {
    const result = await dispatch(pageRequest(`/my-company/${companyId}/statement${PERIOD}`, manager.cookie));
    expect(result.status, result.message).toBe(200);
    const { statement } = result.loaderData["routes/company/company-statement"] as { statement: CompanyStatement };
    expect(statement.openingBalance).toBe("R 1 300");
    expect(statement.lines.map((line) => [line.date, line.kind, line.debit, line.credit, line.balance])).toEqual([
      ["15 Sep 2026", "invoice", "R 3 450", "", "R 4 750"],
      ["1 Oct 2026", "credit_note", "", "R 1 150", "R 3 600"],
      ["20 Oct 2026", "payment", "", "R 4 100", "R 500 credit"],
    ]);
    expect(statement).toMatchObject({
      closingBalance: "R 500 credit",
      credit: "R 500",
      totals: { debits: "R 3 450", credits: "R 5 250" },
    });
  });

  it("is a PDF with the same lines, for the company's training managers and for staff only", async () => {
    const response = (await statementPdfRoute.loader({
      request: pageRequest(`/my-company/${companyId}/statement/pdf${PERIOD}`, manager.cookie),
      params: { companyId },
      context: {},
    } as never)) as Response;
    expect(response.status).toBe(200);
    const bytes = new Uint8Array(await response.arrayBuffer());
    const text = pdfToText(bytes, "reading");
    for (const expected of [
      "Statement",
      "To: Statement Mining (Pty) Ltd",
      "Period: 1 Sep 2026 to 30 Nov 2026",
      "Opening balance: R 1 300",
      "Closing balance: R 500 credit",
      "In credit: R 500",
    ]) {
      expect(text, expected).toContain(expected);
    }
    // Each row on one line, its columns in place.
    const layout = pdfToText(bytes);
    expect(layout).toMatch(/15 Sep 2026\s+INV-\d{6}\s+Tax invoice\s+R 3 450\s+R 4 750/);
    expect(layout).toMatch(/1 Oct 2026\s+CN-\d{6}\s+Credit note on INV-\d{6}\s+R 1 150\s+R 3 600/);
    expect(layout).toMatch(/20 Oct 2026\s+ORD-\d{6}\s+Payment received \(EFT\)\s+R 4 100\s+R 500 credit/);
    // Admins use the staff view; My company is the training managers' alone (decision 0039).
    expect((await dispatch(pageRequest(`/my-company/${companyId}/statement`, admin.cookie))).status).toBe(403);
    expect((await dispatch(pageRequest(`/staff/companies/${companyId}/statement${PERIOD}`, admin.cookie))).status).toBe(
      200,
    );
    expect((await dispatch(pageRequest(`/staff/companies/${companyId}/statement`, manager.cookie))).status).toBe(403);
    expect((await dispatch(pageRequest("/staff/companies/no-such-company/statement", admin.cookie))).status).toBe(404);
  });

  it("covers the last three months on the site's clock unless a period is chosen, and refuses a backwards one", async () => {
    const db = getDb();
    const period = await statementPeriodFrom(db, new URLSearchParams(), new Date("2026-05-30T23:30:00Z"));
    // 23:30 UTC is already 31 May in Johannesburg; three months back is the last day of February.
    expect(period).toEqual({ ok: true, period: { from: "2026-02-28", to: "2026-05-31" } });
    const backwards = await dispatch(
      pageRequest(`/my-company/${companyId}/statement?from=2026-10-01&to=2026-09-01`, manager.cookie),
    );
    expect(backwards.status).toBe(400);
    expect(backwards.message).toContain("Choose a period");
  });
});
