import fs from "node:fs";
import path from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { findOrder } from "~/features/selling/orders.server";
import { loadSharp } from "~/lib/heavy-modules.server";
import { getSiteSettings } from "~/platform/site-settings/site-settings.server";
import { loader as proFormaPdf } from "~/routes/selling/order-pro-forma-pdf";
import { loader as proofFile } from "~/routes/selling/order-proof-file";
import { getDb } from "~/server/app-context.server";
import { insertCourse } from "~/server/factories/course-factory";
import { insertOrder, personBuyer, setSupplierDetails } from "~/server/factories/selling-factory";
import type { Order } from "~db/schema";
import { outboxTo } from "~tests/support/outbox";
import { pdfToText } from "~tests/support/pdf-text";
import { formRequest, pageRequest, routeArgs, settle, TEST_ORIGIN } from "~tests/support/requests";
import { dispatch } from "~tests/support/route-table";
import { MINIMAL_PDF } from "~tests/support/sample-uploads";
import { type SignedInUser, signedInAs } from "~tests/support/sign-in";

/**
 * Paying by EFT (decision 0086-eft-payments), through the routes as a browser calls them: the
 * pro-forma, the buyer's proof of payment, staff recording payments, and each big bank's
 * statement CSV paying orders by their reference, once however often it is imported.
 */
const SAMPLES = path.resolve(import.meta.dirname, "../support/bank-statements");
/** R 1 000 + 15 % VAT. */
const TOTAL = 115_000;

let admin: SignedInUser;
let buyer: SignedInUser;
let stranger: SignedInUser;
let courseId: string;

beforeAll(async () => {
  const db = getDb();
  await setSupplierDetails(db);
  admin = await signedInAs("admin");
  buyer = await signedInAs("student", { name: "Thandi Buyer" });
  stranger = await signedInAs("student", { name: "Sipho Stranger" });
  courseId = (await insertCourse(db, { name: "ISO 9001 Online", price_cents: 100_000 })).id;
});

async function orderWithReference(reference?: string): Promise<Order> {
  const order = await insertOrder(getDb(), [{ itemType: "course", itemId: courseId, quantity: 1 }], {
    buyer: personBuyer({ userId: buyer.id, name: buyer.name, email: buyer.email }),
  });
  if (!reference) return order;
  await getDb().updateTable("orders").set({ payment_reference: reference }).where("id", "=", order.id).execute();
  return { ...order, payment_reference: reference };
}

function multipart(
  pathname: string,
  cookie: string,
  fields: Record<string, string>,
  file?: { field: string; bytes: Uint8Array; name: string },
) {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) body.set(name, value);
  if (file) body.set(file.field, new File([new Uint8Array(file.bytes)], file.name));
  return new Request(`${TEST_ORIGIN}${pathname}`, {
    method: "POST",
    body,
    headers: { Cookie: cookie, Origin: TEST_ORIGIN },
  });
}

function importStatement(bank: string, bytes: Uint8Array, name = "statement.csv") {
  return dispatch(
    multipart(
      "/staff/bank-statements",
      admin.cookie,
      { intent: "import-statement", bank },
      { field: "statement", bytes, name },
    ),
  );
}

const sample = (name: string) => new Uint8Array(fs.readFileSync(path.join(SAMPLES, name)));

async function linesOf(status?: string) {
  let query = getDb().selectFrom("bank_statement_lines").selectAll();
  if (status) query = query.where("status", "=", status as "matched");
  return query.orderBy("line_date").execute();
}

async function paymentsOf(orderId: string) {
  return getDb().selectFrom("payments").selectAll().where("order_id", "=", orderId).orderBy("received_on").execute();
}

async function isEnrolled(userId: string) {
  const row = await getDb()
    .selectFrom("enrolments")
    .select("id")
    .where("course_id", "=", courseId)
    .where("user_id", "=", userId)
    .executeTakeFirst();
  return Boolean(row);
}

