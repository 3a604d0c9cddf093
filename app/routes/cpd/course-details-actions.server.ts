import { data } from "react-router";
import type { CourseDetailsActionResult } from "~/features/cpd-courses/components/course-details-types";
import {
  EDIT_COURSE_INTENT,
  EDIT_USER_INTENT,
  ENROL_USER_INTENT,
  IMPORT_CSV_INTENT,
  REMOVE_USER_INTENT,
} from "~/features/cpd-courses/course-details-intents";
import { enrolledUserValues } from "~/features/cpd-courses/cpd-course-views";
import {
  type CourseDetailsIntent,
  courseDetailsIntentSchema,
  STALE_COURSE_MESSAGE,
} from "~/features/cpd-courses/cpd-courses.schema";
import {
  enrolUser,
  findEnrolledUser,
  removeEnrolledUser,
  updateCourseDetails,
  updateEnrolledUser,
} from "~/features/cpd-courses/cpd-courses.server";
import { importEnrolledUsersCsv } from "~/features/cpd-courses/enrolled-users-csv.server";
import { parseForm } from "~/lib/forms";
import { type RefusalReason, STATUS_FOR_REASON } from "~/lib/refusal";
import { readTextFile } from "~/lib/request-body.server";
import { getDb } from "~/server/app-context.server";
import * as m from "./messages";

// The course details screen's intents, one function each. Each answers what its overlay shows (the
// intent says which overlay), with its refusal reason's status.

const MAX_CSV_BYTES = 1_000_000;

type Refused = Extract<CourseDetailsActionResult, { ok: false }>;
type Input<Intent extends CourseDetailsIntent["intent"]> = Extract<CourseDetailsIntent, { intent: Intent }>;

function refusedIntent(
  intent: string,
  reason: RefusalReason,
  fields: Partial<Omit<Refused, "ok" | "intent" | "reason">> = {},
): Refused {
  return { ok: false, intent, reason, fieldErrors: {}, ...fields };
}

/**
 * A refused intent is answered with its reason's status; rows a CSV file could not take are 422
 * (Unprocessable Content), which the import has always answered and the vocabulary has no reason for.
 */
function reply(result: CourseDetailsActionResult) {
  if (result.ok) return result;
  return data(result, { status: result.importProblems ? 422 : STATUS_FOR_REASON[result.reason] });
}

export async function answerCourseDetailsPost(courseId: string, formData: FormData) {
  const parsed = parseForm(courseDetailsIntentSchema, formData);
  if (!parsed.ok) {
    const { intent, version, ...fieldErrors } = parsed.fieldErrors;
    const formError = intent ?? version;
    return reply(refusedIntent(String(formData.get("intent") ?? ""), "invalid", { fieldErrors, formError }));
  }
  const input = parsed.data;
  switch (input.intent) {
    case EDIT_COURSE_INTENT:
      return reply(await editCourse(courseId, input));
    case ENROL_USER_INTENT:
      return reply(await enrolOne(courseId, input));
    case EDIT_USER_INTENT:
      return reply(await editEnrolledUser(courseId, input));
    case REMOVE_USER_INTENT:
      return reply(await removeUser(courseId, input));
    case IMPORT_CSV_INTENT:
      return reply(await importUsersFromCsv(courseId, formData.get("file")));
  }
}

/** The 'Edit Course' overlay: only the fields it shows, at the version it was opened with. */
async function editCourse(courseId: string, { intent, ...details }: Input<typeof EDIT_COURSE_INTENT>) {
  const saved = await updateCourseDetails(getDb(), courseId, details);
  // The course was found a moment ago, so a refused save means someone else saved (or deleted) it first.
  if (!saved.ok) return refusedIntent(intent, "stale", { formError: STALE_COURSE_MESSAGE() });
  return { ok: true as const, intent, message: m.courseDetailsUpdated() };
}

/** The 'Enroll user' overlay. A taken certificate number or email is a conflict (409). */
async function enrolOne(courseId: string, { intent, ...person }: Input<typeof ENROL_USER_INTENT>) {
  const enrolled = await enrolUser(getDb(), courseId, person);
  if (!enrolled.ok) return refusedIntent(intent, "conflict", { fieldErrors: { ...enrolled.problems } });
  return { ok: true as const, intent, message: m.userAdded() };
}

/**
 * Editing an enrolled user from the version the overlay was opened with. A stale save keeps the
 * person's typing (the form is not reset) and carries the stored user, so the overlay's Reload can
 * start again from it.
 */
async function editEnrolledUser(courseId: string, input: Input<typeof EDIT_USER_INTENT>) {
  const { intent, enrolledUserId, version, ...person } = input;
  const db = getDb();
  const saved = await updateEnrolledUser(db, courseId, enrolledUserId, version, person);
  if (saved.ok) return { ok: true as const, intent, message: m.userUpdated() };
  if ("problems" in saved) return refusedIntent(intent, "conflict", { fieldErrors: { ...saved.problems } });
  if (saved.reason !== "stale") return refusedIntent(intent, saved.reason, { formError: m.notEnrolled() });
  const stored = await findEnrolledUser(db, enrolledUserId);
  return refusedIntent(intent, "stale", {
    formError: saved.message,
    isStale: true,
    latest: stored ? enrolledUserValues(stored) : undefined,
  });
}

async function removeUser(courseId: string, { intent, enrolledUserId }: Input<typeof REMOVE_USER_INTENT>) {
  const removed = await removeEnrolledUser(getDb(), courseId, enrolledUserId);
  if (!removed) return refusedIntent(intent, "missing", { formError: m.notEnrolled() });
  return { ok: true as const, intent, message: m.userRemoved() };
}

/** All or nothing: a file with any refused row saves nobody and lists every refused row. */
async function importUsersFromCsv(courseId: string, file: FormDataEntryValue | null) {
  const intent = IMPORT_CSV_INTENT;
  if (!(file instanceof File) || file.size === 0) {
    return refusedIntent(intent, "invalid", { formError: m.chooseCsvFile() });
  }
  if (file.size > MAX_CSV_BYTES) return refusedIntent(intent, "too-large", { formError: m.fileTooLarge() });
  const csv = await readTextFile(file);
  if (!csv.ok) return refusedIntent(intent, "invalid", { formError: csv.message });
  const result = await importEnrolledUsersCsv(getDb(), courseId, csv.text);
  if (result.ok) return { ok: true as const, intent, message: m.usersImported({ count: result.imported }) };
  if ("fileProblem" in result) return refusedIntent(intent, "invalid", { formError: result.fileProblem });
  return refusedIntent(intent, "invalid", { importProblems: result.rowProblems, checkedRows: result.checkedRows });
}
