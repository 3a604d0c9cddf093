import type { Kysely } from "kysely";

/**
 * A course's inline quiz attempts by learner (decision 0133-staff-read-indexes). The table was
 * indexed by (block, learner) only, so the gradebook read each learner's attempts by probing every
 * block of the course: 5,000 probes a learner on the 50 × 20 × 5 course, 23 ms of the gradebook's
 * SQL for a page of 25. Attempts carry their course; (course, learner) finds them directly.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations describe the schema as it was then, not Database now.
export async function up(db: Kysely<any>) {
  await db.schema
    .createIndex("quiz_attempts_course_user")
    .on("quiz_attempts")
    .columns(["course_id", "user_id"])
    .execute();
}

// biome-ignore lint/suspicious/noExplicitAny: see up().
export async function down(db: Kysely<any>) {
  await db.schema.dropIndex("quiz_attempts_course_user").execute();
}
