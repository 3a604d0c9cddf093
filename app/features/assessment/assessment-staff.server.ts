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
