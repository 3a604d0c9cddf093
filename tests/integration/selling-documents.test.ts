import { beforeAll, describe, expect, it } from "vitest";
import { findSellableItem } from "~/features/selling/catalogue.server";
import { issueCreditNote } from "~/features/selling/credit-notes.server";
import { supplierOf } from "~/features/selling/invoices.server";
import { placeOrder } from "~/features/selling/orders.server";
import { recordPayment, settleOnAccount } from "~/features/selling/settle.server";
import type { TaxDocumentView } from "~/features/selling/tax-document-view.server";
import { createId } from "~/lib/ids";
import * as creditNotePdfRoute from "~/routes/selling/credit-note-pdf";
import * as invoicePdfRoute from "~/routes/selling/invoice-pdf";
import { getDb } from "~/server/app-context.server";
import { insertCourse } from "~/server/factories/course-factory";
import {
  acceptFulfilment,
  DEMO_SUPPLIER,
  insertOrder,
  personBuyer,
  setSupplierDetails,
} from "~/server/factories/selling-factory";
import { pdfToText } from "~tests/support/pdf-text";
import { pageRequest } from "~tests/support/requests";
import { dispatch } from "~tests/support/route-table";
import { type SignedInUser, signedInAs } from "~tests/support/sign-in";

/**
 * Tax invoices (VAT Act section 20(4)) and credit notes (section 21(3)) as pages and PDFs: every
 * field the Act asks for is in what pdftotext reads back, and only the buyer, the company's
 * training managers and admins may open them.
 */
const NOW = new Date("2026-11-20T08:00:00Z");

let buyer: SignedInUser;
let manager: SignedInUser;
let stranger: SignedInUser;
let admin: SignedInUser;
let companyId: string;
let courseId: string;
/** The course as the documents describe it (the catalogue's description), and the supplier's address. */
let description: string;
let supplierAddress: string;

async function insertCompany(name: string, creditTermsDays: number | null) {
  const db = getDb();
  const id = createId();
  const at = NOW.toISOString();
  await db.insertInto("companies").values({ id, name, created_at: at, updated_at: at }).execute();
  await db
    .insertInto("company_accounts")
    .values({
      company_id: id,
      legal_name: `${name} (Pty) Ltd`,
      vat_number: "4987654321",
      billing_address: "3 Mining Road, Rustenburg, 0300",
      credit_terms_days: creditTermsDays,
      updated_at: at,
    })
    .execute();
  return id;
}

function companyBuyer(company: string, userId: string | null) {
  return personBuyer({
    kind: "company",
    userId,
    name: "Pieter Botha",
    email: "pieter.botha@example.test",
    companyId: company,
    companyName: "Platinum Works (Pty) Ltd",
    vatNumber: "4987654321",
    billingAddress: "3 Mining Road, Rustenburg, 0300",
    purchaseOrder: "PO-7781",
  });
}

async function paidInvoice(userId: string | null) {
  const db = getDb();
  const order = await insertOrder(
    db,
    [{ itemType: "course", itemId: courseId, quantity: 3 }],
    { buyer: companyBuyer(companyId, userId) },
    NOW,
  );
  const paid = await recordPayment(
    db,
    { orderId: order.id, amountCents: order.total_cents, receivedOn: "2026-11-20", method: "eft", source: "manual" },
    acceptFulfilment,
    NOW,
  );
  expect(paid.ok).toBe(true);
  return db
    .selectFrom("tax_documents")
    .selectAll()
    .where("order_id", "=", order.id)
    .where("kind", "=", "tax_invoice")
    .executeTakeFirstOrThrow();
}

async function pdfOf(path: string, cookie: string) {
  const documentId = path.split("/")[2] as string;
  const route = path.startsWith("/invoices/") ? invoicePdfRoute : creditNotePdfRoute;
  const response = (await route.loader({
    request: pageRequest(path, cookie),
    params: { documentId },
    context: {},
  } as never)) as Response;
  expect(response.status).toBe(200);
  expect(response.headers.get("Content-Type")).toBe("application/pdf");
  return pdfToText(new Uint8Array(await response.arrayBuffer()), "reading");
}

