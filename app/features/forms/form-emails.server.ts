import type { EmailMessage } from "~/platform/mail/mail.server";
import { renderEmailLayout } from "~/platform/mail/templates/email-layout";
import { answerText, type StoredAnswer } from "./answers";

interface ResponseMailContext {
  formTitle: string;
  siteName: string;
  answers: readonly StoredAnswer[];
  /** The response in the instructor area (notification). */
  responseUrl: string;
  thankYouMessage: string;
}

const details = (answers: readonly StoredAnswer[]): Array<[string, string]> =>
  answers.map((answer) => [answer.label, answerText(answer) || "(no answer)"]);

/** To each chosen staff member; replying answers the respondent when they gave an email address. */
export function renderResponseNotification(
  context: ResponseMailContext,
  to: { email: string; name: string },
  replyTo: string,
): EmailMessage {
  const body = renderEmailLayout({
    heading: `New response to ${context.formTitle}`,
    paragraphs: [`Someone filled in “${context.formTitle}” on the ${context.siteName} website.`],
    details: details(context.answers),
    action: { label: "Open the response", url: context.responseUrl },
    footer: "You get this mail because you are notified of this form's responses.",
  });
  return {
    to: to.email,
    toName: to.name,
    ...(replyTo ? { replyTo } : {}),
    subject: `New response: ${context.formTitle}`,
    ...body,
  };
}

/** To the respondent, when the form asks for an email address and its author turned this on. */
export function renderResponseConfirmation(context: ResponseMailContext, to: string): EmailMessage {
  const body = renderEmailLayout({
    heading: `We received your response to ${context.formTitle}`,
    paragraphs: [context.thankYouMessage || "Thank you. We have received your response.", "What you sent:"],
    details: details(context.answers),
    footer: `${context.siteName}. You get this mail because you filled in this form.`,
  });
  return { to, subject: `Your response: ${context.formTitle}`, ...body };
}
