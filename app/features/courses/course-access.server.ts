import type { Expression } from "kysely";
import { type Refusal, refuse } from "~/lib/refusal";
import { readOncePerRequest } from "~/lib/request-context.server";
import type { SessionUser } from "~/platform/auth/session.server";
import type { DatabaseExecutor } from "~db/executor";
import * as m from "./messages";

type CourseEditor = Pick<SessionUser, "id" | "role">;

/**
 * The course's header (id, name, slug, published) and whether this person is listed among its
 * instructors: one statement, read once per GET however many guards and loaders ask
 * (lib/request-context; docs/decisions/0119-staff-pages-within-budget.md). Null for an
 * unknown course.
 */
export function readCourseEditing(db: DatabaseExecutor, userId: string, courseId: string) {
  return readOncePerRequest(`course-editing:${courseId}:${userId}`, async () => {
    const row = await db
      .selectFrom("courses")
      .select((eb) => [
        "courses.id",
        "courses.name",
        "courses.slug",
        "courses.is_published",
        eb.exists(teachesCourseQuery(db, userId, eb.ref("courses.id"))).as("teaches"),
      ])
      .where("courses.id", "=", courseId)
      .executeTakeFirst();
    if (!row) return null;
    return {
      course: { id: row.id, name: row.name, slug: row.slug, isPublished: row.is_published === 1 },
      // SQLite answers EXISTS with 0/1, PostgreSQL with a boolean.
      teaches: Boolean(row.teaches),
    };
  });
}

/** The course editor's answer for a course that does not exist (as it said when it read the course itself). */
export function courseNotFound(): Refusal {
  return refuse("missing", m.courseNotFound());
}

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
  return (await readCourseEditing(db, user.id, courseId))?.teaches ?? false;
}

/**
 * canEditCourse's answer when whether the user teaches the course was read already, in another
 * statement with `teachesCourseQuery` (the course overview: decision 0127-viewer-statements).
 */
export function canEditCourseTaught(user: CourseEditor | null | undefined, teaches: unknown): boolean {
  if (!user) return false;
  if (user.role === "admin") return true;
  // SQLite answers EXISTS with 0/1, PostgreSQL with a boolean.
  return user.role === "instructor" && Boolean(teaches);
}

/** The user's row among the course's instructors: for an EXISTS. */
export function teachesCourseQuery(db: DatabaseExecutor, userId: string, courseId: string | Expression<string>) {
  return db
    .selectFrom("course_instructors")
    .select("course_instructors.user_id")
    .where("course_instructors.course_id", "=", courseId)
    .where("course_instructors.user_id", "=", userId);
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
  if (user?.role === "admin") return null;
  if (user?.role === "instructor") {
    const editing = await readCourseEditing(db, user.id, courseId);
    if (!editing) return refuse("missing", m.courseMissing());
    if (editing.teaches) return null;
  }
  return refuse("forbidden", m.notCourseEditor());
}
