import type { EmailMessage } from "~/platform/mail/mail.server";
import { renderEmailLayout } from "~/platform/mail/templates/email-layout";
import { ENQUIRY_KIND_LABELS, type EnquiryInput, type EnquiryKind } from "./enquiry-fields";

interface EnquiryEmailContext {
  kind: EnquiryKind;
  input: EnquiryInput;
  courseName: string | null;
  siteName: string;
  adminUrl: string;
}

function enquiryDetails({ kind, input, courseName }: EnquiryEmailContext): Array<[string, string]> {
  const details: Array<[string, string]> = [["Type", ENQUIRY_KIND_LABELS[kind]]];
  if (courseName) details.push(["Course", courseName]);
  details.push(
    ["Full name", input.name],
    ["Email", input.email],
    ["Phone", input.phone],
    ["Company", input.company],
    ["Designation", input.designation],
  );
  if (input.appointmentType) details.push(["Appointment type", input.appointmentType]);
  if (input.numberOfPeople !== undefined) details.push(["Number of people", String(input.numberOfPeople)]);
  details.push(["Message", input.message]);
  return details;
}

function subjectTopic({ kind, courseName }: EnquiryEmailContext): string {
  if (kind === "quote") return courseName ? `Quote request: ${courseName}` : "Quote request";
  if (kind === "consulting") return "Consulting appointment request";
  return "Contact message";
}

/** To the company mailbox; replying answers the sender directly. */
export function renderEnquiryNotification(context: EnquiryEmailContext, to: string): EmailMessage {
  const body = renderEmailLayout({
    heading: `${subjectTopic(context)} from ${context.input.name}`,
    paragraphs: [`${context.input.name} of ${context.input.company} sent this through the website.`],
    details: enquiryDetails(context),
    action: { label: "Open the enquiries", url: context.adminUrl },
    footer: "Reply to this email to answer the sender directly.",
  });
  return {
    to,
    replyTo: context.input.email,
    subject: `${subjectTopic(context)} from ${context.input.name} (${context.input.company})`,
    ...body,
  };
}

/** To the sender: what we received and what happens next. */
export function renderEnquiryAcknowledgement(context: EnquiryEmailContext): EmailMessage {
  const nextStep =
    context.kind === "quote"
      ? "A training consultant will send you a quotation within two working days."
      : context.kind === "consulting"
        ? "A consultant will contact you within two working days to confirm a date and time for your appointment."
        : "One of our team will reply within two working days.";
  const body = renderEmailLayout({
    heading: "Thank you for contacting us",
    paragraphs: [`Dear ${context.input.name},`, `We have received your message. ${nextStep}`, "This is what you sent:"],
    details: enquiryDetails(context),
    footer: `${context.siteName}. You receive this email because this address was entered on our website.`,
  });
  return {
    to: context.input.email,
    toName: context.input.name,
    subject: `We have received your ${context.kind === "quote" ? "quote request" : "message"}`,
    ...body,
  };
}
