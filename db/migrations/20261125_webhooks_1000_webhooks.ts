import type { Kysely } from "kysely";

/**
 * Outgoing webhooks (docs/decisions/0047-webhooks.md).
 * - webhook_endpoints: where an admin wants events sent. The signing secret is kept encrypted
 *   (AES-256-GCM, key derived from AUTH_SECRET), since it must be read back to sign.
 * - webhook_deliveries: one row per event per endpoint, a queue claimed like the outbox
 *   (claim_token, claimed_until), and the endpoint's delivery log.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations describe the schema as it was then, not Database now.
export async function up(db: Kysely<any>) {
  await db.schema
    .createTable("webhook_endpoints")
    .addColumn("id", "text", (column) => column.primaryKey())
    .addColumn("url", "text", (column) => column.notNull())
    .addColumn("description", "text", (column) => column.notNull())
    .addColumn("event_types_json", "text", (column) => column.notNull())
    .addColumn("secret_encrypted", "text", (column) => column.notNull())
    .addColumn("enabled", "integer", (column) => column.notNull())
    .addColumn("consecutive_failures", "integer", (column) => column.notNull().defaultTo(0))
    .addColumn("disabled_reason", "text")
    .addColumn("version", "integer", (column) => column.notNull().defaultTo(1))
    .addColumn("created_by_user_id", "text", (column) => column.references("user.id").onDelete("set null"))
    .addColumn("created_at", "text", (column) => column.notNull())
    .addColumn("updated_at", "text", (column) => column.notNull())
    .execute();
  await db.schema
    .createTable("webhook_deliveries")
    .addColumn("id", "text", (column) => column.primaryKey())
    .addColumn("endpoint_id", "text", (column) =>
      column.notNull().references("webhook_endpoints.id").onDelete("cascade"),
    )
    .addColumn("message_id", "text", (column) => column.notNull())
    .addColumn("event_type", "text", (column) => column.notNull())
    .addColumn("payload_json", "text", (column) => column.notNull())
    .addColumn("status", "text", (column) => column.notNull())
    .addColumn("attempts", "integer", (column) => column.notNull().defaultTo(0))
    .addColumn("next_attempt_at", "text", (column) => column.notNull())
    .addColumn("claim_token", "text")
    .addColumn("claimed_until", "text")
    .addColumn("last_attempt_at", "text")
    .addColumn("last_status_code", "integer")
    .addColumn("last_response_excerpt", "text")
    .addColumn("last_error", "text")
    .addColumn("delivered_at", "text")
    .addColumn("replay_of_id", "text")
    .addColumn("request_id", "text")
    .addColumn("created_at", "text", (column) => column.notNull())
    .execute();
  await db.schema
    .createIndex("webhook_deliveries_due")
    .on("webhook_deliveries")
    .columns(["status", "next_attempt_at"])
    .execute();
  await db.schema
    .createIndex("webhook_deliveries_endpoint_log")
    .on("webhook_deliveries")
    .columns(["endpoint_id", "created_at", "id"])
    .execute();
}

// biome-ignore lint/suspicious/noExplicitAny: see up().
export async function down(db: Kysely<any>) {
  await db.schema.dropTable("webhook_deliveries").execute();
  await db.schema.dropTable("webhook_endpoints").execute();
}
