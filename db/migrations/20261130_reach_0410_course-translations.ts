import type { Kysely } from "kysely";

/**
 * A course's content in more than one language (decision 0108-course-translations): the
 * course's own language, and one translation row per item (course, chapter, lesson, content block)
 * and language. Each row has its own version, so two translators saving the same translation never
 * overwrite each other silently; a block's translation remembers the block version it was made
 * from, so the editor can say the original changed since.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations describe the schema as it was then, not Database now.
export async function up(db: Kysely<any>) {
  await db.schema
    .alterTable("courses")
    .addColumn("language", "text", (column) => column.notNull().defaultTo("en"))
    .execute();
  await db.schema
    .createTable("course_translations")
    .addColumn("id", "text", (column) => column.primaryKey())
    .addColumn("course_id", "text", (column) => column.notNull().references("courses.id").onDelete("cascade"))
    .addColumn("locale", "text", (column) => column.notNull())
    .addColumn("title", "text", (column) => column.notNull())
    .addColumn("description_html", "text", (column) => column.notNull())
    .addColumn("version", "integer", (column) => column.notNull().defaultTo(1))
    .addColumn("created_at", "text", (column) => column.notNull())
    .addColumn("updated_at", "text", (column) => column.notNull())
    .addUniqueConstraint("course_translations_course_locale", ["course_id", "locale"])
    .execute();
  for (const item of ["chapter", "lesson"] as const) {
    await db.schema
      .createTable(`${item}_translations`)
      .addColumn("id", "text", (column) => column.primaryKey())
      .addColumn(`${item}_id`, "text", (column) => column.notNull().references(`${item}s.id`).onDelete("cascade"))
      .addColumn("course_id", "text", (column) => column.notNull().references("courses.id").onDelete("cascade"))
      .addColumn("locale", "text", (column) => column.notNull())
      .addColumn("title", "text", (column) => column.notNull())
      .addColumn("version", "integer", (column) => column.notNull().defaultTo(1))
      .addColumn("created_at", "text", (column) => column.notNull())
      .addColumn("updated_at", "text", (column) => column.notNull())
      .addUniqueConstraint(`${item}_translations_${item}_locale`, [`${item}_id`, "locale"])
      .execute();
    await db.schema
      .createIndex(`${item}_translations_course`)
      .on(`${item}_translations`)
      .columns(["course_id", "locale"])
      .execute();
  }
  await db.schema
    .createTable("block_translations")
    .addColumn("id", "text", (column) => column.primaryKey())
    .addColumn("block_id", "text", (column) => column.notNull().references("content_blocks.id").onDelete("cascade"))
    .addColumn("course_id", "text", (column) => column.notNull().references("courses.id").onDelete("cascade"))
    .addColumn("locale", "text", (column) => column.notNull())
    .addColumn("title", "text", (column) => column.notNull())
    // The translatable part of the block's content only (texts, question and option wording); files,
    // answers and settings always come from the original.
    .addColumn("content_json", "text", (column) => column.notNull())
    // content_blocks.version when this translation was saved: a later original is "outdated".
    .addColumn("source_version", "integer", (column) => column.notNull())
    .addColumn("version", "integer", (column) => column.notNull().defaultTo(1))
    .addColumn("created_at", "text", (column) => column.notNull())
    .addColumn("updated_at", "text", (column) => column.notNull())
    .addUniqueConstraint("block_translations_block_locale", ["block_id", "locale"])
    .execute();
  await db.schema
    .createIndex("block_translations_course")
    .on("block_translations")
    .columns(["course_id", "locale"])
    .execute();
}

// biome-ignore lint/suspicious/noExplicitAny: see up.
export async function down(db: Kysely<any>) {
  for (const table of ["block_translations", "lesson_translations", "chapter_translations", "course_translations"]) {
    await db.schema.dropTable(table).execute();
  }
  await db.schema.alterTable("courses").dropColumn("language").execute();
}
