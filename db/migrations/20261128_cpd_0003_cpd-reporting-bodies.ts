import type { Kysely } from "kysely";

/**
 * The accrediting body a learner reports their CPD to (docs/decisions/0071-cpd-certificates.md):
 * My CPD counts against its annual target. body_id null: the learner reports to none (no target
 * shown); no row: they have not said yet (no target shown either, and they are asked).
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations describe the schema as it was then, not Database now.
export async function up(db: Kysely<any>) {
  await db.schema
    .createTable("cpd_reporting_bodies")
    .addColumn("user_id", "text", (column) => column.primaryKey().references("user.id").onDelete("cascade"))
    .addColumn("body_id", "text", (column) => column.references("cpd_bodies.id").onDelete("set null"))
    .addColumn("updated_at", "text", (column) => column.notNull())
    .execute();
}

// biome-ignore lint/suspicious/noExplicitAny: see up().
export async function down(db: Kysely<any>) {
  await db.schema.dropTable("cpd_reporting_bodies").execute();
}
