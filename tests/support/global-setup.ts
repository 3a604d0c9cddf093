import fs from "node:fs";
import path from "node:path";
import type { TestProject } from "vitest/node";
import { migrateAppDatabase } from "~/server/migrate-app.server";
import { openDatabase } from "~db/database.server";
import {
  databaseUrlWithName,
  newTestDirectory,
  randomDatabaseName,
  TEMPLATE_DATABASE_NAME,
  testPostgresUrl,
  withPostgresAdmin,
} from "./database-template";

declare module "vitest" {
  export interface ProvidedContext {
    sqliteTemplateFile: string;
    postgresServerUrl: string;
    postgresTemplateName: string;
  }
}

/** Migrates one template database; every test file then works on its own copy of it. */
export default async function setup(project: TestProject) {
  process.env.NODE_ENV = "test";
  process.env.LOG_LEVEL ??= "silent";
  const postgresUrl = testPostgresUrl();
  if (postgresUrl) {
    // One template per run, so two runs against the same server never drop each other's template.
    const templateName = `${TEMPLATE_DATABASE_NAME}_${randomDatabaseName().slice(-12)}`;
    await withPostgresAdmin(postgresUrl, (client) => client.query(`CREATE DATABASE ${templateName}`));
    const connection = openDatabase({ databaseUrl: databaseUrlWithName(postgresUrl, templateName) });
    await migrateAppDatabase(connection);
    await connection.close();
    project.provide("postgresServerUrl", postgresUrl);
    project.provide("postgresTemplateName", templateName);
    project.provide("sqliteTemplateFile", "");
    return async () => {
      await withPostgresAdmin(postgresUrl, (client) =>
        client.query(`DROP DATABASE IF EXISTS ${templateName} WITH (FORCE)`),
      );
    };
  }

  const directory = newTestDirectory("template");
  const templateFile = path.join(directory, "template.sqlite");
  const connection = openDatabase({ sqliteFile: templateFile });
  await migrateAppDatabase(connection);
  await connection.close();
  project.provide("sqliteTemplateFile", templateFile);
  project.provide("postgresServerUrl", "");
  project.provide("postgresTemplateName", "");
  return () => fs.rmSync(directory, { recursive: true, force: true });
}
