import { certificatePointsText } from "~/lib/cpd-points";
import { calendarDateIn, todayIn } from "~/lib/dates";
import { maskIdNumber } from "~/lib/id-number-mask";
import { linkedInAddCertificationUrl } from "~/lib/linkedin-certification";
import { type Outcome, refuse } from "~/lib/refusal";
import { getSiteSettings } from "~/platform/site-settings/site-settings.server";
import type { DatabaseExecutor } from "~db/executor";
import { formatCertificateDate, verificationUrl } from "./certificate-pdf.server";
import { findCertificateByReference } from "./certificate-queries.server";
import { type CertificateStatus, certificateStatus } from "./certificate-status";
import * as m from "./messages";

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
  /** The PDF behind the QR code's link; null when the page was reached by the printed number. */
  pdfUrl: string | null;
  /**
   * The Open Badges 3.0 credential and LinkedIn's add-a-certification link (decision 0100-open-badges-credentials);
   * null when the page was reached by the printed number, or the certificate is revoked.
   */
  openBadge: { path: string; linkedInUrl: string } | null;
}

/**
 * Who may revoke: admins, while the certificate stands. Instructors are told why they cannot, in
 * place of the form; anyone else sees nothing of it.
 */
export type RevokeControl = { kind: "form" } | { kind: "reason"; reason: string } | { kind: "none" };

function revokeControl(viewer: { role: string } | null, isRevoked: boolean): RevokeControl {
  if (isRevoked) return { kind: "none" };
  if (viewer?.role === "admin") return { kind: "form" };
  if (viewer?.role === "instructor") return { kind: "reason", reason: m.onlyAdministratorCanRevokeCertificate() };
  return { kind: "none" };
}

/**
 * The public verification page (/verify/{code}): what anyone holding the certificate may read,
 * and whether the viewer may revoke it (admins, while it is valid).
 */
export async function loadCertificateVerification(
  db: DatabaseExecutor,
  reference: string,
  viewer: { role: string } | null,
  { baseUrl = "" }: { baseUrl?: string } = {},
): Promise<Outcome<{ certificate: CertificateVerificationView; revoke: RevokeControl }>> {
  const found = await findCertificateByReference(db, reference);
  if (!found) return refuse("missing", m.unknownCode());
  const { certificate, byNumber } = found;
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
      pdfUrl: byNumber ? null : `/verify/${certificate.verification_code}/certificate.pdf`,
      openBadge:
        byNumber || certificate.revoked_at
          ? null
          : {
              path: `/verify/${encodeURIComponent(certificate.verification_code)}/open-badge.jwt`,
              linkedInUrl: linkedInAddCertificationUrl({
                name: certificate.course_name,
                organizationName: settings.site_name,
                issuedOn: calendarDateIn(certificate.completion_date, settings.time_zone),
                expiresOn: certificate.expires_at,
                certUrl: verificationUrl(baseUrl, certificate.verification_code),
                certId: certificate.certificate_number,
              }),
            },
    },
    revoke: revokeControl(viewer, certificate.revoked_at !== null),
  };
}
