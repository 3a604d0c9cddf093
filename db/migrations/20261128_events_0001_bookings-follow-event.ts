import { type Kysely, sql } from "kysely";

/**
 * A booking no longer keeps a copy of its event's date and title (decision 0074-bookings-follow-the-event):
 * every list, export and API answer reads them from the event through event_id, so moving or renaming an
 * event moves its bookings with it. SQLite (3.35+) and PostgreSQL both drop a column that no index uses.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations describe the schema as it was then, not Database now.
export async function up(db: Kysely<any>) {
  await db.schema.alterTable("event_bookings").dropColumn("event_date").execute();
  await db.schema.alterTable("event_bookings").dropColumn("event_title").execute();
}

// biome-ignore lint/suspicious/noExplicitAny: see up().
export async function down(db: Kysely<any>) {
  await db.schema
    .alterTable("event_bookings")
    .addColumn("event_date", "text", (column) => column.notNull().defaultTo(""))
    .execute();
  await db.schema
    .alterTable("event_bookings")
    .addColumn("event_title", "text", (column) => column.notNull().defaultTo(""))
    .execute();
  await sql`update event_bookings set event_date = (select date_from from events where events.id = event_bookings.event_id), event_title = (select title from events where events.id = event_bookings.event_id)`.execute(
    db,
  );
}
