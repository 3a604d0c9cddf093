import type { Kysely } from "kysely";

/**
 * The training manager's monthly digest (decision 0104-company-self-service): one row per manager
 * and month, claimed in the transaction that queues the digest. The primary key is the claim: a
 * second process (or a second run) meets it and sends nothing, so a manager gets one digest a month.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations describe the schema as it was then, not Database now.
export async function up(db: Kysely<any>) {
  await db.schema
    .createTable("manager_digests_sent")
    .addColumn("user_id", "text", (column) => column.notNull().references("user.id").onDelete("cascade"))
    .addColumn("month", "text", (column) => column.notNull())
    .addColumn("sent_at", "text", (column) => column.notNull())
    .addColumn("outbox_id", "text")
    .addPrimaryKeyConstraint("manager_digests_sent_pk", ["user_id", "month"])
    .execute();
}

// biome-ignore lint/suspicious/noExplicitAny: see up.
export async function down(db: Kysely<any>) {
  await db.schema.dropTable("manager_digests_sent").execute();
}
