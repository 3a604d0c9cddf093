import { formatRand } from "~/lib/course-buyer-facts";
import { formatDate } from "~/lib/dates";
import type { EmailMessage } from "~/platform/mail/mail.server";
import { renderEmailLayout } from "~/platform/mail/templates/email-layout";
import * as m from "./messages";

interface BankDetails {
  bankName: string;
  accountName: string;
  accountNumber: string;
  branchCode: string;
}

function bankLines(bank: BankDetails): Array<[string, string]> {
  if (!bank.accountNumber) return [];
  return [
    [m.mailBank(), bank.bankName],
    [m.mailAccountName(), bank.accountName],
    [m.mailAccountNumber(), bank.accountNumber],
    [m.mailBranchCode(), bank.branchCode],
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
    heading: m.mailReminderHeading({ number: input.orderNumber }),
    paragraphs: [
      m.mailHello({ name: input.name }),
      m.mailReminderNotPaid({ number: input.orderNumber, placedOn: formatDate(input.placedAt, input.timeZone) }),
      m.mailReminderPleasePay({ reference: input.paymentReference }),
    ],
    details: [
      [m.mailOrder(), input.orderNumber],
      [m.mailAmountDue(), formatRand(input.amountDueCents)],
      [m.mailPaymentReference(), input.paymentReference],
      ...bankLines(input.bank),
    ],
    action: { label: m.mailOpenMyOrder(), url: input.orderUrl },
    footer: m.mailReminderFooter({ siteName: input.siteName }),
  });
  return { to: input.to, toName: input.name, subject: m.mailReminderSubject({ number: input.orderNumber }), ...body };
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
    heading: m.mailOverdueHeading({ number: input.invoiceNumber }),
    paragraphs: [
      m.mailHello({ name: input.name }),
      m.mailOverdueNotPaid({ number: input.invoiceNumber, company: input.companyName || input.name, dueOn }),
      m.mailOverduePleasePay({ reference: input.paymentReference }),
    ],
    details: [
      [m.mailInvoice(), input.invoiceNumber],
      [m.mailDueDate(), dueOn],
      [m.mailAmountDue(), formatRand(input.amountDueCents)],
      ...(input.purchaseOrder ? ([[m.mailPurchaseOrder(), input.purchaseOrder]] as Array<[string, string]>) : []),
      [m.mailPaymentReference(), input.paymentReference],
      ...bankLines(input.bank),
    ],
    action: { label: m.mailOpenInvoice(), url: input.invoiceUrl },
    footer: m.mailOverdueFooter({ siteName: input.siteName }),
  });
  return { to: input.to, toName: input.name, subject: m.mailOverdueSubject({ number: input.invoiceNumber }), ...body };
}
