import { formatRand } from "~/lib/course-buyer-facts";
import type { EmailMessage } from "~/platform/mail/mail.server";
import { renderEmailLayout } from "~/platform/mail/templates/email-layout";
import * as m from "./messages";

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
    heading: m.mailProofHeading({ number: context.orderNumber }),
    paragraphs: [m.mailProofUploaded({ buyer: context.buyerName })],
    details: [
      [m.mailOrder(), context.orderNumber],
      [m.mailBuyer(), `${context.buyerName} (${context.buyerEmail})`],
      [m.mailOrderTotal(), formatRand(context.totalCents)],
      [m.mailReceivedSoFar(), formatRand(context.paidCents)],
      [m.mailPaymentReference(), context.paymentReference],
      [m.mailFile(), context.fileName],
    ],
    action: { label: m.mailOpenPayments(), url: context.paymentsUrl },
  });
  return {
    to,
    replyTo: context.buyerEmail,
    subject: m.mailProofSubject({ number: context.orderNumber, buyer: context.buyerName }),
    ...body,
  };
}
