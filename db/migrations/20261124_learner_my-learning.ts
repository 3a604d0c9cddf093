import { type Kysely, sql } from "kysely";

/**
 * My learning (decision 0027).
 * - enrolments.last_lesson_id / last_opened_at: the lesson a student last opened, for the Resume link
 *   (set by the course viewer, only when it changes). No foreign key: a deleted lesson is simply
 *   not found, and Resume falls back to the first lesson not yet completed.
 * - event_bookings.user_id: who was signed in when the booking was made (bookings are also matched
 *   by the account's verified email).
 * - Indexes for the lists of one person: certificates by user and by recipient email, bookings by
 *   user and by email (the unique index starts with event_id, so it cannot serve a lookup by email).
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations describe the schema as it was then, not Database now.
export async function up(db: Kysely<any>) {
  await db.schema.alterTable("enrolments").addColumn("last_lesson_id", "text").execute();
  await db.schema.alterTable("enrolments").addColumn("last_opened_at", "text").execute();
  await db.schema
    .alterTable("event_bookings")
    .addColumn("user_id", "text", (column) => column.references("user.id").onDelete("set null"))
    .execute();
  await db.schema.createIndex("event_bookings_user").on("event_bookings").column("user_id").execute();
  await sql`create index event_bookings_email on event_bookings (lower(email))`.execute(db);
  await db.schema.createIndex("certificates_user").on("certificates").column("user_id").execute();
  await sql`create index certificates_recipient_email on certificates (lower(recipient_email))`.execute(db);
}

// biome-ignore lint/suspicious/noExplicitAny: see up().
export async function down(db: Kysely<any>) {
  await db.schema.dropIndex("certificates_recipient_email").execute();
  await db.schema.dropIndex("certificates_user").execute();
  await db.schema.dropIndex("event_bookings_email").execute();
  await db.schema.dropIndex("event_bookings_user").execute();
  await db.schema.alterTable("event_bookings").dropColumn("user_id").execute();
  await db.schema.alterTable("enrolments").dropColumn("last_opened_at").execute();
  await db.schema.alterTable("enrolments").dropColumn("last_lesson_id").execute();
}
