import fs from "node:fs/promises";
import path from "node:path";
import {
  ASSIGNMENT_FILE_KIND_LABELS,
  ASSIGNMENT_FILE_MAX_BYTES,
  type AssignmentContent,
  type AssignmentFileKind,
} from "~/features/assessment/assignments/assignment-content";
import type { StoredEvidenceFile } from "~/features/assessment/assignments/assignment-submissions.server";
import { checkDocument } from "~/features/uploads/checked-document.server";
import { detectFileType } from "~/features/uploads/uploads.server";
import { fileStorage } from "~/lib/file-storage.server";
import { formatNumber } from "~/lib/i18n/format";
import { createId } from "~/lib/ids";
import type { ReceivedFile } from "~/lib/multipart-upload.server";
import { type Refusal, refuse } from "~/lib/refusal";
import * as m from "./messages";

/**
 * An assignment's files checked and stored on the route side (decision 0095-assignments-and-portfolios: assessment
 * imports no uploads code). The kind is read from the bytes, never the name: a PDF without scripts
 * or actions, a JPEG or PNG decoded and re-encoded (only its pixels are kept), a Word .docx. What the
 * block does not allow is refused with 415; a file over the limit with 413. Every stored file is
 * removed again when a later one, or the submission, is refused.
 */

const DOCX = "application/vnd.openxmlformats-officedocument.wordprocessingml.document";
export const assignmentFileTooLargeMessage = () =>
  m.fileTooLarge({ size: formatNumber(ASSIGNMENT_FILE_MAX_BYTES / (1024 * 1024)) });

function notAllowedMessage(name: string, kinds: readonly AssignmentFileKind[]): string {
  const allowed = kinds.map((kind) => ASSIGNMENT_FILE_KIND_LABELS[kind]).join(", ");
  return kinds.length === 0 ? m.takesNoFiles() : m.notAllowedFile({ name, allowed });
}

interface CheckedFile {
  bytes: Uint8Array;
  contentType: string;
  extension: string;
  kind: AssignmentFileKind;
}

async function checkOne(
  bytes: Uint8Array,
  name: string,
  kinds: readonly AssignmentFileKind[],
): Promise<CheckedFile | Refusal> {
  if (bytes.byteLength > ASSIGNMENT_FILE_MAX_BYTES) return refuse("too-large", assignmentFileTooLargeMessage());
  const detected = await detectFileType(bytes, name);
  if (detected?.mime === DOCX) {
    if (!kinds.includes("word")) return refuse("unsupported-type", notAllowedMessage(name, kinds));
    return { bytes, contentType: DOCX, extension: "docx", kind: "word" };
  }
  const checked = await checkDocument(bytes, name, {
    field: "files",
    maxBytes: ASSIGNMENT_FILE_MAX_BYTES,
    emptyMessage: m.fileEmpty({ name }),
    tooLargeMessage: assignmentFileTooLargeMessage(),
    notAllowedMessage: notAllowedMessage(name, kinds),
    activePdfMessage: m.fileActivePdf({ name }),
    uninspectablePdfMessage: m.fileUninspectable({ name }),
  });
  if (!checked.ok) return checked;
  const kind: AssignmentFileKind = checked.contentType === "application/pdf" ? "pdf" : "image";
  if (!kinds.includes(kind)) return refuse("unsupported-type", notAllowedMessage(name, kinds));
  return { bytes: checked.bytes, contentType: checked.contentType, extension: checked.extension, kind };
}

function cleanFileName(name: string, extension: string): string {
  const base = path
    .basename(name)
    .replace(/[^\w.\- ()]+/g, "_")
    .trim();
  const stem = base.replace(/\.[^.]*$/, "") || "evidence";
  return `${stem.slice(0, 100)}.${extension}`;
}

/** Checks every received file against the block, then stores them all; a refusal stores nothing. */
export async function checkAndStoreEvidence(
  received: readonly ReceivedFile[],
  content: AssignmentContent,
  uploadDirectory: string,
): Promise<{ ok: true; files: StoredEvidenceFile[] } | Refusal> {
  const checked: Array<CheckedFile & { name: string }> = [];
  for (const file of received) {
    const bytes = new Uint8Array(await fs.readFile(file.path));
    const outcome = await checkOne(bytes, file.fileName, content.fileKinds);
    if ("ok" in outcome && outcome.ok === false) return { ...outcome, fieldErrors: { files: outcome.message ?? "" } };
    checked.push({ ...(outcome as CheckedFile), name: file.fileName });
  }
  const storage = fileStorage(uploadDirectory);
  const stored: StoredEvidenceFile[] = [];
  try {
    for (const file of checked) {
      const storedName = `assignment-${createId()}.${file.extension}`;
      await storage.put(storedName, file.bytes, file.contentType);
      stored.push({
        storedName,
        originalName: cleanFileName(file.name, file.extension),
        contentType: file.contentType,
        sizeBytes: file.bytes.byteLength,
      });
    }
  } catch (error) {
    await removeStoredEvidence(stored, uploadDirectory);
    throw error;
  }
  return { ok: true, files: stored };
}

export async function removeStoredEvidence(files: readonly StoredEvidenceFile[], uploadDirectory: string) {
  const storage = fileStorage(uploadDirectory);
  for (const file of files) await storage.delete(file.storedName);
}