describe("bank statement import", () => {
  it("FNB: pays the order its reference names, issues the tax invoice and enrols the buyer; a second import adds nothing", async () => {
    const order = await orderWithReference("K7QW2M9X");
    const before = (await linesOf()).length;
    const imported = await importStatement("fnb", sample("fnb.csv"));
    expect(imported.status, imported.message).toBe(200);
    expect(imported.message).toContain("2 new payments in, 1 matched");
    expect(await findOrder(getDb(), order.id)).toMatchObject({ status: "paid", paid_cents: TOTAL });
    const invoice = await getDb().selectFrom("tax_documents").select("kind").where("order_id", "=", order.id).execute();
    expect(invoice).toEqual([{ kind: "tax_invoice" }]);
    expect(await isEnrolled(buyer.id)).toBe(true);
    expect((await linesOf()).length - before).toBe(2);
    const left = (await linesOf("unmatched")).map((line) => line.description);
    expect(left).toContain("MAGTAPE CREDIT ACME, TRAINING INV 2214");

    const again = await importStatement("fnb", sample("fnb.csv"));
    expect(again.status).toBe(200);
    expect(again.message).toContain("0 new payments in, 0 matched to orders by reference, 2 already imported before");
    expect((await linesOf()).length - before).toBe(2);
    expect(await paymentsOf(order.id)).toHaveLength(1);
  });

  it("Standard Bank: a part payment leaves the order awaiting the rest; the overpayment is kept as credit and shown", async () => {
    const order = await orderWithReference("S4TD8BNK");
    const imported = await importStatement("standard_bank", sample("standard-bank.csv"));
    expect(imported.status, imported.message).toBe(200);
    // "s4td 8bnk" (lower case, a space) and "S4TD8BNK" both name the order.
    expect(
      (await paymentsOf(order.id)).map((payment) => [payment.received_on, payment.amount_cents, payment.source]),
    ).toEqual([
      ["2026-11-23", 50_000, "bank_statement"],
      ["2026-11-26", 70_000, "bank_statement"],
    ]);
    expect(await findOrder(getDb(), order.id)).toMatchObject({ status: "paid", paid_cents: 120_000 });
    const page = await dispatch(pageRequest(`/staff/orders/${order.id}/payments`, admin.cookie));
    expect(page.status).toBe(200);
    const view = Object.values(page.loaderData).find((data) => (data as { view?: unknown })?.view) as {
      view: { creditCents: number; dueCents: number };
    };
    expect(view.view).toMatchObject({ creditCents: 5_000, dueCents: 0 });
  });

  it("Absa: a byte-order mark and spaced balances; money in without a reference waits for a person", async () => {
    const order = await orderWithReference("A8BS5XQZ");
    const imported = await importStatement("absa", sample("absa.csv"));
    expect(imported.status, imported.message).toBe(200);
    expect(await findOrder(getDb(), order.id)).toMatchObject({ status: "paid", paid_cents: 150_000 });
    expect((await linesOf("unmatched")).map((line) => line.description)).toContain(
      "DIGITAL PAYMENT CR NO REFERENCE GIVEN",
    );
  });

  it("Nedbank: a second payment of a paid order is left for a person, who matches it by hand or sets a line aside", async () => {
    const order = await orderWithReference("N3DB6KRW");
    const imported = await importStatement("nedbank", sample("nedbank.csv"));
    expect(imported.status, imported.message).toBe(200);
    expect(await findOrder(getDb(), order.id)).toMatchObject({ status: "paid", paid_cents: TOTAL });
    const second = (await linesOf("unmatched")).find((line) => line.description.includes("Z DLAMINI N3DB6KRW"));
    expect(second).toBeDefined();

    const unknown = await dispatch(
      formRequest(
        "/staff/bank-statements",
        { intent: "match-line", lineId: second?.id ?? "", orderNumber: "ORD-999999" },
        admin.cookie,
      ),
    );
    expect(unknown.status).toBe(400);
    expect(unknown.message).toContain("No order has the number ORD-999999");

    const matched = await dispatch(
      formRequest(
        "/staff/bank-statements",
        { intent: "match-line", lineId: second?.id ?? "", orderNumber: order.number.toLowerCase() },
        admin.cookie,
      ),
    );
    expect(matched.status, matched.message).toBe(200);
    expect(await findOrder(getDb(), order.id)).toMatchObject({ paid_cents: 2 * TOTAL });
    const line = await getDb()
      .selectFrom("bank_statement_lines")
      .selectAll()
      .where("id", "=", second?.id ?? "")
      .executeTakeFirstOrThrow();
    expect(line.status).toBe("matched");
    expect(line.payment_id).not.toBeNull();

    const again = await dispatch(
      formRequest(
        "/staff/bank-statements",
        { intent: "match-line", lineId: second?.id ?? "", orderNumber: order.number },
        admin.cookie,
      ),
    );
    expect(again.status).toBe(409);

    const someLine = (await linesOf("unmatched"))[0];
    const ignored = await dispatch(
      formRequest("/staff/bank-statements", { intent: "ignore-line", lineId: someLine?.id ?? "" }, admin.cookie),
    );
    expect(ignored.status).toBe(200);
    expect((await linesOf("unmatched")).some((line) => line.id === someLine?.id)).toBe(false);
  });

  it("refuses what is not a statement with a clear 4xx and imports nothing of it", async () => {
    const order = await orderWithReference("B4DF1LE2".replace("1", "7"));
    const before = (await linesOf()).length;
    const cases: Array<[Uint8Array, number, string]> = [
      [MINIMAL_PDF, 415, "This is a PDF, not a CSV file"],
      [
        new TextEncoder().encode("Date,Amount,Balance,Description\n2026/11/23,1150.00,1.00,B4DF7LE2\u0000\n"),
        400,
        "NUL character",
      ],
      [new TextEncoder().encode("Name,Email\nThandi,t@example.test\n"), 400, "No table of transactions"],
      [new Uint8Array(2 * 1024 * 1024 + 1).fill(0x41), 413, "larger than 2 MB"],
      // The first line pays the order; the second cannot be read: the whole file is refused.
      [
        new TextEncoder().encode(
          "Date,Amount,Balance,Description\n2026/11/23,1150.00,1.00,B4DF7LE2\n2026/13/40,5.00,1.00,x\n",
        ),
        400,
        "Row 3",
      ],
    ];
    for (const [bytes, status, message] of cases) {
      const refused = await importStatement("fnb", bytes);
      expect(refused.status, message).toBe(status);
      expect(refused.message).toContain(message);
    }
    const noBank = await importStatement("hsbc", sample("fnb.csv"));
    expect(noBank.status).toBe(400);
    expect((await linesOf()).length).toBe(before);
    expect(await findOrder(getDb(), order.id)).toMatchObject({ status: "awaiting_payment", paid_cents: 0 });
  });
});

