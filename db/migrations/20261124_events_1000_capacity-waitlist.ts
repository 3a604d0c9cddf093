import type { Kysely } from "kysely";

/**
 * Events that fill up (decision 0031). An event may have a capacity (null: no
 * limit), an offer window (hours a waitlisted person has to accept a freed seat), a calendar
 * sequence (raised each time its date, time or place changes, so calendars replace the invitation)
 * and a cancellation time. A booking has a status (confirmed | waitlisted | offered | cancelled),
 * the hash of its cancel-link token, and while offered a seat, the hash of the accept-link token
 * and when the offer runs out. An outbox message may carry a reference (e.g. a booking's reminder),
 * unique while set, so a reminder is queued once however often it is asked for.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations describe the schema as it was then, not Database now.
export async function up(db: Kysely<any>) {
  await db.schema.alterTable("events").addColumn("capacity", "integer").execute();
  await db.schema
    .alterTable("events")
    .addColumn("offer_hours", "integer", (column) => column.notNull().defaultTo(24))
    .execute();
  await db.schema
    .alterTable("events")
    .addColumn("calendar_sequence", "integer", (column) => column.notNull().defaultTo(0))
    .execute();
  await db.schema.alterTable("events").addColumn("cancelled_at", "text").execute();

  await db.schema
    .alterTable("event_bookings")
    .addColumn("status", "text", (column) => column.notNull().defaultTo("confirmed"))
    .execute();
  await db.schema.alterTable("event_bookings").addColumn("cancel_token_hash", "text").execute();
  await db.schema.alterTable("event_bookings").addColumn("offer_token_hash", "text").execute();
  await db.schema.alterTable("event_bookings").addColumn("offer_expires_at", "text").execute();
  await db.schema.alterTable("event_bookings").addColumn("cancelled_at", "text").execute();
  await db.schema
    .createIndex("event_bookings_cancel_token_hash")
    .on("event_bookings")
    .column("cancel_token_hash")
    .unique()
    .execute();
  await db.schema
    .createIndex("event_bookings_offer_token_hash")
    .on("event_bookings")
    .column("offer_token_hash")
    .unique()
    .execute();
  await db.schema
    .createIndex("event_bookings_event_status")
    .on("event_bookings")
    .columns(["event_id", "status", "created_at"])
    .execute();

  await db.schema.alterTable("outbox").addColumn("reference", "text").execute();
  await db.schema.createIndex("outbox_reference").on("outbox").column("reference").unique().execute();
}

// biome-ignore lint/suspicious/noExplicitAny: see up().
export async function down(db: Kysely<any>) {
  await db.schema.dropIndex("outbox_reference").execute();
  await db.schema.alterTable("outbox").dropColumn("reference").execute();
  await db.schema.dropIndex("event_bookings_event_status").execute();
  await db.schema.dropIndex("event_bookings_offer_token_hash").execute();
  await db.schema.dropIndex("event_bookings_cancel_token_hash").execute();
  for (const column of ["cancelled_at", "offer_expires_at", "offer_token_hash", "cancel_token_hash", "status"]) {
    await db.schema.alterTable("event_bookings").dropColumn(column).execute();
  }
  for (const column of ["cancelled_at", "calendar_sequence", "offer_hours", "capacity"]) {
    await db.schema.alterTable("events").dropColumn(column).execute();
  }
}
