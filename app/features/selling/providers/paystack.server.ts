import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import * as m from "../messages";
import type { NotificationCheck, PaymentProvider, ProviderEnvironment } from "./provider";
import { callProvider, envText, envUrl, parseJson, textAt } from "./provider-http.server";

/**
 * Paystack (paystack.com/docs): POST /transaction/initialize with the secret key answers an
 * authorization_url for the buyer; the webhook's x-paystack-signature is the HMAC-SHA512 (hex) of
 * the raw body keyed with the secret key; a charge.success is then confirmed with
 * GET /transaction/verify/:reference, whose answer (not the webhook's) gives the amount applied.
 */
const PAYSTACK_API_URL = "https://api.paystack.co";

export function paystackSignature(secretKey: string, rawBody: string): string {
  return createHmac("sha512", secretKey).update(rawBody, "utf8").digest("hex");
}

function sameHex(a: string, b: string): boolean {
  const left = Buffer.from(a.toLowerCase());
  const right = Buffer.from(b.toLowerCase());
  return left.length === right.length && timingSafeEqual(left, right);
}

function settings(env: ProviderEnvironment) {
  return { secretKey: envText(env, "PAYSTACK_SECRET_KEY"), apiUrl: envUrl(env, "PAYSTACK_API_URL", PAYSTACK_API_URL) };
}

/** Paystack may hand metadata back as an object or as the JSON text of one. */
function orderIdIn(data: unknown): string {
  const metadata = data && typeof data === "object" ? (data as Record<string, unknown>).metadata : undefined;
  const parsed = typeof metadata === "string" ? parseJson(metadata) : metadata;
  return textAt(parsed, "order_id") ?? "";
}

export const paystack: PaymentProvider = {
  name: "paystack",
  label: "Paystack",
  method: "card",
  isConfigured: (env) => Boolean(settings(env).secretKey),
  // Where Paystack's authorization_url points (PAYSTACK_CHECKOUT_ORIGIN overrides it).
  browserOrigins: (env) => [envText(env, "PAYSTACK_CHECKOUT_ORIGIN") ?? "https://checkout.paystack.com"],

  async startPayment(env, { order, amountCents }, urls) {
    const config = settings(env);
    // A reference is used once by Paystack: a second attempt at the same order needs its own.
    const reference = `${order.number}-${randomBytes(4).toString("hex")}`;
    const answer = await callProvider(`${config.apiUrl}/transaction/initialize`, {
      method: "POST",
      headers: { Authorization: `Bearer ${config.secretKey}`, "Content-Type": "application/json" },
      body: JSON.stringify({
        email: order.buyer_email,
        amount: amountCents,
        currency: "ZAR",
        reference,
        callback_url: urls.returnUrl,
        metadata: { order_id: order.id, order_number: order.number, cancel_action: urls.cancelUrl },
      }),
    });
    if (!answer.ok) return { ok: false, message: m.providerUnreachable({ provider: "Paystack" }) };
    const body = parseJson(answer.text);
    const redirectUrl = textAt(body, "data", "authorization_url");
    const accepted = body && typeof body === "object" && (body as { status?: unknown }).status === true;
    if (answer.status >= 300 || !accepted || !redirectUrl || !/^https?:\/\//.test(redirectUrl)) {
      return { ok: false, message: m.providerDidNotStart({ provider: "Paystack" }) };
    }
    return { ok: true, redirectUrl };
  },

  async verifyNotification(env, parts): Promise<NotificationCheck> {
    const config = settings(env);
    const signature = parts.headers.get("x-paystack-signature") ?? "";
    if (!signature || !sameHex(signature, paystackSignature(config.secretKey ?? "", parts.rawBody))) {
      return { kind: "rejected", detail: "The webhook's x-paystack-signature does not match." };
    }
    const event = parseJson(parts.rawBody);
    const type = textAt(event, "event");
    if (type !== "charge.success") return { kind: "ignored", detail: `Paystack event ${type ?? "without a name"}.` };
    const reference = textAt(event, "data", "reference");
    if (!reference) return { kind: "rejected", detail: "The charge.success event has no reference." };
    const verified = await callProvider(`${config.apiUrl}/transaction/verify/${encodeURIComponent(reference)}`, {
      headers: { Authorization: `Bearer ${config.secretKey}` },
    });
    if (!verified.ok) return { kind: "rejected", detail: `Paystack's verify could not be reached: ${verified.detail}` };
    const answer = parseJson(verified.text);
    const data = answer && typeof answer === "object" ? (answer as Record<string, unknown>).data : undefined;
    if (verified.status !== 200 || textAt(data, "reference") !== reference) {
      return { kind: "rejected", detail: `Paystack does not know transaction ${reference}.` };
    }
    if (textAt(data, "status") !== "success") {
      return {
        kind: "ignored",
        detail: `Paystack transaction ${reference} is ${textAt(data, "status") ?? "not successful"}.`,
      };
    }
    const amount = Number(textAt(data, "amount"));
    if (!Number.isSafeInteger(amount)) return { kind: "rejected", detail: "Paystack's verify has no amount." };
    return {
      kind: "paid",
      providerEventId: reference,
      orderReference: orderIdIn(data) || orderIdIn((event as Record<string, unknown>).data),
      amountCents: amount,
      currency: textAt(data, "currency") ?? "",
    };
  },
};
