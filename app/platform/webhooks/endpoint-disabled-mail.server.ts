import { queueEmail } from "~/platform/mail/mail.server";
import { inRecipientLanguage } from "~/platform/mail/recipient-locale.server";
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
    lastError: string;
    /** How many failed attempts in a row turned it off. */
    failedAttempts: number;
    baseUrl: string;
  },
): Promise<number> {
  const admins = await db.selectFrom("user").select(["email", "name", "locale"]).where("role", "=", "admin").execute();
  // Each admin reads it in their own language (users.locale), rendered and stored before queueing.
  for (const admin of admins) {
    await inRecipientLanguage(admin.locale, () => {
      const subject = m.endpointTurnedOffSubject();
      const { html, text } = renderEmailLayout({
        heading: subject,
        paragraphs: [
          m.campusStoppedSending({
            url: endpoint.url,
            reason: m.turnedOffAfterFailures({ count: endpoint.failedAttempts }),
          }),
          m.eventsStillRecorded(),
        ],
        details: [
          [m.endpoint(), endpoint.url],
          ...(endpoint.description ? ([[m.description(), endpoint.description]] as Array<[string, string]>) : []),
          [m.lastError(), endpoint.lastError],
        ],
        action: {
          label: m.openTheEndpoint(),
          url: new URL(`/admin/webhooks/${endpoint.endpointId}`, endpoint.baseUrl).toString(),
        },
      });
      return queueEmail(db, { to: admin.email, toName: admin.name, subject, html, text });
    });
  }
  return admins.length;
}
