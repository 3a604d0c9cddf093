import { sql } from "kysely";
import { type Outcome, refuse } from "~/lib/refusal";
import type { DatabaseExecutor } from "~db/executor";
import type { Certificate } from "~db/schema";
import * as m from "./messages";

export function findCertificateByCode(db: DatabaseExecutor, verificationCode: string) {
  return db.selectFrom("certificates").selectAll().where("verification_code", "=", verificationCode).executeTakeFirst();
}

/** What a person types or a link carries: spaces around it and case do not matter for a number. */
export function normaliseCertificateReference(text: string): string {
  return text.trim();
}

/**
 * A certificate by the QR code's verification code, or by the number printed on the PDF and in the
 * mail ("CPD-2026-7K3M9QX", any case, spaces around trimmed). `byNumber` says which matched: the
 * number is printed for anyone to read, so it shows the verification page but not the PDF, which
 * stays behind the code (decision 0071-cpd-certificates).
 */
export async function findCertificateByReference(db: DatabaseExecutor, reference: string) {
  const text = normaliseCertificateReference(reference);
  if (text === "" || text.length > 200) return undefined;
  const byCode = await findCertificateByCode(db, text);
  if (byCode) return { certificate: byCode, byNumber: false };
  const byNumber = await db
    .selectFrom("certificates")
    .selectAll()
    .where(sql<string>`lower(certificate_number)`, "=", text.toLowerCase())
    .executeTakeFirst();
  return byNumber ? { certificate: byNumber, byNumber: true } : undefined;
}

export function findCertificate(db: DatabaseExecutor, certificateId: string) {
  return db.selectFrom("certificates").selectAll().where("id", "=", certificateId).executeTakeFirst();
}

/** Who a certificate may belong to: the account (online courses) and its confirmed address (CPD records). */
export interface CertificateHolder {
  userId: string;
  /** Null until the account's address is confirmed (app/platform/auth/verified-email.server.ts). */
  verifiedEmail: string | null;
}

/** True when the certificate was issued to this account, or to this account's confirmed address. */
function isIssuedTo(certificate: Pick<Certificate, "user_id" | "recipient_email">, holder: CertificateHolder) {
  if (certificate.user_id != null && certificate.user_id === holder.userId) return true;
  const email = certificate.recipient_email.trim().toLowerCase();
  return email !== "" && holder.verifiedEmail !== null && email === holder.verifiedEmail.toLowerCase();
}

/**
 * An issued certificate for /certificates/{id}/pdf: instructors and admins open any, the person
 * it was issued to their own (online course certificates by account, CPD certificates by the
 * account's confirmed address). Refused as forbidden before anything is said about whether it
 * exists, so nobody else can probe ids.
 */
export async function findCertificateForViewer(
  db: DatabaseExecutor,
  certificateId: string,
  viewer: { id: string; role: string; verifiedEmail: string | null },
): Promise<Outcome<{ certificate: Certificate }>> {
  const certificate = await findCertificate(db, certificateId);
  const isStaff = viewer.role === "instructor" || viewer.role === "admin";
  const isOwner =
    certificate !== undefined && isIssuedTo(certificate, { userId: viewer.id, verifiedEmail: viewer.verifiedEmail });
  if (!isStaff && !isOwner) return refuse("forbidden", m.youDoNotHavePermission());
  if (!certificate) return refuse("missing", m.certificateDoesNotExist());
  return { ok: true, certificate };
}

/** The public PDF behind a verification code, while the certificate is valid. */
export async function findValidCertificateByCode(
  db: DatabaseExecutor,
  verificationCode: string,
): Promise<Outcome<{ certificate: Certificate }>> {
  const certificate = await findCertificateByCode(db, verificationCode);
  if (!certificate) return refuse("missing", m.unknownCode());
  if (certificate.revoked_at) return refuse("closed", m.certificateBeenRevoked());
  return { ok: true, certificate };
}

/** An online course's certificate (not revoked or revoked alike) with its course and learner, for its evidence page. */
export async function findOnlineCertificate(db: DatabaseExecutor, certificateId: string) {
  const row = await db
    .selectFrom("certificates")
    .select(["id", "certificate_number", "recipient_name", "course_id", "user_id", "revoked_at"])
    .where("id", "=", certificateId)
    .where("source", "=", "online")
    .executeTakeFirst();
  if (!row?.course_id || !row.user_id) return undefined;
  return {
    id: row.id,
    number: row.certificate_number,
    recipientName: row.recipient_name,
    courseId: row.course_id,
    userId: row.user_id,
    isRevoked: row.revoked_at !== null,
  };
}
