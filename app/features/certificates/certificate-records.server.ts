import { certificatePointsText } from "~/lib/cpd-points";
import { todayIn } from "~/lib/dates";
import type { KeysetPage, KeysetRequest } from "~/lib/pagination";
import { keysetPageOf, newestFirstAfter } from "~/lib/pagination";
import { getSiteTimeZone } from "~/platform/site-settings/site-settings.server";
import type { DatabaseExecutor } from "~db/executor";
import type { Database } from "~db/schema";
import { type CertificateStatus, certificateStatus } from "./certificate-status";

/** The columns read for systems outside the screens: never the ID number (masked or not) nor licence numbers. */
const CERTIFICATE_RECORD_COLUMNS = [
  "id",
  "verification_code",
  "certificate_number",
  "source",
  "title",
  "recipient_name",
  "recipient_email",
  "course_name",
  "completion_date",
  "allocated_points",
  "clinical_points",
  "ethics_points",
  "cpd_course_id",
  "cpd_enrolled_user_id",
  "course_id",
  "issued_at",
  "revoked_at",
  "revoked_reason",
  "expires_at",
  "renewed_at",
] as const;

type CertificateRecordRow = Pick<Database["certificates"], (typeof CERTIFICATE_RECORD_COLUMNS)[number]>;

/** A certificate as systems outside the screens read it (the REST API maps it to JSON). */
export interface CertificateRecord {
  id: string;
  verificationCode: string;
  certificateNumber: string;
  /** The verify page's rule (decision 0046), as of the day it was read. */
  status: CertificateStatus;
  source: string;
  title: string;
  recipientName: string;
  recipientEmail: string;
  courseName: string;
  completionDate: string;
  /** The figure the certificate prints, read as every other screen reads it (lib/cpd-points.ts); "" for none. */
  allocatedPoints: string;
  cpdCourseId: string | null;
  enrolledUserId: string | null;
  courseId: string | null;
  issuedAt: string;
  revokedAt: string | null;
  revokedReason: string | null;
  expiresAt: string | null;
}

/** `today` is the date in the site time zone (todayIn), for the status rule of decision 0046. */
export function toCertificateRecord(row: CertificateRecordRow, today: string): CertificateRecord {
  return {
    id: row.id,
    verificationCode: row.verification_code,
    certificateNumber: row.certificate_number,
    status: certificateStatus(
      { revokedAt: row.revoked_at, renewedAt: row.renewed_at, expiresAt: row.expires_at },
      today,
    ),
    source: row.source,
    title: row.title,
    recipientName: row.recipient_name,
    recipientEmail: row.recipient_email,
    courseName: row.course_name,
    completionDate: row.completion_date,
    allocatedPoints: certificatePointsText(row).total,
    cpdCourseId: row.cpd_course_id,
    enrolledUserId: row.cpd_enrolled_user_id,
    courseId: row.course_id,
    issuedAt: row.issued_at,
    revokedAt: row.revoked_at,
    revokedReason: row.revoked_reason,
    expiresAt: row.expires_at,
  };
}

/** Today in the site's time zone: the day a certificate's status is read on. */
export async function certificateToday(db: DatabaseExecutor): Promise<string> {
  return todayIn(await getSiteTimeZone(db));
}

export async function findCertificateRecordByCode(
  db: DatabaseExecutor,
  verificationCode: string,
): Promise<CertificateRecord | undefined> {
  const [row, today] = await Promise.all([
    db
      .selectFrom("certificates")
      .select(CERTIFICATE_RECORD_COLUMNS)
      .where("verification_code", "=", verificationCode)
      .executeTakeFirst(),
    certificateToday(db),
  ]);
  return row && toCertificateRecord(row, today);
}

/**
 * Certificates newest issued first, a page after `after` (keyset on issued_at, id: certificates
 * have no created_at); optionally only valid or revoked ones, or of one source.
 */
export async function listCertificateRecords(
  db: DatabaseExecutor,
  request: KeysetRequest & { status?: "valid" | "revoked"; source?: string },
): Promise<KeysetPage<CertificateRecord>> {
  let select = db.selectFrom("certificates").select(CERTIFICATE_RECORD_COLUMNS);
  if (request.status === "valid") select = select.where("revoked_at", "is", null);
  if (request.status === "revoked") select = select.where("revoked_at", "is not", null);
  if (request.source) select = select.where("source", "=", request.source);
  const [rows, today] = await Promise.all([
    newestFirstAfter(select, "certificates", request.after, "issued_at")
      .limit(request.limit + 1)
      .execute(),
    certificateToday(db),
  ]);
  return keysetPageOf(
    rows,
    request.limit,
    (row) => toCertificateRecord(row, today),
    (row) => ({ createdAt: row.issued_at, id: row.id }),
  );
}
