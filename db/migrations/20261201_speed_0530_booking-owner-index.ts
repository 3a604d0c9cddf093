import { type Kysely, sql } from "kysely";

/**
 * Bookings by their signed-in owner, indexed only where there is one (decision
 * 0116-signed-in-render-cost). Most bookings come from the public form and have no user_id;
 * over them SQLite's statistics say one user_id value stands for every row, so My learning's
 * "user_id = ? or lower(email) = ?" walked all events by date and every booking of each (300 ms on
 * 100k bookings) instead of the two indexes (0.3 ms). A partial index counts only the owned rows.
 * `user_id = ?` implies it is not null, so both dialects use it; the full index it replaces served
 * nothing else (a deleted user's bookings are found by the same equality).
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations describe the schema as it was then, not Database now.
export async function up(db: Kysely<any>) {
  await db.schema.dropIndex("event_bookings_user").execute();
  await db.schema
    .createIndex("event_bookings_owner")
    .on("event_bookings")
    .column("user_id")
    .where(sql.ref("user_id"), "is not", null)
    .execute();
}

// biome-ignore lint/suspicious/noExplicitAny: see up().
export async function down(db: Kysely<any>) {
  await db.schema.dropIndex("event_bookings_owner").execute();
  await db.schema.createIndex("event_bookings_user").on("event_bookings").column("user_id").execute();
}
