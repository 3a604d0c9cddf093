import { type Refusal, refuse } from "~/lib/refusal";
import type { DatabaseExecutor } from "~db/executor";
import type { AssessmentRole } from "~db/schema";

/**
 * Who marks and who moderates a course's work (decision 0090-assessment-model): named people per
 * course, not a site-wide role, because an assessor is registered for a field and a moderator must
 * not moderate their own marks. An admin assigns them; being an admin or the course's instructor
 * does not make someone an assessor, so every mark names a person who was one.
 */
export async function hasAssessmentRole(
  db: DatabaseExecutor,
  { userId, courseId, role }: { userId: string; courseId: string; role: AssessmentRole },
): Promise<boolean> {
  const row = await db
    .selectFrom("assessment_staff")
    .select("user_id")
    .where("course_id", "=", courseId)
    .where("user_id", "=", userId)
    .where("role", "=", role)
    .executeTakeFirst();
  return row !== undefined;
}

export const NOT_ASSESSOR_MESSAGE = "Only the course's assessors may mark its work.";
export const NOT_MODERATOR_MESSAGE = "Only the course's moderators may sign off its marks.";

/** A refusal when this person does not hold the role for the course, else null. */
export async function refuseUnlessAssessmentRole(
  db: DatabaseExecutor,
  member: { userId: string; courseId: string; role: AssessmentRole },
): Promise<Refusal | null> {
  if (await hasAssessmentRole(db, member)) return null;
  return refuse("forbidden", member.role === "assessor" ? NOT_ASSESSOR_MESSAGE : NOT_MODERATOR_MESSAGE);
}

const COURSE_NOT_FOUND_MESSAGE = "This course does not exist.";
const NOT_ASSESSMENT_STAFF_MESSAGE = "Only this course's editors, assessors and moderators may see its assessment.";

/**
 * Who may read a course's assessment (gradebook, marking queues, portfolios): admins, the course's
 * instructors (course_instructors) and its assessors and moderators, who may be outside staff
 * given an ordinary account. Null when they may; an unknown course is 'missing' for everyone.
 */
export async function assessmentReadRefusal(
  db: DatabaseExecutor,
  user: { id: string; role: string },
  courseId: string,
): Promise<Refusal | null> {
  const course = await db.selectFrom("courses").select("id").where("id", "=", courseId).executeTakeFirst();
  if (!course) return refuse("missing", COURSE_NOT_FOUND_MESSAGE);
  if (user.role === "admin") return null;
  const [teaches, staff] = await Promise.all([
    user.role === "instructor"
      ? db
          .selectFrom("course_instructors")
          .select("user_id")
          .where("course_id", "=", courseId)
          .where("user_id", "=", user.id)
          .executeTakeFirst()
      : Promise.resolve(undefined),
    db
      .selectFrom("assessment_staff")
      .select("user_id")
      .where("course_id", "=", courseId)
      .where("user_id", "=", user.id)
      .executeTakeFirst(),
  ]);
  return teaches || staff ? null : refuse("forbidden", NOT_ASSESSMENT_STAFF_MESSAGE);
}
