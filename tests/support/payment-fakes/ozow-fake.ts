import { createHash } from "node:crypto";
import { type FakeServer, type ProviderNotification, startFakeServer } from "./fake-server";

/**
 * Ozow as its documentation describes it: the buyer's browser posts the payment request (with its
 * HashCheck: the fields in the documented order and the private key, lower-cased, SHA-512) to the
 * pay page; Ozow then posts the notification to NotifyUrl with its Hash made the same way over the
 * response fields.
 */
export interface OzowAccount {
  siteCode: string;
  privateKey: string;
}

const REQUEST_ORDER = [
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
];
const RESPONSE_ORDER = [
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
];

function sha512Of(fields: Record<string, string>, order: string[], privateKey: string): string {
  const joined = order.map((name) => fields[name] ?? "").join("") + privateKey;
  return createHash("sha512").update(joined.toLowerCase()).digest("hex");
}

export interface OzowFake extends FakeServer {
  requestsByReference: Map<string, Record<string, string>>;
  /** The notification Ozow posts (overrides stand for what Ozow reports otherwise). */
  notificationFor(transactionReference: string, overrides?: Record<string, string>): ProviderNotification;
}

export async function startOzowFake(account: OzowAccount): Promise<OzowFake> {
  const requestsByReference = new Map<string, Record<string, string>>();
  let next = 1;
  const server = await startFakeServer((request) => {
    if (request.method === "POST" && (request.path === "/" || request.path === "")) {
      const fields = Object.fromEntries(new URLSearchParams(request.body).entries());
      if (fields.SiteCode !== account.siteCode) return { status: 400, body: "Site code is invalid" };
      if (fields.HashCheck !== sha512Of(fields, REQUEST_ORDER, account.privateKey))
        return { status: 400, body: "HashCheck is invalid" };
      requestsByReference.set(fields.TransactionReference ?? "", { ...fields, TransactionId: `oz-${next++}` });
      return { status: 200, body: { transactionReference: fields.TransactionReference } };
    }
    return { status: 404, body: "Not found" };
  });
  return {
    ...server,
    requestsByReference,
    notificationFor(transactionReference, overrides = {}) {
      const sent = requestsByReference.get(transactionReference);
      if (!sent) throw new Error(`Ozow fake: no payment request ${transactionReference}`);
      const fields: Record<string, string> = {
        SiteCode: account.siteCode,
        TransactionId: sent.TransactionId ?? "",
        TransactionReference: transactionReference,
        Amount: sent.Amount ?? "",
        Status: "Complete",
        Optional1: sent.Optional1 ?? "",
        Optional2: "",
        Optional3: "",
        Optional4: "",
        Optional5: "",
        CurrencyCode: sent.CurrencyCode ?? "",
        IsTest: sent.IsTest ?? "false",
        StatusMessage: "",
        ...overrides,
      };
      const body = new URLSearchParams({
        ...fields,
        Hash: sha512Of(fields, RESPONSE_ORDER, account.privateKey),
      }).toString();
      return { body, headers: { "Content-Type": "application/x-www-form-urlencoded" } };
    },
  };
}
