import type { EmailMessage } from "~/platform/mail/mail.server";
import { renderEmailLayout } from "~/platform/mail/templates/email-layout";
import * as m from "./messages";

/**
 * To a person a training manager added: their company listed them on Campus, and the one-time link
 * is how they say yes (or no). Until they accept, the company sees none of their training
 * (decision 0105-employee-consent). Someone without an account creates one with this address
 * first. Transactional: it is the only way in, so it carries no unsubscribe link.
 */
export function renderEmployeeInvitationEmail({
  name,
  email,
  hasAccount,
  companyName,
  managerName,
  siteName,
  baseUrl,
  token,
}: {
  name: string;
  email: string;
  hasAccount: boolean;
  companyName: string;
  managerName: string;
  siteName: string;
  baseUrl: string;
  token: string;
}): EmailMessage {
  const base = baseUrl.replace(/\/$/, "");
  const signUpUrl = `${base}/sign-up?email=${encodeURIComponent(email)}`;
  const invitationUrl = `${base}/company-invitation?token=${encodeURIComponent(token)}`;
  const body = renderEmailLayout({
    heading: m.invitationSubject({ companyName, siteName }),
    paragraphs: [
      m.hello({ name }),
      m.invitationAddedYou({ managerName, companyName, siteName }),
      hasAccount ? m.invitationSignIn() : m.invitationCreateAccount({ email, signUpUrl }),
      m.invitationConsent({ companyName }),
    ],
    action: { label: m.join({ companyName }), url: invitationUrl },
    footer: m.invitationFooter({ companyName, email }),
  });
  return { to: email, toName: name, subject: m.invitationSubject({ companyName, siteName }), ...body };
}
