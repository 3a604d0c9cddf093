import type { Kysely } from "kysely";

/**
 * A person's own bookings and certificates are found by `user_id = ? or lower(email) = ?`
 * (a visitor who booked, or was certified, before signing up: decision 0027). Most rows may carry
 * no user (anonymous bookings, certificates issued to an address), and SQLite's ANALYZE counts the
 * NULLs of an index as one value: on the bench data every booking's user_id is NULL, sqlite_stat1
 * says a user_id matches all 100,000 rows, so the planner scanned the whole table (through the
 * created_at index, for the ORDER BY) instead of the two-index OR, 100–300 ms of CPU a page for My
 * learning and the events page. An index of the rows that have a user holds only those (its
 * statistics too), and `user_id = ?` implies `user_id is not null`, so both databases use it for the
 * same queries (docs/decisions/0118-learner-pages-within-budget.md).
 */
// Bookings got theirs one migration earlier (20261201_speed_0530: event_bookings_owner).
const INDEXES = [{ table: "certificates", index: "certificates_user" }] as const;

// biome-ignore lint/suspicious/noExplicitAny: migrations describe the schema as it was then, not Database now.
export async function up(db: Kysely<any>) {
  for (const { table, index } of INDEXES) {
    await db.schema.dropIndex(index).execute();
    await db.schema
      .createIndex(index)
      .on(table)
      .column("user_id")
      .where((eb) => eb("user_id", "is not", null))
      .execute();
  }
}

// biome-ignore lint/suspicious/noExplicitAny: see up().
export async function down(db: Kysely<any>) {
  for (const { table, index } of INDEXES) {
    await db.schema.dropIndex(index).execute();
    await db.schema.createIndex(index).on(table).column("user_id").execute();
  }
}
