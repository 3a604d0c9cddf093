import { type Outcome, refuse } from "~/lib/refusal";
import type { DatabaseExecutor } from "~db/executor";
import { findAccreditingBody, listAccreditingBodies, UNKNOWN_BODY_MESSAGE } from "./accrediting-bodies.server";
import { findCourseForStaff } from "./cpd-course-access.server";
import { type AccreditingBodyOption, type CpdCourseView, toCpdCourseView } from "./cpd-course-views";
import { type CourseFormInput, STALE_COURSE_MESSAGE } from "./cpd-courses.schema";
import { createCpdCourse, updateCpdCourse } from "./cpd-courses.server";

/**
 * course/add (no id) or course/{id}/edit: the course the form opens with, null for a new one.
 * The one-segment course/{id} is the student course viewer's (docs/decisions/0006).
 */
export async function loadCourseForm(
  db: DatabaseExecutor,
  courseId: string | undefined,
  user: { role: string },
): Promise<Outcome<{ course: CpdCourseView | null; bodies: AccreditingBodyOption[] }>> {
  const bodies = await listAccreditingBodies(db);
  if (!courseId) return { ok: true, course: null, bodies };
  const found = await findCourseForStaff(db, courseId, user);
  if (!found.ok) return found;
  return { ok: true, course: toCpdCourseView(found.course), bodies };
}

/** Saves the Add Course form: a new course, or the course at the version the form was opened with. */
export async function saveCourseForm(
  db: DatabaseExecutor,
  { courseId, input, userId }: { courseId: string | null; input: CourseFormInput; userId: string },
): Promise<Outcome> {
  const body = input.cpdBodyId ? ((await findAccreditingBody(db, input.cpdBodyId)) ?? null) : null;
  if (input.cpdBodyId && !body) {
    return refuse("invalid", UNKNOWN_BODY_MESSAGE(), { cpdBodyId: UNKNOWN_BODY_MESSAGE() });
  }
  if (!courseId) {
    await createCpdCourse(db, input, userId, body);
    return { ok: true };
  }
  const saved = await updateCpdCourse(db, courseId, input, body);
  // The course was found a moment ago, so a refused save means someone else saved (or deleted) it first.
  return saved.ok ? { ok: true } : refuse("stale", STALE_COURSE_MESSAGE());
}
