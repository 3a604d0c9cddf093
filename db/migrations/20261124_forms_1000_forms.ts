import type { Kysely } from "kysely";

/**
 * Forms instructors build (docs/decisions/0025-forms.md). A form's fields live in one JSON
 * text column (saved whole by the builder's autosave, at the form's version); each response stores
 * its answers with the labels they were given under, so editing the form keeps old responses
 * readable. Notified staff are a JSON list of user ids. Both tables run the same on SQLite and PostgreSQL.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations describe the schema as it was then, not Database now.
export async function up(db: Kysely<any>) {
  await db.schema
    .createTable("forms")
    .addColumn("id", "text", (column) => column.primaryKey())
    .addColumn("slug", "text", (column) => column.notNull().unique())
    .addColumn("title", "text", (column) => column.notNull())
    .addColumn("description", "text", (column) => column.notNull().defaultTo(""))
    .addColumn("fields_json", "text", (column) => column.notNull().defaultTo("[]"))
    .addColumn("status", "text", (column) => column.notNull().defaultTo("draft"))
    .addColumn("closes_at", "text")
    .addColumn("response_limit", "integer")
    .addColumn("thank_you_message", "text", (column) => column.notNull().defaultTo(""))
    .addColumn("sends_confirmation", "integer", (column) => column.notNull().defaultTo(0))
    .addColumn("notify_user_ids_json", "text", (column) => column.notNull().defaultTo("[]"))
    .addColumn("created_by_user_id", "text", (column) => column.references("user.id").onDelete("set null"))
    .addColumn("created_at", "text", (column) => column.notNull())
    .addColumn("updated_at", "text", (column) => column.notNull())
    .addColumn("version", "integer", (column) => column.notNull().defaultTo(1))
    .execute();
  await db.schema.createIndex("forms_updated_at").on("forms").column("updated_at").execute();

  await db.schema
    .createTable("form_responses")
    .addColumn("id", "text", (column) => column.primaryKey())
    .addColumn("form_id", "text", (column) => column.notNull().references("forms.id").onDelete("cascade"))
    .addColumn("answers_json", "text", (column) => column.notNull())
    .addColumn("respondent_email", "text", (column) => column.notNull().defaultTo(""))
    .addColumn("search_text", "text", (column) => column.notNull().defaultTo(""))
    .addColumn("created_at", "text", (column) => column.notNull())
    .execute();
  await db.schema
    .createIndex("form_responses_form_created")
    .on("form_responses")
    .columns(["form_id", "created_at"])
    .execute();
}

// biome-ignore lint/suspicious/noExplicitAny: see up().
export async function down(db: Kysely<any>) {
  await db.schema.dropTable("form_responses").execute();
  await db.schema.dropTable("forms").execute();
}
