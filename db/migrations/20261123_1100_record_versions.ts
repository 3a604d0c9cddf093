import type { Kysely } from "kysely";

/**
 * Every record a form edits carries a version (docs/decisions/0015-versions-on-every-record.md):
 * a save names the version it was loaded at and is refused when someone else saved in between.
 * Courses, chapters, lessons, blocks, pages, site settings and CPD courses had one already; these
 * did not. Existing rows start at 1, as new rows do.
 */
// "user" is better-auth's table: an extra column with a default is left alone by its migrations.
const TABLES_WITHOUT_VERSION = [
  "events",
  "training_schedule_entries",
  "cpd_enrolled_users",
  "user",
  "enquiries",
] as const;

// biome-ignore lint/suspicious/noExplicitAny: migrations describe the schema as it was then, not Database now.
export async function up(db: Kysely<any>) {
  for (const table of TABLES_WITHOUT_VERSION) {
    await db.schema
      .alterTable(table)
      .addColumn("version", "integer", (column) => column.notNull().defaultTo(1))
      .execute();
  }
}

// biome-ignore lint/suspicious/noExplicitAny: see up().
export async function down(db: Kysely<any>) {
  for (const table of TABLES_WITHOUT_VERSION) {
    await db.schema.alterTable(table).dropColumn("version").execute();
  }
}
