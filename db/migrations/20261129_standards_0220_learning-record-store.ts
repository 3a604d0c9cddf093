import type { Kysely } from "kysely";

/**
 * Campus's own Learning Record Store (docs/decisions/0098-lrs-learning-record-store.md).
 * - lrs_statements: xAPI statements as stored (the JSON) with the columns the query filters and
 *   keyset paging read; `seq` orders by storage (stored, then id).
 * - lrs_documents: state and agent-profile documents, one per key, with the ETag the rules compare.
 * - lrs_cmi5_registrations: one cmi5 registration per learner and cmi5 course (content block).
 * - lrs_launch_sessions: one launch of an assignable unit: the one-time fetch token, the auth token
 *   it hands out (hashes only), the actor, registration and activity tree it is limited to, and
 *   where the session is in the cmi5 defined-statement order.
 * - lrs_forward_outbox: statements waiting to be sent to an external LRS, claimed like the webhooks.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations describe the schema as it was then, not Database now.
export async function up(db: Kysely<any>) {
  await db.schema
    .createTable("lrs_statements")
    .addColumn("id", "text", (column) => column.primaryKey())
    .addColumn("statement_json", "text", (column) => column.notNull())
    .addColumn("actor_key", "text", (column) => column.notNull())
    .addColumn("user_id", "text")
    .addColumn("verb_id", "text", (column) => column.notNull())
    .addColumn("activity_id", "text")
    .addColumn("registration", "text")
    .addColumn("voided", "integer", (column) => column.notNull().defaultTo(0))
    .addColumn("voids_statement_id", "text")
    .addColumn("session_id", "text")
    .addColumn("stored", "text", (column) => column.notNull())
    .execute();
  await db.schema.createIndex("lrs_statements_stored").on("lrs_statements").columns(["stored", "id"]).execute();
  await db.schema.createIndex("lrs_statements_user").on("lrs_statements").columns(["user_id", "stored"]).execute();
  await db.schema
    .createIndex("lrs_statements_registration")
    .on("lrs_statements")
    .columns(["registration", "stored"])
    .execute();
  await db.schema
    .createTable("lrs_documents")
    .addColumn("id", "text", (column) => column.primaryKey())
    .addColumn("kind", "text", (column) => column.notNull())
    .addColumn("activity_id", "text", (column) => column.notNull())
    .addColumn("agent_key", "text", (column) => column.notNull())
    .addColumn("registration", "text", (column) => column.notNull())
    .addColumn("document_id", "text", (column) => column.notNull())
    .addColumn("user_id", "text")
    .addColumn("content_type", "text", (column) => column.notNull())
    .addColumn("content", "text", (column) => column.notNull())
    .addColumn("etag", "text", (column) => column.notNull())
    .addColumn("version", "integer", (column) => column.notNull().defaultTo(1))
    .addColumn("updated_at", "text", (column) => column.notNull())
    .execute();
  await db.schema
    .createIndex("lrs_documents_key")
    .on("lrs_documents")
    .columns(["kind", "activity_id", "agent_key", "registration", "document_id"])
    .unique()
    .execute();
  await db.schema
    .createTable("lrs_cmi5_registrations")
    .addColumn("id", "text", (column) => column.primaryKey())
    .addColumn("user_id", "text", (column) => column.notNull().references("user.id").onDelete("cascade"))
    .addColumn("block_id", "text", (column) => column.notNull())
    .addColumn("course_id", "text", (column) => column.notNull())
    .addColumn("lesson_id", "text", (column) => column.notNull())
    .addColumn("course_activity_id", "text", (column) => column.notNull())
    .addColumn("move_on_json", "text", (column) => column.notNull())
    .addColumn("satisfied_at", "text")
    .addColumn("created_at", "text", (column) => column.notNull())
    .execute();
  await db.schema
    .createIndex("lrs_cmi5_registrations_learner")
    .on("lrs_cmi5_registrations")
    .columns(["user_id", "block_id"])
    .unique()
    .execute();
  await db.schema
    .createTable("lrs_launch_sessions")
    .addColumn("id", "text", (column) => column.primaryKey())
    .addColumn("registration_id", "text", (column) =>
      column.notNull().references("lrs_cmi5_registrations.id").onDelete("cascade"),
    )
    .addColumn("user_id", "text", (column) => column.notNull().references("user.id").onDelete("cascade"))
    .addColumn("au_id", "text", (column) => column.notNull())
    .addColumn("actor_json", "text", (column) => column.notNull())
    .addColumn("launch_mode", "text", (column) => column.notNull())
    .addColumn("move_on", "text", (column) => column.notNull())
    .addColumn("mastery_score", "real")
    .addColumn("fetch_token_hash", "text", (column) => column.notNull())
    .addColumn("auth_token_hash", "text")
    .addColumn("fetched_at", "text")
    .addColumn("initialized_at", "text")
    .addColumn("completed_at", "text")
    .addColumn("passed_at", "text")
    .addColumn("failed_at", "text")
    .addColumn("terminated_at", "text")
    .addColumn("expires_at", "text", (column) => column.notNull())
    .addColumn("created_at", "text", (column) => column.notNull())
    .execute();
  await db.schema
    .createIndex("lrs_launch_sessions_fetch")
    .on("lrs_launch_sessions")
    .column("fetch_token_hash")
    .unique()
    .execute();
  await db.schema.createIndex("lrs_launch_sessions_auth").on("lrs_launch_sessions").column("auth_token_hash").execute();
  await db.schema
    .createTable("lrs_forward_outbox")
    .addColumn("id", "text", (column) => column.primaryKey())
    .addColumn("statement_id", "text", (column) => column.notNull())
    .addColumn("status", "text", (column) => column.notNull())
    .addColumn("attempts", "integer", (column) => column.notNull().defaultTo(0))
    .addColumn("next_attempt_at", "text", (column) => column.notNull())
    .addColumn("claim_token", "text")
    .addColumn("claimed_until", "text")
    .addColumn("last_error", "text")
    .addColumn("delivered_at", "text")
    .addColumn("created_at", "text", (column) => column.notNull())
    .execute();
  await db.schema
    .createIndex("lrs_forward_outbox_due")
    .on("lrs_forward_outbox")
    .columns(["status", "next_attempt_at"])
    .execute();
}

// biome-ignore lint/suspicious/noExplicitAny: see up().
export async function down(db: Kysely<any>) {
  await db.schema.dropTable("lrs_forward_outbox").execute();
  await db.schema.dropTable("lrs_launch_sessions").execute();
  await db.schema.dropTable("lrs_cmi5_registrations").execute();
  await db.schema.dropTable("lrs_documents").execute();
  await db.schema.dropTable("lrs_statements").execute();
}
