import { formatRand } from "~/lib/course-buyer-facts";
import type { EmailMessage } from "~/platform/mail/mail.server";
import { renderEmailLayout } from "~/platform/mail/templates/email-layout";
import type { Order } from "~db/schema";
import type { BankDetails } from "./bank-details.server";
import * as m from "./messages";

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
  if (order.status === "on_account") return m.mailOnAccount();
  if (order.status === "paid") return m.mailPaid();
  if (order.payment_method === "eft") {
    return m.mailPayByEft({ amount: formatRand(order.total_cents), reference: order.payment_reference });
  }
  return m.mailPayByCard();
}

/** To the buyer once the order waits for payment (or is on account): the number, the total and how to pay. */
export function renderOrderPlacedEmail(context: OrderEmailContext): EmailMessage {
  const { order, bank } = context;
  const details: Array<[string, string]> = [
    [m.mailOrderNumber(), order.number],
    [m.mailTotalInclVat(), formatRand(order.total_cents)],
    [m.mailPaymentReference(), order.payment_reference],
  ];
  if (order.payment_method === "eft" && order.status === "awaiting_payment" && bank) {
    details.push(
      [m.mailBank(), bank.bankName],
      [m.mailAccountName(), bank.accountName],
      [m.mailAccountNumber(), bank.accountNumber],
      [m.mailBranchCode(), bank.branchCode],
    );
  }
  const body = renderEmailLayout({
    heading: m.mailYourOrder({ number: order.number }),
    paragraphs: [
      m.mailDear({ name: order.buyer_name }),
      m.mailThanksForOrder({ siteName: context.siteName }),
      howToPayText(order),
    ],
    details,
    action: { label: m.mailViewYourOrder(), url: `${context.baseUrl}/orders/${order.id}` },
    footer: m.mailOrderFooter(),
  });
  return {
    to: order.buyer_email,
    toName: order.buyer_name,
    subject: m.mailOrderSubject({ number: order.number, total: formatRand(order.total_cents) }),
    ...body,
  };
}
