import { type Outcome, refuse } from "~/lib/refusal";
import { emitWebhookEvent } from "~/platform/webhooks/emit-webhook-event.server";
import type { DatabaseExecutor } from "~db/executor";
import { inTransaction } from "~db/transactions";
import { withdrawExpiryReminders } from "./certificate-expiry.server";
import { findCertificateByCode, findCertificateByReference } from "./certificate-queries.server";
import * as m from "./messages";

/**
 * Revokes a certificate for good, with the admin's reason. Revoking one already revoked changes
 * nothing (the first reason stays) and says so.
 */
export async function revokeCertificate(
  db: DatabaseExecutor,
  { verificationCode, reason, revokedByUserId }: { verificationCode: string; reason: string; revokedByUserId: string },
): Promise<Outcome<{ wasAlreadyRevoked: boolean }>> {
  const certificate = await findCertificateByCode(db, verificationCode);
  if (!certificate) return refuse("missing", m.unknownCode());
  const now = new Date();
  const revokeAndWithdraw = async (trx: DatabaseExecutor) => {
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
    // A revoked certificate is not renewed: its expiry reminders are withdrawn (decision 0046).
    await withdrawExpiryReminders(trx, [certificate.id], now);
    return revoked;
  };
  const result = await inTransaction(db, revokeAndWithdraw);
  return { ok: true, wasAlreadyRevoked: Number(result.numUpdatedRows) === 0 };
}

/** Revoking from the verification page, whose address carries the code or the printed number. */
export async function revokeCertificateByReference(
  db: DatabaseExecutor,
  { reference, reason, revokedByUserId }: { reference: string; reason: string; revokedByUserId: string },
): Promise<Outcome<{ wasAlreadyRevoked: boolean }>> {
  const found = await findCertificateByReference(db, reference);
  if (!found) return refuse("missing", m.unknownCode());
  return revokeCertificate(db, {
    verificationCode: found.certificate.verification_code,
    reason,
    revokedByUserId,
  });
}
