import { type Kysely, PostgresAdapter, sql } from "kysely";

/**
 * Indexes for a real company's volume (docs/decisions/0024-search-and-paging-at-scale.md):
 * - users by name (the admin list) and by role then name (the students list, the dashboard counts);
 * - enrolments by date (new admissions in the last 7 days);
 * - an event's bookings in the order the manage-events screen lists them;
 * - enquiries by status or kind and status, newest first (the admin list's filters).
 * And the index behind the user search (db/sql-helpers.ts `matchesTextSearch`): on PostgreSQL,
 * pg_trgm GIN indexes on lower(name) and lower(email), which serve the same `lower(x) like
 * '%text%'` the search already sends; on SQLite, an FTS5 trigram table over the user's name and
 * email that mirrors the user table by rowid, kept in step by triggers.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations describe the schema as it was then, not Database now.
export async function up(db: Kysely<any>) {
  await db.schema.createIndex("user_name_id").on("user").columns(["name", "id"]).execute();
  await db.schema.createIndex("user_role_name_id").on("user").columns(["role", "name", "id"]).execute();
  await db.schema.createIndex("enrolments_enrolled_at").on("enrolments").column("enrolled_at").execute();
  await db.schema
    .createIndex("event_bookings_event_surname")
    .on("event_bookings")
    .columns(["event_id", "surname", "name"])
    .execute();
  await db.schema.createIndex("enquiries_status_created").on("enquiries").columns(["status", "created_at"]).execute();
  await db.schema
    .createIndex("enquiries_kind_status_created")
    .on("enquiries")
    .columns(["kind", "status", "created_at"])
    .execute();

  if (db.getExecutor().adapter instanceof PostgresAdapter) {
    // Trusted since PostgreSQL 13: the database's owner may create it without superuser rights.
    await sql`create extension if not exists pg_trgm`.execute(db);
    await sql`create index user_name_trigram on "user" using gin (lower(name) gin_trgm_ops)`.execute(db);
    await sql`create index user_email_trigram on "user" using gin (lower(email) gin_trgm_ops)`.execute(db);
    return;
  }
  await sql`create virtual table user_text_search using fts5(name, email, content='user', content_rowid='rowid', tokenize='trigram')`.execute(
    db,
  );
  await sql`insert into user_text_search (user_text_search) values ('rebuild')`.execute(db);
  await sql`
    create trigger user_text_search_insert after insert on "user" begin
      insert into user_text_search (rowid, name, email) values (new.rowid, new.name, new.email);
    end
  `.execute(db);
  await sql`
    create trigger user_text_search_delete after delete on "user" begin
      insert into user_text_search (user_text_search, rowid, name, email) values ('delete', old.rowid, old.name, old.email);
    end
  `.execute(db);
  await sql`
    create trigger user_text_search_update after update of name, email on "user" begin
      insert into user_text_search (user_text_search, rowid, name, email) values ('delete', old.rowid, old.name, old.email);
      insert into user_text_search (rowid, name, email) values (new.rowid, new.name, new.email);
    end
  `.execute(db);
}

// biome-ignore lint/suspicious/noExplicitAny: see up().
export async function down(db: Kysely<any>) {
  if (db.getExecutor().adapter instanceof PostgresAdapter) {
    await sql`drop index if exists user_email_trigram`.execute(db);
    await sql`drop index if exists user_name_trigram`.execute(db);
  } else {
    for (const trigger of ["user_text_search_insert", "user_text_search_delete", "user_text_search_update"]) {
      await sql`drop trigger if exists ${sql.raw(trigger)}`.execute(db);
    }
    await sql`drop table if exists user_text_search`.execute(db);
  }
  for (const index of [
    "enquiries_kind_status_created",
    "enquiries_status_created",
    "event_bookings_event_surname",
    "enrolments_enrolled_at",
    "user_role_name_id",
    "user_name_id",
  ]) {
    await db.schema.dropIndex(index).execute();
  }
}
