import type { Kysely } from "kysely";

/**
 * The content version a CDN was last purged for (decision 0115-proxies-cdn-and-signed-in-hits): one row that every
 * serving process compares and sets, so exactly one of them sends the purge for a new version
 * (app/platform/cdn/cdn-purge.server.ts). Holds no one's data.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations describe the schema as it was then, not Database now.
export async function up(db: Kysely<any>) {
  await db.schema
    .createTable("cdn_purges")
    .addColumn("id", "integer", (column) => column.primaryKey())
    .addColumn("version", "integer", (column) => column.notNull())
    // ISO 8601 in UTC: compared as text, which orders as time.
    .addColumn("claimed_at", "text", (column) => column.notNull())
    .execute();
  await db.insertInto("cdn_purges").values({ id: 1, version: 0, claimed_at: "" }).execute();
}

// biome-ignore lint/suspicious/noExplicitAny: see up().
export async function down(db: Kysely<any>) {
  await db.schema.dropTable("cdn_purges").execute();
}
