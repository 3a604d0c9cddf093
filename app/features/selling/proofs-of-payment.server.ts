import { fileStorage } from "~/lib/file-storage.server";
import { createId } from "~/lib/ids";
import { type Outcome, refuse } from "~/lib/refusal";
import { queueEmail } from "~/platform/mail/mail.server";
import { getSiteSettings } from "~/platform/site-settings/site-settings.server";
import type { DatabaseExecutor } from "~db/executor";
import type { Order } from "~db/schema";
import { inTransaction } from "~db/transactions";
import { renderProofReceivedNotification } from "./eft-emails";
import * as m from "./messages";

/**
 * A buyer's proof of an EFT (decision 0086-eft-payments). The bytes come here already checked as
 * every Campus upload is (type from the bytes, PDF without active content, images re-encoded:
 * app/server/proof-of-payment-check.server.ts) and are kept in private storage under a generated
 * name, served only through the order's own download route, never from /uploads.
 */
export interface CheckedProof {
  bytes: Uint8Array;
  contentType: "application/pdf" | "image/jpeg" | "image/png";
  extension: "pdf" | "jpg" | "png";
}

/** Proof is useful while money is still expected; a paid or cancelled order takes no more. */
const TAKES_PROOF = new Set<Order["status"]>(["awaiting_payment", "on_account"]);

export async function saveProofOfPayment(
  db: DatabaseExecutor,
  input: {
    order: Order;
    proof: CheckedProof;
    originalName: string;
    uploadedBy: string;
    uploadDirectory: string;
    baseUrl: string;
  },
  now: Date = new Date(),
): Promise<Outcome<{ proofId: string }>> {
  const { order, proof } = input;
  if (!TAKES_PROOF.has(order.status)) {
    return refuse("closed", m.proofNotAwaiting({ number: order.number }));
  }
  const proofId = createId();
  const storageName = `proof-of-payment-${proofId}.${proof.extension}`;
  const storage = fileStorage(input.uploadDirectory);
  await storage.put(storageName, proof.bytes, proof.contentType);
  const originalName = cleanFileName(input.originalName, proof.extension);
  try {
    await inTransaction(db, async (trx) => {
      await trx
        .insertInto("proofs_of_payment")
        .values({
          id: proofId,
          order_id: order.id,
          storage_name: storageName,
          content_type: proof.contentType,
          original_name: originalName,
          uploaded_by: input.uploadedBy,
          uploaded_at: now.toISOString(),
        })
        .execute();
      const settings = await getSiteSettings(trx);
      await queueEmail(
        trx,
        renderProofReceivedNotification(
          {
            orderNumber: order.number,
            buyerName: order.buyer_name,
            buyerEmail: order.buyer_email,
            totalCents: order.total_cents,
            paidCents: order.paid_cents,
            paymentReference: order.payment_reference,
            fileName: originalName,
            paymentsUrl: `${input.baseUrl}/staff/orders/${order.id}/payments`,
          },
          settings.notification_email,
        ),
      );
    });
  } catch (error) {
    await storage.delete(storageName);
    throw error;
  }
  return { ok: true, proofId };
}

/** The name shown and used on download: the sender's, without folders, ending in the real type. */
function cleanFileName(name: string, extension: string): string {
  const base =
    name
      .split(/[\\/]/)
      .pop()
      ?.replace(/[^\p{L}\p{N} ._()-]/gu, "")
      .trim() ?? "";
  const stem = base.replace(/\.[^.]*$/, "").slice(0, 80) || "proof-of-payment";
  return `${stem}.${extension}`;
}

export interface ProofView {
  id: string;
  fileName: string;
  contentType: string;
  uploadedAt: string;
}

export async function listProofs(db: DatabaseExecutor, orderId: string): Promise<ProofView[]> {
  const rows = await db
    .selectFrom("proofs_of_payment")
    .select(["id", "original_name", "content_type", "uploaded_at"])
    .where("order_id", "=", orderId)
    .orderBy("uploaded_at", "desc")
    .limit(50)
    .execute();
  return rows.map((row) => ({
    id: row.id,
    fileName: row.original_name,
    contentType: row.content_type,
    uploadedAt: row.uploaded_at,
  }));
}

/** One proof of the order (the caller has already checked who may see the order). */
export async function findProof(db: DatabaseExecutor, orderId: string, proofId: string) {
  const row = await db
    .selectFrom("proofs_of_payment")
    .selectAll()
    .where("id", "=", proofId)
    .where("order_id", "=", orderId)
    .executeTakeFirst();
  if (!row) return refuse("missing", m.proofMissing());
  return {
    ok: true as const,
    storageName: row.storage_name,
    contentType: row.content_type,
    fileName: row.original_name,
  };
}
