import { type Kysely, sql } from "kysely";

/**
 * Webinars and their bookings (decision 0007). Dates are the event's local calendar dates and times in
 * South Africa (YYYY-MM-DD, HH:MM); highlights and who-should-attend are JSON lists of text.
 * A booking keeps the event's date and title as they were when it was made.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations describe the schema as it was then, not Database now.
export async function up(db: Kysely<any>) {
  await db.schema
    .createTable("events")
    .addColumn("id", "text", (column) => column.primaryKey())
    .addColumn("title", "text", (column) => column.notNull())
    .addColumn("sub_title", "text", (column) => column.notNull().defaultTo(""))
    .addColumn("description", "text", (column) => column.notNull().defaultTo(""))
    .addColumn("date_from", "text", (column) => column.notNull())
    .addColumn("date_to", "text", (column) => column.notNull())
    .addColumn("time_from", "text", (column) => column.notNull())
    .addColumn("time_to", "text", (column) => column.notNull())
    .addColumn("location", "text", (column) => column.notNull().defaultTo(""))
    .addColumn("teams_link", "text")
    .addColumn("poster_url", "text")
    .addColumn("image_url", "text")
    .addColumn("instructor_name", "text", (column) => column.notNull().defaultTo(""))
    .addColumn("instructor_role", "text", (column) => column.notNull().defaultTo(""))
    .addColumn("moderator_name", "text", (column) => column.notNull().defaultTo(""))
    .addColumn("moderator_role", "text", (column) => column.notNull().defaultTo(""))
    .addColumn("highlights_json", "text", (column) => column.notNull().defaultTo("[]"))
    .addColumn("who_should_attend_json", "text", (column) => column.notNull().defaultTo("[]"))
    .addColumn("created_by_user_id", "text", (column) => column.references("user.id").onDelete("set null"))
    .addColumn("created_at", "text", (column) => column.notNull())
    .addColumn("updated_at", "text", (column) => column.notNull())
    .execute();
  await db.schema.createIndex("events_date_from").on("events").column("date_from").execute();

  await db.schema
    .createTable("event_bookings")
    .addColumn("id", "text", (column) => column.primaryKey())
    .addColumn("event_id", "text", (column) => column.notNull().references("events.id").onDelete("cascade"))
    .addColumn("name", "text", (column) => column.notNull())
    .addColumn("surname", "text", (column) => column.notNull())
    .addColumn("email", "text", (column) => column.notNull())
    .addColumn("phone", "text", (column) => column.notNull())
    .addColumn("hpcsa", "text")
    .addColumn("province", "text", (column) => column.notNull())
    .addColumn("city", "text", (column) => column.notNull())
    .addColumn("company", "text", (column) => column.notNull())
    .addColumn("occupation", "text", (column) => column.notNull())
    .addColumn("event_date", "text", (column) => column.notNull())
    .addColumn("event_title", "text", (column) => column.notNull())
    .addColumn("created_at", "text", (column) => column.notNull())
    .execute();
  // One booking per person per event, whatever the letter case of the address.
  await sql`create unique index event_bookings_event_email on event_bookings (event_id, lower(email))`.execute(db);
  await db.schema.createIndex("event_bookings_created_at").on("event_bookings").column("created_at").execute();
}

// biome-ignore lint/suspicious/noExplicitAny: see up().
export async function down(db: Kysely<any>) {
  await db.schema.dropTable("event_bookings").execute();
  await db.schema.dropTable("events").execute();
}
