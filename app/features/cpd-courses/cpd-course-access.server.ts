import { type Outcome, refuse } from "~/lib/refusal";
import type { DatabaseExecutor } from "~db/executor";
import type { CpdCourse } from "~db/schema";
import { findCpdCourse } from "./cpd-courses.server";
import * as m from "./messages";

/**
 * Who manages CPD courses, their enrolled users and certificates: every instructor and every
 * admin, for every course (not only the courses they created). See
 * docs/decisions/0020-who-edits-cpd-courses-and-events.md.
 */
function canManageCpdCourses(user: { role: string }): boolean {
  return user.role === "instructor" || user.role === "admin";
}

/** The CPD course a staff screen works on, or why not. */
export async function findCourseForStaff(
  db: DatabaseExecutor,
  id: string,
  user: { role: string },
): Promise<Outcome<{ course: CpdCourse }>> {
  if (!canManageCpdCourses(user)) return refuse("forbidden", m.noPermission());
  const course = await findCpdCourse(db, id);
  if (!course) return refuse("missing", m.courseDoesNotExist());
  return { ok: true, course };
}
