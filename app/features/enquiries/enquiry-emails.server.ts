import { formatNumber } from "~/lib/i18n/format";
import type { EmailMessage } from "~/platform/mail/mail.server";
import { renderEmailLayout } from "~/platform/mail/templates/email-layout";
import { ENQUIRY_KIND_LABELS, type EnquiryInput, type EnquiryKind } from "./enquiry-fields";
import * as m from "./messages";

interface EnquiryEmailContext {
  kind: EnquiryKind;
  input: EnquiryInput;
  courseName: string | null;
  siteName: string;
  adminUrl: string;
}

function enquiryDetails({ kind, input, courseName }: EnquiryEmailContext): Array<[string, string]> {
  const details: Array<[string, string]> = [[m.labelType(), ENQUIRY_KIND_LABELS[kind]()]];
  if (courseName) details.push([m.labelCourse(), courseName]);
  details.push(
    [m.labelFullName(), input.name],
    [m.labelEmail(), input.email],
    [m.labelPhone(), input.phone],
    [m.labelCompany(), input.company],
    [m.labelDesignation(), input.designation],
  );
  if (input.appointmentType) details.push([m.labelAppointmentType(), input.appointmentType]);
  if (input.numberOfPeople !== undefined) details.push([m.labelNumberOfPeople(), formatNumber(input.numberOfPeople)]);
  details.push([m.labelMessage(), input.message]);
  return details;
}

function subjectTopic({ kind, courseName }: EnquiryEmailContext): string {
  if (kind === "quote") return courseName ? m.quoteRequestFor({ course: courseName }) : m.kindQuote();
  if (kind === "consulting") return m.consultingRequest();
  return m.kindContact();
}

/** To the company mailbox; replying answers the sender directly. */
export function renderEnquiryNotification(context: EnquiryEmailContext, to: string): EmailMessage {
  const body = renderEmailLayout({
    heading: m.notifyHeading({ topic: subjectTopic(context), name: context.input.name }),
    paragraphs: [m.notifyIntro({ name: context.input.name, company: context.input.company })],
    details: enquiryDetails(context),
    action: { label: m.notifyOpen(), url: context.adminUrl },
    footer: m.notifyFooter(),
  });
  return {
    to,
    replyTo: context.input.email,
    subject: m.notifySubject({
      topic: subjectTopic(context),
      name: context.input.name,
      company: context.input.company,
    }),
    ...body,
  };
}

/** To the sender: what we received and what happens next. */
export function renderEnquiryAcknowledgement(context: EnquiryEmailContext): EmailMessage {
  const nextStep =
    context.kind === "quote"
      ? m.ackNextQuote()
      : context.kind === "consulting"
        ? m.ackNextConsulting()
        : m.ackNextContact();
  const body = renderEmailLayout({
    heading: m.ackHeading(),
    paragraphs: [m.ackDear({ name: context.input.name }), m.ackReceived({ nextStep }), m.ackWhatYouSent()],
    details: enquiryDetails(context),
    footer: m.ackFooter({ siteName: context.siteName }),
  });
  return {
    to: context.input.email,
    toName: context.input.name,
    subject: context.kind === "quote" ? m.ackSubjectQuote() : m.ackSubjectMessage(),
    ...body,
  };
}
