import { randomBytes } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { findOrder } from "~/features/selling/orders.server";
import type { PaymentProviderName } from "~/features/selling/providers/provider";
import { notificationPath } from "~/features/selling/providers/start-payment.server";
import { CLIENT_ADDRESS_HEADER } from "~/lib/client-address.server";
import * as ozowNotify from "~/routes/resources/payment-notify-ozow";
import * as payfastNotify from "~/routes/resources/payment-notify-payfast";
import * as paystackWebhook from "~/routes/resources/payment-webhook-paystack";
import * as yocoWebhook from "~/routes/resources/payment-webhook-yoco";
import * as orderPay from "~/routes/site/order-pay";
import { getDb } from "~/server/app-context.server";
import { insertCourse } from "~/server/factories/course-factory";
import { insertOrder, personBuyer, setSupplierDetails } from "~/server/factories/selling-factory";
import type { Order } from "~db/schema";
import type { ProviderNotification } from "~tests/support/payment-fakes/fake-server";
import { type OzowFake, startOzowFake } from "~tests/support/payment-fakes/ozow-fake";
import { type PayfastFake, startPayfastFake } from "~tests/support/payment-fakes/payfast-fake";
import { newPaystackSecretKey, type PaystackFake, startPaystackFake } from "~tests/support/payment-fakes/paystack-fake";
import { newYocoAccount, startYocoFake, type YocoFake } from "~tests/support/payment-fakes/yoco-fake";
import { dataOf, formRequest, pageRequest, routeArgs, settle, TEST_ORIGIN } from "~tests/support/requests";
import { type SignedInUser, signedInAs } from "~tests/support/sign-in";

/**
 * Card and instant-EFT payments against local fakes of PayFast, Yoco, Paystack and Ozow (each
 * following its provider's documented requests and signatures; nothing leaves the machine): a valid
 * notification pays the order once, its replay changes nothing, and a forged one, one for another
 * amount, another currency or an order that cannot take it pays nothing (decision
 * 0084-providers-notifications).
 */
const ORDERED_ON = new Date("2026-11-20T08:00:00Z");
const PAYFAST = { merchantId: "10000100", merchantKey: "46f0cd694581a", passphrase: "jt7NOE43FZPn" };
const YOCO = newYocoAccount();
const PAYSTACK_KEY = newPaystackSecretKey();
const OZOW = { siteCode: "TSTSTE0001", privateKey: "215114531AFF7134A94C88CEEA48E" };

let payfastFake: PayfastFake;
let yocoFake: YocoFake;
let paystackFake: PaystackFake;
let ozowFake: OzowFake;
let buyer: SignedInUser;
let courseId: string;
const savedEnv = { ...process.env };

beforeAll(async () => {
  const db = getDb();
  await setSupplierDetails(db);
  courseId = (await insertCourse(db, { price_cents: 250_000 })).id;
  buyer = await signedInAs("student");
  [payfastFake, yocoFake, paystackFake, ozowFake] = await Promise.all([
    startPayfastFake(PAYFAST),
    startYocoFake(YOCO, () => new Date()),
    startPaystackFake(PAYSTACK_KEY),
    startOzowFake(OZOW),
  ]);
  Object.assign(process.env, {
    PAYFAST_MERCHANT_ID: PAYFAST.merchantId,
    PAYFAST_MERCHANT_KEY: PAYFAST.merchantKey,
    PAYFAST_PASSPHRASE: PAYFAST.passphrase,
    PAYFAST_PROCESS_URL: `${payfastFake.url}/eng/process`,
    PAYFAST_VALIDATE_URL: `${payfastFake.url}/eng/query/validate`,
    // The fake posts from this machine; in production the default is PayFast's published ranges.
    PAYFAST_ITN_SOURCES: "127.0.0.1",
    YOCO_SECRET_KEY: YOCO.secretKey,
    YOCO_WEBHOOK_SECRET: YOCO.webhookSecret,
    YOCO_API_URL: yocoFake.url,
    PAYSTACK_SECRET_KEY: PAYSTACK_KEY,
    PAYSTACK_API_URL: paystackFake.url,
    OZOW_SITE_CODE: OZOW.siteCode,
    OZOW_PRIVATE_KEY: OZOW.privateKey,
    OZOW_PAY_URL: ozowFake.url,
  });
});

