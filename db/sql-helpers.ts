import { type Kysely, PostgresAdapter, type RawBuilder, type SelectQueryBuilder, type SqlBool, sql } from "kysely";
import { type JsonColumn, jsonRowsFrom, readJsonRows } from "./json-aggregation";

/**
 * SQL that must read the same on SQLite and PostgreSQL, in one place. Today: text search, by LIKE
 * (below) and, on the large tables, through an index (`matchesTextSearch`: SQLite FTS5 trigram,
 * PostgreSQL pg_trgm; docs/decisions/0024-search-and-paging-at-scale.md).
 *
 * Text search is `lower(column) LIKE lower(pattern) ESCAPE '\'`:
 * - The text is matched literally: %, _ and \ are escaped, and the ESCAPE clause is spelt out,
 *   because SQLite has no default escape character (without it, `john\_doe` finds nothing).
 * - Both sides go through the database's own lower(), so the two sides are folded alike. SQLite's
 *   lower() folds ASCII letters only: "zoë" finds "Zoë" on both databases, but "ZOË" finds "Zoë"
 *   on PostgreSQL only (its lower() folds every letter of a UTF-8 database).
 */
const ESCAPE_CHARACTER = "\\";

/** The text as a LIKE pattern that matches it literally (with ESCAPE '\'). */
function escapeLikePattern(text: string): string {
  return text.replace(/[\\%_]/g, (character) => `${ESCAPE_CHARACTER}${character}`);
}

function lowerLike(column: string, pattern: string): RawBuilder<SqlBool> {
  return sql<SqlBool>`lower(${sql.ref(column)}) like lower(${pattern}) escape ${sql.lit(ESCAPE_CHARACTER)}`;
}

/** Case-insensitive "column contains text", the text taken literally. */
export function containsText(column: string, text: string): RawBuilder<SqlBool> {
  return lowerLike(column, `%${escapeLikePattern(text)}%`);
}

/** Case-insensitive "column starts with text", the text taken literally. */
export function startsWithText(column: string, text: string): RawBuilder<SqlBool> {
  return lowerLike(column, `${escapeLikePattern(text)}%`);
}

/** The text is in at least one of the columns. */
export function anyContainsText(columns: readonly string[], text: string): RawBuilder<SqlBool> {
  const conditions = columns.map((column) => containsText(column, text));
  return sql<SqlBool>`(${sql.join(conditions, sql` or `)})`;
}

/** The words of a search box, at most `limit` of them (a bound on the query's size). */
function searchWords(query: string, limit = 6): string[] {
  return query.trim().split(/\s+/).filter(Boolean).slice(0, limit);
}

/**
 * Every word of the query is in at least one of the columns ("ethics durban" finds the ethics
 * course held in Durban). Null when the query has no words: the caller adds no condition.
 */
export function everyWordInColumns(columns: readonly string[], query: string): RawBuilder<SqlBool> | null {
  const words = searchWords(query);
  if (words.length === 0) return null;
  const conditions = words.map((word) => anyContainsText(columns, word));
  return sql<SqlBool>`(${sql.join(conditions, sql` and `)})`;
}

/**
 * A table whose text columns have a search index (db/migrations/20261124_perf_1000_scale-indexes.ts):
 * on SQLite an FTS5 trigram table mirroring the table by rowid, on PostgreSQL pg_trgm GIN indexes
 * on lower(column).
 */
export interface TextSearchIndex {
  table: string;
  columns: readonly string[];
  /** The SQLite FTS5 table that mirrors `columns`. */
  sqliteTable: string;
}

/** Accounts by name or email (the admin users list, the instructor's students). */
export const USER_TEXT_SEARCH: TextSearchIndex = {
  table: "user",
  columns: ["name", "email"],
  sqliteTable: "user_text_search",
};

/**
 * The public catalogue's search: a course's name, title and subtitle (migration
 * 20261201_speed_0510_list-search-indexes, decision 0113-indexed-search-everywhere).
 */
export const COURSE_TEXT_SEARCH: TextSearchIndex = {
  table: "courses",
  columns: ["name", "title", "subtitle"],
  sqliteTable: "course_text_search",
};

/** The admin's enquiries: the sender's name, email, company and message. */
export const ENQUIRY_TEXT_SEARCH: TextSearchIndex = {
  table: "enquiries",
  columns: ["name", "email", "company", "message"],
  sqliteTable: "enquiry_text_search",
};

/** Events by title (the public events page, manage-events). */
export const EVENT_TEXT_SEARCH: TextSearchIndex = {
  table: "events",
  columns: ["title"],
  sqliteTable: "event_text_search",
};

/** An event's bookings on manage-events: the attendee's name, surname and email. */
export const EVENT_BOOKING_TEXT_SEARCH: TextSearchIndex = {
  table: "event_bookings",
  columns: ["name", "surname", "email"],
  sqliteTable: "event_booking_text_search",
};

/** A trigram index finds only texts of three characters or more; shorter ones are matched by LIKE. */
const TRIGRAM_LENGTH = 3;

// biome-ignore lint/suspicious/noExplicitAny: any database or transaction; only its dialect is read.
function isPostgres(db: Kysely<any>): boolean {
  return db.getExecutor().adapter instanceof PostgresAdapter;
}

