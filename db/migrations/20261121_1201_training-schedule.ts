import type { Kysely } from "kysely";

/**
 * The public training schedule (decision 0008): one row per scheduled course run. A run may be linked
 * to a catalogue course; its title is kept as text so the schedule also lists courses that are not
 * (yet) in the online catalogue.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations describe the schema as it was then, not Database now.
export async function up(db: Kysely<any>) {
  await db.schema
    .createTable("training_schedule_entries")
    .addColumn("id", "text", (column) => column.primaryKey())
    .addColumn("course_title", "text", (column) => column.notNull())
    .addColumn("course_id", "text", (column) => column.references("courses.id").onDelete("set null"))
    .addColumn("start_date", "text", (column) => column.notNull())
    .addColumn("duration_days", "integer", (column) => column.notNull())
    .addColumn("is_onsite", "integer", (column) => column.notNull().defaultTo(0))
    .addColumn("is_online", "integer", (column) => column.notNull().defaultTo(0))
    .addColumn("venue", "text", (column) => column.notNull().defaultTo(""))
    .addColumn("created_at", "text", (column) => column.notNull())
    .addColumn("updated_at", "text", (column) => column.notNull())
    .execute();
  await db.schema.createIndex("training_schedule_start").on("training_schedule_entries").column("start_date").execute();
}

// biome-ignore lint/suspicious/noExplicitAny: see up().
export async function down(db: Kysely<any>) {
  await db.schema.dropTable("training_schedule_entries").execute();
}
