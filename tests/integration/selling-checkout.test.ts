import { beforeAll, describe, expect, it } from "vitest";
import { createScheduleEntry } from "~/features/training-schedule/training-schedule.server";
import { createId } from "~/lib/ids";
import { CONFIRM_EMAIL_SUBJECT, EXISTING_ACCOUNT_SUBJECT } from "~/platform/auth/account-emails";
import { getAuth, getDb } from "~/server/app-context.server";
import { insertCourse } from "~/server/factories/course-factory";
import { insertOrder, setSupplierDetails } from "~/server/factories/selling-factory";
import { insertUser } from "~/server/factories/user-factory";
import { outboxTo } from "~tests/support/outbox";
import { cookiesFrom, formRequest, pageRequest, TEST_ORIGIN } from "~tests/support/requests";
import { dispatch } from "~tests/support/route-table";
import { type SignedInUser, signedInAs } from "~tests/support/sign-in";

/**
 * Checkout (decision 0085-checkout-cart), through the routes as a browser calls them: the cart in
 * its signed cookie, the checkout form, the order page. The server prices every line; a visitor's
 * order waits for the account's confirmed address; one checkout form places one order.
 */

let courseId: string;
let buyer: SignedInUser;

beforeAll(async () => {
  await setSupplierDetails(getDb());
  courseId = (await insertCourse(getDb(), { name: "ISO 9001 Online", price_cents: 450_000 })).id;
  buyer = await signedInAs("student", { name: "Naledi Buyer" });
});

async function cartWith(itemType: string, itemId: string, cookie = "", quantity = "1") {
  const added = await dispatch(formRequest("/cart", { intent: "add", itemType, itemId, quantity }, cookie));
  expect(added.status).toBe(302);
  const cartCookie = cookiesFrom(added.response as Response)
    .split("; ")
    .filter((pair) => pair.startsWith("campus_cart="));
  return [cookie, ...cartCookie].filter(Boolean).join("; ");
}

function checkoutFields(overrides: Record<string, string> = {}) {
  return {
    intent: "place-order",
    checkoutKey: createId(),
    buyerKind: "person",
    name: "Naledi Buyer",
    email: buyer.email,
    phone: "",
    paymentMethod: "eft",
    privacyConsent: "on",
    ...overrides,
  };
}

async function ordersOf(email: string) {
  return getDb().selectFrom("orders").selectAll().where("buyer_email", "=", email.toLowerCase()).execute();
}

