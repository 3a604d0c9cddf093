import { type Kysely, sql } from "kysely";

/**
 * Counters for every throttle (sign-in failures, sign-ups, reset mails, enquiries, bookings), kept in
 * the database so several server processes on one database share them (docs/decisions/0013).
 * Times are milliseconds since the epoch as bigint, so the arithmetic is the same on both dialects.
 * The same release treats accounts made before sign-up needed a confirmed email as confirmed,
 * so nobody who could sign in yesterday is asked to confirm today.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations describe the schema as it was then, not Database now.
export async function up(db: Kysely<any>) {
  await db.schema
    .createTable("rate_limits")
    .addColumn("key", "text", (column) => column.primaryKey())
    .addColumn("hits", "integer", (column) => column.notNull())
    .addColumn("window_started_at", "bigint", (column) => column.notNull())
    .addColumn("last_hit_at", "bigint", (column) => column.notNull())
    .addColumn("expires_at", "bigint", (column) => column.notNull())
    .execute();
  await db.schema.createIndex("rate_limits_expires_at").on("rate_limits").column("expires_at").execute();
  // TRUE and FALSE are keywords on SQLite (1 and 0) and PostgreSQL alike.
  await sql`update "user" set "emailVerified" = true where "emailVerified" = false`.execute(db);
}

// biome-ignore lint/suspicious/noExplicitAny: see up().
export async function down(db: Kysely<any>) {
  await db.schema.dropTable("rate_limits").execute();
}
