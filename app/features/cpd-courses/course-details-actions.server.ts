import { parseForm } from "~/lib/forms";
import { readLoadedVersion } from "~/lib/record-version";
import type { RefusalReason } from "~/lib/refusal";
import { readTextFile } from "~/lib/request-body.server";
import type { DatabaseExecutor } from "~db/executor";
import type { CourseDetailsActionResult } from "./components/course-details-types";
import {
  EDIT_COURSE_INTENT,
  EDIT_USER_INTENT,
  ENROL_USER_INTENT,
  IMPORT_CSV_INTENT,
  REMOVE_USER_INTENT,
} from "./course-details-intents";
import { enrolledUserValues } from "./cpd-course-views";
import { editCourseOverlaySchema, enrolledUserSchema, STALE_COURSE_MESSAGE } from "./cpd-courses.schema";
import {
  enrolUser,
  findEnrolledUser,
  removeEnrolledUser,
  updateCourseDetails,
  updateEnrolledUser,
} from "./cpd-courses.server";
import { importEnrolledUsersCsv } from "./enrolled-users-csv.server";

// The course details screen's intents, one function each. Each answers what its overlay shows;
// the route turns a refusal's reason into the status.

const MAX_CSV_BYTES = 1_000_000;
const USER_SAVED_MESSAGE = "User updated successfully";
const NOT_ENROLLED_MESSAGE = "This user is no longer enrolled on the course.";

type Refused = Extract<CourseDetailsActionResult, { ok: false }>;

/** One intent of the course details screen: what its overlay shows next. */
type CourseDetailsIntent = (
  db: DatabaseExecutor,
  courseId: string,
  formData: FormData,
) => Promise<CourseDetailsActionResult>;

export function refusedIntent(
  intent: string,
  reason: RefusalReason,
  fields: Partial<Omit<Refused, "ok" | "intent" | "reason">> = {},
): Refused {
  return { ok: false, intent, reason, fieldErrors: {}, ...fields };
}

/** The 'Edit Course' overlay: only the fields it shows, at the version it was opened with. */
export const editCourse: CourseDetailsIntent = async (db, courseId, formData) => {
  const intent = EDIT_COURSE_INTENT;
  const parsed = parseForm(editCourseOverlaySchema, formData);
  if (!parsed.ok) return refusedIntent(intent, "invalid", { fieldErrors: parsed.fieldErrors });
  const saved = await updateCourseDetails(db, courseId, parsed.data);
  // The course was found a moment ago, so a refused save means someone else saved (or deleted) it first.
  if (!saved.ok) return refusedIntent(intent, "stale", { formError: STALE_COURSE_MESSAGE });
  return { ok: true, intent, message: "Course details updated successfully" };
};

/** The 'Enroll user' overlay. A taken certificate number or email is a conflict (409). */
export const enrolUserFromForm: CourseDetailsIntent = async (db, courseId, formData) => {
  const intent = ENROL_USER_INTENT;
  const parsed = parseForm(enrolledUserSchema, formData);
  if (!parsed.ok) return refusedIntent(intent, "invalid", { fieldErrors: parsed.fieldErrors });
  const enrolled = await enrolUser(db, courseId, parsed.data);
  if (!enrolled.ok) return refusedIntent(intent, "stale", { fieldErrors: enrolled.problems as Record<string, string> });
  return { ok: true, intent, message: "User added successfully" };
};

/**
 * Editing an enrolled user from the version the overlay was opened with. A stale save keeps the
 * person's typing (the form is not reset) and carries the stored user, so the overlay's Reload can
 * start again from it.
 */
export const editEnrolledUser: CourseDetailsIntent = async (db, courseId, formData) => {
  const intent = EDIT_USER_INTENT;
  const parsed = parseForm(enrolledUserSchema, formData);
  if (!parsed.ok) return refusedIntent(intent, "invalid", { fieldErrors: parsed.fieldErrors });
  const loaded = readLoadedVersion(formData);
  if (!loaded.ok) return refusedIntent(intent, loaded.reason, { formError: loaded.message });
  const enrolledUserId = String(formData.get("enrolledUserId") ?? "");
  const saved = await updateEnrolledUser(db, courseId, enrolledUserId, loaded.version, parsed.data);
  if (saved.ok) return { ok: true, intent, message: USER_SAVED_MESSAGE };
  if ("problems" in saved) {
    return refusedIntent(intent, "stale", { fieldErrors: saved.problems as Record<string, string> });
  }
  if (saved.reason !== "stale") return refusedIntent(intent, saved.reason, { formError: NOT_ENROLLED_MESSAGE });
  const stored = await findEnrolledUser(db, enrolledUserId);
  return refusedIntent(intent, "stale", {
    formError: saved.message,
    isStale: true,
    latest: stored ? enrolledUserValues(stored) : undefined,
  });
};

export const removeUser: CourseDetailsIntent = async (db, courseId, formData) => {
  const intent = REMOVE_USER_INTENT;
  const removed = await removeEnrolledUser(db, courseId, String(formData.get("enrolledUserId") ?? ""));
  if (!removed) return refusedIntent(intent, "missing", { formError: NOT_ENROLLED_MESSAGE });
  return { ok: true, intent, message: "User removed" };
};

/** All or nothing: a file with any refused row saves nobody and lists every refused row. */
export const importUsersFromCsv: CourseDetailsIntent = async (db, courseId, formData) => {
  const intent = IMPORT_CSV_INTENT;
  const file = formData.get("file");
  if (!(file instanceof File) || file.size === 0)
    return refusedIntent(intent, "invalid", { formError: "Choose a CSV file." });
  if (file.size > MAX_CSV_BYTES)
    return refusedIntent(intent, "too-large", { formError: "The file is larger than 1 MB." });
  const csv = await readTextFile(file);
  if (!csv.ok) return refusedIntent(intent, "invalid", { formError: csv.message });
  const result = await importEnrolledUsersCsv(db, courseId, csv.text);
  if (result.ok) return { ok: true, intent, message: `${result.imported} users imported` };
  if ("fileProblem" in result) return refusedIntent(intent, "invalid", { formError: result.fileProblem });
  return refusedIntent(intent, "invalid", { importProblems: result.rowProblems, checkedRows: result.checkedRows });
};
