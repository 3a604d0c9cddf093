import { formatRand } from "~/lib/course-buyer-facts";
import type { EmailMessage } from "~/platform/mail/mail.server";
import { renderEmailLayout } from "~/platform/mail/templates/email-layout";
import type { Order } from "~db/schema";
import type { BankDetails } from "./bank-details.server";

interface OrderEmailContext {
  order: Pick<
    Order,
    "id" | "number" | "buyer_name" | "buyer_email" | "total_cents" | "payment_method" | "payment_reference" | "status"
  >;
  bank: BankDetails | null;
  siteName: string;
  baseUrl: string;
}

/** What to do next, in the words of the order page. */
function howToPayText(order: Pick<Order, "payment_method" | "payment_reference" | "total_cents" | "status">): string {
  if (order.status === "on_account")
    return "Your order is on your company's account: your tax invoice is attached to your order, payable on your terms.";
  if (order.status === "paid") return "Your order is paid. Thank you.";
  if (order.payment_method === "eft") {
    return `Pay ${formatRand(order.total_cents)} by EFT using reference ${order.payment_reference}, so we can match your payment to your order.`;
  }
  return "Pay by card from your order page.";
}

/** To the buyer once the order waits for payment (or is on account): the number, the total and how to pay. */
export function renderOrderPlacedEmail(context: OrderEmailContext): EmailMessage {
  const { order, bank } = context;
  const details: Array<[string, string]> = [
    ["Order number", order.number],
    ["Total (incl. VAT)", formatRand(order.total_cents)],
    ["Payment reference", order.payment_reference],
  ];
  if (order.payment_method === "eft" && order.status === "awaiting_payment" && bank) {
    details.push(
      ["Bank", bank.bankName],
      ["Account name", bank.accountName],
      ["Account number", bank.accountNumber],
      ["Branch code", bank.branchCode],
    );
  }
  const body = renderEmailLayout({
    heading: `Your order ${order.number}`,
    paragraphs: [
      `Dear ${order.buyer_name},`,
      `Thank you for your order with ${context.siteName}.`,
      howToPayText(order),
    ],
    details,
    action: { label: "View your order", url: `${context.baseUrl}/orders/${order.id}` },
    footer: "Your order page shows its lines, totals and payment at any time.",
  });
  return {
    to: order.buyer_email,
    toName: order.buyer_name,
    subject: `Your order ${order.number}: ${formatRand(order.total_cents)}`,
    ...body,
  };
}
