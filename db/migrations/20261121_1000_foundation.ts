import type { Kysely } from "kysely";

// biome-ignore lint/suspicious/noExplicitAny: migrations describe the schema as it was then, not Database now.
export async function up(db: Kysely<any>) {
  await db.schema
    .createTable("site_settings")
    .addColumn("id", "text", (column) => column.primaryKey())
    .addColumn("site_name", "text", (column) => column.notNull())
    .addColumn("logo_url", "text")
    .addColumn("notification_email", "text", (column) => column.notNull())
    .addColumn("about_text", "text", (column) => column.notNull())
    .addColumn("updated_at", "text", (column) => column.notNull())
    .addColumn("version", "integer", (column) => column.notNull().defaultTo(1))
    .execute();

  await db.schema
    .createTable("uploads")
    .addColumn("id", "text", (column) => column.primaryKey())
    .addColumn("stored_name", "text", (column) => column.notNull().unique())
    .addColumn("original_name", "text", (column) => column.notNull())
    .addColumn("content_type", "text", (column) => column.notNull())
    .addColumn("size_bytes", "integer", (column) => column.notNull())
    .addColumn("owner_user_id", "text", (column) => column.references("user.id").onDelete("set null"))
    .addColumn("created_at", "text", (column) => column.notNull())
    .execute();

  await db.schema
    .createTable("outbox")
    .addColumn("id", "text", (column) => column.primaryKey())
    .addColumn("to_email", "text", (column) => column.notNull())
    .addColumn("to_name", "text")
    .addColumn("reply_to", "text")
    .addColumn("subject", "text", (column) => column.notNull())
    .addColumn("html", "text", (column) => column.notNull())
    .addColumn("text", "text", (column) => column.notNull())
    .addColumn("attachments_json", "text", (column) => column.notNull().defaultTo("[]"))
    .addColumn("status", "text", (column) => column.notNull())
    .addColumn("attempts", "integer", (column) => column.notNull().defaultTo(0))
    .addColumn("last_error", "text")
    .addColumn("next_attempt_at", "text", (column) => column.notNull())
    .addColumn("created_at", "text", (column) => column.notNull())
    .addColumn("sent_at", "text")
    .execute();
  await db.schema
    .createIndex("outbox_status_next_attempt")
    .on("outbox")
    .columns(["status", "next_attempt_at"])
    .execute();
}

// biome-ignore lint/suspicious/noExplicitAny: see up().
export async function down(db: Kysely<any>) {
  await db.schema.dropTable("outbox").execute();
  await db.schema.dropTable("uploads").execute();
  await db.schema.dropTable("site_settings").execute();
}
