import type { Order } from "~db/schema";

/** The card and instant-EFT providers Campus can take payment through (each off until configured). */
export const PAYMENT_PROVIDER_NAMES = ["payfast", "yoco", "paystack", "ozow"] as const;
export type PaymentProviderName = (typeof PAYMENT_PROVIDER_NAMES)[number];

// i18n-exempt: the gateways' brand names
export const PAYMENT_PROVIDER_LABELS: Record<PaymentProviderName, string> = {
  payfast: "PayFast",
  yoco: "Yoco",
  paystack: "Paystack",
  ozow: "Ozow",
};

/** Where the provider sends the buyer back, and where it posts its notification (absolute URLs). */
interface PaymentUrls {
  returnUrl: string;
  cancelUrl: string;
  notifyUrl: string;
}

/** What the provider needs to take payment for an order: the amount still owed, in cents (ZAR). */
interface PaymentRequestOrder {
  order: Pick<Order, "id" | "number" | "buyer_name" | "buyer_email" | "payment_reference">;
  amountCents: number;
}

/** How the buyer gets to the provider: a plain redirect, or a form the browser posts to it. */
export type PaymentStart =
  | { ok: true; redirectUrl: string }
  | { ok: true; form: { action: string; fields: Array<[string, string]> } }
  | { ok: false; message: string };

/** A notification as it arrived: the bytes exactly (signatures are over them), its headers and its sender. */
interface NotificationParts {
  rawBody: string;
  headers: Headers;
  /** The address the request came from (the server's trusted client address). */
  sourceAddress: string;
}

/**
 * What a notification said, once its signature (and, where the provider has one, its server
 * validation) has been checked:
 * - paid: money was taken; apply it once.
 * - ignored: genuine, but nothing to apply (a cancelled or pending payment, another event type).
 * - rejected: not shown to be from the provider (forged, replayed outside its window, wrong
 *   source); nothing is recorded under its event id, so a forger cannot claim a real event's id.
 */
export type NotificationCheck =
  | {
      kind: "paid";
      providerEventId: string;
      orderReference: string;
      amountCents: number;
      currency: string;
    }
  | { kind: "ignored"; detail: string }
  | { kind: "rejected"; detail: string };

export type ProviderEnvironment = Readonly<Record<string, string | undefined>>;

export interface PaymentProvider {
  name: PaymentProviderName;
  label: string;
  /** card or instant_eft: how the payment is recorded. */
  method: "card" | "instant_eft";
  isConfigured(env: ProviderEnvironment): boolean;
  /** Origins the buyer's browser is sent to (form post or redirect): the page CSP's form-action must allow them. */
  browserOrigins(env: ProviderEnvironment): string[];
  startPayment(env: ProviderEnvironment, request: PaymentRequestOrder, urls: PaymentUrls): Promise<PaymentStart>;
  verifyNotification(env: ProviderEnvironment, parts: NotificationParts, now: Date): Promise<NotificationCheck>;
}

/** "123.45" (rand with at most two decimals) as 12345 cents, or null for anything else. */
export function centsFromDecimal(value: string | undefined | null): number | null {
  const match = /^(\d{1,9})(?:\.(\d{1,2}))?$/.exec((value ?? "").trim());
  if (!match) return null;
  return Number(match[1]) * 100 + Number((match[2] ?? "").padEnd(2, "0"));
}

/** 12345 cents as "123.45", as the form-based providers take an amount. */
export function decimalFromCents(cents: number): string {
  return `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, "0")}`;
}

/** A provider as the buyer's Pay buttons show it. */
export interface CardPaymentOption {
  name: PaymentProviderName;
  label: string;
  method: "card" | "instant_eft";
}
