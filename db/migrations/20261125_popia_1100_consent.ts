import type { Kysely } from "kysely";

/**
 * POPIA consent (decision 0036): the records a public form creates keep when the
 * person agreed and to which wording (its version): enquiries, event bookings, and accounts made at
 * sign-up. Null for records made before, or by staff.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations describe the schema as it was then, not Database now.
export async function up(db: Kysely<any>) {
  for (const table of ["enquiries", "event_bookings", "user"]) {
    await db.schema.alterTable(table).addColumn("consented_at", "text").execute();
    await db.schema.alterTable(table).addColumn("consent_version", "text").execute();
  }
}

// biome-ignore lint/suspicious/noExplicitAny: see up().
export async function down(db: Kysely<any>) {
  for (const table of ["enquiries", "event_bookings", "user"]) {
    await db.schema.alterTable(table).dropColumn("consent_version").execute();
    await db.schema.alterTable(table).dropColumn("consented_at").execute();
  }
}
