import type { Kysely } from "kysely";

/**
 * A content page can embed one built form below its text (docs/decisions/0025-forms.md).
 * Deleting the form leaves the page without it.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations describe the schema as it was then, not Database now.
export async function up(db: Kysely<any>) {
  await db.schema
    .alterTable("site_pages")
    .addColumn("form_id", "text", (column) => column.references("forms.id").onDelete("set null"))
    .execute();
}

// biome-ignore lint/suspicious/noExplicitAny: see up().
export async function down(db: Kysely<any>) {
  await db.schema.alterTable("site_pages").dropColumn("form_id").execute();
}
