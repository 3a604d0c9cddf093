import { type CheckedDocument, checkDocument } from "~/features/uploads/checked-document.server";
import type { Refusal } from "~/lib/refusal";
import { EVIDENCE_MAX_BYTES, EVIDENCE_TOO_LARGE_MESSAGE } from "./cpd-activity.schema";

/**
 * An activity's evidence, checked as every Campus upload is (decisions 0005, 0017): the type is read
 * from the bytes, never the name; a PDF must start with %PDF- and carry no scripts or actions; a
 * JPEG or PNG is decoded within the pixel limit and re-encoded, so only its pixels are stored. The
 * checks are the uploads feature's checkDocument; the words are the evidence's.
 */
export type CheckedEvidence = CheckedDocument;

export const EVIDENCE_FIELD = "evidence";

export function checkEvidence(sent: Uint8Array, fileName: string): Promise<CheckedEvidence | Refusal> {
  return checkDocument(sent, fileName, {
    field: EVIDENCE_FIELD,
    maxBytes: EVIDENCE_MAX_BYTES,
    emptyMessage: "The evidence file is empty. Choose the file again.",
    tooLargeMessage: EVIDENCE_TOO_LARGE_MESSAGE,
    notAllowedMessage:
      "The evidence must be a PDF, JPEG or PNG file. Campus reads what the file holds, not its name, and this file is none of those.",
    activePdfMessage:
      'This PDF contains scripts, automatic actions or attached files, which Campus does not accept. Save it again without them, for example with "Print to PDF", and upload that copy.',
    uninspectablePdfMessage:
      'This PDF could not be checked for scripts. Save it again, for example with "Print to PDF", and upload that copy.',
  });
}
