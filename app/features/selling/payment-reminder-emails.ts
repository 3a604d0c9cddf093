import { formatRand } from "~/lib/course-buyer-facts";
import { formatDate } from "~/lib/dates";
import type { EmailMessage } from "~/platform/mail/mail.server";
import { renderEmailLayout } from "~/platform/mail/templates/email-layout";

interface BankDetails {
  bankName: string;
  accountName: string;
  accountNumber: string;
  branchCode: string;
}

function bankLines(bank: BankDetails): Array<[string, string]> {
  if (!bank.accountNumber) return [];
  return [
    ["Bank", bank.bankName],
    ["Account name", bank.accountName],
    ["Account number", bank.accountNumber],
    ["Branch code", bank.branchCode],
  ];
}

/** A pro-forma (EFT order) still unpaid some days after it was placed. */
export function renderProFormaReminder(input: {
  to: string;
  name: string;
  orderNumber: string;
  amountDueCents: number;
  paymentReference: string;
  placedAt: string;
  timeZone: string;
  bank: BankDetails;
  orderUrl: string;
  siteName: string;
}): EmailMessage {
  const body = renderEmailLayout({
    heading: `Order ${input.orderNumber} is waiting for payment`,
    paragraphs: [
      `Hello ${input.name},`,
      `Your order ${input.orderNumber} of ${formatDate(input.placedAt, input.timeZone)} has not been paid yet. Your seats are confirmed once the payment reaches us.`,
      `Please pay by EFT with the reference ${input.paymentReference}, so we can match your payment, and upload your proof of payment on the order page. If you have paid already, thank you: you can ignore this email.`,
    ],
    details: [
      ["Order", input.orderNumber],
      ["Amount due", formatRand(input.amountDueCents)],
      ["Payment reference", input.paymentReference],
      ...bankLines(input.bank),
    ],
    action: { label: "Open my order", url: input.orderUrl },
    footer: `${input.siteName}: you receive this because you placed an order with us.`,
  });
  return { to: input.to, toName: input.name, subject: `Payment reminder: order ${input.orderNumber}`, ...body };
}

/** A company's tax invoice on account, past its due date and not paid in full. */
export function renderOverdueInvoiceReminder(input: {
  to: string;
  name: string;
  companyName: string;
  invoiceNumber: string;
  dueDate: string;
  amountDueCents: number;
  purchaseOrder: string;
  paymentReference: string;
  bank: BankDetails;
  invoiceUrl: string;
  siteName: string;
}): EmailMessage {
  const dueOn = formatDate(`${input.dueDate}T12:00:00Z`, "UTC");
  const body = renderEmailLayout({
    heading: `Invoice ${input.invoiceNumber} is overdue`,
    paragraphs: [
      `Hello ${input.name},`,
      `Tax invoice ${input.invoiceNumber} to ${input.companyName || input.name} was due on ${dueOn} and has not been paid in full.`,
      `Please pay by EFT with the reference ${input.paymentReference}. If you have paid already, thank you: you can ignore this email.`,
    ],
    details: [
      ["Invoice", input.invoiceNumber],
      ["Due date", dueOn],
      ["Amount due", formatRand(input.amountDueCents)],
      ...(input.purchaseOrder ? ([["Purchase order", input.purchaseOrder]] as Array<[string, string]>) : []),
      ["Payment reference", input.paymentReference],
      ...bankLines(input.bank),
    ],
    action: { label: "Open the invoice", url: input.invoiceUrl },
    footer: `${input.siteName}: you receive this because your company buys from us on account.`,
  });
  return { to: input.to, toName: input.name, subject: `Overdue invoice ${input.invoiceNumber}`, ...body };
}
