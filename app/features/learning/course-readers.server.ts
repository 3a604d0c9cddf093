import { canEditCourse } from "~/features/courses/course-access.server";
import type { SessionUser } from "~/platform/auth/session.server";
import type { DatabaseExecutor } from "~db/executor";

type Reader = Pick<SessionUser, "id" | "role">;

export interface CourseReaderRelation {
  /** An admin or one of the course's instructors: reads everything and sees 'Back to edit'. */
  canEdit: boolean;
  enrolment: { id: string; completedAt: string | null; lastLessonId: string | null } | null;
  /** Lesson content and lesson files are for enrolled students, the course's instructors and admins. */
  canReadLessons: boolean;
}

const NOBODY: CourseReaderRelation = { canEdit: false, enrolment: null, canReadLessons: false };

/** How this user stands with the course, in at most two queries. */
export async function findCourseReaderRelation(
  db: DatabaseExecutor,
  user: Reader | null,
  courseId: string,
): Promise<CourseReaderRelation> {
  if (!user) return NOBODY;
  const [canEdit, enrolment] = await Promise.all([
    canEditCourse(db, user, courseId),
    db
      .selectFrom("enrolments")
      .select(["id", "completed_at", "last_lesson_id"])
      .where("course_id", "=", courseId)
      .where("user_id", "=", user.id)
      .executeTakeFirst(),
  ]);
  return readerRelation(
    canEdit,
    enrolment
      ? { id: enrolment.id, completedAt: enrolment.completed_at, lastLessonId: enrolment.last_lesson_id }
      : null,
  );
}

/**
 * How a user stands with the course when whether they edit it and their enrolment were read already
 * (the viewer reads the enrolment with the outline: decision 0127-viewer-statements).
 */
export function courseReaderRelation(
  user: Reader | null,
  canEdit: boolean,
  enrolment: CourseReaderRelation["enrolment"],
): CourseReaderRelation {
  return user ? readerRelation(canEdit, enrolment) : NOBODY;
}

function readerRelation(canEdit: boolean, enrolment: CourseReaderRelation["enrolment"]): CourseReaderRelation {
  return { canEdit, enrolment, canReadLessons: canEdit || enrolment !== null };
}

/** True when the user may read at least one of these courses' lessons (one query, plus one for instructors). */
export async function canReadAnyCourse(db: DatabaseExecutor, user: Reader, courseIds: string[]): Promise<boolean> {
  if (courseIds.length === 0) return false;
  if (user.role === "admin") return true;
  if (await hasRowForAnyCourse(db, "enrolments", user.id, courseIds)) return true;
  if (user.role !== "instructor") return false;
  return hasRowForAnyCourse(db, "course_instructors", user.id, courseIds);
}

/** True when the user is enrolled on (enrolments) or teaches (course_instructors) one of these courses. */
async function hasRowForAnyCourse(
  db: DatabaseExecutor,
  table: "enrolments" | "course_instructors",
  userId: string,
  courseIds: string[],
) {
  const row = await db
    .selectFrom(table)
    .select("course_id")
    .where("user_id", "=", userId)
    .where("course_id", "in", courseIds)
    .executeTakeFirst();
  return row !== undefined;
}
