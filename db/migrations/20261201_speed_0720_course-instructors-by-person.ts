import type { Kysely } from "kysely";

/**
 * The courses a person teaches, by the person (decision 0133-staff-read-indexes). The table's
 * key is (course_id, user_id): it answers "who teaches this course" but not "what does this person
 * teach", so every instructor-scoped list (Courses, the profile, the assessment hub) read all of
 * course_instructors, or walked every course asking the key about each one: 3.4 ms of the 6.5 ms
 * of SQL on Courses with 10,000 courses.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations describe the schema as it was then, not Database now.
export async function up(db: Kysely<any>) {
  await db.schema
    .createIndex("course_instructors_by_person")
    .on("course_instructors")
    .columns(["user_id", "course_id"])
    .execute();
}

// biome-ignore lint/suspicious/noExplicitAny: see up().
export async function down(db: Kysely<any>) {
  await db.schema.dropIndex("course_instructors_by_person").execute();
}
