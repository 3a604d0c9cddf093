import { emitWebhookEvent } from "~/features/webhooks/emit-webhook-event.server";
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
  const now = new Date();
  // The revocation and its webhook are kept together or not at all.
  const revoke = async (trx: DatabaseExecutor) => {
    const revoked = await trx
      .updateTable("certificates")
      .set({ revoked_at: now.toISOString(), revoked_reason: reason, revoked_by_user_id: revokedByUserId })
      .where("id", "=", certificate.id)
      .where("revoked_at", "is", null)
      .executeTakeFirst();
    if (Number(revoked.numUpdatedRows) > 0) {
      await emitWebhookEvent(trx, "certificate.revoked", {
        certificateId: certificate.id,
        certificateNumber: certificate.certificate_number,
        verificationCode: certificate.verification_code,
        reason,
        revokedAt: now.toISOString(),
      });
    }
    return revoked;
  };
  const result = db.isTransaction ? await revoke(db) : await db.transaction().execute(revoke);
  return { ok: true, wasAlreadyRevoked: Number(result.numUpdatedRows) === 0 };
}
