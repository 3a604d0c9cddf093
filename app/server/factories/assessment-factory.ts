import type { DatabaseExecutor } from "~db/executor";
import type { AssessmentRole } from "~db/schema";

/** Names a person assessor or moderator of a course (decision 0090), as an admin does. */
export async function assignAssessmentStaff(
  db: DatabaseExecutor,
  { courseId, userId, role }: { courseId: string; userId: string; role: AssessmentRole },
) {
  await db
    .insertInto("assessment_staff")
    .values({
      course_id: courseId,
      user_id: userId,
      role,
      assigned_by_user_id: null,
      assigned_at: new Date().toISOString(),
    })
    .onConflict((conflict) => conflict.columns(["course_id", "user_id", "role"]).doNothing())
    .execute();
}
