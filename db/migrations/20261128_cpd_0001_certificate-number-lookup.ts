import { type Kysely, sql } from "kysely";

/**
 * Verification by the printed certificate number (docs/decisions/0071-cpd-certificates.md): the
 * number is looked up without regard to case, so an index on its lower-case form keeps that one
 * row read on both databases.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations describe the schema as it was then, not Database now.
export async function up(db: Kysely<any>) {
  await db.schema
    .createIndex("certificates_number_lower")
    .on("certificates")
    .expression(sql`lower(certificate_number)`)
    .execute();
}

// biome-ignore lint/suspicious/noExplicitAny: see up().
export async function down(db: Kysely<any>) {
  await db.schema.dropIndex("certificates_number_lower").execute();
}
