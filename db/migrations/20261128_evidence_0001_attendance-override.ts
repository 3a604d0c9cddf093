import type { Kysely } from "kysely";

/**
 * Attendance marked outside the event's rules (outside the check-in window, or online minutes below
 * the event's share) is a staff override: its reason, who gave it and when are kept as evidence
 * beside the booking (decision 0073-check-in-window).
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations describe the schema as it was then, not Database now.
export async function up(db: Kysely<any>) {
  await db.schema.alterTable("event_bookings").addColumn("attendance_override_reason", "text").execute();
  await db.schema.alterTable("event_bookings").addColumn("attendance_override_at", "text").execute();
  await db.schema
    .alterTable("event_bookings")
    .addColumn("attendance_override_by", "text", (column) => column.references("user.id").onDelete("set null"))
    .execute();
}

// biome-ignore lint/suspicious/noExplicitAny: see up().
export async function down(db: Kysely<any>) {
  for (const column of ["attendance_override_by", "attendance_override_at", "attendance_override_reason"]) {
    await db.schema.alterTable("event_bookings").dropColumn(column).execute();
  }
}
