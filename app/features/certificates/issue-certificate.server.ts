import { certificatePoints, certificatePointsText } from "~/lib/cpd-points";
import { currentLocale } from "~/lib/i18n/current-locale";
import { type Locale, localeFromTag } from "~/lib/i18n/locales";
import { maskIdNumber } from "~/lib/id-number-mask";
import { createId } from "~/lib/ids";
import { withLocale } from "~/lib/request-context.server";
import { recordLearningEvent } from "~/platform/lrs/record-learning-event.server";
import { queueEmail } from "~/platform/mail/mail.server";
import { renderEmailLayout } from "~/platform/mail/templates/email-layout";
import { emitWebhookEvent } from "~/platform/webhooks/emit-webhook-event.server";
import { certificateIssuedData } from "~/platform/webhooks/event-data";
import type { DatabaseExecutor } from "~db/executor";
import type { Certificate } from "~db/schema";
import { inTransaction } from "~db/transactions";
import {
  courseValidity,
  expiryDateOf,
  markRenewedCertificates,
  queueExpiryReminders,
} from "./certificate-expiry.server";
import { certificateFileName, loadCertificateAssets } from "./certificate-file.server";
import { generateCertificateNumber } from "./certificate-number";
import {
  type CertificateAssets,
  formatCertificateDate,
  renderCertificatesPdf,
  verificationUrl,
} from "./certificate-pdf.server";
import { takeStatusPosition } from "./certificate-status-position.server";
import { DEFAULT_CERTIFICATE_TITLE } from "./certificates.schema";
import * as m from "./messages";

/** What is printed on a certificate; the row keeps a copy, so later edits never change an issued one. */
export type CertificateContent = Omit<
  Certificate,
  | "id"
  | "certificate_number"
  | "verification_code"
  | "issued_at"
  | "issued_by_user_id"
  | "revoked_at"
  | "revoked_reason"
  | "revoked_by_user_id"
  | "expires_at"
  | "renewed_at"
  | "renewed_by_certificate_id"
>;

/**
 * Thrown inside the issuing transaction so nothing is stored; the functions the routes call turn
 * it into a refusal.
 */
export class CertificateNumberTakenError extends Error {
  constructor(readonly certificateNumber: string) {
    super(`Certificate number ${certificateNumber} is already used by another certificate.`);
  }
}

interface IssueInput {
  content: CertificateContent;
  /** Kept when given (e.g. typed by the instructor); generated otherwise. */
  certificateNumber?: string;
  issuedByUserId: string | null;
  /**
   * The email's sentence after the greeting; by default it congratulates on completing the course.
   * A function, so it is worded in the recipient's language when the mail is composed.
   */
  mailOpening?: () => string;
  /** The email also links to the certificate's PDF for its signed-in holder (/certificates/{id}/pdf). */
  mailDownloadLink?: boolean;
  /**
   * Months the certificate stays valid, for a source without a CPD course record (e.g. an event's
   * CPD details); unset, the course record's validity applies, and without one it does not expire.
   */
  validityMonths?: number | null;
}

export interface IssuedCertificate {
  certificate: Certificate;
  pdf: Buffer;
  /** False when an existing certificate was returned instead of a new one. */
  isNew: boolean;
}

/** Every printed field empty; each source fills in what it knows. */
export function emptyContent(): CertificateContent {
  return {
    source: "form",
    cpd_course_id: null,
    cpd_enrolled_user_id: null,
    course_id: null,
    user_id: null,
    learning_path_id: null,
    title: DEFAULT_CERTIFICATE_TITLE,
    recipient_name: "",
    recipient_email: "",
    recipient_id_number: "",
    license_number: "",
    course_name: "",
    course_description: "",
    completion_date: new Date().toISOString(),
    allocated_points: "",
    clinical_points: "",
    ethics_points: "",
    provider_activity_number: "",
    accreditor: "",
    cpd_level: "",
    instructor_name: "",
    instructor_signature_url: "",
    facilitator_name: "",
    facilitator_organization: "",
    location: "",
    contact_details: "",
    website: "",
    organization_logo_url: "",
  };
}

/**
 * Issues one certificate: stores it with a unique number and verification code, renders the PDF,
 * and queues the email with the PDF attached in the same transaction, so a certificate is never
 * stored without its email nor an email sent for a certificate that was not stored.
 */
