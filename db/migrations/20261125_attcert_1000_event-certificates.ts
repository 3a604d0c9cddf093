import type { Kysely } from "kysely";

/**
 * Certificates from attendance (decision 0043). An event carries its CPD
 * details as data the staff edit on the event form: points (text, as certificates print them),
 * category (clinical, ethics or general), the accrediting body (a cpd_bodies row, or none) and
 * whether certificates are issued automatically once it has ended.
 * event_certificates records which booking received which certificate: the booking is unique, so a
 * second click, two staff at once or the automatic issue never issue a booking two certificates
 * (a revoked one keeps its row: it is not issued again by itself).
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations describe the schema as it was then, not Database now.
export async function up(db: Kysely<any>) {
  await db.schema
    .alterTable("events")
    .addColumn("cpd_points", "text", (column) => column.notNull().defaultTo(""))
    .execute();
  await db.schema
    .alterTable("events")
    .addColumn("cpd_category", "text", (column) => column.notNull().defaultTo("general"))
    .execute();
  await db.schema
    .alterTable("events")
    .addColumn("cpd_body_id", "text", (column) => column.references("cpd_bodies.id").onDelete("set null"))
    .execute();
  await db.schema
    .alterTable("events")
    .addColumn("certificates_automatic", "integer", (column) => column.notNull().defaultTo(0))
    .execute();
  await db.schema
    .createTable("event_certificates")
    .addColumn("booking_id", "text", (column) =>
      column.primaryKey().references("event_bookings.id").onDelete("cascade"),
    )
    .addColumn("event_id", "text", (column) => column.notNull().references("events.id").onDelete("cascade"))
    .addColumn("certificate_id", "text", (column) =>
      column.notNull().unique().references("certificates.id").onDelete("cascade"),
    )
    .addColumn("issued_at", "text", (column) => column.notNull())
    .execute();
  await db.schema.createIndex("event_certificates_event").on("event_certificates").column("event_id").execute();
}

// biome-ignore lint/suspicious/noExplicitAny: see up().
export async function down(db: Kysely<any>) {
  await db.schema.dropTable("event_certificates").execute();
  for (const column of ["certificates_automatic", "cpd_body_id", "cpd_category", "cpd_points"]) {
    await db.schema.alterTable("events").dropColumn(column).execute();
  }
}
