import type { Kysely } from "kysely";

/**
 * Work a learner did offline and sent when the connection returned (decision 0110-offline-courses):
 * one row per queued item, keyed by the random key the browser gave it, so a resent item (a retry
 * after a lost reply, a second tab) is answered with the first outcome and never applied twice.
 * The outcome is null while the first request is still applying it.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations describe the schema as it was then, not Database now.
export async function up(db: Kysely<any>) {
  await db.schema
    .createTable("offline_submissions")
    .addColumn("user_id", "text", (column) => column.notNull().references("user.id").onDelete("cascade"))
    .addColumn("idempotency_key", "text", (column) => column.notNull())
    .addColumn("course_id", "text", (column) => column.notNull())
    .addColumn("kind", "text", (column) => column.notNull())
    .addColumn("status", "integer")
    .addColumn("outcome_json", "text")
    .addColumn("created_at", "text", (column) => column.notNull())
    .addPrimaryKeyConstraint("offline_submissions_pk", ["user_id", "idempotency_key"])
    .execute();
}

// biome-ignore lint/suspicious/noExplicitAny: see up.
export async function down(db: Kysely<any>) {
  await db.schema.dropTable("offline_submissions").execute();
}
