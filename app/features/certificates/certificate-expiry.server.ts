import { addDays, calendarDateIn, formatDate, zonedInstant } from "~/lib/dates";
import { queueEmail } from "~/platform/mail/mail.server";
import { withdrawPendingMail } from "~/platform/mail/outbox-withdraw.server";
import { renderEmailLayout } from "~/platform/mail/templates/email-layout";
import type { DatabaseExecutor } from "~db/executor";
import type { Certificate } from "~db/schema";
import { type CertificateAssets, verificationUrl } from "./certificate-pdf.server";
import { addMonthsToDate } from "./certificate-status";
import * as m from "./messages";

/**
 * Expiry and renewal of certificates (docs/decisions/0046-certificate-expiry.md):
 * the last valid day fixed at issue, the reminders 90, 30 and 7 days before it through the outbox,
 * and renewal (a newer certificate for the same course record and person supersedes the older).
 */

const EXPIRY_REMINDERS = [
  { key: "90d", days: 90 },
  { key: "30d", days: 30 },
  { key: "7d", days: 7 },
] as const;

export type ExpiryReminderKey = (typeof EXPIRY_REMINDERS)[number]["key"];

/** Reminders go out at this wall-clock time in the site time zone, on their day. */
const EXPIRY_REMINDER_TIME = "09:00";

/** Where a reminder sends the person when the course record names no renewal link. */
const DEFAULT_RENEWAL_PATH = "/learning-center";

/** The last valid day: the completion date (its day in the site zone) plus the validity in months. */
export function expiryDateOf(completionDate: string, validityMonths: number, timeZone: string): string | null {
  const day = calendarDateIn(completionDate, timeZone);
  return day ? addMonthsToDate(day, validityMonths) : null;
}

/** What a course record says about validity: months (null: does not expire) and the renewal link. */
export async function courseValidity(
  db: DatabaseExecutor,
  cpdCourseId: string | null,
): Promise<{ validityMonths: number | null; renewalUrl: string }> {
  if (!cpdCourseId) return { validityMonths: null, renewalUrl: "" };
  const course = await db
    .selectFrom("cpd_courses")
    .select(["validity_months", "renewal_url"])
    .where("id", "=", cpdCourseId)
    .executeTakeFirst();
  return { validityMonths: course?.validity_months ?? null, renewalUrl: course?.renewal_url ?? "" };
}

/** The absolute address of the renewal: the course record's link (a path here or an https address) or the schedule. */
function renewalLink(baseUrl: string, renewalUrl: string): string {
  const origin = baseUrl.replace(/\/$/, "");
  const link = renewalUrl.trim();
  if (link === "") return `${origin}${DEFAULT_RENEWAL_PATH}`;
  if (link.startsWith("/")) return `${origin}${link}`;
  return link;
}

/** When each reminder is due: 09:00 site time, 90, 30 and 7 calendar days before the last valid day. */
export function expiryReminderDueTimes(expiresAt: string, timeZone: string): Record<ExpiryReminderKey, Date> {
  const due = {} as Record<ExpiryReminderKey, Date>;
  for (const { key, days } of EXPIRY_REMINDERS) {
    due[key] = zonedInstant(addDays(expiresAt, -days), EXPIRY_REMINDER_TIME, timeZone);
  }
  return due;
}

function reminderReference(certificateId: string, key: ExpiryReminderKey): string {
  return `certificate-expiry:${certificateId}:${key}`;
}

/**
 * Queues the reminders still to come for a certificate that expires and has an address. Each has a
 * unique outbox reference, so asking twice queues each once; reminders already due are skipped.
 */
