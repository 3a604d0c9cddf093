import { createHmac, timingSafeEqual } from "node:crypto";
import * as m from "../messages";
import type { NotificationCheck, PaymentProvider, ProviderEnvironment } from "./provider";
import { callProvider, envText, envUrl, parseJson, textAt } from "./provider-http.server";

/**
 * Yoco online payments (developer.yoco.com): a checkout created with the secret key answers a
 * redirectUrl for the buyer; Yoco's webhook is signed as its documentation says (the webhook-id,
 * webhook-timestamp and raw body joined by full stops, HMAC-SHA256 with the base64 part of the
 * whsec_ secret, base64), and is refused outside the tolerance Yoco recommends (3 minutes).
 */
const YOCO_API_URL = "https://payments.yoco.com";
const YOCO_TIMESTAMP_TOLERANCE_SECONDS = 180;

/** The base64 signature Yoco puts after "v1," in webhook-signature. */
export function yocoSignature(secret: string, webhookId: string, timestamp: string, rawBody: string): string {
  const key = Buffer.from(secret.replace(/^whsec_/, ""), "base64");
  return createHmac("sha256", key).update(`${webhookId}.${timestamp}.${rawBody}`, "utf8").digest("base64");
}

function sameText(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

/** True when one of the space-separated "v1,<signature>" entries is the expected one. */
export function yocoSignatureMatches(header: string, expected: string): boolean {
  return header
    .split(" ")
    .map((entry) => entry.trim())
    .some((entry) => entry.startsWith("v1,") && sameText(entry.slice(3), expected));
}

function settings(env: ProviderEnvironment) {
  return {
    secretKey: envText(env, "YOCO_SECRET_KEY"),
    webhookSecret: envText(env, "YOCO_WEBHOOK_SECRET"),
    apiUrl: envUrl(env, "YOCO_API_URL", YOCO_API_URL),
  };
}

export const yoco: PaymentProvider = {
  name: "yoco",
  label: "Yoco",
  method: "card",
  isConfigured: (env) => Boolean(settings(env).secretKey && settings(env).webhookSecret),
  // Where Yoco's checkout redirectUrl points (YOCO_CHECKOUT_ORIGIN overrides it).
  browserOrigins: (env) => [envText(env, "YOCO_CHECKOUT_ORIGIN") ?? "https://c.yoco.com"],

  async startPayment(env, { order, amountCents }, urls) {
    const config = settings(env);
    const answer = await callProvider(`${config.apiUrl}/api/checkouts`, {
      method: "POST",
      headers: { Authorization: `Bearer ${config.secretKey}`, "Content-Type": "application/json" },
      body: JSON.stringify({
        amount: amountCents,
        currency: "ZAR",
        successUrl: urls.returnUrl,
        cancelUrl: urls.cancelUrl,
        failureUrl: urls.cancelUrl,
        externalId: order.id,
        metadata: { orderId: order.id, orderNumber: order.number },
      }),
    });
    if (!answer.ok) return { ok: false, message: m.providerUnreachable({ provider: "Yoco" }) };
    const redirectUrl = textAt(parseJson(answer.text), "redirectUrl");
    if (answer.status >= 300 || !redirectUrl || !/^https?:\/\//.test(redirectUrl)) {
      return { ok: false, message: m.providerDidNotStart({ provider: "Yoco" }) };
    }
    return { ok: true, redirectUrl };
  },

  async verifyNotification(env, parts, now): Promise<NotificationCheck> {
    const config = settings(env);
    const webhookId = parts.headers.get("webhook-id") ?? "";
    const timestamp = parts.headers.get("webhook-timestamp") ?? "";
    const signature = parts.headers.get("webhook-signature") ?? "";
    if (!webhookId || !/^\d{1,12}$/.test(timestamp) || !signature) {
      return { kind: "rejected", detail: "The webhook has no webhook-id, webhook-timestamp or webhook-signature." };
    }
    const expected = yocoSignature(config.webhookSecret ?? "", webhookId, timestamp, parts.rawBody);
    if (!yocoSignatureMatches(signature, expected)) {
      return { kind: "rejected", detail: "The webhook's signature does not match." };
    }
    if (Math.abs(now.getTime() / 1000 - Number(timestamp)) > YOCO_TIMESTAMP_TOLERANCE_SECONDS) {
      return { kind: "rejected", detail: "The webhook's timestamp is outside the 3 minutes allowed." };
    }
    const event = parseJson(parts.rawBody);
    const type = textAt(event, "type");
    if (type !== "payment.succeeded") return { kind: "ignored", detail: `Yoco event ${type ?? "without a type"}.` };
    const providerEventId = textAt(event, "payload", "id");
    const amount = Number(textAt(event, "payload", "amount"));
    if (!providerEventId || !Number.isSafeInteger(amount)) {
      return { kind: "rejected", detail: "The payment.succeeded event has no payment id or amount." };
    }
    if (textAt(event, "payload", "status") !== "succeeded") {
      return { kind: "ignored", detail: `Yoco payment ${providerEventId} is not succeeded.` };
    }
    return {
      kind: "paid",
      providerEventId,
      orderReference: textAt(event, "payload", "metadata", "orderId") ?? "",
      amountCents: amount,
      currency: textAt(event, "payload", "currency") ?? "",
    };
  },
};
