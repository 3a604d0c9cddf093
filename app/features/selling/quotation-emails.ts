import { formatRand } from "~/lib/course-buyer-facts";
import type { EmailMessage } from "~/platform/mail/mail.server";
import { renderEmailLayout } from "~/platform/mail/templates/email-layout";
import type { Order } from "~db/schema";

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
    heading: `Quotation ${order.number}`,
    paragraphs: [
      `Hello ${order.buyer_name},`,
      `${context.siteName} has prepared quotation ${order.number}${order.company_name ? ` for ${order.company_name}` : ""}: ${formatRand(order.total_cents)} including VAT.`,
      `It is valid until ${context.validUntil}. Open it to see each line, and accept it online to place the order: seats are held once you accept.`,
    ],
    details: [
      ["Quotation", order.number],
      ["Total (incl. VAT)", formatRand(order.total_cents)],
      ["Valid until", context.validUntil],
    ],
    action: { label: "View and accept the quotation", url: context.link },
    footer: "Questions about this quotation? Reply to this email.",
  });
  return {
    to: order.buyer_email,
    toName: order.buyer_name,
    replyTo: context.replyTo || undefined,
    subject: `Quotation ${order.number} from ${context.siteName}`,
    ...body,
  };
}
