import type { DatabaseExecutor } from "~db/executor";
import type { CertificateHolder } from "./certificate-queries.server";

export interface OwnCertificate {
  id: string;
  certificateNumber: string;
  verificationCode: string;
  courseName: string;
  /** ISO timestamp of the date printed on the certificate. */
  completionDate: string;
  /** "online" (a completed online course), "cpd" (a CPD course record) or "form". */
  source: string;
  /** The last valid day (YYYY-MM-DD, site time zone), null when it does not expire; when it was renewed. */
  expiresAt: string | null;
  renewedAt: string | null;
}

/**
 * The current (not revoked) certificates issued to this person, newest first, at most `limit`:
 * online course certificates by account, and any certificate made out to the account's confirmed
 * address (CPD enrolled users are recorded by name and email, not by account). One query.
 */
export async function listOwnCertificates(
  db: DatabaseExecutor,
  holder: CertificateHolder,
  { limit }: { limit: number },
): Promise<{ certificates: OwnCertificate[]; hasMore: boolean }> {
  const rows = await db
    .selectFrom("certificates")
    .select([
      "id",
      "certificate_number",
      "verification_code",
      "course_name",
      "completion_date",
      "source",
      "expires_at",
      "renewed_at",
    ])
    .where("revoked_at", "is", null)
    .where((eb) => {
      const byUser = eb("user_id", "=", holder.userId);
      if (!holder.verifiedEmail) return byUser;
      return eb.or([byUser, eb(eb.fn("lower", ["recipient_email"]), "=", holder.verifiedEmail.toLowerCase())]);
    })
    .orderBy("issued_at", "desc")
    .orderBy("id")
    .limit(limit + 1)
    .execute();
  return {
    certificates: rows.slice(0, limit).map((row) => ({
      id: row.id,
      certificateNumber: row.certificate_number,
      verificationCode: row.verification_code,
      courseName: row.course_name,
      completionDate: row.completion_date,
      source: row.source,
      expiresAt: row.expires_at,
      renewedAt: row.renewed_at,
    })),
    hasMore: rows.length > limit,
  };
}
