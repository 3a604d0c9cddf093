import type { Kysely } from "kysely";

/**
 * Sequencing of online courses (decision 0093-sequencing):
 * - courses.lessons_in_order: 1 = each lesson opens only when the one before it (reading order) is complete.
 * - courses.video_watch_percent: an uploaded video counts when this share of it was watched; null = not gated.
 * - chapters.unlock_quiz_block_id: a quiz block (of an earlier chapter) to pass before the chapter opens.
 *   No foreign key: a deleted quiz simply stops locking (SQLite cannot add a referencing column with a
 *   cascade to an existing table anyway); the reader ignores an id that names no quiz.
 * - video_progress: the played ranges of one learner in one uploaded video, merged on the server, with
 *   the time of the previous report (what a report may add is capped by the time since).
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations describe the schema as it was then, not Database now.
export async function up(db: Kysely<any>) {
  await db.schema
    .alterTable("courses")
    .addColumn("lessons_in_order", "integer", (column) => column.notNull().defaultTo(0))
    .execute();
  await db.schema.alterTable("courses").addColumn("video_watch_percent", "integer").execute();
  await db.schema.alterTable("chapters").addColumn("unlock_quiz_block_id", "text").execute();
  await db.schema
    .createTable("video_progress")
    .addColumn("user_id", "text", (column) => column.notNull().references("user.id").onDelete("cascade"))
    .addColumn("block_id", "text", (column) => column.notNull().references("content_blocks.id").onDelete("cascade"))
    .addColumn("course_id", "text", (column) => column.notNull().references("courses.id").onDelete("cascade"))
    .addColumn("ranges_json", "text", (column) => column.notNull())
    .addColumn("watched_seconds", "real", (column) => column.notNull())
    .addColumn("duration_seconds", "real", (column) => column.notNull())
    .addColumn("last_reported_at", "text", (column) => column.notNull())
    .addColumn("created_at", "text", (column) => column.notNull())
    .addPrimaryKeyConstraint("video_progress_pk", ["user_id", "block_id"])
    .execute();
  await db.schema
    .createIndex("video_progress_course_user")
    .on("video_progress")
    .columns(["course_id", "user_id"])
    .execute();
}

// biome-ignore lint/suspicious/noExplicitAny: see up.
export async function down(db: Kysely<any>) {
  await db.schema.dropTable("video_progress").execute();
  await db.schema.alterTable("chapters").dropColumn("unlock_quiz_block_id").execute();
  await db.schema.alterTable("courses").dropColumn("video_watch_percent").execute();
  await db.schema.alterTable("courses").dropColumn("lessons_in_order").execute();
}
