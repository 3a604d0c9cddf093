import type { EmailMessage } from "~/platform/mail/mail.server";
import { renderEmailLayout } from "~/platform/mail/templates/email-layout";

/**
 * To a person a training manager added who has no account yet: their company put them on Campus,
 * and the sign-up link (with the address filled in) is how they join. Transactional: it is the
 * only way in, so it carries no unsubscribe link.
 */
export function renderEmployeeInvitationEmail({
  name,
  email,
  companyName,
  managerName,
  siteName,
  baseUrl,
}: {
  name: string;
  email: string;
  companyName: string;
  managerName: string;
  siteName: string;
  baseUrl: string;
}): EmailMessage {
  const signUpUrl = `${baseUrl.replace(/\/$/, "")}/sign-up?email=${encodeURIComponent(email)}`;
  const body = renderEmailLayout({
    heading: `${companyName} added you to ${siteName}`,
    paragraphs: [
      `Hello ${name},`,
      `${managerName} added you as an employee of ${companyName} on ${siteName}, where your company arranges your training and keeps your certificates.`,
      `Create your account with this address (${email}) to see the courses your company assigns you.`,
    ],
    action: { label: "Create your account", url: signUpUrl },
    footer: `You received this because ${companyName} listed ${email} as one of its employees.`,
  });
  return { to: email, toName: name, subject: `${companyName} added you to ${siteName}`, ...body };
}