/**
 * "The text is in one of the index's columns", case-insensitive and literal like `anyContainsText`,
 * answered from the search index: PostgreSQL runs the same `lower(x) like '%text%'`, which its
 * trigram indexes serve; SQLite asks the FTS5 trigram table for the text as one quoted phrase (only
 * `"` is special inside it). Texts shorter than three characters go to LIKE on both, as a trigram
 * index cannot hold them. On SQLite the FTS table folds the case of every letter (ZOË finds Zoë),
 * as PostgreSQL's lower() does; the LIKE path folds ASCII letters only.
 */
// biome-ignore lint/suspicious/noExplicitAny: see isPostgres.
export function matchesTextSearch(db: Kysely<any>, index: TextSearchIndex, text: string): RawBuilder<SqlBool> {
  const columns = index.columns.map((column) => `${index.table}.${column}`);
  if (isPostgres(db) || [...text].length < TRIGRAM_LENGTH) return anyContainsText(columns, text);
  const phrase = ftsPhrase(text);
  const ftsTable = sql.table(index.sqliteTable);
  return sql<SqlBool>`${sql.table(index.table)}.rowid in (select rowid from ${ftsTable} where ${ftsTable} match ${phrase})`;
}

/** A text as an FTS5 phrase: quoted, `"` doubled; nothing else is special inside a phrase. */
function ftsPhrase(text: string): string {
  return `"${text.replaceAll('"', '""')}"`;
}

/**
 * Every word of the query is in at least one of the index's columns (`everyWordInColumns`'s rule,
 * "ethics durban" finds the ethics course held in Durban), answered from the search index. On
 * SQLite the words of three characters or more go to the FTS5 table in one MATCH (the phrases
 * ANDed); shorter words, which a trigram index cannot hold, are matched by LIKE beside it. On
 * PostgreSQL it is `everyWordInColumns` itself, which the trigram indexes serve. Null when the
 * query has no words: the caller adds no condition.
 */
// biome-ignore lint/suspicious/noExplicitAny: see isPostgres.
export function matchesEveryWord(db: Kysely<any>, index: TextSearchIndex, query: string): RawBuilder<SqlBool> | null {
  const columns = index.columns.map((column) => `${index.table}.${column}`);
  if (isPostgres(db)) return everyWordInColumns(columns, query);
  const words = searchWords(query);
  if (words.length === 0) return null;
  const indexed = words.filter((word) => [...word].length >= TRIGRAM_LENGTH);
  const conditions = words
    .filter((word) => [...word].length < TRIGRAM_LENGTH)
    .map((word) => anyContainsText(columns, word));
  if (indexed.length > 0) {
    const ftsTable = sql.table(index.sqliteTable);
    const phrases = indexed.map(ftsPhrase).join(" AND ");
    conditions.unshift(
      sql<SqlBool>`${sql.table(index.table)}.rowid in (select rowid from ${ftsTable} where ${ftsTable} match ${phrases})`,
    );
  }
  return sql<SqlBool>`(${sql.join(conditions, sql` and `)})`;
}

/** SQLite's extended result codes for a refused row: SQLITE_CONSTRAINT_UNIQUE and SQLITE_CONSTRAINT_PRIMARYKEY. */
const SQLITE_UNIQUE_ERRCODES = new Set([2067, 1555]);
/** PostgreSQL's SQLSTATE unique_violation (a unique index or a primary key). */
const POSTGRES_UNIQUE_VIOLATION = "23505";

/**
 * A unique index (or a primary key) refused the row, on either database: pg's error carries the
 * SQLSTATE in `code`; node:sqlite's carries the extended result code in `errcode` and words the
 * message "UNIQUE constraint failed: table.column". The one check the app uses, so a feature never
 * reads a driver's error shape.
 */
export function isUniqueViolation(error: unknown): boolean {
  const candidate = error as { code?: unknown; errcode?: unknown; message?: unknown } | null;
  if (candidate?.code === POSTGRES_UNIQUE_VIOLATION) return true;
  if (typeof candidate?.errcode === "number" && SQLITE_UNIQUE_ERRCODES.has(candidate.errcode)) return true;
  return typeof candidate?.message === "string" && candidate.message.includes("UNIQUE constraint failed");
}

/**
 * A filtered table's row count and its newest rows (by created_at, then id, both descending): a
 * "how many, and the latest few" summary in one statement whatever the table's size, the rows as
 * a JSON column beside the count (decision 0125-staff-statements). The table needs created_at and
 * id columns, and the query no join that would make them ambiguous.
 */
export async function countWithNewest<DB, TB extends keyof DB, O, Row>(
  db: Kysely<DB>,
  filtered: SelectQueryBuilder<DB, TB, O>,
  selectRow: (query: SelectQueryBuilder<DB, TB, O>) => SelectQueryBuilder<DB, TB, Row>,
  limit: number,
): Promise<{ count: number; newest: Row[] }> {
  const newest = selectRow(filtered).orderBy(sql`created_at`, "desc").orderBy(sql`id`, "desc").limit(limit);
  const row = await db
    .selectNoFrom([
      filtered.select(sql<number>`count(*)`.as("count")).as("count"),
      jsonRowsFrom(db, newest).as("newest"),
    ])
    .executeTakeFirstOrThrow();
  // The casts because TypeScript cannot see a generic row type keep its alias.
  const { count, newest: rows } = row as unknown as { count: number; newest: JsonColumn<Row[]> };
  return { count: Number(count), newest: readJsonRows(rows) };
}
