import type { Kysely } from "kysely";

/**
 * Lesson files (pdf, audio, video, powerpoint blocks) are for the course's readers only. This table
 * links an uploaded file's stored name to each course whose content blocks point at it, so the file
 * route answers "who may read this?" with one indexed lookup instead of searching block JSON.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations describe the schema as it was then, not Database now.
export async function up(db: Kysely<any>) {
  await db.schema
    .createTable("course_files")
    .addColumn("stored_name", "text", (column) => column.notNull())
    .addColumn("course_id", "text", (column) => column.notNull().references("courses.id").onDelete("cascade"))
    .addColumn("created_at", "text", (column) => column.notNull())
    .addPrimaryKeyConstraint("course_files_pk", ["stored_name", "course_id"])
    .execute();
}

// biome-ignore lint/suspicious/noExplicitAny: see up().
export async function down(db: Kysely<any>) {
  await db.schema.dropTable("course_files").execute();
}
