import { type Kysely, sql } from "kysely";

/**
 * A lesson file belongs to one course: the first course whose block attached it (decision 0009).
 * Before, any course whose block cited a file's address was recorded as a reader of it, so an
 * instructor could cite another course's file and have it served to their own students. Rows that
 * a later course added for a file are removed (the earliest row per file stays, ties by course id),
 * and a unique index keeps one owner per file from now on, even for two saves at the same moment.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations describe the schema as it was then, not Database now.
export async function up(db: Kysely<any>) {
  await sql`
    delete from course_files
    where exists (
      select 1 from course_files earlier
      where earlier.stored_name = course_files.stored_name
        and (earlier.created_at < course_files.created_at
          or (earlier.created_at = course_files.created_at and earlier.course_id < course_files.course_id))
    )
  `.execute(db);
  await db.schema.createIndex("course_files_one_owner").on("course_files").column("stored_name").unique().execute();
}

// biome-ignore lint/suspicious/noExplicitAny: see up().
export async function down(db: Kysely<any>) {
  await db.schema.dropIndex("course_files_one_owner").execute();
}
