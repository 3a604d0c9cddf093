import { createHmac, randomBytes } from "node:crypto";
import { bearerOf, type FakeServer, jsonOf, type ProviderNotification, startFakeServer } from "./fake-server";

/**
 * Yoco's online payments as developer.yoco.com describes them: POST /api/checkouts with the secret
 * key as a Bearer token answers a checkout with its redirectUrl; after payment Yoco posts a
 * payment.succeeded event signed Standard-Webhooks style (webhook-id, webhook-timestamp,
 * webhook-signature "v1,<base64 HMAC-SHA256 of id.timestamp.body keyed with the whsec_ secret>").
 */
export interface YocoAccount {
  secretKey: string;
  /** whsec_ followed by base64. */
  webhookSecret: string;
}

export function newYocoAccount(): YocoAccount {
  return {
    secretKey: `sk_test_${randomBytes(12).toString("hex")}`,
    webhookSecret: `whsec_${randomBytes(24).toString("base64")}`,
  };
}

interface Checkout {
  id: string;
  amount: number;
  currency: string;
  metadata: Record<string, unknown>;
}

export interface YocoFake extends FakeServer {
  checkouts: Map<string, Checkout>;
  /** The webhook Yoco posts once the checkout is paid (overrides stand for what Yoco reports otherwise). */
  webhookFor(
    checkoutId: string,
    overrides?: { amount?: number; currency?: string; orderId?: string; timestamp?: number; paymentId?: string },
  ): ProviderNotification;
}

export async function startYocoFake(account: YocoAccount, now: () => Date): Promise<YocoFake> {
  const checkouts = new Map<string, Checkout>();
  let next = 1;
  const server = await startFakeServer((request) => {
    if (request.method === "POST" && request.path === "/api/checkouts") {
      if (bearerOf(request) !== account.secretKey) return { status: 403, body: { errorType: "unauthorized" } };
      const body = jsonOf(request.body);
      if (!Number.isInteger(body.amount) || (body.amount as number) < 200)
        return { status: 422, body: { errorType: "validation_error", errorMessage: "amount must be at least 200" } };
      if (body.currency !== "ZAR")
        return { status: 422, body: { errorType: "validation_error", errorMessage: "currency" } };
      const id = `ch_fake${next++}`;
      const checkout = {
        id,
        amount: body.amount as number,
        currency: "ZAR",
        metadata: (body.metadata ?? {}) as Record<string, unknown>,
      };
      checkouts.set(id, checkout);
      return {
        status: 200,
        body: {
          id,
          status: "created",
          amount: checkout.amount,
          currency: checkout.currency,
          redirectUrl: `${server.url}/checkout/${id}`,
          paymentId: null,
          successUrl: body.successUrl,
          cancelUrl: body.cancelUrl,
          failureUrl: body.failureUrl,
          metadata: checkout.metadata,
          processingMode: "live",
        },
      };
    }
    return { status: 404, body: { errorType: "not_found" } };
  });
  return {
    ...server,
    checkouts,
    webhookFor(checkoutId, overrides = {}) {
      const checkout = checkouts.get(checkoutId);
      if (!checkout) throw new Error(`Yoco fake: no checkout ${checkoutId}`);
      const created = now().toISOString();
      const body = JSON.stringify({
        createdDate: created,
        id: `evt_${randomBytes(8).toString("hex")}`,
        payload: {
          amount: overrides.amount ?? checkout.amount,
          createdDate: created,
          currency: overrides.currency ?? checkout.currency,
          id: overrides.paymentId ?? `p_${checkoutId}`,
          metadata: { checkoutId, ...checkout.metadata, ...(overrides.orderId ? { orderId: overrides.orderId } : {}) },
          mode: "live",
          status: "succeeded",
          type: "payment",
        },
        type: "payment.succeeded",
      });
      const webhookId = `msg_${randomBytes(8).toString("hex")}`;
      const timestamp = String(overrides.timestamp ?? Math.floor(now().getTime() / 1000));
      const key = Buffer.from(account.webhookSecret.slice("whsec_".length), "base64");
      const signature = createHmac("sha256", key).update(`${webhookId}.${timestamp}.${body}`).digest("base64");
      return {
        body,
        headers: {
          "Content-Type": "application/json",
          "webhook-id": webhookId,
          "webhook-timestamp": timestamp,
          "webhook-signature": `v1,${signature}`,
        },
      };
    },
  };
}
