import fs from "node:fs";
import path from "node:path";
import { DatabaseSync } from "node:sqlite";
import { Kysely, PostgresDialect, SqliteDialect } from "kysely";
import type { Pool } from "pg";
import { NulBytePlugin } from "./nul-byte-plugin";
import type { Database } from "./schema";
import { adaptNodeSqlite } from "./sqlite-adapter.server";

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
  database.exec("PRAGMA journal_mode = WAL; PRAGMA foreign_keys = ON; PRAGMA busy_timeout = 5000;");
  const db = new Kysely<Database>({
    dialect: new SqliteDialect({ database: adaptNodeSqlite(database) }),
    plugins: [new NulBytePlugin()],
  });
  return { db, kind: "sqlite", close: () => db.destroy() };
}

function openPostgres(databaseUrl: string): DatabaseConnection {
  // pg is loaded with the first connection (Kysely takes a pool factory), so a SQLite deployment never
  // loads it (docs/decisions/0060-plain-javascript-entry.md); Node keeps it for every later connection.
  const createPool = async (): Promise<Pool> => {
    const { default: pg } = await import("pg");
    const pool = new pg.Pool({ connectionString: databaseUrl, max: 10 });
    // An idle connection that the server closes (a restart, a failover, a dropped test database)
    // emits 'error' on the pool; unheard, it would end the process. The pool replaces the client.
    pool.on("error", (error) => {
      process.stderr.write(`PostgreSQL connection lost while idle (the pool will reconnect): ${error.message}\n`);
    });
    return pool;
  };
  const db = new Kysely<Database>({
    dialect: new PostgresDialect({ pool: createPool }),
    plugins: [new NulBytePlugin()],
  });
  return { db, kind: "postgres", close: () => db.destroy() };
}
