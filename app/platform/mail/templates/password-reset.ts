import type { EmailMessage } from "../mail.server";
import { renderEmailLayout } from "./email-layout";
import * as m from "./messages";

export function renderPasswordResetEmail(input: { name: string; email: string; url: string }): EmailMessage {
  const body = renderEmailLayout({
    heading: m.resetYourPassword(),
    paragraphs: [m.hello({ name: input.name }), m.resetIntroduction(), m.resetIgnore()],
    action: { label: m.chooseANewPassword(), url: input.url },
  });
  return { to: input.email, toName: input.name, subject: m.resetSubject(), ...body };
}
