import { getSiteSettings } from "~/features/site-settings/site-settings.server";
import { certificatePointsText } from "~/lib/cpd-points";
import { todayIn } from "~/lib/dates";
import { maskIdNumber } from "~/lib/id-number-mask";
import { type Outcome, refuse } from "~/lib/refusal";
import type { DatabaseExecutor } from "~db/executor";
import { formatCertificateDate } from "./certificate-pdf.server";
import { findCertificateByCode, UNKNOWN_CODE_MESSAGE } from "./certificate-queries.server";
import { type CertificateStatus, certificateStatus } from "./certificate-status";

export interface CertificateVerificationView {
  /** One rule for every screen (certificate-status.ts, decision 0046). */
  status: CertificateStatus;
  /** "11 March 2027": the last day it is valid; null when it does not expire. */
  validUntil: string | null;
  /** The day a newer certificate for the same course record replaced it. */
  renewedOn: string | null;
  name: string;
  /** Masked (`******1234`): enough to match a holder's ID, never the whole number (POPIA). */
  idNumber: string;
  course: string;
  date: string;
  points: string;
  certificateNumber: string;
  issuer: string;
  revokedOn: string | null;
  revokedReason: string | null;
  code: string;
}

/**
 * The public verification page (/verify/{code}): what anyone holding the certificate may read,
 * and whether the viewer may revoke it (admins, while it is valid).
 */
export async function loadCertificateVerification(
  db: DatabaseExecutor,
  verificationCode: string,
  viewer: { role: string } | null,
): Promise<Outcome<{ certificate: CertificateVerificationView; canRevoke: boolean }>> {
  const certificate = await findCertificateByCode(db, verificationCode);
  if (!certificate) return refuse("missing", UNKNOWN_CODE_MESSAGE);
  const settings = await getSiteSettings(db);
  return {
    ok: true,
    certificate: {
      status: certificateStatus(
        { revokedAt: certificate.revoked_at, renewedAt: certificate.renewed_at, expiresAt: certificate.expires_at },
        todayIn(settings.time_zone),
      ),
      validUntil: certificate.expires_at ? formatCertificateDate(certificate.expires_at, settings.time_zone) : null,
      renewedOn: certificate.renewed_at ? formatCertificateDate(certificate.renewed_at, settings.time_zone) : null,
      name: certificate.recipient_name,
      idNumber: maskIdNumber(certificate.recipient_id_number),
      course: certificate.course_name,
      date: formatCertificateDate(certificate.completion_date, settings.time_zone),
      points: certificatePointsText(certificate).total,
      certificateNumber: certificate.certificate_number,
      issuer: settings.site_name,
      revokedOn: certificate.revoked_at ? formatCertificateDate(certificate.revoked_at, settings.time_zone) : null,
      revokedReason: certificate.revoked_reason,
      code: certificate.verification_code,
    },
    canRevoke: viewer?.role === "admin" && !certificate.revoked_at,
  };
}
