import { type Kysely, sql } from "kysely";

/**
 * At most one current (not revoked) certificate per CPD enrolment and per student and online
 * course, guaranteed by the database even when two requests issue at the same moment. Partial
 * unique indexes work the same on SQLite and PostgreSQL.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations describe the schema as it was then, not Database now.
export async function up(db: Kysely<any>) {
  await db.schema
    .createIndex("certificates_one_current_per_enrolment")
    .on("certificates")
    .column("cpd_enrolled_user_id")
    .unique()
    .where(sql.ref("revoked_at"), "is", null)
    .where(sql.ref("cpd_enrolled_user_id"), "is not", null)
    .execute();
  await db.schema
    .createIndex("certificates_one_current_per_online_course")
    .on("certificates")
    .columns(["course_id", "user_id"])
    .unique()
    .where(sql.ref("revoked_at"), "is", null)
    .where(sql.ref("source"), "=", "online")
    .execute();
}

// biome-ignore lint/suspicious/noExplicitAny: see up().
export async function down(db: Kysely<any>) {
  await db.schema.dropIndex("certificates_one_current_per_online_course").execute();
  await db.schema.dropIndex("certificates_one_current_per_enrolment").execute();
}
