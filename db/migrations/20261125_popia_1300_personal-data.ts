import type { Kysely } from "kysely";

/**
 * POPIA (decision 0036), the person's rights and the company's records of them:
 * - personal_data_access_log: who viewed or exported personal data (staff exports of people, a
 *   person's own data download, an erasure), and when. Append-only.
 * - deletion_requests: a person's request to have their data deleted, and who handled it.
 * - site_settings.retention_months: how long enquiries and bookings are kept; null keeps them.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations describe the schema as it was then, not Database now.
export async function up(db: Kysely<any>) {
  await db.schema
    .createTable("personal_data_access_log")
    .addColumn("id", "text", (column) => column.primaryKey())
    .addColumn("actor_user_id", "text")
    .addColumn("actor_name", "text", (column) => column.notNull())
    .addColumn("actor_email", "text", (column) => column.notNull())
    .addColumn("action", "text", (column) => column.notNull())
    .addColumn("subject", "text", (column) => column.notNull())
    .addColumn("created_at", "text", (column) => column.notNull())
    .execute();
  await db.schema
    .createIndex("personal_data_access_log_created")
    .on("personal_data_access_log")
    .columns(["created_at", "id"])
    .execute();
  await db.schema
    .createTable("deletion_requests")
    .addColumn("id", "text", (column) => column.primaryKey())
    .addColumn("user_id", "text", (column) => column.references("user.id").onDelete("set null"))
    .addColumn("name", "text", (column) => column.notNull())
    .addColumn("email", "text", (column) => column.notNull())
    .addColumn("reason", "text", (column) => column.notNull().defaultTo(""))
    .addColumn("status", "text", (column) => column.notNull().defaultTo("pending"))
    .addColumn("created_at", "text", (column) => column.notNull())
    .addColumn("handled_at", "text")
    .addColumn("handled_by_user_id", "text")
    .execute();
  await db.schema
    .createIndex("deletion_requests_status")
    .on("deletion_requests")
    .columns(["status", "created_at"])
    .execute();
  await db.schema.alterTable("site_settings").addColumn("retention_months", "integer").execute();
}

// biome-ignore lint/suspicious/noExplicitAny: see up().
export async function down(db: Kysely<any>) {
  await db.schema.alterTable("site_settings").dropColumn("retention_months").execute();
  await db.schema.dropTable("deletion_requests").execute();
  await db.schema.dropTable("personal_data_access_log").execute();
}
