import type { EmailMessage } from "~/platform/mail/mail.server";
import { renderEmailLayout } from "~/platform/mail/templates/email-layout";
import * as m from "./messages";

export const CONFIRM_EMAIL_SUBJECT = "Confirm your Campus account";
export const EXISTING_ACCOUNT_SUBJECT = "Someone tried to sign up with your email";

export function renderConfirmAccountEmail(input: { name: string; email: string; url: string }): EmailMessage {
  const body = renderEmailLayout({
    heading: m.confirmYourEmailAddress(),
    paragraphs: [
      `Hello ${input.name},`,
      "Thank you for signing up to Campus. Follow the link below to confirm this is your email address and finish signing up. The link works for 24 hours.",
      "If you did not sign up, you can ignore this email: no account is opened without this link.",
    ],
    action: { label: m.confirmMyEmail(), url: input.url },
  });
  return { to: input.email, toName: input.name, subject: CONFIRM_EMAIL_SUBJECT, ...body };
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
      `Hello ${input.name},`,
      "Someone, perhaps you, tried to sign up to Campus with this email address. You already have an account, so nothing has changed.",
      `To use it, sign in at ${input.signInUrl}. If you have forgotten your password, choose a new one with the link below.`,
      "If it was not you, you can ignore this email: your account and password stay as they are.",
    ],
    action: { label: m.chooseANewPassword(), url: input.resetUrl },
  });
  return { to: input.email, toName: input.name, subject: EXISTING_ACCOUNT_SUBJECT, ...body };
}