export async function queueExpiryReminders(
  trx: DatabaseExecutor,
  certificate: Pick<
    Certificate,
    | "id"
    | "expires_at"
    | "recipient_email"
    | "recipient_name"
    | "course_name"
    | "certificate_number"
    | "verification_code"
  >,
  context: { assets: CertificateAssets; renewalUrl: string; now: Date },
): Promise<number> {
  if (!certificate.expires_at || !certificate.recipient_email) return 0;
  const due = expiryReminderDueTimes(certificate.expires_at, context.assets.timeZone);
  let queued = 0;
  for (const { key, days } of EXPIRY_REMINDERS) {
    if (due[key].getTime() <= context.now.getTime()) continue;
    // Not transactional: an unsubscribe link, and nothing queued for an address that unsubscribed (decision 0036).
    const queuedId = await queueEmail(trx, renderExpiryReminder(certificate, { ...context, days }), {
      sendAt: due[key],
      reference: reminderReference(certificate.id, key),
      unsubscribable: true,
    });
    if (queuedId) queued += 1;
  }
  return queued;
}

function renderExpiryReminder(
  certificate: Pick<
    Certificate,
    "expires_at" | "recipient_email" | "recipient_name" | "course_name" | "certificate_number" | "verification_code"
  >,
  { assets, renewalUrl, days }: { assets: CertificateAssets; renewalUrl: string; days: number },
) {
  const validUntil = formatDate(certificate.expires_at ?? "", assets.timeZone, "long");
  const { html, text } = renderEmailLayout({
    heading: m.expiresInDays({ count: days }),
    paragraphs: [
      m.mailDear({ name: certificate.recipient_name }),
      m.validUntilSentence({ course: certificate.course_name, date: validUntil }),
      m.bookRenewalGoodTimeSo(),
    ],
    details: [
      [m.mailCertificateNumber(), certificate.certificate_number],
      [m.mailCourse(), certificate.course_name],
      [m.mailValidUntil(), validUntil],
      [m.mailCheckOnline(), verificationUrl(assets.baseUrl, certificate.verification_code)],
    ],
    action: { label: m.bookTheRenewal(), url: renewalLink(assets.baseUrl, renewalUrl) },
    footer: m.sentBecause({ issuer: assets.issuerName }),
  });
  return {
    to: certificate.recipient_email,
    toName: certificate.recipient_name,
    subject: m.expiresSubject({ count: days, course: certificate.course_name }),
    html,
    text,
  };
}

/** Takes back the reminders not sent yet (revoked or renewed certificates); one being sent is let go. */
export async function withdrawExpiryReminders(trx: DatabaseExecutor, certificateIds: string[], now: Date) {
  await withdrawPendingMail(
    trx,
    certificateIds.map((id) => `certificate-expiry:${id}:`),
    now,
  );
}

/**
 * Renewal: the same person's earlier, current certificates for the same course record are marked
 * renewed by this one and their reminders withdrawn. The same person is the same account when both
 * name one, else the same address. Returns the ids marked.
 */
export async function markRenewedCertificates(
  trx: DatabaseExecutor,
  certificate: Pick<Certificate, "id" | "cpd_course_id" | "user_id" | "recipient_email">,
  now: Date,
): Promise<string[]> {
  const email = certificate.recipient_email.trim().toLowerCase();
  if (!certificate.cpd_course_id || (!certificate.user_id && email === "")) return [];
  const earlier = await trx
    .selectFrom("certificates")
    .select("id")
    .where("cpd_course_id", "=", certificate.cpd_course_id)
    .where("id", "!=", certificate.id)
    .where("revoked_at", "is", null)
    .where("renewed_at", "is", null)
    .where((eb) => {
      const matches = [];
      if (certificate.user_id) matches.push(eb("user_id", "=", certificate.user_id));
      if (email !== "") matches.push(eb(eb.fn("lower", ["recipient_email"]), "=", email));
      return eb.or(matches);
    })
    .execute();
  const ids = earlier.map((row) => row.id);
  if (ids.length === 0) return [];
  await trx
    .updateTable("certificates")
    .set({ renewed_at: now.toISOString(), renewed_by_certificate_id: certificate.id })
    .where("id", "in", ids)
    .where("renewed_at", "is", null)
    .execute();
  await withdrawExpiryReminders(trx, ids, now);
  return ids;
}
