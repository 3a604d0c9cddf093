import { beforeAll, describe, expect, it } from "vitest";
import { findOrder } from "~/features/selling/orders.server";
import { acceptQuotation, createQuotation, quotationToken } from "~/features/selling/quotations.server";
import { createScheduleEntry } from "~/features/training-schedule/training-schedule.server";
import { createId } from "~/lib/ids";
import * as quotationByLinkRoute from "~/routes/selling/quotation-by-link";
import * as newQuotationRoute from "~/routes/staff/quotation-new";
import { getDb } from "~/server/app-context.server";
import { insertCourse } from "~/server/factories/course-factory";
import { acceptFulfilment, insertOrder, setSupplierDetails } from "~/server/factories/selling-factory";
import { outboxTo } from "~tests/support/outbox";
import { formRequest, pageRequest, routeArgs, settle } from "~tests/support/requests";
import { dispatch } from "~tests/support/route-table";
import { type SignedInUser, signedInAs } from "~tests/support/sign-in";

/**
 * Quotations (decision 0082): staff make one from what is for sale, the buyer gets a mail with a
 * signed link, and accepting it online turns it into an order holding its seats (on account for a
 * company with credit terms), refused with the reason once it has expired or an item is full.
 */
const NOW = new Date("2026-11-20T08:00:00Z");

let admin: SignedInUser;
let buyer: SignedInUser;
let stranger: SignedInUser;
let courseId: string;

beforeAll(async () => {
  await setSupplierDetails(getDb());
  [admin, buyer, stranger] = await Promise.all([
    signedInAs("admin"),
    signedInAs("student", { name: "Lerato Buyer" }),
    signedInAs("student", { name: "Someone Else" }),
  ]);
  courseId = (await insertCourse(getDb(), { name: "ISO 27001 Foundation", price_cents: 300_000, is_published: 1 })).id;
});

async function seatsOf(orderId: string) {
  return getDb().selectFrom("order_seats").select("status").where("order_id", "=", orderId).execute();
}

function quoteFor(lines: Parameters<typeof createQuotation>[1]["lines"], validUntil: string, email = "q@example.test") {
  return createQuotation(
    getDb(),
    {
      lines,
      buyer: { kind: "person" },
      name: "Quinton Buyer",
      email,
      billingAddress: "9 Oak Street, Durban, 4001",
      vatNumber: "",
      purchaseOrder: "",
      validUntil,
    },
    NOW,
  );
}

