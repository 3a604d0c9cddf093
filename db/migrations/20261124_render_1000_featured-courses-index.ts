import type { Kysely } from "kysely";

/**
 * The home page's featured online courses (the newest published courses with a lesson, three of
 * them): with this index the query walks published courses newest first and stops at the third
 * with a lesson, instead of sorting every published course on each request (10k courses: 30 ms of
 * the home page's 50 ms of CPU on SQLite; docs/benchmarks/scale.md).
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations describe the schema as it was then, not Database now.
export async function up(db: Kysely<any>) {
  await db.schema
    .createIndex("courses_published_created_id")
    .on("courses")
    .columns(["is_published", "created_at desc", "id"])
    .execute();
}

// biome-ignore lint/suspicious/noExplicitAny: see up().
export async function down(db: Kysely<any>) {
  await db.schema.dropIndex("courses_published_created_id").execute();
}
