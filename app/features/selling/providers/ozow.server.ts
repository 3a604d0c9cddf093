import { createHash, randomBytes, timingSafeEqual } from "node:crypto";
import {
  centsFromDecimal,
  decimalFromCents,
  type NotificationCheck,
  type PaymentProvider,
  type ProviderEnvironment,
} from "./provider";
import { envText, envUrl } from "./provider-http.server";

/**
 * Ozow instant EFT (hub.ozow.com/docs): the buyer's browser posts a payment request to Ozow with a
 * HashCheck; Ozow posts its notification to NotifyUrl with a Hash. Both hashes are Ozow's rule:
 * the fields concatenated in the documented order, the private key appended, the whole lower-cased,
 * SHA-512 in hex. Only Status "Complete" is a payment.
 */
const OZOW_PAY_URL = "https://pay.ozow.com";

/** The request's fields in the order Ozow's HashCheck takes them. */
export const OZOW_REQUEST_HASH_FIELDS = [
  "SiteCode",
  "CountryCode",
  "CurrencyCode",
  "Amount",
  "TransactionReference",
  "BankReference",
  "Optional1",
  "Optional2",
  "Optional3",
  "Optional4",
  "Optional5",
  "Customer",
  "CancelUrl",
  "ErrorUrl",
  "SuccessUrl",
  "NotifyUrl",
  "IsTest",
] as const;

/** The notification's fields in the order Ozow's response Hash takes them. */
export const OZOW_RESPONSE_HASH_FIELDS = [
  "SiteCode",
  "TransactionId",
  "TransactionReference",
  "Amount",
  "Status",
  "Optional1",
  "Optional2",
  "Optional3",
  "Optional4",
  "Optional5",
  "CurrencyCode",
  "IsTest",
  "StatusMessage",
] as const;

/** SHA-512 (hex) of the named fields' values in order, then the private key, lower-cased. */
export function ozowHash(
  fields: Readonly<Record<string, string | undefined>>,
  order: readonly string[],
  privateKey: string,
): string {
  const joined = order.map((name) => fields[name] ?? "").join("") + privateKey;
  return createHash("sha512").update(joined.toLowerCase(), "utf8").digest("hex");
}

/** Ozow's hashes may arrive with their leading zeros trimmed (a documented quirk): compare without them. */
function sameHash(received: string, expected: string): boolean {
  const left = Buffer.from(received.toLowerCase().replace(/^0+/, ""));
  const right = Buffer.from(expected.toLowerCase().replace(/^0+/, ""));
  return left.length === right.length && timingSafeEqual(left, right);
}

function settings(env: ProviderEnvironment) {
  return {
    siteCode: envText(env, "OZOW_SITE_CODE"),
    privateKey: envText(env, "OZOW_PRIVATE_KEY"),
    payUrl: envUrl(env, "OZOW_PAY_URL", OZOW_PAY_URL),
    isTest: envText(env, "OZOW_IS_TEST") === "true",
  };
}

export const ozow: PaymentProvider = {
  name: "ozow",
  label: "Ozow",
  method: "instant_eft",
  isConfigured: (env) => Boolean(settings(env).siteCode && settings(env).privateKey),
  browserOrigins: (env) => [new URL(settings(env).payUrl).origin],

  async startPayment(env, { order, amountCents }, urls) {
    const config = settings(env);
    const values: Record<string, string> = {
      SiteCode: config.siteCode ?? "",
      CountryCode: "ZA",
      CurrencyCode: "ZAR",
      Amount: decimalFromCents(amountCents),
      // Unique per attempt; Optional1 carries the order it pays.
      TransactionReference: `${order.number}-${randomBytes(4).toString("hex")}`,
      // What the buyer's bank statement shows: the order's EFT reference.
      BankReference: order.payment_reference.slice(0, 20),
      Optional1: order.id,
      Customer: order.buyer_email.slice(0, 100),
      CancelUrl: urls.cancelUrl,
      ErrorUrl: urls.cancelUrl,
      SuccessUrl: urls.returnUrl,
      NotifyUrl: urls.notifyUrl,
      IsTest: config.isTest ? "true" : "false",
    };
    const fields = OZOW_REQUEST_HASH_FIELDS.filter((name) => values[name] !== undefined).map(
      (name): [string, string] => [name, values[name] as string],
    );
    fields.push(["HashCheck", ozowHash(values, OZOW_REQUEST_HASH_FIELDS, config.privateKey ?? "")]);
    return { ok: true, form: { action: config.payUrl, fields } };
  },

  async verifyNotification(env, parts): Promise<NotificationCheck> {
    const config = settings(env);
    const received = new URLSearchParams(parts.rawBody);
    const fields = Object.fromEntries(OZOW_RESPONSE_HASH_FIELDS.map((name) => [name, received.get(name) ?? ""]));
    const hash = received.get("Hash") ?? "";
    if (!hash || !sameHash(hash, ozowHash(fields, OZOW_RESPONSE_HASH_FIELDS, config.privateKey ?? ""))) {
      return { kind: "rejected", detail: "The notification's Hash does not match." };
    }
    if (fields.SiteCode !== config.siteCode)
      return { kind: "rejected", detail: "The notification is for another Ozow site." };
    if (fields.IsTest.toLowerCase() === "true" && !config.isTest) {
      return { kind: "rejected", detail: "A test payment cannot pay an order (OZOW_IS_TEST is not true)." };
    }
    const amountCents = centsFromDecimal(fields.Amount);
    if (!fields.TransactionId || amountCents === null) {
      return { kind: "rejected", detail: "The notification has no TransactionId or Amount." };
    }
    if (fields.Status !== "Complete") {
      return {
        kind: "ignored",
        detail: `Ozow transaction ${fields.TransactionId} is ${fields.Status || "without a status"}.`,
      };
    }
    return {
      kind: "paid",
      providerEventId: fields.TransactionId,
      orderReference: fields.Optional1,
      amountCents,
      currency: fields.CurrencyCode,
    };
  },
};
