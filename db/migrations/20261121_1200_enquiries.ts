import type { Kysely } from "kysely";

/**
 * Enquiries from the public site (decision 0008): contact messages, consulting appointment requests and
 * quote requests (general, or for one course). Stored before any email is queued, so a failed
 * email never loses a submission.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations describe the schema as it was then, not Database now.
export async function up(db: Kysely<any>) {
  await db.schema
    .createTable("enquiries")
    .addColumn("id", "text", (column) => column.primaryKey())
    .addColumn("kind", "text", (column) => column.notNull())
    .addColumn("status", "text", (column) => column.notNull().defaultTo("new"))
    .addColumn("name", "text", (column) => column.notNull())
    .addColumn("email", "text", (column) => column.notNull())
    .addColumn("phone", "text", (column) => column.notNull())
    .addColumn("company", "text", (column) => column.notNull())
    .addColumn("designation", "text", (column) => column.notNull())
    .addColumn("message", "text", (column) => column.notNull())
    .addColumn("number_of_people", "integer")
    .addColumn("appointment_type", "text")
    .addColumn("course_id", "text", (column) => column.references("courses.id").onDelete("set null"))
    .addColumn("created_at", "text", (column) => column.notNull())
    .addColumn("handled_at", "text")
    .addColumn("handled_by_user_id", "text", (column) => column.references("user.id").onDelete("set null"))
    .execute();
  await db.schema.createIndex("enquiries_created").on("enquiries").column("created_at").execute();
  await db.schema.createIndex("enquiries_kind_status").on("enquiries").columns(["kind", "status"]).execute();
}

// biome-ignore lint/suspicious/noExplicitAny: see up().
export async function down(db: Kysely<any>) {
  await db.schema.dropTable("enquiries").execute();
}
