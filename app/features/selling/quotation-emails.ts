import { formatRand } from "~/lib/course-buyer-facts";
import type { EmailMessage } from "~/platform/mail/mail.server";
import { renderEmailLayout } from "~/platform/mail/templates/email-layout";
import type { Order } from "~db/schema";
import * as m from "./messages";

/** To the buyer: their quotation, its total and valid-until day, and the link to accept it online. */
export function renderQuotationEmail(context: {
  order: Order;
  siteName: string;
  validUntil: string;
  link: string;
  replyTo: string;
}): EmailMessage {
  const { order } = context;
  const body = renderEmailLayout({
    heading: m.mailQuotationHeading({ number: order.number }),
    paragraphs: [
      m.mailHello({ name: order.buyer_name }),
      order.company_name
        ? m.mailQuotationPreparedFor({
            siteName: context.siteName,
            number: order.number,
            company: order.company_name,
            total: formatRand(order.total_cents),
          })
        : m.mailQuotationPrepared({
            siteName: context.siteName,
            number: order.number,
            total: formatRand(order.total_cents),
          }),
      m.mailQuotationValid({ validUntil: context.validUntil }),
    ],
    details: [
      [m.mailQuotation(), order.number],
      [m.mailTotalInclVat(), formatRand(order.total_cents)],
      [m.mailValidUntil(), context.validUntil],
    ],
    action: { label: m.mailViewAndAccept(), url: context.link },
    footer: m.mailQuotationFooter(),
  });
  return {
    to: order.buyer_email,
    toName: order.buyer_name,
    replyTo: context.replyTo || undefined,
    subject: m.mailQuotationSubject({ number: order.number, siteName: context.siteName }),
    ...body,
  };
}
