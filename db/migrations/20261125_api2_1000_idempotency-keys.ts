import type { Kysely } from "kysely";

/**
 * Idempotency-Key for the REST API's POSTs (docs/decisions/0041-rest-api-writes.md): one row per
 * token and key, holding a hash of the request it answered and the answer itself, so a client that
 * retries the same request gets the first answer back instead of booking twice. Rows older than a
 * day are removed by the requests themselves.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations describe the schema as it was then, not Database now.
export async function up(db: Kysely<any>) {
  await db.schema
    .createTable("api_idempotency_keys")
    .addColumn("token_id", "text", (column) => column.notNull().references("api_tokens.id").onDelete("cascade"))
    .addColumn("idempotency_key", "text", (column) => column.notNull())
    .addColumn("request_hash", "text", (column) => column.notNull())
    .addColumn("response_status", "integer")
    .addColumn("response_body", "text")
    .addColumn("created_at", "text", (column) => column.notNull())
    .addPrimaryKeyConstraint("api_idempotency_keys_pk", ["token_id", "idempotency_key"])
    .execute();
  await db.schema
    .createIndex("api_idempotency_keys_created_at")
    .on("api_idempotency_keys")
    .column("created_at")
    .execute();
}

// biome-ignore lint/suspicious/noExplicitAny: see up().
export async function down(db: Kysely<any>) {
  await db.schema.dropTable("api_idempotency_keys").execute();
}
