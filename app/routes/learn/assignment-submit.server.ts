import { data } from "react-router";
import { submitAssignmentSchema } from "~/features/assessment/assignments/assignment.schema";
import {
  ASSIGNMENT_FILE_MAX_BYTES,
  ASSIGNMENT_FILES_FIELD,
  MAX_ASSIGNMENT_FILES,
} from "~/features/assessment/assignments/assignment-content";
import {
  findCourseAssignment,
  submitAssignment,
  tooManyFilesMessage,
} from "~/features/assessment/assignments/assignment-submissions.server";
import type { LearningActionData } from "~/features/content-blocks/viewers/viewer-blocks";
import { incomingUploadDirectory } from "~/features/uploads/uploads.server";
import { getEnvironment } from "~/lib/env.server";
import { discardReceivedFile, type ReceivedFile, readMultipartUpload } from "~/lib/multipart-upload.server";
import { type Refusal, STATUS_FOR_REASON } from "~/lib/refusal";
import { getDb } from "~/server/app-context.server";
import {
  assignmentFileTooLargeMessage,
  checkAndStoreEvidence,
  removeStoredEvidence,
} from "./assignment-evidence.server";
import * as m from "./messages";

/**
 * The course reader's "Submit" of an assignment (decision 0095-assignments-and-portfolios): the multipart body is
 * streamed (each file to a temporary file, refused at its first byte over the limit or at one file
 * too many), the files are checked by their bytes and stored, and assessment records the
 * submission. Temporary files are always removed; stored ones too when the submission is refused.
 */

export function isMultipartPost(request: Request): boolean {
  // i18n-exempt: a media type, not words
  return (request.headers.get("Content-Type") ?? "").toLowerCase().startsWith("multipart/form-data");
}

type Place = { courseId: string; user: { id: string } };

function refused(blockId: string, refusal: Refusal) {
  const message = refusal.message ?? "";
  return data<LearningActionData>(
    { intent: "submit-assignment", blockId, message, fieldErrors: refusal.fieldErrors ?? {} },
    { status: STATUS_FOR_REASON[refusal.reason] },
  );
}

/**
 * Reads a multipart post of the reader. An assignment's submission is answered here; any other
 * intent comes back as its fields for the reader's usual path (its files dropped).
 */
export async function receiveReaderMultipart(
  request: Request,
  place: Place,
): Promise<Response | ReturnType<typeof data> | FormData> {
  const { uploadDirectory } = getEnvironment();
  const received = await readMultipartUpload(request, {
    fileField: ASSIGNMENT_FILES_FIELD,
    directory: incomingUploadDirectory(uploadDirectory),
    maxFileBytes: ASSIGNMENT_FILE_MAX_BYTES,
    fileTooLargeMessage: assignmentFileTooLargeMessage(),
    maxFiles: MAX_ASSIGNMENT_FILES,
    tooManyFilesMessage: tooManyFilesMessage(MAX_ASSIGNMENT_FILES),
  });
  if (!received.ok) return refused("", { ...received, fieldErrors: { files: received.message ?? "" } });
  try {
    if (received.fields.get("intent") !== "submit-assignment") {
      const formData = new FormData();
      for (const [name, value] of received.fields) formData.set(name, value);
      return formData;
    }
    return await submitWithFiles(Object.fromEntries(received.fields), received.files, place);
  } finally {
    for (const file of received.files) await discardReceivedFile(file);
  }
}

/** A submission from its fields (a urlencoded post carries text only). */
export async function submitWithFiles(fields: Record<string, unknown>, files: readonly ReceivedFile[], place: Place) {
  const parsed = submitAssignmentSchema.safeParse(fields);
  const blockId = typeof fields.blockId === "string" ? fields.blockId : "";
  if (!parsed.success) {
    const message = parsed.error.issues[0]?.message ?? m.checkForm();
    return refused(blockId, { ok: false, reason: "invalid", message, fieldErrors: { text: message } });
  }
  const db = getDb();
  const assignment = await findCourseAssignment(db, { courseId: place.courseId, blockId: parsed.data.blockId });
  if (!assignment.ok) return refused(blockId, assignment);
  if (files.length > assignment.content.maxFiles) {
    const message = tooManyFilesMessage(assignment.content.maxFiles);
    return refused(blockId, { ok: false, reason: "too-large", message, fieldErrors: { files: message } });
  }
  const { uploadDirectory } = getEnvironment();
  const stored = await checkAndStoreEvidence(files, assignment.content, uploadDirectory);
  if (!stored.ok) return refused(blockId, stored);
  const submitted = await submitAssignment(db, {
    userId: place.user.id,
    courseId: place.courseId,
    blockId: parsed.data.blockId,
    textHtml: parsed.data.text,
    files: stored.files,
  }).catch(async (error: unknown) => {
    await removeStoredEvidence(stored.files, uploadDirectory);
    throw error;
  });
  if (!submitted.ok) {
    await removeStoredEvidence(stored.files, uploadDirectory);
    return refused(blockId, submitted);
  }
  return data<LearningActionData>({ intent: "submit-assignment", blockId, submitted: true });
}
