import type { Kysely } from "kysely";

/**
 * Outbox delivery that survives long outages and several workers (docs/decisions/0016-outbox-retries.md):
 * - priority: 0 is sent before 1 (a password-reset mail before a batch of notifications);
 * - claim_token and claimed_until: a worker claims a message with one conditional UPDATE, so two
 *   processes on one database never send it twice; a crashed worker's claim runs out;
 * - first_failed_at: when the current run of transient failures began (retries stop 72 h later).
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations describe the schema as it was then, not Database now.
export async function up(db: Kysely<any>) {
  await db.schema
    .alterTable("outbox")
    .addColumn("priority", "integer", (column) => column.notNull().defaultTo(1))
    .execute();
  await db.schema.alterTable("outbox").addColumn("claim_token", "text").execute();
  await db.schema.alterTable("outbox").addColumn("claimed_until", "text").execute();
  await db.schema.alterTable("outbox").addColumn("first_failed_at", "text").execute();
  // The claim reads due messages most urgent first, then oldest due first: the index is in that order.
  await db.schema.dropIndex("outbox_status_next_attempt").execute();
  await db.schema.createIndex("outbox_due").on("outbox").columns(["status", "priority", "next_attempt_at"]).execute();
}

// biome-ignore lint/suspicious/noExplicitAny: see up().
export async function down(db: Kysely<any>) {
  await db.schema.dropIndex("outbox_due").execute();
  await db.schema
    .createIndex("outbox_status_next_attempt")
    .on("outbox")
    .columns(["status", "next_attempt_at"])
    .execute();
  for (const column of ["first_failed_at", "claimed_until", "claim_token", "priority"]) {
    await db.schema.alterTable("outbox").dropColumn(column).execute();
  }
}
