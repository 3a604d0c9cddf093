import type { Kysely } from "kysely";

/**
 * Webinar registration for the region (decision 0075-registration-for-the-region): a booking names
 * the person's country; the province is asked only in South Africa (empty elsewhere), company and
 * occupation are optional (empty when not given). Bookings made before were all South African.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations describe the schema as it was then, not Database now.
export async function up(db: Kysely<any>) {
  await db.schema
    .alterTable("event_bookings")
    .addColumn("country", "text", (column) => column.notNull().defaultTo("South Africa"))
    .execute();
}

// biome-ignore lint/suspicious/noExplicitAny: see up().
export async function down(db: Kysely<any>) {
  await db.schema.alterTable("event_bookings").dropColumn("country").execute();
}