async function viewOf(path: string, cookie: string): Promise<TaxDocumentView> {
  const result = await dispatch(pageRequest(path, cookie));
  expect(result.status, result.message).toBe(200);
  const data = Object.values(result.loaderData).find(
    (value): value is { view: TaxDocumentView } => typeof value === "object" && value !== null && "view" in value,
  );
  return data?.view as TaxDocumentView;
}

beforeAll(async () => {
  const db = getDb();
  await setSupplierDetails(db);
  [buyer, manager, stranger, admin] = await Promise.all([
    signedInAs("student", { name: "Pieter Botha" }),
    signedInAs("student", { name: "Naledi Manager" }),
    signedInAs("student", { name: "Someone Else" }),
    signedInAs("admin"),
  ]);
  companyId = await insertCompany("Platinum Works", null);
  await db
    .insertInto("company_managers")
    .values({ company_id: companyId, user_id: manager.id, added_at: NOW.toISOString() })
    .execute();
  courseId = (await insertCourse(db, { name: "ISO 45001 Lead Auditor", price_cents: 1_234_567 })).id;
  const item = await findSellableItem(db, "course", courseId, "Africa/Johannesburg");
  description = item?.description as string;
  supplierAddress = (await supplierOf(db)).address.replace(/\s+/g, " ");
});

describe("a tax invoice", () => {
  it("prints every field of VAT Act section 20(4) in its PDF and on its page", async () => {
    const invoice = await paidInvoice(buyer.id);
    const text = await pdfOf(`/invoices/${invoice.id}/pdf`, buyer.cookie);
    // 3 × R 12 345.67 = R 37 037.01 before VAT; VAT per line at 15% = R 5 555.55; total R 42 592.56.
    for (const expected of [
      "Tax Invoice",
      DEMO_SUPPLIER.legal_name,
      supplierAddress,
      `VAT registration number: ${DEMO_SUPPLIER.vat_number}`,
      "Platinum Works (Pty) Ltd",
      "3 Mining Road, Rustenburg, 0300",
      "VAT registration number: 4987654321",
      `Invoice number: ${invoice.number}`,
      "Date of issue: 20 November 2026",
      description,
      "R 12 345.67",
      "R 37 037.01",
      "Value before VAT R 37 037.01",
      "VAT at 15% R 5 555.55",
      "Total R 42 592.56",
      "Purchase order: PO-7781",
    ]) {
      expect(text, expected).toContain(expected);
    }
    expect(text).toContain(`${description} 3 R 12 345.67 R 37 037.01 15% R 5 555.55 R 42 592.56`);
    expect(invoice.number).toMatch(/^INV-\d{6}$/);

    const view = await viewOf(`/invoices/${invoice.id}`, buyer.cookie);
    expect(view).toMatchObject({
      title: "Tax Invoice",
      number: invoice.number,
      issueDate: "20 November 2026",
      supplier: { name: DEMO_SUPPLIER.legal_name, vatNumber: DEMO_SUPPLIER.vat_number },
      recipient: { name: "Platinum Works (Pty) Ltd", vatNumber: "4987654321" },
      net: "R 37 037.01",
      vatLabel: "VAT at 15%",
      vat: "R 5 555.55",
      total: "R 42 592.56",
      purchaseOrder: "PO-7781",
      dueDate: null,
    });
    expect(view.lines).toEqual([expect.objectContaining({ description, quantity: 3, net: "R 37 037.01" })]);
  });

  it("prints the due date of an invoice on account", async () => {
    const db = getDb();
    const onAccount = await insertCompany("Credit Mining", 30);
    const placed = await placeOrder(
      db,
      {
        lines: [{ itemType: "course", itemId: courseId, quantity: 1 }],
        buyer: companyBuyer(onAccount, buyer.id),
        paymentMethod: "account",
      },
      NOW,
    );
    if (!placed.ok) throw new Error(placed.message);
    const settled = await settleOnAccount(db, placed.order.id, acceptFulfilment, NOW);
    expect(settled.ok).toBe(true);
    const invoice = await db
      .selectFrom("tax_documents")
      .select("id")
      .where("order_id", "=", placed.order.id)
      .executeTakeFirstOrThrow();
    const text = await pdfOf(`/invoices/${invoice.id}/pdf`, admin.cookie);
    expect(text).toContain("Due date: 20 December 2026");
  });

  it("opens for its buyer, the company's training managers and admins, and nobody else", async () => {
    const invoice = await paidInvoice(buyer.id);
    for (const [who, cookie] of [
      ["buyer", buyer.cookie],
      ["manager", manager.cookie],
      ["admin", admin.cookie],
    ] as const) {
      expect((await dispatch(pageRequest(`/invoices/${invoice.id}`, cookie))).status, who).toBe(200);
      expect((await dispatch(pageRequest(`/invoices/${invoice.id}/pdf`, cookie))).status, who).toBe(200);
    }
    expect((await dispatch(pageRequest(`/invoices/${invoice.id}`, stranger.cookie))).status).toBe(403);
    expect((await dispatch(pageRequest(`/invoices/${invoice.id}/pdf`, stranger.cookie))).status).toBe(403);
    const visitor = await dispatch(pageRequest(`/invoices/${invoice.id}/pdf`));
    expect(visitor.location ?? "").toMatch(/^\/sign-in/);
    expect((await dispatch(pageRequest("/invoices/no-such-invoice", admin.cookie))).status).toBe(404);
  });

  it("logs who downloaded someone else's invoice", async () => {
    const invoice = await paidInvoice(buyer.id);
    await pdfOf(`/invoices/${invoice.id}/pdf`, manager.cookie);
    const line = await getDb()
      .selectFrom("personal_data_access_log")
      .select(["actor_user_id", "action", "subject"])
      .where("subject", "like", `%${invoice.number}%`)
      .executeTakeFirstOrThrow();
    expect(line).toMatchObject({ actor_user_id: manager.id, action: "export" });
  });
});

