import type { Kysely } from "kysely";

/**
 * Unsubscribe (decision 0036).
 * - mail_suppressions: the addresses that asked for no more reminder or other non-transactional
 *   mail (lower-cased); such mail is not queued for them.
 * - outbox.list_unsubscribe_url: set on non-transactional mail only; the sender adds the RFC 8058
 *   List-Unsubscribe and List-Unsubscribe-Post headers from it.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations describe the schema as it was then, not Database now.
export async function up(db: Kysely<any>) {
  await db.schema
    .createTable("mail_suppressions")
    .addColumn("email", "text", (column) => column.primaryKey())
    .addColumn("created_at", "text", (column) => column.notNull())
    .execute();
  await db.schema.alterTable("outbox").addColumn("list_unsubscribe_url", "text").execute();
}

// biome-ignore lint/suspicious/noExplicitAny: see up().
export async function down(db: Kysely<any>) {
  await db.schema.alterTable("outbox").dropColumn("list_unsubscribe_url").execute();
  await db.schema.dropTable("mail_suppressions").execute();
}
