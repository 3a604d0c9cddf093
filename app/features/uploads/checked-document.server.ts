import { type Refusal, refuse } from "~/lib/refusal";
import { inspectPdf } from "./pdf-active-content.server";
import { reencodeImage } from "./reencode-image.server";
import { detectFileType } from "./uploads.server";

/**
 * A sent document (a PDF, JPEG or PNG) checked as every Campus upload is (decisions 0005, 0017):
 * its type is read from the bytes, never the name, so a renamed program or a text file called .pdf
 * is refused; a PDF must start with %PDF- and carry no scripts or actions; a JPEG or PNG is decoded
 * within the pixel limit and re-encoded, so only its pixels are kept. A CPD activity's evidence and
 * an order's proof of payment are checked so, each with its own field and words.
 */
export interface CheckedDocument {
  ok: true;
  bytes: Uint8Array;
  contentType: "application/pdf" | "image/jpeg" | "image/png";
  extension: "pdf" | "jpg" | "png";
}

export interface DocumentCheck {
  /** The form field the refusal's message is shown against. */
  field: string;
  maxBytes: number;
  emptyMessage: string;
  tooLargeMessage: string;
  /** Neither a PDF, a JPEG nor a PNG. */
  notAllowedMessage: string;
  /** A PDF with scripts, automatic actions or attached files. */
  activePdfMessage: string;
  /** A PDF that could not be checked for them. */
  uninspectablePdfMessage: string;
}

const PDF_HEADER = [0x25, 0x50, 0x44, 0x46, 0x2d]; // "%PDF-"

export async function checkDocument(
  sent: Uint8Array,
  fileName: string,
  check: DocumentCheck,
): Promise<CheckedDocument | Refusal> {
  const refusal = (reason: "invalid" | "too-large" | "unsupported-type", message: string): Refusal =>
    refuse(reason, message, { [check.field]: message });
  if (sent.byteLength === 0) return refusal("invalid", check.emptyMessage);
  if (sent.byteLength > check.maxBytes) return refusal("too-large", check.tooLargeMessage);
  const detected = await detectFileType(sent, fileName);
  if (detected?.mime === "application/pdf") {
    if (!PDF_HEADER.every((byte, index) => sent[index] === byte)) {
      return refusal(
        "unsupported-type",
        "This PDF does not start as a PDF file does (%PDF-). Save it again and upload that copy.",
      );
    }
    const inspection = inspectPdf(sent);
    if (inspection.verdict === "active") return refusal("unsupported-type", check.activePdfMessage);
    if (inspection.verdict === "uninspectable") return refusal("unsupported-type", check.uninspectablePdfMessage);
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
  return refusal("unsupported-type", check.notAllowedMessage);
}
