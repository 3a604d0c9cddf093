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
    heading: `${companyName} added you to ${siteName}`,
    paragraphs: [
      `Hello ${name},`,
      `${managerName} added you as an employee of ${companyName} on ${siteName}, where your company arranges your training and keeps your certificates.`,
      hasAccount
        ? "Sign in with this address and open the link below to join."
        : `Create your account with this address (${email}) first: ${signUpUrl}. Then open the link below to join.`,
      `${companyName} sees your courses, certificates, CPD points and bookings only once you accept. You can also decline. The link works for 30 days.`,
    ],
    action: { label: m.join({ companyName }), url: invitationUrl },
    footer: `You received this because ${companyName} listed ${email} as one of its employees.`,
  });
  return { to: email, toName: name, subject: `${companyName} added you to ${siteName}`, ...body };
}
