import { inspectPdf } from "~/features/uploads/pdf-active-content.server";
import { reencodeImage } from "~/features/uploads/reencode-image.server";
import { detectFileType } from "~/features/uploads/uploads.server";
import { type Refusal, refuse } from "~/lib/refusal";
import { EVIDENCE_MAX_BYTES, EVIDENCE_TOO_LARGE_MESSAGE } from "./cpd-activity.schema";

/**
 * An activity's evidence, checked as every Campus upload is (decisions 0005, 0017): the type is read
 * from the bytes, never the name; a PDF must start with %PDF- and carry no scripts or actions; a
 * JPEG or PNG is decoded within the pixel limit and re-encoded, so only its pixels are stored.
 */
export interface CheckedEvidence {
  ok: true;
  bytes: Uint8Array;
  contentType: "application/pdf" | "image/jpeg" | "image/png";
  extension: "pdf" | "jpg" | "png";
}

export const EVIDENCE_FIELD = "evidence";

const NOT_EVIDENCE_MESSAGE =
  "The evidence must be a PDF, JPEG or PNG file. Campus reads what the file holds, not its name, and this file is none of those.";

const PDF_HEADER = [0x25, 0x50, 0x44, 0x46, 0x2d]; // "%PDF-"

function evidenceRefusal(reason: "invalid" | "too-large" | "unsupported-type", message: string): Refusal {
  return refuse(reason, message, { [EVIDENCE_FIELD]: message });
}

export async function checkEvidence(sent: Uint8Array, fileName: string): Promise<CheckedEvidence | Refusal> {
  if (sent.byteLength === 0) return evidenceRefusal("invalid", "The evidence file is empty. Choose the file again.");
  if (sent.byteLength > EVIDENCE_MAX_BYTES) return evidenceRefusal("too-large", EVIDENCE_TOO_LARGE_MESSAGE);
  const detected = await detectFileType(sent, fileName);
  if (detected?.mime === "application/pdf") {
    if (!PDF_HEADER.every((byte, index) => sent[index] === byte)) {
      return evidenceRefusal(
        "unsupported-type",
        "This PDF does not start as a PDF file does (%PDF-). Save it again and upload that copy.",
      );
    }
    const inspection = inspectPdf(sent);
    if (inspection.verdict === "active") {
      return evidenceRefusal(
        "unsupported-type",
        'This PDF contains scripts, automatic actions or attached files, which Campus does not accept. Save it again without them, for example with "Print to PDF", and upload that copy.',
      );
    }
    if (inspection.verdict === "uninspectable") {
      return evidenceRefusal(
        "unsupported-type",
        'This PDF could not be checked for scripts. Save it again, for example with "Print to PDF", and upload that copy.',
      );
    }
    return { ok: true, bytes: sent, contentType: "application/pdf", extension: "pdf" };
  }
  if (detected?.mime === "image/jpeg" || detected?.mime === "image/png") {
    const image = await reencodeImage(sent, detected.mime);
    if (!image.ok)
      return evidenceRefusal(image.reason === "too-large" ? "too-large" : "unsupported-type", image.message);
    const isPng = image.mime === "image/png";
    return {
      ok: true,
      bytes: image.bytes,
      contentType: isPng ? "image/png" : "image/jpeg",
      extension: isPng ? "png" : "jpg",
    };
  }
  return evidenceRefusal("unsupported-type", NOT_EVIDENCE_MESSAGE);
}
