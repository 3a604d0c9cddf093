import { courseEditRefusal, readCourseEditing } from "~/features/courses/course-access.server";
import { type Refusal, refusalResponse, refuse } from "~/lib/refusal";
import { requireInstructor } from "~/platform/auth/session.server";
import { getDb } from "~/server/app-context.server";

/**
 * The course editor's one route-level guard (every loader and action of edit-course/* and
 * api/courses/*): an instructor or admin, and an editor of this course, before any body is read.
 * The feature answers with a refusal; only here, in the route layer, does it become the 403 page.
 */
export async function requireCourseEditor(request: Request, courseId: string) {
  const user = await requireInstructor(request);
  const refusal = await courseEditRefusal(getDb(), user, courseId);
  if (refusal) throw refusalResponse(refusal);
  return user;
}

/**
 * The same guard, answering with the course's header (id, name, slug, published) from the statement
 * that checked the person (readCourseEditing), so a page does not read the course again.
 */
export async function requireEditableCourse(request: Request, courseId: string, missing: Refusal = refuse("missing")) {
  const user = await requireCourseEditor(request, courseId);
  const editing = await readCourseEditing(getDb(), user.id, courseId);
  if (!editing) throw refusalResponse(missing);
  return { user, course: editing.course };
}
