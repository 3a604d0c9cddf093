import { createHash } from "node:crypto";
import { type FakeServer, type ProviderNotification, startFakeServer } from "./fake-server";

/**
 * PayFast as its developer documentation describes it: the buyer's browser posts the signed form to
 * /eng/process; PayFast then posts an ITN (fields in its documented order, signed with MD5 over the
 * URL-encoded fields and the passphrase) and answers VALID at /eng/query/validate for an ITN it
 * really sent, INVALID for anything else.
 */
export interface PayfastAccount {
  merchantId: string;
  merchantKey: string;
  passphrase: string;
}

// PHP's urlencode, which PayFast documents its signature with.
function phpUrlencode(value: string): string {
  return encodeURIComponent(value)
    .replace(/[!'()*~]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`)
    .replace(/%20/g, "+");
}

function paramString(fields: Array<[string, string]>): string {
  return fields.map(([key, value]) => `${key}=${phpUrlencode(value)}`).join("&");
}

function md5Signature(fields: Array<[string, string]>, passphrase: string): string {
  return createHash("md5")
    .update(`${paramString(fields)}&passphrase=${phpUrlencode(passphrase)}`)
    .digest("hex");
}

export interface PayfastFake extends FakeServer {
  /** The form fields of each accepted /eng/process post, by PayFast's payment id. */
  payments: Map<string, Record<string, string>>;
  /** The ITN PayFast sends once the buyer paid (overrides stand for what PayFast reports otherwise). */
  itnFor(
    pfPaymentId: string,
    overrides?: Record<string, string>,
    options?: { sentByPayfast?: boolean },
  ): ProviderNotification;
}

export async function startPayfastFake(account: PayfastAccount): Promise<PayfastFake> {
  const payments = new Map<string, Record<string, string>>();
  const issued = new Set<string>();
  let next = 1_000_000;
  const server = await startFakeServer((request) => {
    if (request.method === "POST" && request.path === "/eng/process") {
      const received = [...new URLSearchParams(request.body).entries()];
      const signature = received.find(([key]) => key === "signature")?.[1];
      const signed = received.filter(([key]) => key !== "signature");
      const fields = Object.fromEntries(signed);
      if (fields.merchant_id !== account.merchantId || fields.merchant_key !== account.merchantKey)
        return { status: 400, body: "Merchant is invalid" };
      if (signature !== md5Signature(signed, account.passphrase)) return { status: 400, body: "Signature mismatch" };
      if (!/^\d+\.\d{2}$/.test(fields.amount ?? "")) return { status: 400, body: "Amount is invalid" };
      const pfPaymentId = String(next++);
      payments.set(pfPaymentId, fields);
      return { status: 200, body: { pfPaymentId } };
    }
    if (request.method === "POST" && request.path === "/eng/query/validate") {
      return { status: 200, body: issued.has(request.body) ? "VALID" : "INVALID" };
    }
    return { status: 404, body: "Not found" };
  });
  return {
    ...server,
    payments,
    itnFor(pfPaymentId, overrides = {}, { sentByPayfast = true } = {}) {
      const form = payments.get(pfPaymentId);
      if (!form) throw new Error(`PayFast fake: no payment ${pfPaymentId}`);
      const gross = Number(form.amount);
      const fee = Math.round(gross * 3.5) / 100;
      const values: Record<string, string> = {
        m_payment_id: form.m_payment_id ?? "",
        pf_payment_id: pfPaymentId,
        payment_status: "COMPLETE",
        item_name: form.item_name ?? "",
        item_description: form.item_description ?? "",
        amount_gross: form.amount ?? "",
        amount_fee: (-fee).toFixed(2),
        amount_net: (gross - fee).toFixed(2),
        custom_str1: form.custom_str1 ?? "",
        custom_str2: "",
        custom_str3: "",
        custom_str4: "",
        custom_str5: "",
        custom_int1: "",
        custom_int2: "",
        custom_int3: "",
        custom_int4: "",
        custom_int5: "",
        name_first: form.name_first ?? "",
        name_last: form.name_last ?? "",
        email_address: form.email_address ?? "",
        merchant_id: account.merchantId,
        ...overrides,
      };
      const fields = Object.entries(values);
      // One PayFast did not send (signed by someone holding the passphrase) is not VALID at validate.
      if (sentByPayfast) issued.add(paramString(fields));
      const body = `${paramString(fields)}&signature=${md5Signature(fields, account.passphrase)}`;
      return { body, headers: { "Content-Type": "application/x-www-form-urlencoded" } };
    },
  };
}
