import { findCourseOutline } from "~/features/learning/course-outline.server";
import { completeLesson } from "~/features/learning/progress.server";
import type { SatisfiedCourse } from "~/platform/lrs/cmi5-session.server";
import type { DatabaseExecutor } from "~db/executor";

/**
 * A cmi5 course satisfied (every unit's moveOn met) completes the Campus lesson that holds it, with
 * what completing a lesson does (the course finished, its certificate), in the LRS's transaction.
 */
export async function completeSatisfiedLesson(db: DatabaseExecutor, satisfied: SatisfiedCourse): Promise<void> {
  const outline = await findCourseOutline(db, satisfied.courseId);
  if (!outline) return;
  const enrolment = await db
    .selectFrom("enrolments")
    .select("user_id")
    .where("course_id", "=", satisfied.courseId)
    .where("user_id", "=", satisfied.userId)
    .executeTakeFirst();
  await completeLesson(db, {
    outline,
    lessonId: satisfied.lessonId,
    userId: satisfied.userId,
    isEnrolled: enrolment !== undefined,
  });
}
