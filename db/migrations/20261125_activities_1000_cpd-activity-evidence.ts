import type { Kysely } from "kysely";

/**
 * External CPD activities with evidence (docs/decisions/0038-cpd-activities.md).
 * The evidence file is private: its bytes sit in file storage under `evidence_stored_name` and are
 * never listed in `uploads` (which /uploads/{name} serves); only the activity's owner and staff
 * read it, through /my-learning/cpd/activities/{id}/evidence. `evidence_url` holds that address.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations describe the schema as it was then, not Database now.
export async function up(db: Kysely<any>) {
  await db.schema
    .alterTable("cpd_activities")
    .addColumn("evidence_stored_name", "text", (column) => column.notNull().defaultTo(""))
    .execute();
  await db.schema
    .alterTable("cpd_activities")
    .addColumn("evidence_file_name", "text", (column) => column.notNull().defaultTo(""))
    .execute();
  await db.schema
    .alterTable("cpd_activities")
    .addColumn("evidence_content_type", "text", (column) => column.notNull().defaultTo(""))
    .execute();
  await db.schema
    .alterTable("cpd_activities")
    .addColumn("evidence_size_bytes", "integer", (column) => column.notNull().defaultTo(0))
    .execute();
  await db.schema
    .createIndex("cpd_activities_body_status")
    .on("cpd_activities")
    .columns(["body_id", "status"])
    .execute();
}

// biome-ignore lint/suspicious/noExplicitAny: see up().
export async function down(db: Kysely<any>) {
  await db.schema.dropIndex("cpd_activities_body_status").execute();
  for (const column of ["evidence_size_bytes", "evidence_content_type", "evidence_file_name", "evidence_stored_name"]) {
    await db.schema.alterTable("cpd_activities").dropColumn(column).execute();
  }
}
