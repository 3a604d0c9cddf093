import type { Kysely } from "kysely";

/**
 * Attendance at events (CPD evidence): staff mark who attended on manage-events, and the
 * attendance register shows it. attended_at is when they were marked present (null: not marked);
 * attendance_marked_by is the staff member who marked them, kept as evidence for CPD audits.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations describe the schema as it was then, not Database now.
export async function up(db: Kysely<any>) {
  await db.schema.alterTable("event_bookings").addColumn("attended_at", "text").execute();
  await db.schema
    .alterTable("event_bookings")
    .addColumn("attendance_marked_by", "text", (column) => column.references("user.id").onDelete("set null"))
    .execute();
}

// biome-ignore lint/suspicious/noExplicitAny: see up().
export async function down(db: Kysely<any>) {
  await db.schema.alterTable("event_bookings").dropColumn("attendance_marked_by").execute();
  await db.schema.alterTable("event_bookings").dropColumn("attended_at").execute();
}
