import type { Kysely } from "kysely";

/**
 * Certificates that expire and are renewed (decision 0046). A CPD course record
 * may name a validity in months (null: its certificates do not expire) and a renewal link (where
 * to book the renewal; empty: the training schedule). A certificate keeps the last day it is valid
 * (expires_at, a YYYY-MM-DD date in the site time zone, fixed when issued) and, once the same
 * person receives a newer certificate for the same course record, when and by which one it was
 * renewed. The staff list of what expires soon reads certificates by expires_at.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations describe the schema as it was then, not Database now.
export async function up(db: Kysely<any>) {
  await db.schema.alterTable("cpd_courses").addColumn("validity_months", "integer").execute();
  await db.schema
    .alterTable("cpd_courses")
    .addColumn("renewal_url", "text", (column) => column.notNull().defaultTo(""))
    .execute();
  await db.schema.alterTable("certificates").addColumn("expires_at", "text").execute();
  await db.schema.alterTable("certificates").addColumn("renewed_at", "text").execute();
  await db.schema.alterTable("certificates").addColumn("renewed_by_certificate_id", "text").execute();
  await db.schema.createIndex("certificates_expires_at").on("certificates").column("expires_at").execute();
}

// biome-ignore lint/suspicious/noExplicitAny: see up().
export async function down(db: Kysely<any>) {
  await db.schema.dropIndex("certificates_expires_at").execute();
  for (const column of ["renewed_by_certificate_id", "renewed_at", "expires_at"]) {
    await db.schema.alterTable("certificates").dropColumn(column).execute();
  }
  for (const column of ["renewal_url", "validity_months"]) {
    await db.schema.alterTable("cpd_courses").dropColumn(column).execute();
  }
}
