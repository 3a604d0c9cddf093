import type { Kysely } from "kysely";

/** The request that queued a message (its X-Request-Id), so a mail can be traced to the request's log lines. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("outbox").addColumn("request_id", "text").execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("outbox").dropColumn("request_id").execute();
}