describe("a quotation", () => {
  it("is made by staff from priced items and mailed to the buyer with a link that accepts it", async () => {
    const reply = await settle(() =>
      newQuotationRoute.action(
        routeArgs(
          formRequest(
            "/staff/quotations/new",
            {
              buyerKind: "person",
              companyId: "",
              name: "Lerato Buyer",
              email: buyer.email,
              billingAddress: "5 Protea Road, Cape Town, 8001",
              vatNumber: "",
              purchaseOrder: "",
              validUntil: "2099-12-31",
              item1: `course:${courseId}`,
              quantity1: "2",
            },
            admin.cookie,
          ),
        ),
      ),
    );
    const location = (reply as Response).headers.get("Location") ?? "";
    expect(location).toMatch(/^\/quotations\//);
    const orderId = location.split("/").pop() as string;
    const quote = await findOrder(getDb(), orderId);
    expect(quote).toMatchObject({
      status: "quote",
      valid_until: "2099-12-31",
      buyer_user_id: buyer.id,
      subtotal_cents: 600_000,
      vat_cents: 90_000,
      total_cents: 690_000,
    });
    expect(await seatsOf(orderId)).toEqual([]);

    const [mail] = await outboxTo(buyer.email.toLowerCase());
    expect(mail?.subject).toContain(`Quotation ${quote?.number}`);
    const token = quotationToken(orderId);
    expect(mail?.text).toContain(`/quotation/${token}`);
    expect(mail?.text).toContain("31 December 2099");

    // The buyer, signed in, sees it; someone else does not.
    const page = await dispatch(pageRequest(`/quotations/${orderId}`, buyer.cookie));
    expect(page.status).toBe(200);
    expect((await dispatch(pageRequest(`/quotations/${orderId}`, stranger.cookie))).status).toBe(403);

    // The mail's link, without signing in: the lines and the valid-until day, then Accept quotation.
    const byLink = await dispatch(pageRequest(`/quotation/${token}`));
    expect(byLink.status).toBe(200);
    const view = (byLink.loaderData["routes/selling/quotation-by-link"] as { view: Record<string, unknown> }).view;
    expect(view).toMatchObject({ state: "open", validUntil: "31 December 2099", total: "R 6 900" });
    const accepted = await settle(() =>
      quotationByLinkRoute.action(routeArgs(formRequest(`/quotation/${token}`, { intent: "accept" }), { token })),
    );
    expect((accepted as Response).status).toBe(302);
    expect((await findOrder(getDb(), orderId))?.status).toBe("awaiting_payment");
    expect(await seatsOf(orderId)).toEqual([{ status: "held" }, { status: "held" }]);

    const again = await dispatch(formRequest(`/quotation/${token}`, { intent: "accept" }));
    expect(again.status).toBe(410);
    expect(again.message).toContain("This quotation has been accepted already.");
    const forged = await dispatch(pageRequest(`/quotation/${orderId}.not-the-signature`));
    expect(forged.status).toBe(404);
  });

  it("refuses to be accepted after its valid-until day, changing nothing", async () => {
    const quote = await quoteFor([{ itemType: "course", itemId: courseId, quantity: 1 }], "2026-11-25");
    if (!quote.ok) throw new Error(quote.message);
    const late = await acceptQuotation(getDb(), quote.order.id, acceptFulfilment, new Date("2026-11-25T23:30:00Z"));
    expect(late).toMatchObject({ ok: false, reason: "closed", message: "This quotation has expired." });
    expect((await findOrder(getDb(), quote.order.id))?.status).toBe("quote");
    expect(await seatsOf(quote.order.id)).toEqual([]);
    // On its last day (site's clock) it is still open.
    const lastDay = await acceptQuotation(getDb(), quote.order.id, acceptFulfilment, new Date("2026-11-25T21:00:00Z"));
    expect(lastDay.ok).toBe(true);
  });

  it("refuses to be accepted when the date has no seats left for it, holding none", async () => {
    const db = getDb();
    const entryId = await createScheduleEntry(db, {
      courseTitle: "ISO 9001 Lead Auditor",
      courseId: null,
      startDate: "2027-02-08",
      durationDays: 5,
      isOnsite: true,
      isOnline: false,
      venue: "Sandton",
    });
    await db
      .updateTable("training_schedule_entries")
      .set({ price_cents: 1_500_000, capacity: 3 })
      .where("id", "=", entryId)
      .execute();
    const quote = await quoteFor([{ itemType: "schedule_date", itemId: entryId, quantity: 2 }], "2026-12-31");
    if (!quote.ok) throw new Error(quote.message);
    // Someone else buys two of the three seats after the quotation was sent.
    await insertOrder(db, [{ itemType: "schedule_date", itemId: entryId, quantity: 2 }], {}, NOW);
    const refused = await acceptQuotation(db, quote.order.id, acceptFulfilment, NOW);
    expect(refused).toMatchObject({ ok: false, reason: "conflict" });
    expect(refused.ok ? "" : refused.message).toMatch(/^Only 1 seats are left on Training: ISO 9001 Lead Auditor/);
    expect((await findOrder(db, quote.order.id))?.status).toBe("quote");
    expect(await seatsOf(quote.order.id)).toEqual([]);
  });

  it("becomes an order on account with its tax invoice for a company with credit terms", async () => {
    const db = getDb();
    const companyId = createId();
    const at = NOW.toISOString();
    await db
      .insertInto("companies")
      .values({ id: companyId, name: "Acme Mining", created_at: at, updated_at: at })
      .execute();
    await db
      .insertInto("company_accounts")
      .values({
        company_id: companyId,
        legal_name: "Acme Mining (Pty) Ltd",
        vat_number: "4555555555",
        billing_address: "1 Shaft Road, Witbank, 1035",
        credit_terms_days: 30,
        updated_at: at,
      })
      .execute();
    const quote = await createQuotation(
      db,
      {
        lines: [{ itemType: "course", itemId: courseId, quantity: 5 }],
        buyer: { kind: "company", companyId },
        name: "Pat Manager",
        email: "pat@acme.example",
        billingAddress: "",
        vatNumber: "",
        purchaseOrder: "PO-55",
        validUntil: "2026-12-31",
      },
      NOW,
    );
    if (!quote.ok) throw new Error(quote.message);
    expect(quote.order).toMatchObject({ company_name: "Acme Mining (Pty) Ltd", company_vat_number: "4555555555" });
    const accepted = await acceptQuotation(db, quote.order.id, acceptFulfilment, NOW);
    expect(accepted.ok && accepted.order.status).toBe("on_account");
    const invoice = await db
      .selectFrom("tax_documents")
      .selectAll()
      .where("order_id", "=", quote.order.id)
      .executeTakeFirstOrThrow();
    expect(invoice).toMatchObject({
      kind: "tax_invoice",
      recipient_name: "Acme Mining (Pty) Ltd",
      purchase_order: "PO-55",
      due_date: "2026-12-20",
    });
  });

  it("refuses a staff form without items, a company or a valid-until day, field by field", async () => {
    const reply = await dispatch(
      formRequest(
        "/staff/quotations/new",
        { buyerKind: "company", companyId: "", name: "X", email: "x@example.test", validUntil: "" },
        admin.cookie,
      ),
    );
    expect(reply.status).toBe(400);
    expect((reply.actionData as { fieldErrors: Record<string, string> }).fieldErrors).toMatchObject({
      companyId: "Choose a company from the list",
      item1: "Choose at least one item",
      validUntil: expect.any(String),
    });
  });
});
