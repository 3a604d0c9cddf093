import type { Kysely } from "kysely";
import type { SessionUser } from "~/features/auth/session.server";
import type { Database } from "~db/schema";

type CourseEditor = Pick<SessionUser, "id" | "role">;

/**
 * Who may change a course's structure and content: an admin, or an instructor listed in
 * course_instructors for that course. Students never, whatever rows exist.
 */
export async function canEditCourse(
  db: Kysely<Database>,
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

/** Throws the 403 page unless the user may edit the course (call it in every editor loader and action). */
export async function assertCanEditCourse(
  db: Kysely<Database>,
  user: CourseEditor | null | undefined,
  courseId: string,
): Promise<void> {
  if (!(await canEditCourse(db, user, courseId))) {
    throw new Response("You do not have permission to edit this course.", { status: 403 });
  }
}
