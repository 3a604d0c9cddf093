import path from "node:path";
import { getEnvironment } from "~/lib/env.server";
import { type Auth, createAuth } from "~/platform/auth/auth.server";
import { type DatabaseConnection, openDatabase } from "~db/database.server";

/**
 * The process-wide database and auth instances. Feature functions take the database as their
 * first argument; only route modules and start-up reach for these.
 */
let connection: DatabaseConnection | undefined;
let auth: Auth | undefined;

export function getDatabaseConnection(): DatabaseConnection {
  if (!connection) {
    const environment = getEnvironment();
    connection = openDatabase(
      environment.DATABASE_URL
        ? { databaseUrl: environment.DATABASE_URL }
        : { sqliteFile: path.join(environment.dataDirectory, "campus.sqlite") },
    );
  }
  return connection;
}

export function getDb() {
  return getDatabaseConnection().db;
}

export function getAuth(): Auth {
  if (!auth) auth = createAuth(getDatabaseConnection(), getEnvironment());
  return auth;
}

export async function closeAppContext() {
  await connection?.close();
  connection = undefined;
  auth = undefined;
}
