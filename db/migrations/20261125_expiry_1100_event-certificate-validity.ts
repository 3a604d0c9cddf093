import type { Kysely } from "kysely";

/**
 * An event's CPD details may say how long the certificates issued from its attendance stay valid
 * (decision 0046), as a CPD course record does; null: they do not expire.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations describe the schema as it was then, not Database now.
export async function up(db: Kysely<any>) {
  await db.schema.alterTable("events").addColumn("cpd_validity_months", "integer").execute();
}

// biome-ignore lint/suspicious/noExplicitAny: see up().
export async function down(db: Kysely<any>) {
  await db.schema.alterTable("events").dropColumn("cpd_validity_months").execute();
}