afterAll(async () => {
  process.env = savedEnv;
  await Promise.all([payfastFake, yocoFake, paystackFake, ozowFake].map((fake) => fake?.close()));
});

function newOrder(): Promise<Order> {
  return insertOrder(
    getDb(),
    [{ itemType: "course", itemId: courseId, quantity: 1 }],
    { buyer: personBuyer({ userId: buyer.id, email: buyer.email, name: "Thandi Nkosi" }) },
    ORDERED_ON,
  );
}

/** Presses the order's Pay button for this provider, as the buyer's browser posts it. */
async function pressPay(orderId: string, provider: PaymentProviderName, cookie = buyer.cookie) {
  const request = formRequest(`/orders/${orderId}/pay`, { intent: provider }, cookie);
  return settle(() => orderPay.action(routeArgs(request, { orderId })));
}

interface Twist {
  amountCents?: number;
  currency?: string;
  orderId?: string;
}

function rand(cents: number): string {
  return `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, "0")}`;
}

/** Where the buyer is sent: a redirect's address, or the signed form the browser posts. */
async function startAt(orderId: string, provider: PaymentProviderName) {
  const answer = await pressPay(orderId, provider);
  if (answer instanceof Response) {
    expect(answer.status).toBe(302);
    return { redirectUrl: answer.headers.get("Location") ?? "" };
  }
  const { data, status } = dataOf<{ ok: boolean; form: { action: string; fields: Array<[string, string]> } }>(answer);
  expect(status).toBe(200);
  return { form: data.form };
}

async function postForm(form: { action: string; fields: Array<[string, string]> }) {
  const response = await fetch(form.action, { method: "POST", body: new URLSearchParams(form.fields) });
  expect(response.status, await response.clone().text()).toBe(200);
  return (await response.json()) as Record<string, string>;
}

