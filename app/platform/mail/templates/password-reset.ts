import type { EmailMessage } from "../mail.server";
import { renderEmailLayout } from "./email-layout";
import * as m from "./messages";

export function renderPasswordResetEmail(input: { name: string; email: string; url: string }): EmailMessage {
  const body = renderEmailLayout({
    heading: m.resetYourPassword(),
    paragraphs: [
      `Hello ${input.name},`,
      "Someone asked to reset the password of your Campus account. If it was you, choose a new password with the link below. The link works for one hour.",
      "If you did not ask for this, you can ignore this email: your password stays as it is.",
    ],
    action: { label: m.chooseANewPassword(), url: input.url },
  });
  return { to: input.email, toName: input.name, subject: "Reset your Campus password", ...body };
}
