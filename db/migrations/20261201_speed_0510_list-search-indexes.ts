import { type Kysely, PostgresAdapter, sql } from "kysely";

/**
 * The search indexes of the named lists (docs/decisions/0113-indexed-search-everywhere.md),
 * built as decision 0024 built the user search's: on PostgreSQL, pg_trgm GIN indexes on
 * lower(column), which serve the `lower(x) like '%text%'` the searches send; on SQLite, an FTS5
 * trigram table per table that mirrors its text columns by rowid, kept in step by triggers.
 * - the public catalogue: a course's name, title and subtitle (what it searched by LIKE before);
 * - the admin's enquiries: the sender's name, email, company and message;
 * - the events page and manage-events: an event's title;
 * - an event's bookings on manage-events: the attendee's name, surname and email.
 */
const INDEXES = [
  { table: "courses", fts: "course_text_search", columns: ["name", "title", "subtitle"] },
  { table: "enquiries", fts: "enquiry_text_search", columns: ["name", "email", "company", "message"] },
  { table: "events", fts: "event_text_search", columns: ["title"] },
  { table: "event_bookings", fts: "event_booking_text_search", columns: ["name", "surname", "email"] },
] as const;

// biome-ignore lint/suspicious/noExplicitAny: migrations describe the schema as it was then, not Database now.
export async function up(db: Kysely<any>) {
  if (db.getExecutor().adapter instanceof PostgresAdapter) {
    // Trusted since PostgreSQL 13 (and created already by the user search's migration).
    await sql`create extension if not exists pg_trgm`.execute(db);
    for (const { table, columns } of INDEXES) {
      for (const column of columns) {
        await sql`create index ${sql.raw(`${table}_${column}_trigram`)} on ${sql.table(table)} using gin (lower(${sql.ref(column)}) gin_trgm_ops)`.execute(
          db,
        );
      }
    }
    return;
  }
  for (const { table, fts, columns } of INDEXES) {
    const list = sql.raw(columns.join(", "));
    const newValues = sql.raw(columns.map((column) => `new.${column}`).join(", "));
    const oldValues = sql.raw(columns.map((column) => `old.${column}`).join(", "));
    const ftsTable = sql.raw(fts);
    await sql`create virtual table ${ftsTable} using fts5(${list}, content=${sql.lit(table)}, content_rowid='rowid', tokenize='trigram')`.execute(
      db,
    );
    await sql`insert into ${ftsTable} (${ftsTable}) values ('rebuild')`.execute(db);
    await sql`
      create trigger ${sql.raw(`${fts}_insert`)} after insert on ${sql.table(table)} begin
        insert into ${ftsTable} (rowid, ${list}) values (new.rowid, ${newValues});
      end
    `.execute(db);
    await sql`
      create trigger ${sql.raw(`${fts}_delete`)} after delete on ${sql.table(table)} begin
        insert into ${ftsTable} (${ftsTable}, rowid, ${list}) values ('delete', old.rowid, ${oldValues});
      end
    `.execute(db);
    await sql`
      create trigger ${sql.raw(`${fts}_update`)} after update of ${list} on ${sql.table(table)} begin
        insert into ${ftsTable} (${ftsTable}, rowid, ${list}) values ('delete', old.rowid, ${oldValues});
        insert into ${ftsTable} (rowid, ${list}) values (new.rowid, ${newValues});
      end
    `.execute(db);
  }
}

// biome-ignore lint/suspicious/noExplicitAny: see up().
export async function down(db: Kysely<any>) {
  const isPostgres = db.getExecutor().adapter instanceof PostgresAdapter;
  for (const { table, fts, columns } of INDEXES) {
    if (isPostgres) {
      for (const column of columns)
        await sql`drop index if exists ${sql.raw(`${table}_${column}_trigram`)}`.execute(db);
      continue;
    }
    for (const suffix of ["insert", "delete", "update"]) {
      await sql`drop trigger if exists ${sql.raw(`${fts}_${suffix}`)}`.execute(db);
    }
    await sql`drop table if exists ${sql.raw(fts)}`.execute(db);
  }
}
