import type { Kysely } from "kysely";

/**
 * SCORM 1.2 / 2004 and cmi5 content packages as a lesson block (decision 0097-scorm-content-packages):
 * the package (its organisation of SCOs, read from the manifest once), where each of its files is
 * stored, and each learner's run-time data per SCO, saved at a version so a stale commit is refused.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations describe the schema as it was then, not Database now.
export async function up(db: Kysely<any>) {
  await db.schema
    .createTable("packages")
    .addColumn("id", "text", (column) => column.primaryKey())
    .addColumn("course_id", "text", (column) => column.notNull().references("courses.id").onDelete("cascade"))
    /** scorm12 | scorm2004 | cmi5, checked in the app. */
    .addColumn("kind", "text", (column) => column.notNull())
    .addColumn("title", "text", (column) => column.notNull())
    /** The manifest's schemaversion ("1.2", "2004 4th Edition", ...); empty for cmi5. */
    .addColumn("schema_version", "text", (column) => column.notNull().defaultTo(""))
    /** JSON: the items tree, each launchable item with its SCO's entry point (path in the package). */
    .addColumn("organisation_json", "text", (column) => column.notNull())
    /** cmi5.xml as sent, for the cmi5 importer; null for SCORM. */
    .addColumn("cmi5_xml", "text")
    .addColumn("file_count", "integer", (column) => column.notNull())
    .addColumn("total_bytes", "integer", (column) => column.notNull())
    .addColumn("created_by_user_id", "text", (column) => column.references("user.id").onDelete("set null"))
    .addColumn("created_at", "text", (column) => column.notNull())
    .execute();
  await db.schema.createIndex("packages_course").on("packages").columns(["course_id", "created_at"]).execute();

  await db.schema
    .createTable("package_files")
    .addColumn("package_id", "text", (column) => column.notNull().references("packages.id").onDelete("cascade"))
    /** The path inside the package, with forward slashes and no leading slash. */
    .addColumn("path", "text", (column) => column.notNull())
    .addColumn("stored_name", "text", (column) => column.notNull())
    .addColumn("content_type", "text", (column) => column.notNull())
    .addColumn("size", "integer", (column) => column.notNull())
    .addPrimaryKeyConstraint("package_files_pk", ["package_id", "path"])
    .execute();

  await db.schema
    .createTable("package_attempts")
    .addColumn("id", "text", (column) => column.primaryKey())
    .addColumn("package_id", "text", (column) => column.notNull().references("packages.id").onDelete("cascade"))
    .addColumn("course_id", "text", (column) => column.notNull().references("courses.id").onDelete("cascade"))
    .addColumn("user_id", "text", (column) => column.notNull().references("user.id").onDelete("cascade"))
    /** The item (SCO) identifier from the manifest. */
    .addColumn("sco_id", "text", (column) => column.notNull())
    /** JSON: the SCO's stored CMI data (location, suspend data, score, statuses, interactions left out). */
    .addColumn("cmi_json", "text", (column) => column.notNull())
    /** completed | incomplete | not attempted | unknown */
    .addColumn("completion_status", "text", (column) => column.notNull())
    /** passed | failed | unknown */
    .addColumn("success_status", "text", (column) => column.notNull())
    .addColumn("score_scaled", "real")
    .addColumn("total_time_seconds", "real", (column) => column.notNull().defaultTo(0))
    .addColumn("completed_at", "text")
    .addColumn("created_at", "text", (column) => column.notNull())
    .addColumn("updated_at", "text", (column) => column.notNull())
    .addColumn("version", "integer", (column) => column.notNull().defaultTo(1))
    .execute();
  await db.schema
    .createIndex("package_attempts_learner_sco")
    .on("package_attempts")
    .columns(["user_id", "package_id", "sco_id"])
    .unique()
    .execute();
  await db.schema.createIndex("package_attempts_package").on("package_attempts").column("package_id").execute();
}

// biome-ignore lint/suspicious/noExplicitAny: see up.
export async function down(db: Kysely<any>) {
  await db.schema.dropTable("package_attempts").execute();
  await db.schema.dropTable("package_files").execute();
  await db.schema.dropTable("packages").execute();
}
