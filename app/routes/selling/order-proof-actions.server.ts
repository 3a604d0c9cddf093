import fs from "node:fs/promises";
import {
  PROOF_FILE_FIELD,
  PROOF_MAX_BYTES,
  PROOF_REQUIRED_MESSAGE,
  PROOF_TOO_LARGE_MESSAGE,
  uploadProofSchema,
} from "~/features/selling/eft.schema";
import { saveProofOfPayment } from "~/features/selling/proofs-of-payment.server";
import { incomingUploadDirectory } from "~/features/uploads/uploads.server";
import { acceptedReply, refusalReply } from "~/lib/action-reply";
import { getEnvironment } from "~/lib/env.server";
import { discardReceivedFile, readMultipartUpload } from "~/lib/multipart-upload.server";
import { refuse } from "~/lib/refusal";
import type { SessionUser } from "~/platform/auth/session.server";
import { getDb } from "~/server/app-context.server";
import { checkProofOfPayment } from "~/server/proof-of-payment-check.server";
import type { Order } from "~db/schema";
import * as m from "./messages";

/**
 * The buyer's proof of payment: the body is streamed (the file to a temporary file, refused at its
 * first byte over the limit), the bytes checked for what they are, then kept privately with the
 * staff told. The temporary file is always removed.
 */
export async function answerProofUpload(request: Request, user: SessionUser, order: Order) {
  const { uploadDirectory, baseUrl } = getEnvironment();
  const received = await readMultipartUpload(request, {
    fileField: PROOF_FILE_FIELD,
    directory: incomingUploadDirectory(uploadDirectory),
    maxFileBytes: PROOF_MAX_BYTES,
    fileTooLargeMessage: PROOF_TOO_LARGE_MESSAGE(),
  });
  if (!received.ok) {
    const fieldErrors = received.reason === "too-large" ? { [PROOF_FILE_FIELD]: PROOF_TOO_LARGE_MESSAGE() } : undefined;
    return refusalReply({ ...received, fieldErrors });
  }
  try {
    const parsed = uploadProofSchema.safeParse(Object.fromEntries(received.fields));
    if (!parsed.success) return refusalReply(refuse("invalid", m.proofFormOnly()));
    if (!received.file || received.file.size === 0) {
      return refusalReply(
        refuse("invalid", PROOF_REQUIRED_MESSAGE(), { [PROOF_FILE_FIELD]: PROOF_REQUIRED_MESSAGE() }),
      );
    }
    const checked = await checkProofOfPayment(
      new Uint8Array(await fs.readFile(received.file.path)),
      received.file.fileName,
    );
    if (!checked.ok) return refusalReply(checked);
    const saved = await saveProofOfPayment(getDb(), {
      order,
      proof: checked,
      originalName: received.file.fileName,
      uploadedBy: user.id,
      uploadDirectory,
      baseUrl,
    });
    if (!saved.ok) return refusalReply(saved);
    return acceptedReply({ message: m.proofThanks() });
  } finally {
    await discardReceivedFile(received.file);
  }
}
