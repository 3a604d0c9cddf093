import type { Kysely } from "kysely";
import { readLoadedVersion } from "~/lib/record-version";
import { STATUS_FOR_REASON } from "~/lib/refusal";
import type { Database } from "~db/schema";
import type { CourseDetailsActionResult } from "./components/course-details-types";
import { enrolledUserValues } from "./components/enrolled-user-form";
import type { EnrolledUserInput } from "./cpd-courses.schema";
import { findEnrolledUser, updateEnrolledUser } from "./cpd-courses.server";

export const EDIT_USER_INTENT = "edit-user";
export const USER_SAVED_MESSAGE = "User updated successfully";
export const NOT_ENROLLED_MESSAGE = "This user is no longer enrolled on the course.";

/**
 * The course-details "edit-user" intent after its fields passed the schema: saves the edit made
 * from the posted version and answers what the overlay shows, with the HTTP status to send.
 * A stale save keeps the person's typing (the form is not reset) and carries the stored user, so
 * the overlay's Reload can start again from it.
 */
export async function saveEnrolledUserEdit(
  db: Kysely<Database>,
  cpdCourseId: string,
  formData: FormData,
  input: EnrolledUserInput,
): Promise<{ status: number; answer: CourseDetailsActionResult }> {
  const intent = EDIT_USER_INTENT;
  const refused = (status: number, fields: Partial<CourseDetailsActionResult & { ok: false }>) => ({
    status,
    answer: { ok: false as const, intent, fieldErrors: {}, ...fields },
  });
  const loaded = readLoadedVersion(formData);
  if (!loaded.ok) return refused(STATUS_FOR_REASON[loaded.reason], { formError: loaded.message });
  const enrolledUserId = String(formData.get("enrolledUserId") ?? "");
  const saved = await updateEnrolledUser(db, cpdCourseId, enrolledUserId, loaded.version, input);
  if (saved.ok) return { status: 200, answer: { ok: true, intent, message: USER_SAVED_MESSAGE } };
  if ("problems" in saved) return refused(409, { fieldErrors: saved.problems as Record<string, string> });
  if (saved.reason !== "stale") return refused(STATUS_FOR_REASON[saved.reason], { formError: NOT_ENROLLED_MESSAGE });
  const stored = await findEnrolledUser(db, enrolledUserId);
  return refused(409, {
    formError: saved.message,
    isStale: true,
    latest: stored ? enrolledUserValues(stored) : undefined,
  });
}
