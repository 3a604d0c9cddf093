import type { DatabaseSync, StatementSync } from "node:sqlite";
import type { SqliteDatabase, SqliteStatement } from "kysely";

/**
 * Kysely's SqliteDialect speaks the better-sqlite3 API. node:sqlite is close but not equal:
 * its statements have no `reader` flag and take parameters spread, not as an array.
 * Without this adapter SELECTs silently return [].
 */
export function adaptNodeSqlite(database: DatabaseSync): SqliteDatabase {
  return {
    close: () => database.close(),
    prepare: (sql: string) => adaptStatement(database.prepare(sql)),
  };
}

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
