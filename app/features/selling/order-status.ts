import type { OrderStatus } from "~db/schema";

/** An order's status in the words staff and buyers read. */
export const ORDER_STATUS_LABELS: Record<OrderStatus, string> = {
  quote: "Quotation",
  awaiting_account: "Waiting for the buyer to confirm their address",
  awaiting_payment: "Awaiting payment",
  on_account: "On account",
  paid: "Paid",
  cancelled: "Cancelled",
};

/** Where a payment came from. */
export const PAYMENT_SOURCE_LABELS: Record<string, string> = {
  manual: "Recorded by staff",
  bank_statement: "Bank statement",
  payfast: "PayFast",
  yoco: "Yoco",
  paystack: "Paystack",
  ozow: "Ozow",
};
