import { PROOF_FILE_FIELD, PROOF_MAX_BYTES, PROOF_TOO_LARGE_MESSAGE } from "~/features/selling/eft.schema";
import type { CheckedProof } from "~/features/selling/proofs-of-payment.server";
import { checkDocument } from "~/features/uploads/checked-document.server";
import type { Refusal } from "~/lib/refusal";
import * as m from "./proof-of-payment.messages";

/**
 * A proof of payment checked as every Campus upload is (decisions 0005, 0017): its type is read
 * from the bytes, never the name, so a renamed program or a text file called .pdf is refused; a
 * PDF must start as one and carry no scripts or actions; a PNG or JPEG is decoded within the pixel
 * limit and re-encoded, so only its pixels are kept. Here, not in selling, because the checks are
 * the uploads feature's (checkDocument) and selling may not import it (decision 0077).
 */
export function checkProofOfPayment(
  sent: Uint8Array,
  fileName: string,
): Promise<({ ok: true } & CheckedProof) | Refusal> {
  // One message for a PDF with active content and for one that could not be checked for it.
  const activeOrUninspectable = m.proofActivePdf();
  return checkDocument(sent, fileName, {
    field: PROOF_FILE_FIELD,
    maxBytes: PROOF_MAX_BYTES,
    emptyMessage: m.proofEmpty(),
    tooLargeMessage: PROOF_TOO_LARGE_MESSAGE(),
    notAllowedMessage: m.proofNotAllowed(),
    activePdfMessage: activeOrUninspectable,
    uninspectablePdfMessage: activeOrUninspectable,
  });
}
