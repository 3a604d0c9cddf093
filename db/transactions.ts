import type { Transaction } from "kysely";
import type { DatabaseExecutor } from "./executor";
import type { Database } from "./schema";

/**
 * Runs the work in one transaction: a new one, or the caller's when `db` already is a transaction
 * (Kysely refuses to open a transaction inside another). Joining adds no savepoint: a failure
 * rolls back the caller's whole transaction, as it would had the work been written inline, and
 * the work's own writes are committed only with the caller's. On SQLite the new transaction is
 * Kysely's plain `begin` on the one connection (db/sqlite-adapter.server.ts); on PostgreSQL it
 * takes a pooled connection for its length.
 */
export function inTransaction<T>(db: DatabaseExecutor, work: (trx: Transaction<Database>) => Promise<T>): Promise<T> {
  if (db.isTransaction) return work(db as Transaction<Database>);
  return db.transaction().execute(work);
}