describe("the cart and checkout, priced by the server", () => {
  it("shows the server's price and ignores any amount the form sends", async () => {
    const cookie = await cartWith("course", courseId, buyer.cookie);
    const cart = await dispatch(pageRequest("/cart", cookie));
    expect(cart.status).toBe(200);
    expect(JSON.stringify(cart.loaderData)).toContain('"totalCents":517500');

    const placed = await dispatch(
      formRequest(
        "/checkout",
        checkoutFields({ priceCents: "1", unitPriceCents: "1", totalCents: "1", total_cents: "1" }),
        cookie,
      ),
    );
    expect(placed.status).toBe(302);
    const orderId = placed.location?.replace("/orders/", "") ?? "";
    const order = await getDb().selectFrom("orders").selectAll().where("id", "=", orderId).executeTakeFirstOrThrow();
    expect(order).toMatchObject({ status: "awaiting_payment", subtotal_cents: 450_000, total_cents: 517_500 });

    // The order page: the buyer's, with the reference; another student meets "not found".
    const page = await dispatch(pageRequest(`/orders/${orderId}`, buyer.cookie));
    expect(page.status).toBe(200);
    expect(JSON.stringify(page.loaderData)).toContain(order.payment_reference);
    const other = await signedInAs("student");
    expect((await dispatch(pageRequest(`/orders/${orderId}`, other.cookie))).status).toBe(404);

    // The confirmation mail: number, total and how to pay.
    const mail = (await outboxTo(buyer.email)).find((message) => message.subject.includes(order.number));
    expect(mail?.text).toContain("R 5 175");
    expect(mail?.text).toContain(`reference ${order.payment_reference}`);
    expect(mail?.text).toContain(`${TEST_ORIGIN}/orders/${orderId}`);
  });

  it("holds a discount code's limit across two orders", async () => {
    await getDb()
      .insertInto("discount_codes")
      .values({
        id: createId(),
        code: "ONCEONLY",
        kind: "percent",
        value: 1000,
        max_uses: 1,
        expires_on: null,
        course_id: null,
        created_at: new Date().toISOString(),
        updated_at: new Date().toISOString(),
      })
      .execute();
    const cookie = await cartWith("course", courseId, buyer.cookie);
    const first = await dispatch(formRequest("/checkout", checkoutFields({ discountCode: "onceonly" }), cookie));
    expect(first.status).toBe(302);
    const order = await getDb()
      .selectFrom("orders")
      .selectAll()
      .where("id", "=", first.location?.replace("/orders/", "") ?? "")
      .executeTakeFirstOrThrow();
    expect(order.discount_cents).toBe(45_000);

    const before = (await ordersOf(buyer.email)).length;
    const second = await dispatch(formRequest("/checkout", checkoutFields({ discountCode: "ONCEONLY" }), cookie));
    expect(second.status).toBe(400);
    expect(second.message).toContain("reached its limit");
    expect(await ordersOf(buyer.email)).toHaveLength(before);
  });

  it("refuses a seat on a full date with the reason, and places nothing", async () => {
    const entryId = await createScheduleEntry(getDb(), {
      courseTitle: "ISO 45001 Lead Implementer",
      courseId: null,
      startDate: "2099-05-04",
      durationDays: 2,
      isOnsite: true,
      isOnline: false,
      venue: "Birchwood Conference Centre",
    });
    await getDb()
      .updateTable("training_schedule_entries")
      .set({ price_cents: 900_000, capacity: 1 })
      .where("id", "=", entryId)
      .execute();
    const cookie = await cartWith("schedule_date", entryId, buyer.cookie);
    // Someone else takes the last seat while this cart waits.
    await insertOrder(getDb(), [{ itemType: "schedule_date", itemId: entryId, quantity: 1 }]);
    const before = (await ordersOf(buyer.email)).length;
    const refused = await dispatch(formRequest("/checkout", checkoutFields(), cookie));
    expect(refused.status).toBe(409);
    expect(refused.message).toContain("is full");
    expect(await ordersOf(buyer.email)).toHaveLength(before);
  });

  it("places one order for two presses of Place order", async () => {
    const cookie = await cartWith("course", courseId, buyer.cookie);
    const fields = checkoutFields();
    const before = (await ordersOf(buyer.email)).length;
    const [first, second] = await Promise.all([
      dispatch(formRequest("/checkout", fields, cookie)),
      dispatch(formRequest("/checkout", fields, cookie)),
    ]);
    expect(first.status).toBe(302);
    expect(second.status).toBe(302);
    expect(second.location).toBe(first.location);
    expect(await ordersOf(buyer.email)).toHaveLength(before + 1);
    // And again later, as a resent POST: still that order.
    const third = await dispatch(formRequest("/checkout", fields, cookie));
    expect(third.location).toBe(first.location);
    expect(await ordersOf(buyer.email)).toHaveLength(before + 1);
  });
});

