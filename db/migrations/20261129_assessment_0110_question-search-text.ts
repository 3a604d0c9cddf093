import type { Kysely } from "kysely";

/**
 * The question bank's search (decision 0091-question-bank): each question keeps the
 * plain words a person would search for (its stem, options, prompts, answers, items and blank
 * text, without tags or HTML), written on save, so a search for "strong" or "type" does not find
 * every question through its markup or its stored JSON's keys.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations describe the schema as it was then, not Database now.
export async function up(db: Kysely<any>) {
  await db.schema
    .alterTable("questions")
    .addColumn("search_text", "text", (column) => column.notNull().defaultTo(""))
    .execute();
}

// biome-ignore lint/suspicious/noExplicitAny: migrations describe the schema as it was then, not Database now.
export async function down(db: Kysely<any>) {
  await db.schema.alterTable("questions").dropColumn("search_text").execute();
}
