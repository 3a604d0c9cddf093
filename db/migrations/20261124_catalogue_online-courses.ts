import type { Kysely } from "kysely";

/**
 * Online courses on the public site (decision 0026).
 * - courses.duration_minutes: the instructor's estimate of the course's length, shown on its overview
 *   (null: not given, and the overview shows the lesson count alone).
 * - enrolment_requests: "Request a place" in a course that is not open for self-enrolment. One row
 *   per course and student (a declined student who asks again reopens their row); the instructor
 *   accepts (which enrols) or declines it from the course's settings page.
 * - courses_published_name: the catalogue pages list published courses by name, a page at a time.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations describe the schema as it was then, not Database now.
export async function up(db: Kysely<any>) {
  await db.schema.alterTable("courses").addColumn("duration_minutes", "integer").execute();
  await db.schema
    .createTable("enrolment_requests")
    .addColumn("id", "text", (column) => column.primaryKey())
    .addColumn("course_id", "text", (column) => column.notNull().references("courses.id").onDelete("cascade"))
    .addColumn("user_id", "text", (column) => column.notNull().references("user.id").onDelete("cascade"))
    .addColumn("message", "text", (column) => column.notNull().defaultTo(""))
    .addColumn("status", "text", (column) => column.notNull().defaultTo("pending"))
    .addColumn("created_at", "text", (column) => column.notNull())
    .addColumn("decided_at", "text")
    .addColumn("decided_by_user_id", "text", (column) => column.references("user.id").onDelete("set null"))
    .addUniqueConstraint("enrolment_requests_course_user", ["course_id", "user_id"])
    .execute();
  await db.schema
    .createIndex("enrolment_requests_course_status")
    .on("enrolment_requests")
    .columns(["course_id", "status"])
    .execute();
  await db.schema.createIndex("courses_published_name").on("courses").columns(["is_published", "name"]).execute();
}

// biome-ignore lint/suspicious/noExplicitAny: see up().
export async function down(db: Kysely<any>) {
  await db.schema.dropIndex("courses_published_name").execute();
  await db.schema.dropTable("enrolment_requests").execute();
  await db.schema.alterTable("courses").dropColumn("duration_minutes").execute();
}
