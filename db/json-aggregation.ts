import { type AliasableExpression, type Kysely, PostgresAdapter, type RawBuilder, type SelectQueryNode } from "kysely";
import { jsonArrayFrom as postgresArrayFrom, jsonObjectFrom as postgresObjectFrom } from "kysely/helpers/postgres";
import { jsonArrayFrom as sqliteArrayFrom, jsonObjectFrom as sqliteObjectFrom } from "kysely/helpers/sqlite";

/**
 * A list of related rows read in the same statement as their parent, as one JSON column
 * (docs/decisions/0120-json-aggregation.md). A page that needs a course and its chapters, or a
 * learner and their submissions, asks once instead of once per kind of record: the statement
 * budget of 8 per page (decision 0114) is kept without a query per row.
 *
 * Kysely's helpers write the SQL for each dialect (`json_group_array(json_object(...))` on SQLite,
 * `json_agg` on PostgreSQL); this file picks one by the database's adapter, so features never name
 * a dialect. The column comes back as a JSON string from SQLite and as parsed JSON from `pg`:
 * read it with `readJsonRows` / `readJsonRow`, never with JSON.parse at the call site.
 *
 * What JSON does to values, alike on both databases as Campus stores them: text stays text
 * (timestamps are ISO text columns), integers and counts come back as numbers (PostgreSQL's
 * bigint counts too, where `pg` would give a string outside JSON), integer flags stay 0/1. A real
 * PostgreSQL boolean (better-auth's columns only) would arrive as true/false: select those as
 * integers with a CASE if a page aggregates them.
 */

// biome-ignore lint/suspicious/noExplicitAny: any database or transaction; only its dialect is read.
type AnyDatabase = Kysely<any>;

/**
 * A select subquery whose rows are O: Kysely's own `SelectQueryBuilderExpression`, which its
 * package does not export (importing it by name gave `any`, and every aggregated row `unknown`).
 */
type SelectSubquery<O> = AliasableExpression<O> & {
  get isSelectQueryBuilder(): true;
  toOperationNode(): SelectQueryNode;
};

function isPostgres(db: AnyDatabase): boolean {
  return db.getExecutor().adapter instanceof PostgresAdapter;
}

/** The subquery's rows as one JSON array column (`[]` when there are none), in its own order. */
export function jsonRowsFrom<O>(db: AnyDatabase, subquery: SelectSubquery<O>): RawBuilder<JsonColumn<O[]>> {
  const aggregated = isPostgres(db) ? postgresArrayFrom(subquery) : sqliteArrayFrom(subquery);
  return aggregated as unknown as RawBuilder<JsonColumn<O[]>>;
}

/** The subquery's first row as one JSON object column, or null when it has none. */
export function jsonRowFrom<O>(db: AnyDatabase, subquery: SelectSubquery<O>): RawBuilder<JsonColumn<O | null>> {
  const aggregated = isPostgres(db) ? postgresObjectFrom(subquery) : sqliteObjectFrom(subquery);
  return aggregated as unknown as RawBuilder<JsonColumn<O | null>>;
}

/**
 * A JSON column as it comes back from either driver. Branded so that it cannot be used as the
 * rows themselves before `readJsonRows` has read it.
 */
export type JsonColumn<T> = { readonly jsonOf: T } | string;

function readJson<T>(column: JsonColumn<T> | null | undefined): T | null {
  if (column === null || column === undefined) return null;
  if (typeof column === "string") return JSON.parse(column) as T;
  return column as unknown as T;
}

/** The rows of a `jsonRowsFrom` column. */
export function readJsonRows<O>(column: JsonColumn<O[]> | null | undefined): O[] {
  return readJson(column) ?? [];
}

/** The row of a `jsonRowFrom` column, or null. */
export function readJsonRow<O>(column: JsonColumn<O | null> | null | undefined): O | null {
  return readJson(column);
}

/**
 * A page of rows and the total they are a page of, in one statement (decision
 * 0123-learner-statements): the rows as a JSON column, the total as a scalar subquery. The total is
 * known even past the last page (the caller redirects back), which a window count on the rows is not.
 */
export async function readPageWithTotal<O>(
  db: AnyDatabase,
  rows: SelectSubquery<O>,
  total: SelectSubquery<{ count: number | string | bigint }>,
): Promise<{ rows: O[]; total: number }> {
  const row = await db.selectNoFrom([jsonRowsFrom(db, rows).as("rows"), total.as("total")]).executeTakeFirstOrThrow();
  return { rows: readJsonRows(row.rows as JsonColumn<O[]>), total: Number(row.total ?? 0) };
}
