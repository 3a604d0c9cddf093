import type { EmailMessage } from "~/platform/mail/mail.server";
import { renderEmailLayout } from "~/platform/mail/templates/email-layout";
import type { UserRole } from "~db/schema";
import * as m from "./messages";

/** How long the link in an invitation works: a reset token, like a forgotten password's, but for a week. */
export const INVITATION_LIFETIME_DAYS = 7;

/** One sentence per role: the role is part of the sentence, not a piece put into it. */
const INVITED_AS: Record<UserRole, (values: { invitedBy: string }) => string> = {
  student: (values) => m.invitationAsStudent(values),
  instructor: (values) => m.invitationAsInstructor(values),
  admin: (values) => m.invitationAsAdmin(values),
  finance: (values) => m.invitationAsFinance(values),
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
    heading: m.invitationSubject(),
    paragraphs: [
      m.invitationHello({ name: input.name }),
      INVITED_AS[input.role]({ invitedBy: input.invitedBy }),
      m.invitationLink({ email: input.email, days: INVITATION_LIFETIME_DAYS }),
      m.invitationIgnore(),
    ],
    action: { label: m.invitationAction(), url: input.setPasswordUrl },
    // After the button, so the set-password link is the first address in the text version.
    footer: m.invitationExpired({ url: input.forgotPasswordUrl }),
  });
  return { to: input.email, toName: input.name, subject: m.invitationSubject(), ...body };
}