describe("a company buys seats", () => {
  it("buys on account only as the training manager of a company with credit terms, naming the attendees", async () => {
    const db = getDb();
    const now = new Date().toISOString();
    const companyId = createId();
    await db
      .insertInto("companies")
      .values({ id: companyId, name: "Acme Mining", created_at: now, updated_at: now })
      .execute();
    await db
      .insertInto("company_accounts")
      .values({
        company_id: companyId,
        legal_name: "Acme Mining (Pty) Ltd",
        vat_number: "4987654321",
        billing_address: "1 Shaft Road, Rustenburg, 0299",
        credit_terms_days: 30,
        updated_at: now,
      })
      .execute();
    const manager = await signedInAs("student", { name: "Thabo Manager" });
    await db
      .insertInto("company_managers")
      .values({ company_id: companyId, user_id: manager.id, added_at: now })
      .execute();
    const entryId = await createScheduleEntry(db, {
      courseTitle: "ISO 9001 Internal Auditor",
      courseId: null,
      startDate: "2099-06-01",
      durationDays: 2,
      isOnsite: true,
      isOnline: false,
      venue: "Birchwood Conference Centre",
    });
    await db
      .updateTable("training_schedule_entries")
      .set({ price_cents: 800_000, capacity: 10 })
      .where("id", "=", entryId)
      .execute();
    const companyFields = {
      buyerKind: "company",
      companyId,
      companyName: "Acme Mining (Pty) Ltd",
      vatNumber: "4987654321",
      billingAddress: "1 Shaft Road, Rustenburg, 0299",
      purchaseOrder: "PO-7781",
      paymentMethod: "account",
      "attendee-0-0-name": "Sipho Dlamini",
      "attendee-0-0-email": "sipho@acme.example.test",
    };

    // Not a manager of the company: refused, nothing placed.
    const outsiderCookie = await cartWith("schedule_date", entryId, buyer.cookie, "3");
    const refused = await dispatch(formRequest("/checkout", checkoutFields(companyFields), outsiderCookie));
    expect(refused.status).toBe(403);

    const cookie = await cartWith("schedule_date", entryId, manager.cookie, "3");
    const placed = await dispatch(
      formRequest(
        "/checkout",
        checkoutFields({ ...companyFields, name: "Thabo Manager", email: manager.email }),
        cookie,
      ),
    );
    expect(placed.status).toBe(302);
    const orderId = placed.location?.replace("/orders/", "") ?? "";
    const order = await db.selectFrom("orders").selectAll().where("id", "=", orderId).executeTakeFirstOrThrow();
    expect(order).toMatchObject({
      status: "on_account",
      company_id: companyId,
      company_name: "Acme Mining (Pty) Ltd",
      purchase_order: "PO-7781",
      total_cents: 2_760_000,
    });
    const seats = await db
      .selectFrom("order_seats")
      .select(["attendee_name"])
      .where("order_id", "=", orderId)
      .execute();
    expect(seats.map((seat) => seat.attendee_name).sort()).toEqual(["", "", "Sipho Dlamini"]);
    // On credit terms the tax invoice is issued at once, due after the terms, and the seats are settled.
    const invoice = await db
      .selectFrom("tax_documents")
      .selectAll()
      .where("order_id", "=", orderId)
      .executeTakeFirstOrThrow();
    expect(invoice).toMatchObject({
      kind: "tax_invoice",
      recipient_name: "Acme Mining (Pty) Ltd",
      total_cents: 2_760_000,
    });
    expect(invoice.due_date).not.toBeNull();
    const held = await db
      .selectFrom("order_seats")
      .select("id")
      .where("order_id", "=", orderId)
      .where("status", "=", "held")
      .execute();
    expect(held).toEqual([]);
  });
});

describe("a visitor checks out without signing up first", () => {
  it("makes the account, keeps the order waiting until the address is confirmed, then it waits for payment", async () => {
    const email = "visitor.buyer@example.test";
    const cookie = await cartWith("course", courseId);
    const answered = await dispatch(
      formRequest("/checkout", checkoutFields({ name: "Vusi Visitor", email, password: "vusi-password" }), cookie),
    );
    expect(answered.status).toBe(200);
    expect(answered.message).toBe("");
    expect(JSON.stringify(answered.actionData)).toContain("We have sent an email to that address");
    const [waiting] = await ordersOf(email);
    expect(waiting?.status).toBe("awaiting_account");
    // No mail about money to an address nobody has confirmed: only the confirmation link.
    const before = await outboxTo(email);
    expect(before.map((mail) => mail.subject)).toEqual([CONFIRM_EMAIL_SUBJECT]);

    const link = new URL(before[0]?.text.match(/https?:\/\/\S+/)?.[0] ?? "");
    const confirmed = await dispatch(new Request(link));
    expect(confirmed.status).toBe(302);
    expect(confirmed.location).toBe(`/sign-in?redirectTo=${encodeURIComponent(`/orders/${waiting?.id}`)}`);
    const [released] = await ordersOf(email);
    expect(released?.status).toBe("awaiting_payment");
    expect((await outboxTo(email)).map((mail) => mail.subject)).toContainEqual(
      expect.stringContaining(released?.number ?? "none"),
    );
    // Signed in by the link, the buyer reads the order.
    const session = cookiesFrom(confirmed.response as Response);
    const page = await dispatch(pageRequest(`/orders/${waiting?.id}`, session));
    expect(page.status).toBe(200);
  });

  it("places nothing for an address that has an account, and answers as for a new one", async () => {
    const owner = await insertUser(getAuth(), getDb(), { name: "Existing Owner" });
    const cookie = await cartWith("course", courseId);
    const fields = checkoutFields({ name: "Someone", email: owner.email, password: "some-password" });
    const answered = await dispatch(formRequest("/checkout", fields, cookie));
    expect(answered.status).toBe(200);
    expect(JSON.stringify(answered.actionData)).toContain("We have sent an email to that address");
    expect(await ordersOf(owner.email)).toHaveLength(0);
    expect((await outboxTo(owner.email)).map((mail) => mail.subject)).toEqual([EXISTING_ACCOUNT_SUBJECT]);
  });
});
