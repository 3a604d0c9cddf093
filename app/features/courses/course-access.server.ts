import { type Refusal, refuse } from "~/lib/refusal";
import type { SessionUser } from "~/platform/auth/session.server";
import type { DatabaseExecutor } from "~db/executor";
import * as m from "./messages";

type CourseEditor = Pick<SessionUser, "id" | "role">;

/**
 * Who may change a course's structure and content: an admin, or an instructor listed in
 * course_instructors for that course. Students never, whatever rows exist.
 */
export async function canEditCourse(
  db: DatabaseExecutor,
  user: CourseEditor | null | undefined,
  courseId: string,
): Promise<boolean> {
  if (!user) return false;
  if (user.role === "admin") return true;
  if (user.role !== "instructor") return false;
  const row = await db
    .selectFrom("course_instructors")
    .select("course_id")
    .where("course_id", "=", courseId)
    .where("user_id", "=", user.id)
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * A 'forbidden' refusal unless the user may edit the course; null when they may. A staff member
 * asking for a course that does not exist is told so (404), as an admin is, rather than that they
 * may not edit it; a student is refused before the course is looked up.
 */
export async function courseEditRefusal(
  db: DatabaseExecutor,
  user: CourseEditor | null | undefined,
  courseId: string,
): Promise<Refusal | null> {
  if (await canEditCourse(db, user, courseId)) return null;
  if (user?.role === "instructor") {
    const course = await db.selectFrom("courses").select("id").where("id", "=", courseId).executeTakeFirst();
    if (!course) return refuse("missing", m.courseMissing());
  }
  return refuse("forbidden", m.notCourseEditor());
}
