import { createHash, timingSafeEqual } from "node:crypto";
import {
  centsFromDecimal,
  decimalFromCents,
  type NotificationCheck,
  type PaymentProvider,
  type ProviderEnvironment,
} from "./provider";
import { addressAllowed, callProvider, envText, envUrl } from "./provider-http.server";

/**
 * PayFast (payfast.io, "Custom integration"): the buyer's browser posts a signed form to the process
 * URL; PayFast posts an ITN (Instant Transaction Notification) to notify_url, which is trusted only
 * after four checks, as PayFast's documentation lists them: the signature, the source address, the
 * server confirmation (the ITN posted back to /eng/query/validate answers VALID) and the amount
 * (checked against the order where the payment is applied).
 */
const PAYFAST_PROCESS_URL = "https://www.payfast.co.za/eng/process";
const PAYFAST_VALIDATE_URL = "https://www.payfast.co.za/eng/query/validate";
/** PayFast's published ITN source ranges (www, w1w, w2w and sandbox hosts resolve inside these). */
const PAYFAST_ITN_SOURCES = "197.97.145.144/28,41.74.179.192/27,102.216.36.0/28,102.216.36.128/28,144.126.193.139";

/** PHP's urlencode, which PayFast's signature is defined by: spaces as "+", upper-case escapes, ~ escaped. */
export function payfastEncode(value: string): string {
  return encodeURIComponent(value)
    .replace(/[!'()*~]/g, (character) => `%${character.charCodeAt(0).toString(16).toUpperCase()}`)
    .replace(/%20/g, "+");
}

/** "key=value&…" in the order given, each value encoded as payfastEncode does. */
export function payfastParamString(fields: ReadonlyArray<readonly [string, string]>): string {
  return fields.map(([key, value]) => `${key}=${payfastEncode(value)}`).join("&");
}

/** The MD5 signature of the fields in order, with the passphrase appended when the account has one. */
export function payfastSignature(fields: ReadonlyArray<readonly [string, string]>, passphrase?: string): string {
  const base = payfastParamString(fields);
  const signed = passphrase ? `${base}&passphrase=${payfastEncode(passphrase)}` : base;
  return createHash("md5").update(signed, "utf8").digest("hex");
}

function sameHex(a: string, b: string): boolean {
  const left = Buffer.from(a.toLowerCase());
  const right = Buffer.from(b.toLowerCase());
  return left.length === right.length && timingSafeEqual(left, right);
}

function settings(env: ProviderEnvironment) {
  return {
    merchantId: envText(env, "PAYFAST_MERCHANT_ID"),
    merchantKey: envText(env, "PAYFAST_MERCHANT_KEY"),
    passphrase: envText(env, "PAYFAST_PASSPHRASE"),
    processUrl: envUrl(env, "PAYFAST_PROCESS_URL", PAYFAST_PROCESS_URL),
    validateUrl: envUrl(env, "PAYFAST_VALIDATE_URL", PAYFAST_VALIDATE_URL),
    sources: envText(env, "PAYFAST_ITN_SOURCES") ?? PAYFAST_ITN_SOURCES,
  };
}

function splitName(name: string): [string, string] {
  const parts = name.trim().split(/\s+/);
  if (parts.length < 2) return [parts[0] ?? "", ""];
  return [parts.slice(0, -1).join(" "), parts.at(-1) ?? ""];
}

export const payfast: PaymentProvider = {
  name: "payfast",
  label: "PayFast",
  method: "card",
  isConfigured: (env) => Boolean(settings(env).merchantId && settings(env).merchantKey),
  browserOrigins: (env) => [new URL(settings(env).processUrl).origin],

  async startPayment(env, { order, amountCents }, urls) {
    const config = settings(env);
    const [first, last] = splitName(order.buyer_name);
    // The order PayFast's documentation gives; blank values are left out of the form and the signature.
    const fields = (
      [
        ["merchant_id", config.merchantId ?? ""],
        ["merchant_key", config.merchantKey ?? ""],
        ["return_url", urls.returnUrl],
        ["cancel_url", urls.cancelUrl],
        ["notify_url", urls.notifyUrl],
        ["name_first", first.slice(0, 100)],
        ["name_last", last.slice(0, 100)],
        ["email_address", order.buyer_email.slice(0, 100)],
        ["m_payment_id", order.id],
        ["amount", decimalFromCents(amountCents)],
        ["item_name", `Order ${order.number}`],
        ["custom_str1", order.number],
      ] as Array<[string, string]>
    )
      .map(([key, value]): [string, string] => [key, value.trim()])
      .filter(([, value]) => value !== "");
    fields.push(["signature", payfastSignature(fields, config.passphrase)]);
    return { ok: true, form: { action: config.processUrl, fields } };
  },

  async verifyNotification(env, parts): Promise<NotificationCheck> {
    const config = settings(env);
    if (!addressAllowed(parts.sourceAddress, config.sources)) {
      return { kind: "rejected", detail: `ITN from ${parts.sourceAddress}, which is not a PayFast address.` };
    }
    const received = [...new URLSearchParams(parts.rawBody).entries()];
    const signature = received.find(([key]) => key === "signature")?.[1] ?? "";
    // The signature covers every field PayFast sent before it, in the order sent, blanks included.
    const signatureAt = received.findIndex(([key]) => key === "signature");
    const signedFields = signatureAt === -1 ? received : received.slice(0, signatureAt);
    if (!signature || !sameHex(signature, payfastSignature(signedFields, config.passphrase))) {
      return { kind: "rejected", detail: "The ITN's signature does not match." };
    }
    const field = (name: string) => signedFields.find(([key]) => key === name)?.[1] ?? "";
    if (field("merchant_id") !== config.merchantId) {
      return { kind: "rejected", detail: "The ITN is for another PayFast merchant." };
    }
    const confirmed = await callProvider(config.validateUrl, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      body: payfastParamString(signedFields),
    });
    if (!confirmed.ok)
      return { kind: "rejected", detail: `PayFast's validation could not be reached: ${confirmed.detail}` };
    if (confirmed.text.trim() !== "VALID") {
      return { kind: "rejected", detail: "PayFast did not confirm the ITN (its validation did not answer VALID)." };
    }
    const providerEventId = field("pf_payment_id");
    const amountCents = centsFromDecimal(field("amount_gross"));
    if (!providerEventId || amountCents === null) {
      return { kind: "rejected", detail: "The ITN has no pf_payment_id or amount_gross." };
    }
    if (field("payment_status") !== "COMPLETE") {
      return {
        kind: "ignored",
        detail: `PayFast payment ${providerEventId} is ${field("payment_status") || "without a status"}.`,
      };
    }
    // PayFast takes rand only.
    return { kind: "paid", providerEventId, orderReference: field("m_payment_id"), amountCents, currency: "ZAR" };
  },
};
