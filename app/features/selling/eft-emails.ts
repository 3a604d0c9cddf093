import { formatRand } from "~/lib/course-buyer-facts";
import type { EmailMessage } from "~/platform/mail/mail.server";
import { renderEmailLayout } from "~/platform/mail/templates/email-layout";

/** To the company mailbox (Site settings' notification address): a buyer sent proof of an EFT. */
export function renderProofReceivedNotification(
  context: {
    orderNumber: string;
    buyerName: string;
    buyerEmail: string;
    totalCents: number;
    paidCents: number;
    paymentReference: string;
    fileName: string;
    paymentsUrl: string;
  },
  to: string,
): EmailMessage {
  const body = renderEmailLayout({
    heading: `Proof of payment for order ${context.orderNumber}`,
    paragraphs: [
      `${context.buyerName} uploaded proof of an EFT payment. Check that the money is in the account before recording the payment (or import the bank statement: the reference matches the order).`,
    ],
    details: [
      ["Order", context.orderNumber],
      ["Buyer", `${context.buyerName} (${context.buyerEmail})`],
      ["Order total", formatRand(context.totalCents)],
      ["Received so far", formatRand(context.paidCents)],
      ["Payment reference", context.paymentReference],
      ["File", context.fileName],
    ],
    action: { label: "Open the order's payments", url: context.paymentsUrl },
  });
  return {
    to,
    replyTo: context.buyerEmail,
    subject: `Proof of payment: order ${context.orderNumber} (${context.buyerName})`,
    ...body,
  };
}
