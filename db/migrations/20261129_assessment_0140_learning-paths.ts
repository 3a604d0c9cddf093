import { type Kysely, sql } from "kysely";

/**
 * Learning paths (docs/decisions/0094-learning-paths.md): an ordered set of online courses
 * with its own public page, enrolment and certificate.
 *
 * - learning_paths: the path itself, edited at a version; description_html is sanitised on save.
 * - learning_path_courses: its courses in order; a course appears once per path (the key).
 * - learning_path_enrolments: who enrolled in the path, once per person; completed_at is set once,
 *   by the transaction that finished the path's last course, and gates its certificate.
 * - certificates.learning_path_id: a path certificate (source "path") names its path. At most one
 *   current (not revoked) path certificate per person and path: the partial unique index is the
 *   last guard behind completed_at.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations describe the schema as it was then, not Database now.
export async function up(db: Kysely<any>) {
  await db.schema
    .createTable("learning_paths")
    .addColumn("id", "text", (column) => column.primaryKey())
    .addColumn("slug", "text", (column) => column.notNull().unique())
    .addColumn("title", "text", (column) => column.notNull())
    .addColumn("summary", "text", (column) => column.notNull().defaultTo(""))
    .addColumn("description_html", "text", (column) => column.notNull().defaultTo(""))
    .addColumn("is_published", "integer", (column) => column.notNull().defaultTo(0))
    .addColumn("offers_certificate", "integer", (column) => column.notNull().defaultTo(0))
    .addColumn("version", "integer", (column) => column.notNull().defaultTo(1))
    .addColumn("created_by_user_id", "text", (column) => column.references("user.id").onDelete("set null"))
    .addColumn("created_at", "text", (column) => column.notNull())
    .addColumn("updated_at", "text", (column) => column.notNull())
    .execute();

  await db.schema
    .createTable("learning_path_courses")
    .addColumn("path_id", "text", (column) => column.notNull().references("learning_paths.id").onDelete("cascade"))
    .addColumn("course_id", "text", (column) => column.notNull().references("courses.id").onDelete("cascade"))
    .addColumn("position", "integer", (column) => column.notNull())
    .addPrimaryKeyConstraint("learning_path_courses_pk", ["path_id", "course_id"])
    .execute();
  await db.schema.createIndex("learning_path_courses_course").on("learning_path_courses").column("course_id").execute();

  await db.schema
    .createTable("learning_path_enrolments")
    .addColumn("id", "text", (column) => column.primaryKey())
    .addColumn("path_id", "text", (column) => column.notNull().references("learning_paths.id").onDelete("cascade"))
    .addColumn("user_id", "text", (column) => column.notNull().references("user.id").onDelete("cascade"))
    .addColumn("enrolled_at", "text", (column) => column.notNull())
    .addColumn("completed_at", "text")
    .addColumn("enrolled_by_user_id", "text", (column) => column.references("user.id").onDelete("set null"))
    .addUniqueConstraint("learning_path_enrolments_path_user", ["path_id", "user_id"])
    .execute();
  await db.schema
    .createIndex("learning_path_enrolments_user")
    .on("learning_path_enrolments")
    .column("user_id")
    .execute();

  await db.schema
    .alterTable("certificates")
    .addColumn("learning_path_id", "text", (column) => column.references("learning_paths.id").onDelete("set null"))
    .execute();
  await sql`create unique index certificates_current_path on certificates (learning_path_id, user_id) where learning_path_id is not null and revoked_at is null`.execute(
    db,
  );
}

// biome-ignore lint/suspicious/noExplicitAny: see up.
export async function down(db: Kysely<any>) {
  await sql`drop index if exists certificates_current_path`.execute(db);
  await db.schema.alterTable("certificates").dropColumn("learning_path_id").execute();
  for (const table of ["learning_path_enrolments", "learning_path_courses", "learning_paths"]) {
    await db.schema.dropTable(table).ifExists().execute();
  }
}
