import fs from "node:fs";
import path from "node:path";
import { DatabaseSync } from "node:sqlite";
import { Kysely, PostgresDialect, SqliteDialect, sql } from "kysely";
import type { CustomTypesConfig, Pool } from "pg";
import { NulBytePlugin } from "./nul-byte-plugin";
import type { Database } from "./schema";
import { adaptNodeSqlite } from "./sqlite-adapter.server";
import { countingStatements } from "./statement-counting";

export type DatabaseKind = "sqlite" | "postgres";

export interface DatabaseConnection {
  db: Kysely<Database>;
  kind: DatabaseKind;
  close: () => Promise<void>;
}

export type DatabaseLocation = { databaseUrl: string } | { sqliteFile: string };

/** SQLite by default (one file, WAL, foreign keys on); PostgreSQL when a postgres:// URL is given. */
export function openDatabase(location: DatabaseLocation): DatabaseConnection {
  if ("databaseUrl" in location) return openPostgres(location.databaseUrl);
  return openSqlite(location.sqliteFile);
}

function openSqlite(sqliteFile: string): DatabaseConnection {
  fs.mkdirSync(path.dirname(sqliteFile), { recursive: true });
  const database = new DatabaseSync(sqliteFile);
  // secure_delete: a deleted or overwritten record's bytes are zeroed in the page that held them, so an
  // erased person (decision 0067-erasure-registry) is not left in free pages of the file.
  database.exec(
    "PRAGMA journal_mode = WAL; PRAGMA foreign_keys = ON; PRAGMA busy_timeout = 5000; PRAGMA secure_delete = ON;",
  );
  const db = new Kysely<Database>({
    dialect: countingStatements(new SqliteDialect({ database: adaptNodeSqlite(database) })),
    plugins: [new NulBytePlugin()],
  });
  return { db, kind: "sqlite", close: () => db.destroy() };
}

/**
 * After an erasure on SQLite: copies every page of the write-ahead log into the database and empties
 * the log, so the pages as they were before the erasure do not wait in the WAL file for the next
 * automatic checkpoint. Best effort: a reader in the middle of a long read keeps the log until it ends
 * (the next checkpoint then overwrites it). Nothing to do on PostgreSQL.
 */
export async function flushWriteAheadLog(connection: Pick<DatabaseConnection, "db" | "kind">): Promise<void> {
  if (connection.kind !== "sqlite") return;
  await sql`pragma wal_checkpoint(truncate)`.execute(connection.db);
}

/**
 * Each Campus connection's settings (decision 0134-postgres-without-jit). JIT compilation is off:
 * PostgreSQL compiles a statement to machine code when its estimated cost passes jit_above_cost,
 * which suits reports over millions of rows and costs a page's statement seconds. The gradebook's
 * learners (estimated at 677,000 because of its JSON columns) took 2.4 s to compile and 0.2 s to run.
 */
const POSTGRES_SESSION_OPTIONS = "-c jit=off";

function openPostgres(databaseUrl: string): DatabaseConnection {
  // pg is loaded with the first connection (Kysely takes a pool factory), so a SQLite deployment never
  // loads it (docs/decisions/0060-plain-javascript-entry.md); Node keeps it for every later connection.
  const createPool = async (): Promise<Pool> => {
    const { default: pg } = await import("pg");
    const pool = new pg.Pool({
      connectionString: databaseUrl,
      max: 10,
      types: numbersAsNumbers(pg.types),
      options: POSTGRES_SESSION_OPTIONS,
    });
    // An idle connection that the server closes (a restart, a failover, a dropped test database)
    // emits 'error' on the pool; unheard, it would end the process. The pool replaces the client.
    pool.on("error", (error) => {
      process.stderr.write(`PostgreSQL connection lost while idle (the pool will reconnect): ${error.message}\n`);
    });
    return pool;
  };
  const db = new Kysely<Database>({
    dialect: countingStatements(new PostgresDialect({ pool: createPool })),
    plugins: [new NulBytePlugin()],
  });
  return { db, kind: "postgres", close: () => db.destroy() };
}

/**
 * pg hands int8 and numeric values over as strings, as they may not fit a JavaScript number; SQLite
 * hands them over as numbers. The app's int8 values are counts, sums of integers and the rate
 * limiter's epoch milliseconds, and its numerics are sums and averages of those: all far below
 * 2^53, so this pool reads both as numbers and a query answers alike on either database. A value
 * that would not be exact fails the query instead of being rounded. Dates are stored as text
 * (db/schema.ts), so the date parsers are left as pg sets them.
 */
function numbersAsNumbers(types: CustomTypesConfig): CustomTypesConfig {
  return {
    getTypeParser: ((oid: number, format?: "text" | "binary") => {
      if (format !== "binary" && (oid === INT8_OID || oid === NUMERIC_OID)) return exactNumber;
      return types.getTypeParser(oid, format);
    }) as CustomTypesConfig["getTypeParser"],
  };
}

/** PostgreSQL's type ids (pg_type.oid) of int8 (count(*), sum of integers, bigint) and numeric (avg, sum of bigints). */
const INT8_OID = 20;
const NUMERIC_OID = 1700;

function exactNumber(text: string): number {
  const value = Number(text);
  if (!Number.isFinite(value) || Math.abs(value) > Number.MAX_SAFE_INTEGER) {
    throw new RangeError(`PostgreSQL returned ${text}, beyond what a JavaScript number holds exactly`);
  }
  return value;
}
