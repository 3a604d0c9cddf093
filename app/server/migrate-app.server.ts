import { buildAuthSchemaOptions } from "~/platform/auth/auth.server";
import type { DatabaseConnection } from "~db/database.server";
import { migrateDatabase } from "~db/migrate.server";

/**
 * Migrates the app's database: db/migrate.server.ts with the auth feature's schema options (its
 * extra user fields), which db/ cannot import itself. Start-up and the test setup both run this.
 */
export function migrateAppDatabase(connection: DatabaseConnection): Promise<string[]> {
  return migrateDatabase(connection, buildAuthSchemaOptions(connection));
}
