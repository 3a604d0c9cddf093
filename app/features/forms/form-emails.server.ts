import type { EmailMessage } from "~/platform/mail/mail.server";
import { renderEmailLayout } from "~/platform/mail/templates/email-layout";
import { answerText, type StoredAnswer } from "./answers";
import * as m from "./messages";

interface ResponseMailContext {
  formTitle: string;
  siteName: string;
  answers: readonly StoredAnswer[];
  /** The response in the instructor area (notification). */
  responseUrl: string;
  thankYouMessage: string;
}

const details = (answers: readonly StoredAnswer[]): Array<[string, string]> =>
  answers.map((answer) => [answer.label, answerText(answer) || m.mailNoAnswer()]);

/** To each chosen staff member; replying answers the respondent when they gave an email address. */
export function renderResponseNotification(
  context: ResponseMailContext,
  to: { email: string; name: string },
  replyTo: string,
): EmailMessage {
  const body = renderEmailLayout({
    heading: m.mailNewHeading({ form: context.formTitle }),
    paragraphs: [m.mailSomeoneFilled({ form: context.formTitle, site: context.siteName })],
    details: details(context.answers),
    action: { label: m.mailOpenResponse(), url: context.responseUrl },
    footer: m.mailNotifiedFooter(),
  });
  return {
    to: to.email,
    toName: to.name,
    ...(replyTo ? { replyTo } : {}),
    subject: m.mailNewSubject({ form: context.formTitle }),
    ...body,
  };
}

/** To the respondent, when the form asks for an email address and its author turned this on. */
export function renderResponseConfirmation(context: ResponseMailContext, to: string): EmailMessage {
  const body = renderEmailLayout({
    heading: m.mailReceivedHeading({ form: context.formTitle }),
    paragraphs: [context.thankYouMessage || m.thankYouDefault(), m.mailWhatYouSent()],
    details: details(context.answers),
    footer: m.mailConfirmFooter({ site: context.siteName }),
  });
  return { to, subject: m.mailYourSubject({ form: context.formTitle }), ...body };
}
