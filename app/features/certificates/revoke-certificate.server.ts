import { type Outcome, refuse } from "~/lib/refusal";
import type { DatabaseExecutor } from "~db/executor";
import { findCertificateByCode, UNKNOWN_CODE_MESSAGE } from "./certificate-queries.server";

/**
 * Revokes a certificate for good, with the admin's reason. Revoking one already revoked changes
 * nothing (the first reason stays) and says so.
 */
export async function revokeCertificate(
  db: DatabaseExecutor,
  { verificationCode, reason, revokedByUserId }: { verificationCode: string; reason: string; revokedByUserId: string },
): Promise<Outcome<{ wasAlreadyRevoked: boolean }>> {
  const certificate = await findCertificateByCode(db, verificationCode);
  if (!certificate) return refuse("missing", UNKNOWN_CODE_MESSAGE);
  const result = await db
    .updateTable("certificates")
    .set({ revoked_at: new Date().toISOString(), revoked_reason: reason, revoked_by_user_id: revokedByUserId })
    .where("id", "=", certificate.id)
    .where("revoked_at", "is", null)
    .executeTakeFirst();
  return { ok: true, wasAlreadyRevoked: Number(result.numUpdatedRows) === 0 };
}