describe("a credit note", () => {
  it("names its invoice's number and date, the reason, the lines credited, VAT and totals", async () => {
    const invoice = await paidInvoice(buyer.id);
    const [line] = await getDb()
      .selectFrom("tax_document_lines")
      .select("order_line_id")
      .where("document_id", "=", invoice.id)
      .execute();
    const credited = await getDb()
      .transaction()
      .execute((trx) =>
        issueCreditNote(trx, invoice.id, {
          lines: [{ orderLineId: line?.order_line_id as string, quantity: 1 }],
          reason: "One seat cancelled within the policy",
          now: NOW,
        }),
      );
    if (!credited.ok) throw new Error(credited.message);
    const note = credited.creditNote;
    const text = await pdfOf(`/credit-notes/${note.id}/pdf`, buyer.cookie);
    for (const expected of [
      "Credit Note",
      `Credit note number: ${note.number}`,
      `Credits tax invoice: ${invoice.number} dated 20 November 2026`,
      "Reason: One seat cancelled within the policy",
      DEMO_SUPPLIER.legal_name,
      `VAT registration number: ${DEMO_SUPPLIER.vat_number}`,
      "Platinum Works (Pty) Ltd",
      `${description} 1 R 12 345.67 R 12 345.67 15% R 1 851.85 R 14 197.52`,
      "Value credited before VAT R 12 345.67",
      "VAT at 15% R 1 851.85",
      "Total credited R 14 197.52",
    ]) {
      expect(text, expected).toContain(expected);
    }
    const view = await viewOf(`/credit-notes/${note.id}`, manager.cookie);
    expect(view).toMatchObject({ title: "Credit Note", invoice: { id: invoice.id, number: invoice.number } });
    const invoiceView = await viewOf(`/invoices/${invoice.id}`, buyer.cookie);
    expect(invoiceView.creditNotes.map((each) => each.number)).toEqual([note.number]);
    // A credit note's id is not an invoice: the invoice page says not found, and the other way round.
    expect((await dispatch(pageRequest(`/invoices/${note.id}`, admin.cookie))).status).toBe(404);
    expect((await dispatch(pageRequest(`/credit-notes/${invoice.id}`, admin.cookie))).status).toBe(404);
    expect((await dispatch(pageRequest(`/credit-notes/${note.id}`, stranger.cookie))).status).toBe(403);
  });
});
