import type { Kysely } from "kysely";

/**
 * Which uploaded files are answers to a form (docs/decisions/0025-forms.md): /uploads/{name} serves
 * them only to the form's author and admins, as the responses they belong to. Removed with the response.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations describe the schema as it was then, not Database now.
export async function up(db: Kysely<any>) {
  await db.schema
    .createTable("form_response_files")
    .addColumn("stored_name", "text", (column) => column.primaryKey())
    .addColumn("form_id", "text", (column) => column.notNull().references("forms.id").onDelete("cascade"))
    .addColumn("response_id", "text", (column) => column.notNull().references("form_responses.id").onDelete("cascade"))
    .execute();
}

// biome-ignore lint/suspicious/noExplicitAny: see up().
export async function down(db: Kysely<any>) {
  await db.schema.dropTable("form_response_files").execute();
}
