import type { Kysely } from "kysely";

/**
 * Check-in by QR code at an event (decision 0040). A booking carries the SHA-256
 * of its check-in code (the code itself is an HMAC of the booking with the server's secret, made
 * again for each mail, never stored), and once staff scan it at the door, when and by whom.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations describe the schema as it was then, not Database now.
export async function up(db: Kysely<any>) {
  await db.schema.alterTable("event_bookings").addColumn("checkin_code_hash", "text").execute();
  await db.schema.alterTable("event_bookings").addColumn("checked_in_at", "text").execute();
  await db.schema
    .alterTable("event_bookings")
    .addColumn("checked_in_by", "text", (column) => column.references("user.id").onDelete("set null"))
    .execute();
  await db.schema
    .createIndex("event_bookings_checkin_code_hash")
    .on("event_bookings")
    .column("checkin_code_hash")
    .unique()
    .execute();
}

// biome-ignore lint/suspicious/noExplicitAny: see up().
export async function down(db: Kysely<any>) {
  await db.schema.dropIndex("event_bookings_checkin_code_hash").execute();
  for (const column of ["checked_in_by", "checked_in_at", "checkin_code_hash"]) {
    await db.schema.alterTable("event_bookings").dropColumn(column).execute();
  }
}
