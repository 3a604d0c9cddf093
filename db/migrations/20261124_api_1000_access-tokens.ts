import type { Kysely } from "kysely";

/**
 * Personal access tokens for the REST API (docs/decisions/0034-rest-api.md). Only the SHA-256 of a
 * token is kept; `token_hint` is its first characters, so an admin can tell tokens apart in the list.
 * Scopes are a JSON array such as ["courses:read","enquiries:read"]. Times are ISO strings, as elsewhere.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations describe the schema as it was then, not Database now.
export async function up(db: Kysely<any>) {
  await db.schema
    .createTable("api_tokens")
    .addColumn("id", "text", (column) => column.primaryKey())
    .addColumn("name", "text", (column) => column.notNull())
    .addColumn("token_hash", "text", (column) => column.notNull().unique())
    .addColumn("token_hint", "text", (column) => column.notNull())
    .addColumn("scopes_json", "text", (column) => column.notNull())
    .addColumn("created_by_user_id", "text", (column) => column.references("user.id").onDelete("set null"))
    .addColumn("created_at", "text", (column) => column.notNull())
    .addColumn("last_used_at", "text")
    .addColumn("revoked_at", "text")
    .execute();
}

// biome-ignore lint/suspicious/noExplicitAny: see up().
export async function down(db: Kysely<any>) {
  await db.schema.dropTable("api_tokens").execute();
}