describe("Record payment (staff)", () => {
  it("takes rand as typed, leaves a part payment awaiting the rest and keeps an overpayment as credit", async () => {
    const order = await orderWithReference();
    const url = `/staff/orders/${order.id}/payments`;
    const post = (fields: Record<string, string>) =>
      dispatch(
        formRequest(
          url,
          { intent: "record-payment", receivedOn: "2026-11-24", method: "eft", note: "", ...fields },
          admin.cookie,
        ),
      );
    for (const amount of ["0", "-5", "abc", "99999999999"]) {
      const refused = await post({ amount });
      expect(refused.status, amount).toBe(400);
    }
    expect((await post({ amount: "500", receivedOn: "2026-02-30" })).status).toBe(400);
    expect(await paymentsOf(order.id)).toHaveLength(0);

    const part = await post({ amount: "R 500" });
    expect(part.status, part.message).toBe(200);
    expect(await findOrder(getDb(), order.id)).toMatchObject({ status: "awaiting_payment", paid_cents: 50_000 });
    const rest = await post({ amount: "700.50", method: "cash", note: "Paid at the front desk" });
    expect(rest.status, rest.message).toBe(200);
    expect((rest.actionData as { message: string }).message).toContain("kept as the buyer's credit");
    expect(await findOrder(getDb(), order.id)).toMatchObject({ status: "paid", paid_cents: 120_050 });
    expect(
      (await paymentsOf(order.id)).map((payment) => [payment.method, payment.source, payment.recorded_by]),
    ).toEqual([
      ["eft", "manual", admin.id],
      ["cash", "manual", admin.id],
    ]);

    const student = await dispatch(
      formRequest(
        url,
        { intent: "record-payment", amount: "5", receivedOn: "2026-11-24", method: "eft" },
        buyer.cookie,
      ),
    );
    expect(student.status).toBe(403);
  });
});

