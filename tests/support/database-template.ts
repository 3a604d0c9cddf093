import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";

/**
 * Tests run on SQLite by default; TEST_DATABASE_URL (a PostgreSQL server URL whose user may
 * create databases) runs the same suite on PostgreSQL, as CI does.
 */
export function testPostgresUrl(): string | undefined {
  return process.env.TEST_DATABASE_URL || undefined;
}

export const TEMPLATE_DATABASE_NAME = "campus_test_template";

export function databaseUrlWithName(serverUrl: string, databaseName: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${databaseName}`;
  return url.toString();
}

export async function withPostgresAdmin<T>(serverUrl: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: databaseUrlWithName(serverUrl, "postgres") });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

export function newTestDirectory(label: string): string {
  return fs.mkdtempSync(path.join(os.tmpdir(), `campus-${label}-`));
}

export function randomDatabaseName(): string {
  return `campus_test_${crypto.randomBytes(6).toString("hex")}`;
}
