import type { DatabaseSync, StatementSync } from "node:sqlite";
import type { SqliteDatabase, SqliteStatement } from "kysely";

/**
 * Kysely's SqliteDialect speaks the better-sqlite3 API. node:sqlite is close but not equal:
 * its statements have no `reader` flag and take parameters spread, not as an array.
 * Without this adapter SELECTs silently return [].
 */
export function adaptNodeSqlite(database: DatabaseSync, cacheSize = STATEMENT_CACHE_SIZE): SqliteDatabase {
  // Kysely prepares every query anew; the same few hundred SQL texts recur, so their statements are
  // kept (least recently used out first). SQLite re-prepares a kept statement itself after a schema change.
  const statements = new Map<string, SqliteStatement>();
  return {
    close: () => {
      statements.clear();
      database.close();
    },
    prepare: (sql: string) => {
      const kept = statements.get(sql);
      if (kept) {
        statements.delete(sql);
        statements.set(sql, kept);
        return kept;
      }
      const statement = adaptStatement(database.prepare(sql));
      statements.set(sql, statement);
      if (statements.size > cacheSize) statements.delete(statements.keys().next().value as string);
      return statement;
    },
  };
}

/** Statements kept per connection: more than the distinct queries the app runs, so none is prepared twice. */
const STATEMENT_CACHE_SIZE = 500;

type SqliteValue = null | number | bigint | string | Uint8Array;

function adaptStatement(statement: StatementSync): SqliteStatement {
  const toValues = (parameters: ReadonlyArray<unknown>) => parameters.map(toSqliteValue);
  return {
    reader: statement.columns().length > 0,
    all: (parameters) => statement.all(...toValues(parameters)),
    run: (parameters) => {
      const result = statement.run(...toValues(parameters));
      return { changes: result.changes, lastInsertRowid: result.lastInsertRowid };
    },
    iterate: (parameters) => statement.iterate(...toValues(parameters)),
  };
}

/** node:sqlite refuses booleans and Dates; store them the way the PostgreSQL side reads them back. */
function toSqliteValue(value: unknown): SqliteValue {
  if (typeof value === "boolean") return value ? 1 : 0;
  if (value instanceof Date) return value.toISOString();
  if (value === undefined) return null;
  return value as SqliteValue;
}
