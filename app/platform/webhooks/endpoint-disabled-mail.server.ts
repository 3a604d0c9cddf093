import { queueEmail } from "~/platform/mail/mail.server";
import { renderEmailLayout } from "~/platform/mail/templates/email-layout";
import type { DatabaseExecutor } from "~db/executor";
import * as m from "./messages";

/** Tells every admin that an endpoint was turned off, through the outbox, in the disabling transaction. */
export async function queueEndpointDisabledMail(
  db: DatabaseExecutor,
  endpoint: {
    endpointId: string;
    url: string;
    description: string;
    reason: string;
    lastError: string;
    baseUrl: string;
  },
): Promise<number> {
  const admins = await db.selectFrom("user").select(["email", "name"]).where("role", "=", "admin").execute();
  const subject = "A webhook endpoint was turned off";
  const { html, text } = renderEmailLayout({
    heading: subject,
    paragraphs: [
      `Campus stopped sending webhooks to ${endpoint.url}. ${endpoint.reason}`,
      "Events are still recorded for it while it is off. Check the receiver, then turn the endpoint on again: the waiting deliveries go out then.",
    ],
    details: [
      ["Endpoint", endpoint.url],
      ...(endpoint.description ? ([["Description", endpoint.description]] as Array<[string, string]>) : []),
      ["Last error", endpoint.lastError],
    ],
    action: {
      label: m.openTheEndpoint(),
      url: new URL(`/admin/webhooks/${endpoint.endpointId}`, endpoint.baseUrl).toString(),
    },
  });
  for (const admin of admins) {
    await queueEmail(db, { to: admin.email, toName: admin.name, subject, html, text });
  }
  return admins.length;
}
