import type { DatabaseConnection, Dialect, QueryResult } from "kysely";

/** Statements run for one request (transactions' begin and commit included) and the ms they took. */
export interface SqlUsage {
  statements: number;
  ms: number;
  /** Given by a test that wants to see which statements ran: each one's SQL is added. */
  texts?: string[];
}

// The request context (app/lib/request-context.server.ts) says whose tally a statement goes to;
// db/ imports nothing from app/, so the context registers its reader here.
let currentSqlUsage: () => SqlUsage | undefined = () => undefined;

export function readSqlUsageWith(reader: () => SqlUsage | undefined) {
  currentSqlUsage = reader;
}

/**
 * Every statement Kysely sends, on SQLite and PostgreSQL alike, passes a driver connection's
 * executeQuery (queries, transactions' begin/commit/rollback, savepoints, migrations). The dialect is
 * wrapped so each connection the driver hands out counts into the current request's tally
 * (app/lib/request-context.server.ts): the number of statements and the ms until each answered.
 * Outside a request nothing is counted and the only cost is one AsyncLocalStorage read
 * (docs/decisions/0114-statements-per-request-and-server-timing.md).
 */
export function countingStatements(dialect: Dialect): Dialect {
  return {
    createAdapter: () => dialect.createAdapter(),
    createQueryCompiler: () => dialect.createQueryCompiler(),
    createIntrospector: (db) => dialect.createIntrospector(db),
    createDriver: () => {
      const driver = dialect.createDriver();
      const acquire = driver.acquireConnection.bind(driver);
      // The driver's own object is kept (its transaction and release methods know their connections).
      driver.acquireConnection = async () => counted(await acquire());
      return driver;
    },
  };
}

const countedConnections = new WeakSet<DatabaseConnection>();

function counted(connection: DatabaseConnection): DatabaseConnection {
  if (countedConnections.has(connection)) return connection;
  countedConnections.add(connection);
  const execute = connection.executeQuery.bind(connection);
  connection.executeQuery = async <R>(query: Parameters<DatabaseConnection["executeQuery"]>[0]) => {
    const usage = currentSqlUsage();
    if (!usage) return execute<R>(query);
    const started = performance.now();
    try {
      return (await execute<R>(query)) as QueryResult<R>;
    } finally {
      usage.statements += 1;
      usage.texts?.push(query.sql);
      usage.ms += performance.now() - started;
    }
  };
  const stream = connection.streamQuery.bind(connection);
  connection.streamQuery = <R>(query: Parameters<DatabaseConnection["streamQuery"]>[0], chunkSize?: number) => {
    // A streamed query is one statement; its time is spread over the reader's work, so it is not timed.
    const usage = currentSqlUsage();
    if (usage) usage.statements += 1;
    return stream<R>(query, chunkSize);
  };
  return connection;
}