export async function issueCertificate(db: DatabaseExecutor, input: IssueInput): Promise<IssuedCertificate> {
  const assets = await loadCertificateAssets(db);
  const validity = await courseValidity(db, input.content.cpd_course_id);
  const validityMonths = input.validityMonths ?? validity.validityMonths;
  const now = new Date();
  const certificate: Certificate = {
    ...input.content,
    // POPIA: a certificate never needs more of an ID number than it prints (decision 0036).
    recipient_id_number: maskIdNumber(input.content.recipient_id_number),
    id: createId(),
    certificate_number:
      input.certificateNumber?.trim() ||
      (await unusedCertificateNumber(db, certificatePoints(input.content).totalTenths > 0)),
    verification_code: createId(),
    issued_at: now.toISOString(),
    issued_by_user_id: input.issuedByUserId,
    revoked_at: null,
    revoked_reason: null,
    revoked_by_user_id: null,
    expires_at: validityMonths ? expiryDateOf(input.content.completion_date, validityMonths, assets.timeZone) : null,
    renewed_at: null,
    renewed_by_certificate_id: null,
  };
  // The PDF and the mails are in the recipient's language (their profile's), else the request's.
  const locale = await recipientLocale(db, certificate);
  const pdf = await withLocale(locale, () => renderCertificatesPdf([certificate], assets));
  await inTransaction(db, async (trx) => {
    if (await isCertificateNumberTaken(trx, certificate.certificate_number)) {
      throw new CertificateNumberTakenError(certificate.certificate_number);
    }
    await trx.insertInto("certificates").values(certificate).execute();
    // Its Open Badges status-list position, in this transaction: rolled back, the position is free again.
    await takeStatusPosition(trx, certificate.id, now);
    await emitWebhookEvent(trx, "certificate.issued", certificateIssuedData(certificate));
    if (certificate.user_id) {
      await recordLearningEvent(trx, {
        kind: "certificate-issued",
        userId: certificate.user_id,
        certificateId: certificate.id,
        courseName: certificate.course_name,
      });
    }
    if (certificate.recipient_email) {
      await withLocale(locale, () => queueCertificateEmail(trx, certificate, pdf, assets, input));
    }
    // Renewal and reminders (decision 0046): the earlier certificate stops reminding.
    await markRenewedCertificates(trx, certificate, now);
    await withLocale(locale, () =>
      queueExpiryReminders(trx, certificate, { assets, renewalUrl: validity.renewalUrl, now }),
    );
  });
  return { certificate, pdf, isNew: true };
}

/** The language of the person a certificate is for: their account's choice when they have one. */
async function recipientLocale(db: DatabaseExecutor, certificate: Certificate): Promise<Locale> {
  const email = certificate.recipient_email.trim().toLowerCase();
  if (!certificate.user_id && !email) return currentLocale();
  const person = await db
    .selectFrom("user")
    .select("locale")
    .where((eb) =>
      certificate.user_id ? eb("id", "=", certificate.user_id) : eb(eb.fn("lower", ["email"]), "=", email),
    )
    .executeTakeFirst();
  return localeFromTag(person?.locale) ?? currentLocale();
}

async function unusedCertificateNumber(db: DatabaseExecutor, hasCpdPoints: boolean): Promise<string> {
  for (;;) {
    const candidate = generateCertificateNumber(new Date(), { hasCpdPoints });
    if (!(await isCertificateNumberTaken(db, candidate))) return candidate;
  }
}

export async function isCertificateNumberTaken(db: DatabaseExecutor, certificateNumber: string, exceptId = "") {
  const found = await db
    .selectFrom("certificates")
    .select("id")
    .where("certificate_number", "=", certificateNumber)
    .where("id", "!=", exceptId)
    .executeTakeFirst();
  return Boolean(found);
}

async function queueCertificateEmail(
  trx: DatabaseExecutor,
  certificate: Certificate,
  pdf: Buffer,
  assets: CertificateAssets,
  { mailOpening, mailDownloadLink }: Pick<IssueInput, "mailOpening" | "mailDownloadLink"> = {},
) {
  const link = verificationUrl(assets.baseUrl, certificate.verification_code);
  const points = certificatePointsText(certificate).total;
  const downloadUrl = `${assets.baseUrl}/certificates/${encodeURIComponent(certificate.id)}/pdf`;
  const { html, text } = renderEmailLayout({
    heading: m.mailYourCertificate(),
    paragraphs: [
      m.mailDear({ name: certificate.recipient_name }),
      m.mailAttached({
        opening: mailOpening?.() ?? m.mailCongratulationsCompleting({ course: certificate.course_name }),
      }),
      ...(mailDownloadLink ? [m.mailDownloadAgain({ url: downloadUrl })] : []),
      m.mailShareCheck(),
    ],
    details: [
      [m.mailCertificateNumber(), certificate.certificate_number],
      [m.mailCourse(), certificate.course_name],
      [m.mailDate(), formatCertificateDate(certificate.completion_date, assets.timeZone)],
      ...(points ? ([[m.mailCpdPoints(), points]] as Array<[string, string]>) : []),
    ],
    action: { label: m.mailVerify(), url: link },
    footer: m.mailIssuedBy({ issuer: assets.issuerName }),
  });
  await queueEmail(trx, {
    to: certificate.recipient_email,
    toName: certificate.recipient_name,
    subject: m.mailSubject({ course: certificate.course_name }),
    html,
    text,
    attachments: [
      {
        filename: certificateFileName(certificate),
        contentType: "application/pdf",
        contentBase64: pdf.toString("base64"),
      },
    ],
  });
}
