import { createHmac, randomBytes } from "node:crypto";
import { bearerOf, type FakeServer, jsonOf, type ProviderNotification, startFakeServer } from "./fake-server";

/**
 * Paystack as paystack.com/docs describes it: POST /transaction/initialize (Bearer secret key; amount
 * in the currency's subunit) answers an authorization_url; a charge.success webhook is signed with
 * x-paystack-signature, the HMAC-SHA512 (hex) of the raw body keyed with the secret key; and
 * GET /transaction/verify/:reference tells the transaction's real status and amount.
 */
interface Transaction {
  id: number;
  reference: string;
  amount: number;
  currency: string;
  email: string;
  metadata: unknown;
  status: "abandoned" | "success";
}

export interface PaystackFake extends FakeServer {
  transactions: Map<string, Transaction>;
  /** The buyer pays: the transaction succeeds (for the amount and currency given, if Paystack charged otherwise) and its webhook. */
  chargeSucceeded(reference: string, overrides?: { amount?: number; currency?: string }): ProviderNotification;
}

export function newPaystackSecretKey(): string {
  return `sk_test_${randomBytes(20).toString("hex")}`;
}

export async function startPaystackFake(secretKey: string): Promise<PaystackFake> {
  const transactions = new Map<string, Transaction>();
  let next = 4_000_000_001;
  const server = await startFakeServer((request) => {
    if (bearerOf(request) !== secretKey) return { status: 401, body: { status: false, message: "Invalid key" } };
    if (request.method === "POST" && request.path === "/transaction/initialize") {
      const body = jsonOf(request.body);
      const reference = String(body.reference ?? "");
      if (transactions.has(reference))
        return { status: 400, body: { status: false, message: "Duplicate Transaction Reference" } };
      if (!Number.isInteger(body.amount) || (body.amount as number) <= 0 || typeof body.email !== "string")
        return { status: 400, body: { status: false, message: "Invalid amount or email" } };
      const transaction: Transaction = {
        id: next++,
        reference,
        amount: body.amount as number,
        currency: String(body.currency ?? "NGN"),
        email: body.email,
        metadata: body.metadata ?? null,
        status: "abandoned",
      };
      transactions.set(reference, transaction);
      const accessCode = randomBytes(8).toString("hex");
      return {
        status: 200,
        body: {
          status: true,
          message: "Authorization URL created",
          data: { authorization_url: `${server.url}/checkout/${accessCode}`, access_code: accessCode, reference },
        },
      };
    }
    const verify = /^\/transaction\/verify\/([^/?]+)$/.exec(request.path);
    if (request.method === "GET" && verify) {
      const transaction = transactions.get(decodeURIComponent(verify[1] ?? ""));
      if (!transaction) return { status: 400, body: { status: false, message: "Transaction reference not found" } };
      return { status: 200, body: { status: true, message: "Verification successful", data: dataOf(transaction) } };
    }
    return { status: 404, body: { status: false, message: "Not found" } };
  });
  return {
    ...server,
    transactions,
    chargeSucceeded(reference, overrides = {}) {
      const transaction = transactions.get(reference);
      if (!transaction) throw new Error(`Paystack fake: no transaction ${reference}`);
      transaction.status = "success";
      if (overrides.amount !== undefined) transaction.amount = overrides.amount;
      if (overrides.currency !== undefined) transaction.currency = overrides.currency;
      const body = JSON.stringify({ event: "charge.success", data: dataOf(transaction) });
      const signature = createHmac("sha512", secretKey).update(body).digest("hex");
      return { body, headers: { "Content-Type": "application/json", "x-paystack-signature": signature } };
    },
  };
}

function dataOf(transaction: Transaction) {
  return {
    id: transaction.id,
    domain: "live",
    status: transaction.status,
    reference: transaction.reference,
    amount: transaction.amount,
    currency: transaction.currency,
    channel: "card",
    metadata: transaction.metadata,
    customer: { email: transaction.email },
  };
}
