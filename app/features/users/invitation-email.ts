import type { EmailMessage } from "~/platform/mail/mail.server";
import { renderEmailLayout } from "~/platform/mail/templates/email-layout";
import type { UserRole } from "~db/schema";

const INVITATION_SUBJECT = "You are invited to Campus";

/** How long the link in an invitation works: a reset token, like a forgotten password's, but for a week. */
export const INVITATION_LIFETIME_DAYS = 7;

const AS_ROLE: Record<UserRole, string> = {
  student: "a student",
  instructor: "an instructor",
  admin: "an admin",
  finance: "a member of the finance team",
};

export function renderInvitationEmail(input: {
  name: string;
  email: string;
  role: UserRole;
  invitedBy: string;
  setPasswordUrl: string;
  forgotPasswordUrl: string;
}): EmailMessage {
  const body = renderEmailLayout({
    heading: "You are invited to Campus",
    paragraphs: [
      `Hello ${input.name},`,
      `${input.invitedBy} has invited you to Campus as ${AS_ROLE[input.role]}. Your account is ready: it needs only a password.`,
      `The link below sets your password. Then sign in with this email address (${input.email}) and that password. The link works for ${INVITATION_LIFETIME_DAYS} days and only once.`,
      "If you were not expecting this, you can ignore this email.",
    ],
    action: { label: "Set my password", url: input.setPasswordUrl },
    // After the button, so the set-password link is the first address in the text version.
    footer: `If the link has expired, ask for a new one at ${input.forgotPasswordUrl}`,
  });
  return { to: input.email, toName: input.name, subject: INVITATION_SUBJECT, ...body };
}
