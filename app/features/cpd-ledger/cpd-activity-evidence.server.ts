import { type CheckedDocument, checkDocument } from "~/features/uploads/checked-document.server";
import type { Refusal } from "~/lib/refusal";
import { EVIDENCE_MAX_BYTES, evidenceTooLargeMessage } from "./cpd-activity.schema";
import * as m from "./messages";

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
    emptyMessage: m.evidenceFileEmptyChooseFile(),
    tooLargeMessage: evidenceTooLargeMessage(),
    notAllowedMessage: m.evidenceMustPdfJpegPng(),
    activePdfMessage: m.activePdf(),
    uninspectablePdfMessage: m.uninspectablePdf(),
  });
}
