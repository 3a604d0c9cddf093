import type { Kysely } from "kysely";
import { createId } from "~/lib/ids";
import type { Course, Database } from "~db/schema";

export type SelfEnrolmentResult = "enrolled" | "already-enrolled" | "closed";

/** A signed-in user enrols themselves, only in a published course open for self-enrolment. */
export async function enrolSelf(
  db: Kysely<Database>,
  course: Pick<Course, "id" | "is_published" | "is_self_enrolment_open">,
  userId: string,
): Promise<SelfEnrolmentResult> {
  if (!course.is_published || !course.is_self_enrolment_open) return "closed";
  const inserted = await db
    .insertInto("enrolments")
    .values({
      id: createId(),
      course_id: course.id,
      user_id: userId,
      enrolled_by_user_id: userId,
      enrolled_at: new Date().toISOString(),
      completed_at: null,
    })
    .onConflict((conflict) => conflict.columns(["course_id", "user_id"]).doNothing())
    .executeTakeFirst();
  return Number(inserted.numInsertedOrUpdatedRows ?? 0) > 0 ? "enrolled" : "already-enrolled";
}
