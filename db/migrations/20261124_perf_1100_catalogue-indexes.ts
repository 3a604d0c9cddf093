import type { Kysely } from "kysely";

/**
 * Indexes for the public catalogue's paged queries at 10k courses (docs/benchmarks/scale.md):
 * - a type page walks (type, is_published, name, id) in its order, so a deep page (offset 2,400)
 *   reads the index alone instead of sorting the type's courses (18 ms → 0.4 ms on SQLite);
 * - the online section's count reads (is_published, id) and probes lessons by course, without
 *   reading each course row (44 ms → 8 ms on SQLite).
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations describe the schema as it was then, not Database now.
export async function up(db: Kysely<any>) {
  await db.schema
    .createIndex("courses_type_published_name_id")
    .on("courses")
    .columns(["type", "is_published", "name", "id"])
    .execute();
  await db.schema.createIndex("courses_published_id").on("courses").columns(["is_published", "id"]).execute();
}

// biome-ignore lint/suspicious/noExplicitAny: see up().
export async function down(db: Kysely<any>) {
  await db.schema.dropIndex("courses_published_id").execute();
  await db.schema.dropIndex("courses_type_published_name_id").execute();
}
