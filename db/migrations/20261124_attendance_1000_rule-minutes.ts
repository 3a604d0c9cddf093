import type { Kysely } from "kysely";

/**
 * Attendance as evidence (decision 0043). An event carries its attendance rule: the share of
 * its duration (per cent, default 80) a person must attend online to qualify. A booking carries
 * the minutes attended that an online meeting's attendance export (Teams, Zoom) recorded; null
 * until such a file is imported.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations describe the schema as it was then, not Database now.
export async function up(db: Kysely<any>) {
  await db.schema
    .alterTable("events")
    .addColumn("attendance_min_percent", "integer", (column) => column.notNull().defaultTo(80))
    .execute();
  await db.schema.alterTable("event_bookings").addColumn("minutes_attended", "integer").execute();
}

// biome-ignore lint/suspicious/noExplicitAny: see up().
export async function down(db: Kysely<any>) {
  await db.schema.alterTable("event_bookings").dropColumn("minutes_attended").execute();
  await db.schema.alterTable("events").dropColumn("attendance_min_percent").execute();
}
