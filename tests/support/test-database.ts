import fs from "node:fs";
import path from "node:path";
import { afterAll, inject } from "vitest";
import { resetEnvironmentForTests } from "~/lib/env.server";
import { closeAppContext } from "~/server/app-context.server";
import { databaseUrlWithName, newTestDirectory, randomDatabaseName, withPostgresAdmin } from "./database-template";

/**
 * Runs before each test file: gives the file its own copy of the migrated template database and
 * points the app (DATA_DIR, DATABASE_URL) at it, so route actions and feature functions share it.
 */
const dataDirectory = newTestDirectory("test");
process.env.NODE_ENV = "test";
process.env.LOG_LEVEL ??= "silent";
process.env.DATA_DIR = dataDirectory;
process.env.BASE_URL = "http://localhost:3000";
process.env.AUTH_SECRET = "test-secret-that-is-long-enough-for-better-auth";
delete process.env.SMTP_URL;

const postgresServerUrl = inject("postgresServerUrl");
let databaseName: string | undefined;
if (postgresServerUrl) {
  databaseName = randomDatabaseName();
  await withPostgresAdmin(postgresServerUrl, (client) =>
    client.query(`CREATE DATABASE ${databaseName} TEMPLATE ${inject("postgresTemplateName")}`),
  );
  process.env.DATABASE_URL = databaseUrlWithName(postgresServerUrl, databaseName);
} else {
  delete process.env.DATABASE_URL;
  fs.copyFileSync(inject("sqliteTemplateFile"), path.join(dataDirectory, "campus.sqlite"));
}
resetEnvironmentForTests();

afterAll(async () => {
  await closeAppContext();
  if (postgresServerUrl && databaseName) {
    await withPostgresAdmin(postgresServerUrl, (client) =>
      client.query(`DROP DATABASE IF EXISTS ${databaseName} WITH (FORCE)`),
    );
  }
  fs.rmSync(dataDirectory, { recursive: true, force: true });
});
