import type { Kysely } from "kysely";

/**
 * Simple content pages an admin writes for the public site (page-builder, add-page, edit-page/{id},
 * page/{id}). body_html is stored already sanitised; version guards against two admins overwriting
 * each other's edits.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations describe the schema as it was then, not Database now.
export async function up(db: Kysely<any>) {
  await db.schema
    .createTable("site_pages")
    .addColumn("id", "text", (column) => column.primaryKey())
    .addColumn("title", "text", (column) => column.notNull())
    .addColumn("description", "text", (column) => column.notNull().defaultTo(""))
    .addColumn("body_html", "text", (column) => column.notNull().defaultTo(""))
    .addColumn("is_published", "integer", (column) => column.notNull().defaultTo(0))
    .addColumn("created_at", "text", (column) => column.notNull())
    .addColumn("updated_at", "text", (column) => column.notNull())
    .addColumn("version", "integer", (column) => column.notNull().defaultTo(1))
    .execute();
  await db.schema.createIndex("site_pages_updated_at").on("site_pages").column("updated_at").execute();
}

// biome-ignore lint/suspicious/noExplicitAny: see up().
export async function down(db: Kysely<any>) {
  await db.schema.dropTable("site_pages").execute();
}
