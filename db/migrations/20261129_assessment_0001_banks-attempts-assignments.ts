import type { Kysely } from "kysely";

/**
 * Assessment (docs/decisions/0090-assessment-model.md).
 *
 * - question_categories and questions: the question bank. A category belongs to one course's bank
 *   (course_id) or to the shared bank (course_id null); a question belongs to one category and keeps
 *   its type's content as JSON (app/features/assessment/questions/question-types.ts). question_tags
 *   files a question under any number of tags. Archived questions stay for the attempts that showed them.
 * - assessment_attempts: one row per attempt at a quiz drawn from the bank, started before it is
 *   answered (the server keeps the deadline) and holding a frozen copy of the questions in the order
 *   shown, so a later edit of the bank changes no past attempt. attempt_question_marks: a person's
 *   mark for an essay answer (one per question per attempt).
 * - assessment_staff: who assesses and who moderates a course's marked work.
 * - assignment_submissions (+ files): a learner's evidence for an assignment block, one row per
 *   (re)submission; assignment_marks: the assessor's decision on one submission (one only: the unique
 *   key makes two assessors marking at once meet, and one is told); moderation_signoffs: a moderator's
 *   sign-off of one mark. Every row names who and when.
 * - course_prerequisites: a course a learner must have completed before enrolling in another (read by
 *   sequencing and by learning paths, whose order must agree with it).
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations describe the schema as it was then, not Database now.
export async function up(db: Kysely<any>) {
  await db.schema
    .createTable("question_categories")
    .addColumn("id", "text", (column) => column.primaryKey())
    .addColumn("course_id", "text", (column) => column.references("courses.id").onDelete("cascade"))
    .addColumn("name", "text", (column) => column.notNull())
    .addColumn("version", "integer", (column) => column.notNull().defaultTo(1))
    .addColumn("created_at", "text", (column) => column.notNull())
    .addColumn("updated_at", "text", (column) => column.notNull())
    .execute();
  await db.schema.createIndex("question_categories_course").on("question_categories").column("course_id").execute();

  await db.schema
    .createTable("questions")
    .addColumn("id", "text", (column) => column.primaryKey())
    .addColumn("category_id", "text", (column) => column.notNull().references("question_categories.id"))
    .addColumn("type", "text", (column) => column.notNull())
    /** A short name for lists and the gradebook; the question itself is in content_json. */
    .addColumn("title", "text", (column) => column.notNull())
    .addColumn("content_json", "text", (column) => column.notNull())
    .addColumn("archived_at", "text")
    .addColumn("created_by_user_id", "text", (column) => column.references("user.id").onDelete("set null"))
    .addColumn("version", "integer", (column) => column.notNull().defaultTo(1))
    .addColumn("created_at", "text", (column) => column.notNull())
    .addColumn("updated_at", "text", (column) => column.notNull())
    .execute();
  await db.schema.createIndex("questions_category").on("questions").columns(["category_id", "archived_at"]).execute();

  await db.schema
    .createTable("question_tags")
    .addColumn("question_id", "text", (column) => column.notNull().references("questions.id").onDelete("cascade"))
    .addColumn("tag", "text", (column) => column.notNull())
    .addPrimaryKeyConstraint("question_tags_pk", ["question_id", "tag"])
    .execute();
  await db.schema.createIndex("question_tags_tag").on("question_tags").column("tag").execute();

  await db.schema
    .createTable("assessment_attempts")
    .addColumn("id", "text", (column) => column.primaryKey())
    .addColumn("block_id", "text", (column) => column.notNull().references("content_blocks.id").onDelete("cascade"))
    .addColumn("course_id", "text", (column) => column.notNull().references("courses.id").onDelete("cascade"))
    .addColumn("user_id", "text", (column) => column.notNull().references("user.id").onDelete("cascade"))
    .addColumn("attempt_number", "integer", (column) => column.notNull())
    /** in-progress, awaiting-marking (an essay waits for a person), completed. */
    .addColumn("status", "text", (column) => column.notNull())
    .addColumn("started_at", "text", (column) => column.notNull())
    /** When answers stop counting (started_at + the quiz's time limit); null without a limit. */
    .addColumn("deadline_at", "text")
    .addColumn("submitted_at", "text")
    /** The questions as shown: frozen content, order and option order (never re-read from the bank). */
    .addColumn("questions_json", "text", (column) => column.notNull())
    .addColumn("answers_json", "text", (column) => column.notNull().defaultTo("{}"))
    .addColumn("score", "integer")
    .addColumn("max_score", "integer", (column) => column.notNull())
    .addColumn("passed", "integer")
    .addColumn("version", "integer", (column) => column.notNull().defaultTo(1))
    .addUniqueConstraint("assessment_attempts_number", ["block_id", "user_id", "attempt_number"])
    .execute();
  await db.schema
    .createIndex("assessment_attempts_course_user")
    .on("assessment_attempts")
    .columns(["course_id", "user_id"])
    .execute();
  await db.schema
    .createIndex("assessment_attempts_status")
    .on("assessment_attempts")
    .columns(["course_id", "status"])
    .execute();

  await db.schema
    .createTable("attempt_question_marks")
    .addColumn("attempt_id", "text", (column) =>
      column.notNull().references("assessment_attempts.id").onDelete("cascade"),
    )
    .addColumn("question_id", "text", (column) => column.notNull())
    .addColumn("points", "integer", (column) => column.notNull())
    .addColumn("comment", "text", (column) => column.notNull().defaultTo(""))
    .addColumn("marked_by_user_id", "text", (column) => column.references("user.id").onDelete("set null"))
    .addColumn("marked_at", "text", (column) => column.notNull())
    .addPrimaryKeyConstraint("attempt_question_marks_pk", ["attempt_id", "question_id"])
    .execute();

  await db.schema
    .createTable("assessment_staff")
    .addColumn("course_id", "text", (column) => column.notNull().references("courses.id").onDelete("cascade"))
    .addColumn("user_id", "text", (column) => column.notNull().references("user.id").onDelete("cascade"))
    /** assessor or moderator. */
    .addColumn("role", "text", (column) => column.notNull())
    .addColumn("assigned_by_user_id", "text", (column) => column.references("user.id").onDelete("set null"))
    .addColumn("assigned_at", "text", (column) => column.notNull())
    .addPrimaryKeyConstraint("assessment_staff_pk", ["course_id", "user_id", "role"])
    .execute();

  await db.schema
    .createTable("assignment_submissions")
    .addColumn("id", "text", (column) => column.primaryKey())
    .addColumn("block_id", "text", (column) => column.notNull().references("content_blocks.id").onDelete("cascade"))
    .addColumn("course_id", "text", (column) => column.notNull().references("courses.id").onDelete("cascade"))
    .addColumn("user_id", "text", (column) => column.notNull().references("user.id").onDelete("cascade"))
    .addColumn("attempt_number", "integer", (column) => column.notNull())
    /** Sanitised on save. */
    .addColumn("text_html", "text", (column) => column.notNull())
    .addColumn("submitted_at", "text", (column) => column.notNull())
    /** awaiting-marking, competent, not-yet-competent, marked (a rubric's points). */
    .addColumn("status", "text", (column) => column.notNull())
    .addColumn("version", "integer", (column) => column.notNull().defaultTo(1))
    .addUniqueConstraint("assignment_submissions_number", ["block_id", "user_id", "attempt_number"])
    .execute();
  await db.schema
    .createIndex("assignment_submissions_course_status")
    .on("assignment_submissions")
    .columns(["course_id", "status"])
    .execute();

  await db.schema
    .createTable("assignment_submission_files")
    .addColumn("id", "text", (column) => column.primaryKey())
    .addColumn("submission_id", "text", (column) =>
      column.notNull().references("assignment_submissions.id").onDelete("cascade"),
    )
    .addColumn("stored_name", "text", (column) => column.notNull())
    .addColumn("original_name", "text", (column) => column.notNull())
    .addColumn("content_type", "text", (column) => column.notNull())
    .addColumn("size_bytes", "integer", (column) => column.notNull())
    .addColumn("created_at", "text", (column) => column.notNull())
    .execute();
  await db.schema
    .createIndex("assignment_submission_files_submission")
    .on("assignment_submission_files")
    .column("submission_id")
    .execute();

  await db.schema
    .createTable("assignment_marks")
    .addColumn("id", "text", (column) => column.primaryKey())
    .addColumn("submission_id", "text", (column) =>
      column.notNull().unique().references("assignment_submissions.id").onDelete("cascade"),
    )
    /** competent or not-yet-competent; null for a rubric marked in points only. */
    .addColumn("outcome", "text")
    .addColumn("points", "integer")
    .addColumn("max_points", "integer")
    /** Per criterion: the level chosen (rubric) and the assessor's comment. */
    .addColumn("criteria_json", "text", (column) => column.notNull())
    .addColumn("comment", "text", (column) => column.notNull().defaultTo(""))
    .addColumn("marked_by_user_id", "text", (column) => column.references("user.id").onDelete("set null"))
    .addColumn("marked_at", "text", (column) => column.notNull())
    .execute();

  await db.schema
    .createTable("moderation_signoffs")
    .addColumn("id", "text", (column) => column.primaryKey())
    .addColumn("mark_id", "text", (column) =>
      column.notNull().unique().references("assignment_marks.id").onDelete("cascade"),
    )
    /** confirmed (the mark stands) or referred-back (the assessor is asked to look again). */
    .addColumn("decision", "text", (column) => column.notNull())
    .addColumn("comment", "text", (column) => column.notNull().defaultTo(""))
    .addColumn("moderator_user_id", "text", (column) => column.references("user.id").onDelete("set null"))
    .addColumn("signed_at", "text", (column) => column.notNull())
    .execute();

  await db.schema
    .createTable("course_prerequisites")
    .addColumn("course_id", "text", (column) => column.notNull().references("courses.id").onDelete("cascade"))
    .addColumn("required_course_id", "text", (column) => column.notNull().references("courses.id").onDelete("cascade"))
    .addColumn("created_at", "text", (column) => column.notNull())
    .addPrimaryKeyConstraint("course_prerequisites_pk", ["course_id", "required_course_id"])
    .execute();
}

// biome-ignore lint/suspicious/noExplicitAny: see up.
export async function down(db: Kysely<any>) {
  for (const table of [
    "course_prerequisites",
    "moderation_signoffs",
    "assignment_marks",
    "assignment_submission_files",
    "assignment_submissions",
    "assessment_staff",
    "attempt_question_marks",
    "assessment_attempts",
    "question_tags",
    "questions",
    "question_categories",
  ]) {
    await db.schema.dropTable(table).execute();
  }
}
