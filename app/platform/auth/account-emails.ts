import type { EmailMessage } from "~/platform/mail/mail.server";
import { renderEmailLayout } from "~/platform/mail/templates/email-layout";
import * as m from "./messages";

/** The English subjects (the tests find these mails by them); each mail is written in its recipient's language. */
export const CONFIRM_EMAIL_SUBJECT = m.confirmAccountSubject("en");
export const EXISTING_ACCOUNT_SUBJECT = m.existingAccountSubject("en");

export function renderConfirmAccountEmail(input: { name: string; email: string; url: string }): EmailMessage {
  const body = renderEmailLayout({
    heading: m.confirmYourEmailAddress(),
    paragraphs: [m.hello({ name: input.name }), m.confirmIntroduction(), m.confirmIgnore()],
    action: { label: m.confirmMyEmail(), url: input.url },
  });
  return { to: input.email, toName: input.name, subject: m.confirmAccountSubject(), ...body };
}

/**
 * Sent instead of an error when someone signs up with an address that already has an account, so
 * the sign-up form never tells a stranger who is registered (docs/decisions/0013).
 */
export function renderExistingAccountEmail(input: {
  name: string;
  email: string;
  signInUrl: string;
  resetUrl: string;
}): EmailMessage {
  const body = renderEmailLayout({
    heading: m.youAlreadyHaveACampus(),
    paragraphs: [
      m.hello({ name: input.name }),
      m.existingIntroduction(),
      m.existingSignIn({ signInUrl: input.signInUrl }),
      m.existingIgnore(),
    ],
    action: { label: m.chooseANewPassword(), url: input.resetUrl },
  });
  return { to: input.email, toName: input.name, subject: m.existingAccountSubject(), ...body };
}
