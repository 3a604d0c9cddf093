import type { Kysely } from "kysely";

/**
 * What a course's certificate requires (decision 0096-gradebook): every
 * lesson complete, every quiz passed, competent on every assignment. Each is a flag on the course,
 * all on by default, so existing courses keep asking what they asked before (lessons and quizzes)
 * and assignments count from now on.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations describe the schema as it was then, not Database now.
export async function up(db: Kysely<any>) {
  await db.schema
    .alterTable("courses")
    .addColumn("requires_all_lessons", "integer", (column) => column.notNull().defaultTo(1))
    .execute();
  await db.schema
    .alterTable("courses")
    .addColumn("requires_quizzes_passed", "integer", (column) => column.notNull().defaultTo(1))
    .execute();
  await db.schema
    .alterTable("courses")
    .addColumn("requires_assignments_competent", "integer", (column) => column.notNull().defaultTo(1))
    .execute();
}

// biome-ignore lint/suspicious/noExplicitAny: see up().
export async function down(db: Kysely<any>) {
  await db.schema.alterTable("courses").dropColumn("requires_assignments_competent").execute();
  await db.schema.alterTable("courses").dropColumn("requires_quizzes_passed").execute();
  await db.schema.alterTable("courses").dropColumn("requires_all_lessons").execute();
}
