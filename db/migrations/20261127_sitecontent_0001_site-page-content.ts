import type { Kysely } from "kysely";

/**
 * The copy of the public pages the company edits (docs/decisions/0054-page-content.md): one row per
 * page (home, about, services, consulting), its document as JSON text in two copies, the draft an
 * admin edits and previews and the published one visitors see. `version` guards the draft's saves,
 * `published_version` is the draft version last published (equal: nothing left to publish).
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations describe the schema as it was then, not Database now.
export async function up(db: Kysely<any>) {
  await db.schema
    .createTable("site_page_content")
    .addColumn("id", "text", (column) => column.primaryKey())
    .addColumn("draft_json", "text", (column) => column.notNull())
    .addColumn("published_json", "text", (column) => column.notNull())
    .addColumn("version", "integer", (column) => column.notNull().defaultTo(1))
    .addColumn("published_version", "integer", (column) => column.notNull().defaultTo(1))
    .addColumn("updated_at", "text", (column) => column.notNull())
    .addColumn("updated_by_user_id", "text", (column) => column.references("user.id").onDelete("set null"))
    .addColumn("published_at", "text")
    .addColumn("published_by_user_id", "text", (column) => column.references("user.id").onDelete("set null"))
    .execute();
}