describe("proof of payment", () => {
  const upload = (orderId: string, cookie: string, bytes: Uint8Array, name: string) =>
    dispatch(
      multipart(`/orders/${orderId}/proof`, cookie, { intent: "upload-proof" }, { field: "proof", bytes, name }),
    );

  it("takes a PDF or an image from the buyer, keeps it privately, tells staff, and lets staff download it", async () => {
    const order = await orderWithReference();
    const sent = await upload(order.id, buyer.cookie, MINIMAL_PDF, "my bank/EFT confirmation.pdf");
    expect(sent.status, sent.message).toBe(200);
    const png = await (await loadSharp())({ create: { width: 20, height: 20, channels: 3, background: "#336699" } })
      .png()
      .toBuffer();
    expect((await upload(order.id, buyer.cookie, new Uint8Array(png), "screenshot.png")).status).toBe(200);
    const proofs = await getDb()
      .selectFrom("proofs_of_payment")
      .selectAll()
      .where("order_id", "=", order.id)
      .orderBy("content_type")
      .execute();
    expect(proofs.map((proof) => [proof.content_type, proof.original_name])).toEqual([
      ["application/pdf", "EFT confirmation.pdf"],
      ["image/png", "screenshot.png"],
    ]);
    expect(proofs[0]?.storage_name).toMatch(/^proof-of-payment-/);

    const notification = (await getSiteSettings(getDb())).notification_email;
    const mails = (await outboxTo(notification)).filter((mail) => mail.subject.includes(order.number));
    expect(mails).toHaveLength(2);
    expect(mails[0]?.text).toContain(`/staff/orders/${order.id}/payments`);

    const fileOf = (cookie: string) =>
      settle(() =>
        proofFile(
          routeArgs(pageRequest(`/orders/${order.id}/proofs/${proofs[0]?.id}`, cookie), {
            orderId: order.id,
            proofId: proofs[0]?.id,
          }),
        ),
      );
    const download = (await fileOf(admin.cookie)) as Response;
    expect(download.status).toBe(200);
    expect(download.headers.get("Content-Type")).toBe("application/pdf");
    expect(new Uint8Array(await download.arrayBuffer())).toEqual(MINIMAL_PDF);
    const log = await getDb()
      .selectFrom("personal_data_access_log")
      .select("subject")
      .where("actor_user_id", "=", admin.id)
      .execute();
    expect(log.map((line) => line.subject)).toContain(`Proof of payment: order ${order.number} (${order.buyer_name})`);
    // Someone else's order does not exist for them, and neither does its proof.
    expect((await dispatch(pageRequest(`/orders/${order.id}/proofs/${proofs[0]?.id}`, stranger.cookie))).status).toBe(
      404,
    );
  });

  it("refuses a renamed program and a text file called .pdf, keeping nothing", async () => {
    const order = await orderWithReference();
    const program = new Uint8Array(512);
    program.set([0x4d, 0x5a, 0x90, 0x00, 0x03]);
    program.set(new TextEncoder().encode("PE\u0000\u0000"), 0x80);
    const cases: Array<[Uint8Array, string]> = [
      [program, "payment.pdf"],
      [new TextEncoder().encode("I paid R 1 150 on Monday, honestly.\n"), "proof.pdf"],
      [
        new TextEncoder().encode(
          "%PDF-1.4\n1 0 obj << /OpenAction << /S /JavaScript /JS (app.alert(1)) >> >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n",
        ),
        "scripted.pdf",
      ],
    ];
    for (const [bytes, name] of cases) {
      const refused = await upload(order.id, buyer.cookie, bytes, name);
      expect(refused.status, name).toBe(415);
      expect(refused.message).toMatch(/PDF, PNG or JPEG|scripts/);
    }
    const empty = await dispatch(multipart(`/orders/${order.id}/proof`, buyer.cookie, { intent: "upload-proof" }));
    expect(empty.status).toBe(400);
    expect(
      await getDb().selectFrom("proofs_of_payment").select("id").where("order_id", "=", order.id).execute(),
    ).toEqual([]);
    expect((await upload(order.id, stranger.cookie, MINIMAL_PDF, "x.pdf")).status).toBe(404);
  });
});

describe("pro-forma invoice", () => {
  it("shows the bank details, lines, totals and reference, as a page and a PDF, to the buyer only (and admins)", async () => {
    const order = await orderWithReference();
    const page = await dispatch(pageRequest(`/orders/${order.id}/pro-forma`, buyer.cookie));
    expect(page.status).toBe(200);
    const pdfFor = async (cookie: string) =>
      (await settle(() =>
        proFormaPdf(routeArgs(pageRequest(`/orders/${order.id}/pro-forma.pdf`, cookie), { orderId: order.id })),
      )) as Response;
    const pdf = await pdfFor(buyer.cookie);
    expect(pdf.status).toBe(200);
    const text = pdfToText(new Uint8Array(await pdf.arrayBuffer()), "reading");
    for (const expected of [
      "Pro-forma invoice",
      "This is not a tax invoice",
      "First National Bank",
      "62812345678",
      "250655",
      order.payment_reference,
      "Online course:",
      "R 1 150",
      "VAT number 4123456789",
    ]) {
      expect(text).toContain(expected);
    }
    expect((await pdfFor(admin.cookie)).status).toBe(200);
    expect((await dispatch(pageRequest(`/orders/${order.id}/pro-forma`, stranger.cookie))).status).toBe(404);
    expect((await pdfFor(stranger.cookie)).status).toBe(404);
    expect((await dispatch(pageRequest("/orders/no-such-order/pro-forma", admin.cookie))).status).toBe(404);
  });
});
