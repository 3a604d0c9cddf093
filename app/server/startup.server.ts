import { startBookingDueWork } from "~/features/bookings/booking-links.server";
import { startCertificateDueWork } from "~/features/certificates/event-certificates-due-work.server";
import { startManagerDigestWork } from "~/features/companies/manager-digest.server";
import { loadIssuerKeys } from "~/features/open-badges/issuer-keys.server";
import { startRetentionDueWork } from "~/features/privacy/retention.server";
import { startPaymentReminderDueWork } from "~/features/selling/payment-reminders.server";
import { startTaxDocumentRetentionDueWork } from "~/features/selling/tax-document-retention.server";
import { ensurePageContent } from "~/features/site-content/page-content.server";
import { removeAbandonedUploads } from "~/features/uploads/uploads.server";
import { getEnvironment } from "~/lib/env.server";
import { logger } from "~/lib/logger.server";
import { cdnPurgeTarget, startCdnPurgeWork } from "~/platform/cdn/cdn-purge.server";
import { startLrsForwarding } from "~/platform/lrs/forward-statements.server";
import { lrsForwardTarget } from "~/platform/lrs/lrs-settings.server";
import { createSmtpTransport, type MailWorker, startMailWorker } from "~/platform/mail/mail.server";
import { ensureSiteSettings } from "~/platform/site-settings/site-settings.server";
import { startWebhookWorker, type WebhookWorker } from "~/platform/webhooks/deliver-webhooks.server";
import { webhookSettings } from "~/platform/webhooks/webhook-settings.server";
import { closeAppContext, getAuth, getDatabaseConnection } from "./app-context.server";
import { migrateAppDatabase } from "./migrate-app.server";
import { openBadgeSettings } from "./open-badges.server";
import { isDatabaseEmpty, type SeededSignIn, seedDemoContent } from "./seed/seed.server";

export interface PreparedApp {
  databaseKind: string;
  appliedMigrations: string[];
  seededSignIns: SeededSignIn[];
}

/** Migrates, seeds an empty database and makes sure the settings record exists. Runs on every start. */
export async function prepareApp(): Promise<PreparedApp> {
  const environment = getEnvironment();
  const connection = getDatabaseConnection();
  const appliedMigrations = await migrateAppDatabase(connection);
  let seededSignIns: SeededSignIn[] = [];
  if (await isDatabaseEmpty(connection.db)) {
    seededSignIns = await seedDemoContent(connection.db, getAuth(), {
      adminEmail: environment.ADMIN_EMAIL,
      adminPassword: environment.ADMIN_PASSWORD,
      demoPassword: process.env.DEMO_PASSWORD,
    });
  }
  await ensureSiteSettings(connection.db);
  await ensurePageContent(connection.db);
  await removeAbandonedUploads(environment.uploadDirectory);
  // The Open Badges issuer key is made on the first start (decision 0100-open-badges-credentials); a bad
  // OPEN_BADGES_ISSUER_KEY stops the start here rather than at the first download.
  loadIssuerKeys(openBadgeSettings());
  return { databaseKind: connection.kind, appliedMigrations, seededSignIns };
}

let mailWorker: MailWorker | undefined;
let bookingDueWork: ReturnType<typeof startBookingDueWork> | undefined;
let certificateDueWork: ReturnType<typeof startCertificateDueWork> | undefined;
let webhookWorker: WebhookWorker | undefined;
let retentionDueWork: ReturnType<typeof startRetentionDueWork> | undefined;
let taxDocumentRetention: ReturnType<typeof startTaxDocumentRetentionDueWork> | undefined;
let paymentReminderDueWork: ReturnType<typeof startPaymentReminderDueWork> | undefined;
let managerDigestWork: ReturnType<typeof startManagerDigestWork> | undefined;
let lrsForwarding: ReturnType<typeof startLrsForwarding> | undefined;
let cdnPurge: ReturnType<typeof startCdnPurgeWork> | undefined;

export function startBackgroundJobs() {
  const environment = getEnvironment();
  const transport = environment.SMTP_URL
    ? createSmtpTransport(environment.SMTP_URL, environment.MAIL_FROM, { timeoutMs: environment.SMTP_TIMEOUT_MS })
    : null;
  if (!transport) logger.info("SMTP_URL is not set: emails are kept in the outbox and shown at /admin/mail");
  mailWorker = startMailWorker(getDatabaseConnection().db, transport, {
    concurrency: environment.MAIL_SEND_CONCURRENCY,
  });
  // Expired seat offers pass to the next person on the waitlist (reminders wait in the outbox).
  bookingDueWork = startBookingDueWork(getDatabaseConnection().db, { baseUrl: environment.baseUrl });
  // Events that issue certificates automatically do so once they have ended (decision 0043).
  certificateDueWork = startCertificateDueWork(getDatabaseConnection().db);
  // Enquiries and bookings past the retention setting are purged daily (POPIA, decision 0036).
  retentionDueWork = startRetentionDueWork(getDatabaseConnection().db);
  // Erased buyers' tax documents lose their names once five years from issue have passed (decision 0088).
  taxDocumentRetention = startTaxDocumentRetentionDueWork(getDatabaseConnection().db);
  // Selling: unpaid pro-formas and overdue company invoices are reminded through the outbox.
  paymentReminderDueWork = startPaymentReminderDueWork(getDatabaseConnection().db, { baseUrl: environment.baseUrl });
  // Training managers: the monthly digest of what expires and who is behind (decision 0104).
  managerDigestWork = startManagerDigestWork(getDatabaseConnection().db, { baseUrl: environment.baseUrl });
  webhookWorker = startWebhookWorker(getDatabaseConnection().db, {
    ...webhookSettings(),
    baseUrl: environment.baseUrl,
  });
  // Stored xAPI statements are copied to the external LRS when LRS_FORWARD_ENDPOINT is set (decision 0098-lrs).
  const lrsTarget = lrsForwardTarget();
  if (lrsTarget) lrsForwarding = startLrsForwarding(getDatabaseConnection().db, lrsTarget);
  // A CDN in front is purged when public pages change, by one process per change (decision 0115-proxies-cdn-and-signed-in-hits).
  const cdnTarget = cdnPurgeTarget();
  if (cdnTarget) cdnPurge = startCdnPurgeWork(getDatabaseConnection().db, cdnTarget);
}

export async function stopBackgroundJobs() {
  await mailWorker?.stop();
  mailWorker = undefined;
  await bookingDueWork?.stop();
  bookingDueWork = undefined;
  await certificateDueWork?.stop();
  certificateDueWork = undefined;
  await retentionDueWork?.stop();
  retentionDueWork = undefined;
  await taxDocumentRetention?.stop();
  taxDocumentRetention = undefined;
  await paymentReminderDueWork?.stop();
  paymentReminderDueWork = undefined;
  await managerDigestWork?.stop();
  managerDigestWork = undefined;
  await webhookWorker?.stop();
  webhookWorker = undefined;
  await lrsForwarding?.stop();
  lrsForwarding = undefined;
  await cdnPurge?.stop();
  cdnPurge = undefined;
  await closeAppContext();
}
