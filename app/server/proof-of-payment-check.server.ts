import { PROOF_FILE_FIELD, PROOF_MAX_BYTES, PROOF_TOO_LARGE_MESSAGE } from "~/features/selling/eft.schema";
import type { CheckedProof } from "~/features/selling/proofs-of-payment.server";
import { inspectPdf } from "~/features/uploads/pdf-active-content.server";
import { reencodeImage } from "~/features/uploads/reencode-image.server";
import { detectFileType } from "~/features/uploads/uploads.server";
import { type Refusal, refuse } from "~/lib/refusal";

/**
 * A proof of payment checked as every Campus upload is (decisions 0005, 0017): its type is read
 * from the bytes, never the name, so a renamed program or a text file called .pdf is refused; a
 * PDF must start as one and carry no scripts or actions; a PNG or JPEG is decoded within the pixel
 * limit and re-encoded, so only its pixels are kept. Here, not in selling, because the checks are
 * the uploads feature's and selling may not import it (decision 0077).
 */
const NOT_PROOF_MESSAGE =
  "The proof of payment must be a PDF, PNG or JPEG file. Campus reads what the file holds, not its name, and this file is none of those.";

const PDF_HEADER = [0x25, 0x50, 0x44, 0x46, 0x2d]; // "%PDF-"

function refusal(reason: "invalid" | "too-large" | "unsupported-type", message: string): Refusal {
  return refuse(reason, message, { [PROOF_FILE_FIELD]: message });
}

export async function checkProofOfPayment(
  sent: Uint8Array,
  fileName: string,
): Promise<({ ok: true } & CheckedProof) | Refusal> {
  if (sent.byteLength === 0) return refusal("invalid", "The file is empty. Choose the proof of payment again.");
  if (sent.byteLength > PROOF_MAX_BYTES) return refusal("too-large", PROOF_TOO_LARGE_MESSAGE);
  const detected = await detectFileType(sent, fileName);
  if (detected?.mime === "application/pdf") {
    if (!PDF_HEADER.every((byte, index) => sent[index] === byte)) {
      return refusal(
        "unsupported-type",
        "This PDF does not start as a PDF file does (%PDF-). Save it again and upload that copy.",
      );
    }
    const inspection = inspectPdf(sent);
    if (inspection.verdict !== "clean") {
      return refusal(
        "unsupported-type",
        'This PDF contains scripts, automatic actions or attached files, or could not be checked for them. Save it again, for example with "Print to PDF", and upload that copy.',
      );
    }
    return { ok: true, bytes: sent, contentType: "application/pdf", extension: "pdf" };
  }
  if (detected?.mime === "image/jpeg" || detected?.mime === "image/png") {
    const image = await reencodeImage(sent, detected.mime);
    if (!image.ok) return refusal(image.reason === "too-large" ? "too-large" : "unsupported-type", image.message);
    const isPng = image.mime === "image/png";
    return {
      ok: true,
      bytes: image.bytes,
      contentType: isPng ? "image/png" : "image/jpeg",
      extension: isPng ? "png" : "jpg",
    };
  }
  return refusal("unsupported-type", NOT_PROOF_MESSAGE);
}
