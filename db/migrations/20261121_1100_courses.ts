import type { Kysely } from "kysely";

/**
 * Online courses: the public catalogue fields (decision 0026) and the builder's structure (0011):
 * course > chapter > lesson > content block. Blocks keep their type-specific content as JSON text
 * (the content-block registry validates it), so one schema serves SQLite and PostgreSQL.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations describe the schema as it was then, not Database now.
export async function up(db: Kysely<any>) {
  await db.schema
    .createTable("courses")
    .addColumn("id", "text", (column) => column.primaryKey())
    .addColumn("slug", "text", (column) => column.notNull().unique())
    .addColumn("name", "text", (column) => column.notNull())
    .addColumn("title", "text", (column) => column.notNull().defaultTo(""))
    .addColumn("subtitle", "text", (column) => column.notNull().defaultTo(""))
    .addColumn("description_html", "text", (column) => column.notNull().defaultTo(""))
    .addColumn("outcome", "text", (column) => column.notNull().defaultTo(""))
    .addColumn("requirements", "text", (column) => column.notNull().defaultTo(""))
    .addColumn("cover_url", "text")
    .addColumn("type", "text", (column) => column.notNull().defaultTo("certification"))
    .addColumn("is_published", "integer", (column) => column.notNull().defaultTo(0))
    .addColumn("is_self_enrolment_open", "integer", (column) => column.notNull().defaultTo(0))
    .addColumn("offers_certificate", "integer", (column) => column.notNull().defaultTo(0))
    .addColumn("created_by_user_id", "text", (column) => column.references("user.id").onDelete("set null"))
    .addColumn("created_at", "text", (column) => column.notNull())
    .addColumn("updated_at", "text", (column) => column.notNull())
    .addColumn("version", "integer", (column) => column.notNull().defaultTo(1))
    .execute();
  await db.schema.createIndex("courses_type_published").on("courses").columns(["type", "is_published"]).execute();

  await db.schema
    .createTable("course_instructors")
    .addColumn("course_id", "text", (column) => column.notNull().references("courses.id").onDelete("cascade"))
    .addColumn("user_id", "text", (column) => column.notNull().references("user.id").onDelete("cascade"))
    .addPrimaryKeyConstraint("course_instructors_pk", ["course_id", "user_id"])
    .execute();

  await db.schema
    .createTable("chapters")
    .addColumn("id", "text", (column) => column.primaryKey())
    .addColumn("course_id", "text", (column) => column.notNull().references("courses.id").onDelete("cascade"))
    .addColumn("title", "text", (column) => column.notNull())
    .addColumn("position", "integer", (column) => column.notNull().defaultTo(1))
    .addColumn("version", "integer", (column) => column.notNull().defaultTo(1))
    .addColumn("created_at", "text", (column) => column.notNull())
    .addColumn("updated_at", "text", (column) => column.notNull())
    .execute();
  await db.schema.createIndex("chapters_course").on("chapters").columns(["course_id", "position"]).execute();

  await db.schema
    .createTable("lessons")
    .addColumn("id", "text", (column) => column.primaryKey())
    .addColumn("chapter_id", "text", (column) => column.notNull().references("chapters.id").onDelete("cascade"))
    .addColumn("course_id", "text", (column) => column.notNull().references("courses.id").onDelete("cascade"))
    .addColumn("title", "text", (column) => column.notNull())
    .addColumn("position", "integer", (column) => column.notNull().defaultTo(1))
    .addColumn("version", "integer", (column) => column.notNull().defaultTo(1))
    .addColumn("created_at", "text", (column) => column.notNull())
    .addColumn("updated_at", "text", (column) => column.notNull())
    .execute();
  await db.schema.createIndex("lessons_chapter").on("lessons").columns(["chapter_id", "position"]).execute();
  await db.schema.createIndex("lessons_course").on("lessons").column("course_id").execute();

  await db.schema
    .createTable("content_blocks")
    .addColumn("id", "text", (column) => column.primaryKey())
    .addColumn("lesson_id", "text", (column) => column.notNull().references("lessons.id").onDelete("cascade"))
    .addColumn("course_id", "text", (column) => column.notNull().references("courses.id").onDelete("cascade"))
    .addColumn("type", "text", (column) => column.notNull())
    .addColumn("title", "text", (column) => column.notNull().defaultTo(""))
    .addColumn("position", "integer", (column) => column.notNull().defaultTo(1))
    .addColumn("content_json", "text", (column) => column.notNull().defaultTo("{}"))
    .addColumn("version", "integer", (column) => column.notNull().defaultTo(1))
    .addColumn("updated_by_user_id", "text", (column) => column.references("user.id").onDelete("set null"))
    .addColumn("created_at", "text", (column) => column.notNull())
    .addColumn("updated_at", "text", (column) => column.notNull())
    .execute();
  await db.schema
    .createIndex("content_blocks_lesson")
    .on("content_blocks")
    .columns(["lesson_id", "position"])
    .execute();
  await db.schema.createIndex("content_blocks_course").on("content_blocks").column("course_id").execute();

  await db.schema
    .createTable("enrolments")
    .addColumn("id", "text", (column) => column.primaryKey())
    .addColumn("course_id", "text", (column) => column.notNull().references("courses.id").onDelete("cascade"))
    .addColumn("user_id", "text", (column) => column.notNull().references("user.id").onDelete("cascade"))
    .addColumn("enrolled_by_user_id", "text", (column) => column.references("user.id").onDelete("set null"))
    .addColumn("enrolled_at", "text", (column) => column.notNull())
    .addColumn("completed_at", "text")
    .addUniqueConstraint("enrolments_course_user", ["course_id", "user_id"])
    .execute();
  await db.schema.createIndex("enrolments_user").on("enrolments").column("user_id").execute();

  await db.schema
    .createTable("lesson_completions")
    .addColumn("user_id", "text", (column) => column.notNull().references("user.id").onDelete("cascade"))
    .addColumn("lesson_id", "text", (column) => column.notNull().references("lessons.id").onDelete("cascade"))
    .addColumn("course_id", "text", (column) => column.notNull().references("courses.id").onDelete("cascade"))
    .addColumn("completed_at", "text", (column) => column.notNull())
    .addPrimaryKeyConstraint("lesson_completions_pk", ["user_id", "lesson_id"])
    .execute();
  await db.schema
    .createIndex("lesson_completions_course_user")
    .on("lesson_completions")
    .columns(["course_id", "user_id"])
    .execute();

  await db.schema
    .createTable("quiz_attempts")
    .addColumn("id", "text", (column) => column.primaryKey())
    .addColumn("block_id", "text", (column) => column.notNull().references("content_blocks.id").onDelete("cascade"))
    .addColumn("course_id", "text", (column) => column.notNull().references("courses.id").onDelete("cascade"))
    .addColumn("user_id", "text", (column) => column.notNull().references("user.id").onDelete("cascade"))
    .addColumn("answers_json", "text", (column) => column.notNull())
    .addColumn("score", "integer", (column) => column.notNull())
    .addColumn("max_score", "integer", (column) => column.notNull())
    .addColumn("created_at", "text", (column) => column.notNull())
    .execute();
  await db.schema
    .createIndex("quiz_attempts_block_user")
    .on("quiz_attempts")
    .columns(["block_id", "user_id"])
    .execute();

  await db.schema
    .createTable("survey_responses")
    .addColumn("id", "text", (column) => column.primaryKey())
    .addColumn("block_id", "text", (column) => column.notNull().references("content_blocks.id").onDelete("cascade"))
    .addColumn("course_id", "text", (column) => column.notNull().references("courses.id").onDelete("cascade"))
    .addColumn("user_id", "text", (column) => column.notNull().references("user.id").onDelete("cascade"))
    .addColumn("answers_json", "text", (column) => column.notNull())
    .addColumn("created_at", "text", (column) => column.notNull())
    .addColumn("updated_at", "text", (column) => column.notNull())
    .addUniqueConstraint("survey_responses_block_user", ["block_id", "user_id"])
    .execute();
}

// biome-ignore lint/suspicious/noExplicitAny: see up().
export async function down(db: Kysely<any>) {
  for (const table of [
    "survey_responses",
    "quiz_attempts",
    "lesson_completions",
    "enrolments",
    "content_blocks",
    "lessons",
    "chapters",
    "course_instructors",
    "courses",
  ]) {
    await db.schema.dropTable(table).execute();
  }
}