/** Each provider: the buyer pays at the fake, which answers with the notification it then sends. */
const PAY: Record<PaymentProviderName, (order: Order, twist?: Twist) => Promise<ProviderNotification>> = {
  async payfast(order, twist = {}) {
    const { form } = await startAt(order.id, "payfast");
    const { pfPaymentId } = await postForm(form as NonNullable<typeof form>);
    return payfastFake.itnFor(pfPaymentId, {
      ...(twist.amountCents !== undefined ? { amount_gross: rand(twist.amountCents) } : {}),
      ...(twist.orderId ? { m_payment_id: twist.orderId } : {}),
    });
  },
  async yoco(order, twist = {}) {
    const { redirectUrl } = await startAt(order.id, "yoco");
    const checkoutId = new URL(redirectUrl as string).pathname.split("/").at(-1) ?? "";
    return yocoFake.webhookFor(checkoutId, {
      amount: twist.amountCents,
      currency: twist.currency,
      orderId: twist.orderId,
    });
  },
  async paystack(order, twist = {}) {
    const { redirectUrl } = await startAt(order.id, "paystack");
    expect(redirectUrl).toMatch(/\/checkout\//);
    const transaction = [...paystackFake.transactions.values()].at(-1);
    if (!transaction) throw new Error("no Paystack transaction");
    if (twist.orderId) transaction.metadata = { order_id: twist.orderId };
    return paystackFake.chargeSucceeded(transaction.reference, { amount: twist.amountCents, currency: twist.currency });
  },
  async ozow(order, twist = {}) {
    const { form } = await startAt(order.id, "ozow");
    await postForm(form as NonNullable<typeof form>);
    const reference = form?.fields.find(([name]) => name === "TransactionReference")?.[1] ?? "";
    return ozowFake.notificationFor(reference, {
      ...(twist.amountCents !== undefined ? { Amount: rand(twist.amountCents) } : {}),
      ...(twist.currency ? { CurrencyCode: twist.currency } : {}),
      ...(twist.orderId ? { Optional1: twist.orderId } : {}),
    });
  },
};

/** The same notification with its signature changed, as a forger without the secret would send it. */
const FORGE: Record<PaymentProviderName, (notification: ProviderNotification) => ProviderNotification> = {
  payfast: (n) => ({
    ...n,
    body: n.body.replace(/signature=([0-9a-f])/, (_m, c) => `signature=${c === "0" ? "1" : "0"}`),
  }),
  yoco: (n) => ({ ...n, headers: { ...n.headers, "webhook-signature": `v1,${randomBytes(32).toString("base64")}` } }),
  paystack: (n) => ({ ...n, headers: { ...n.headers, "x-paystack-signature": randomBytes(64).toString("hex") } }),
  ozow: (n) => ({ ...n, body: n.body.replace(/Hash=[0-9a-f]+/, `Hash=${randomBytes(64).toString("hex")}`) }),
};

const ROUTES = { payfast: payfastNotify, yoco: yocoWebhook, paystack: paystackWebhook, ozow: ozowNotify };

async function deliver(provider: PaymentProviderName, notification: ProviderNotification, source = "127.0.0.1") {
  const request = new Request(`${TEST_ORIGIN}${notificationPath(provider)}`, {
    method: "POST",
    headers: { ...notification.headers, [CLIENT_ADDRESS_HEADER]: source },
    body: notification.body,
  });
  const response = (await ROUTES[provider].action(routeArgs(request))) as Response;
  return { status: response.status, text: await response.text() };
}

async function paymentsOf(orderId: string) {
  return getDb().selectFrom("payments").selectAll().where("order_id", "=", orderId).execute();
}

async function notificationsOf(provider: string, orderId: string | null) {
  const query = getDb().selectFrom("provider_notifications").selectAll().where("provider", "=", provider);
  return (orderId ? query.where("order_id", "=", orderId) : query.where("order_id", "is", null)).execute();
}

const PROVIDERS: PaymentProviderName[] = ["payfast", "yoco", "paystack", "ozow"];

describe.each(PROVIDERS)("%s", (provider) => {
  const method = provider === "ozow" ? "instant_eft" : "card";

  it("a valid notification pays the order once: the invoice is issued, the course enrolled, and a replay changes nothing", async () => {
    const order = await newOrder();
    const notification = await PAY[provider](order);
    const first = await deliver(provider, notification);
    expect(first).toMatchObject({ status: 200, text: expect.stringContaining("applied") });
    const paid = await findOrder(getDb(), order.id);
    expect(paid).toMatchObject({ status: "paid", paid_cents: order.total_cents });
    expect(await paymentsOf(order.id)).toEqual([
      expect.objectContaining({ amount_cents: order.total_cents, source: provider, method }),
    ]);
    const invoice = await getDb().selectFrom("tax_documents").select("kind").where("order_id", "=", order.id).execute();
    expect(invoice).toEqual([{ kind: "tax_invoice" }]);
    const enrolment = await getDb()
      .selectFrom("enrolments")
      .select("id")
      .where("course_id", "=", courseId)
      .where("user_id", "=", buyer.id)
      .execute();
    expect(enrolment).toHaveLength(1);

    const again = await deliver(provider, notification);
    expect(again).toMatchObject({ status: 200, text: expect.stringContaining("Not applied again") });
    expect(await paymentsOf(order.id)).toHaveLength(1);
    expect(await notificationsOf(provider, order.id)).toEqual([expect.objectContaining({ outcome: "applied" })]);
  });

  it("the same notification twice at once is applied once", async () => {
    const order = await newOrder();
    const notification = await PAY[provider](order);
    const answers = await Promise.all([deliver(provider, notification), deliver(provider, notification)]);
    expect(answers.map((answer) => answer.status)).toEqual([200, 200]);
    expect(await paymentsOf(order.id)).toHaveLength(1);
  });

  it("a forged signature is refused: nothing is paid and nothing is recorded under its event id", async () => {
    const order = await newOrder();
    const genuine = await PAY[provider](order);
    const forged = await deliver(provider, FORGE[provider](genuine));
    expect(forged.status).toBe(400);
    expect(forged.text).toMatch(/refused/i);
    expect((await findOrder(getDb(), order.id))?.status).toBe("awaiting_payment");
    expect(await paymentsOf(order.id)).toEqual([]);
    expect(await notificationsOf(provider, order.id)).toEqual([]);
    // The genuine notification still pays: the forgery did not use up its event id.
    expect((await deliver(provider, genuine)).status).toBe(200);
    expect((await findOrder(getDb(), order.id))?.status).toBe("paid");
  });

  it("a notification for another amount than is owed pays nothing and is recorded as refused", async () => {
    const order = await newOrder();
    const notification = await PAY[provider](order, { amountCents: order.total_cents - 100 });
    const answer = await deliver(provider, notification);
    expect(answer).toMatchObject({ status: 200, text: expect.stringContaining("not applied") });
    expect((await findOrder(getDb(), order.id))?.status).toBe("awaiting_payment");
    expect(await paymentsOf(order.id)).toEqual([]);
    expect(await notificationsOf(provider, order.id)).toEqual([expect.objectContaining({ outcome: "refused" })]);
    // Its repeat is acknowledged and still pays nothing.
    expect((await deliver(provider, notification)).status).toBe(200);
    expect(await paymentsOf(order.id)).toEqual([]);
  });

  it.skipIf(provider === "payfast")("a notification in another currency pays nothing", async () => {
    const order = await newOrder();
    const answer = await deliver(provider, await PAY[provider](order, { currency: "USD" }));
    expect(answer).toMatchObject({ status: 200, text: expect.stringContaining("not ZAR") });
    expect(await paymentsOf(order.id)).toEqual([]);
    expect(await notificationsOf(provider, order.id)).toEqual([expect.objectContaining({ outcome: "refused" })]);
  });

  it("a notification for an order that does not exist, or one already paid by another payment, pays nothing", async () => {
    const order = await newOrder();
    const unknown = await deliver(
      provider,
      await PAY[provider](order, { orderId: `missing${randomBytes(4).toString("hex")}` }),
    );
    expect(unknown).toMatchObject({ status: 200, text: expect.stringContaining("No order") });
    expect(await paymentsOf(order.id)).toEqual([]);

    // Two clicks on Pay: two payments at the provider for one order; the second is not applied.
    const first = await PAY[provider](order);
    const second = await PAY[provider](order);
    expect((await deliver(provider, first)).status).toBe(200);
    const late = await deliver(provider, second);
    expect(late).toMatchObject({ status: 200, text: expect.stringContaining("is paid, not awaiting payment") });
    expect(await paymentsOf(order.id)).toHaveLength(1);
  });
});

describe("provider checks beyond the signature", () => {
  it("PayFast: an ITN from an address outside the allowed sources is refused", async () => {
    const order = await newOrder();
    const answer = await deliver("payfast", await PAY.payfast(order), "203.0.113.9");
    expect(answer.status).toBe(400);
    expect(answer.text).toContain("not a PayFast address");
    expect(await paymentsOf(order.id)).toEqual([]);
  });

  it("PayFast: a correctly signed ITN that PayFast's validation does not confirm is refused", async () => {
    const order = await newOrder();
    const { form } = await startAt(order.id, "payfast");
    const { pfPaymentId } = await postForm(form as NonNullable<typeof form>);
    const answer = await deliver("payfast", payfastFake.itnFor(pfPaymentId, {}, { sentByPayfast: false }));
    expect(answer.status).toBe(400);
    expect(answer.text).toContain("did not answer VALID");
    expect(await paymentsOf(order.id)).toEqual([]);
  });

  it("PayFast: a cancelled payment is acknowledged and applies nothing", async () => {
    const order = await newOrder();
    const { form } = await startAt(order.id, "payfast");
    const { pfPaymentId } = await postForm(form as NonNullable<typeof form>);
    const answer = await deliver("payfast", payfastFake.itnFor(pfPaymentId, { payment_status: "CANCELLED" }));
    expect(answer).toMatchObject({ status: 200, text: expect.stringContaining("Nothing to apply") });
    expect(await paymentsOf(order.id)).toEqual([]);
  });

  it("Yoco: a genuine webhook signed outside the 3-minute window is refused (a replay)", async () => {
    const order = await newOrder();
    const { redirectUrl } = await startAt(order.id, "yoco");
    const checkoutId = new URL(redirectUrl as string).pathname.split("/").at(-1) ?? "";
    const stale = yocoFake.webhookFor(checkoutId, { timestamp: Math.floor(Date.now() / 1000) - 600 });
    const answer = await deliver("yoco", stale);
    expect(answer.status).toBe(400);
    expect(answer.text).toContain("outside the 3 minutes");
    expect(await paymentsOf(order.id)).toEqual([]);
  });

  it("Paystack: a signed charge.success that Paystack's verify does not know is refused", async () => {
    const order = await newOrder();
    const { createHmac } = await import("node:crypto");
    const body = JSON.stringify({
      event: "charge.success",
      data: {
        reference: "never-initialised",
        amount: order.total_cents,
        currency: "ZAR",
        status: "success",
        metadata: { order_id: order.id },
      },
    });
    const signature = createHmac("sha512", PAYSTACK_KEY).update(body).digest("hex");
    const answer = await deliver("paystack", {
      body,
      headers: { "Content-Type": "application/json", "x-paystack-signature": signature },
    });
    expect(answer.status).toBe(400);
    expect(answer.text).toContain("does not know");
    expect(await paymentsOf(order.id)).toEqual([]);
  });

  it("sends the amount owed in the currency's cents to Yoco and Paystack, with the secret key as Bearer", async () => {
    const order = await newOrder();
    await startAt(order.id, "yoco");
    await startAt(order.id, "paystack");
    const yocoCall = yocoFake.requests.at(-1);
    const paystackCall = paystackFake.requests.at(-1);
    expect(yocoCall?.headers.authorization).toBe(`Bearer ${YOCO.secretKey}`);
    expect(JSON.parse(yocoCall?.body ?? "{}")).toMatchObject({
      amount: order.total_cents,
      currency: "ZAR",
      metadata: { orderId: order.id },
    });
    expect(paystackCall?.headers.authorization).toBe(`Bearer ${PAYSTACK_KEY}`);
    expect(JSON.parse(paystackCall?.body ?? "{}")).toMatchObject({
      amount: order.total_cents,
      currency: "ZAR",
      email: buyer.email,
      metadata: { order_id: order.id },
    });
  });
});

describe("Pay by card on an order", () => {
  it("refuses another person's order as if it did not exist, and lets an admin start it", async () => {
    const order = await newOrder();
    const stranger = await signedInAs("student");
    const refused = await pressPay(order.id, "yoco", stranger.cookie);
    expect(dataOf(refused).status).toBe(404);
    const admin = await signedInAs("admin");
    const started = await pressPay(order.id, "yoco", admin.cookie);
    expect(started instanceof Response && started.status).toBe(302);
  });

  it("through the route table, a form provider's hand-over page is shown after the action (not sent back to the order)", async () => {
    const order = await newOrder();
    const { dispatch } = await import("~tests/support/route-table");
    const result = await dispatch(formRequest(`/orders/${order.id}/pay`, { intent: "payfast" }, buyer.cookie));
    expect(result.status).toBe(200);
    expect(result.actionData).toMatchObject({
      ok: true,
      label: "PayFast",
      form: { action: `${payfastFake.url}/eng/process` },
    });
    const opened = await dispatch(pageRequest(`/orders/${order.id}/pay`, buyer.cookie));
    expect(opened.status).toBe(200);
    const unknown = await dispatch(pageRequest("/orders/no-such-order/pay", buyer.cookie));
    expect(unknown.status).toBe(404);
  });

  it("refuses a provider that is not configured, a paid order and an unknown intent, with a reason", async () => {
    const order = await newOrder();
    const key = process.env.PAYSTACK_SECRET_KEY;
    delete process.env.PAYSTACK_SECRET_KEY;
    try {
      const off = dataOf<{ message: string }>(await pressPay(order.id, "paystack"));
      expect(off).toMatchObject({ status: 400, data: { message: expect.stringContaining("not available") } });
    } finally {
      process.env.PAYSTACK_SECRET_KEY = key;
    }
    const unknown = dataOf<{ message: string }>(await pressPay(order.id, "bitcoin" as PaymentProviderName));
    expect(unknown.status).toBe(400);
    await deliver("ozow", await PAY.ozow(order));
    const paid = dataOf<{ message: string }>(await pressPay(order.id, "payfast"));
    expect(paid).toMatchObject({ status: 410, data: { message: expect.stringContaining("already paid") } });
  });

  it("answers 404 on a notification route whose provider is not configured", async () => {
    const secret = process.env.YOCO_SECRET_KEY;
    delete process.env.YOCO_SECRET_KEY;
    try {
      const answer = await deliver("yoco", { body: "{}", headers: { "Content-Type": "application/json" } });
      expect(answer).toMatchObject({ status: 404, text: expect.stringContaining("not enabled") });
    } finally {
      process.env.YOCO_SECRET_KEY = secret;
    }
  });
});

describe("the page CSP", () => {
  it("lets forms go to the configured providers' pages only", async () => {
    const { paymentBrowserOrigins } = await import("~/features/selling/providers/registry.server");
    const { contentSecurityPolicy } = await import("~/lib/content-security-policy");
    const origins = paymentBrowserOrigins({
      PAYFAST_MERCHANT_ID: "1",
      PAYFAST_MERCHANT_KEY: "k",
      PAYSTACK_SECRET_KEY: "sk",
    });
    expect(origins).toEqual(["https://www.payfast.co.za", "https://checkout.paystack.com"]);
    expect(contentSecurityPolicy("n", { isDevelopment: false, formTargets: origins })).toContain(
      "form-action 'self' https://www.payfast.co.za https://checkout.paystack.com;",
    );
    expect(paymentBrowserOrigins({})).toEqual([]);
  });
});

describe("hostile notifications (providers configured)", () => {
  const bodies: Array<[string, ProviderNotification]> = [
    ["empty", { body: "", headers: {} }],
    ["a NUL byte", { body: "a=\u0000", headers: { "Content-Type": "application/x-www-form-urlencoded" } }],
    ["broken JSON", { body: '{"event":', headers: { "Content-Type": "application/json" } }],
    ["deep JSON", { body: `${"[".repeat(5000)}${"]".repeat(5000)}`, headers: { "Content-Type": "application/json" } }],
    [
      "binary",
      { body: String.fromCharCode(...randomBytes(256)), headers: { "Content-Type": "application/octet-stream" } },
    ],
    [
      "garbage signatures",
      {
        body: "signature=zz&Hash=zz&m_payment_id=x&amount_gross=1e9",
        headers: {
          "webhook-id": "x",
          "webhook-timestamp": "99999999999",
          "webhook-signature": "v1,@@",
          "x-paystack-signature": "zz",
        },
      },
    ],
  ];

  it.each(PROVIDERS)("%s answers every one with a 4xx and pays nothing", async (provider) => {
    const before = await getDb().selectFrom("payments").select("id").execute();
    for (const [name, notification] of bodies) {
      const answer = await deliver(provider, notification);
      expect(answer.status, `${provider}: ${name}`).toBeGreaterThanOrEqual(400);
      expect(answer.status, `${provider}: ${name}`).toBeLessThan(500);
      expect(answer.text.length, `${provider}: ${name}`).toBeGreaterThan(0);
    }
    const tooLarge = await deliver(provider, { body: "a".repeat(70 * 1024), headers: {} });
    expect(tooLarge.status).toBe(413);
    expect(await getDb().selectFrom("payments").select("id").execute()).toHaveLength(before.length);
  });
});
