import { type RawBuilder, type SqlBool, sql } from "kysely";

/**
 * SQL that must read the same on SQLite and PostgreSQL, in one place. Today: text search. If search
 * moves to an index (SQLite FTS5, PostgreSQL pg_trgm), these functions are where it changes.
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
export function escapeLikePattern(text: string): string {
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
export function searchWords(query: string, limit = 6): string[] {
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
