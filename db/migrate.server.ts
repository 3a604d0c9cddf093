import type { BetterAuthOptions } from "better-auth";
import { type Migration, Migrator } from "kysely";
import { ensureContentVersionTriggers } from "./content-versions";
import type { DatabaseConnection } from "./database.server";

// Bundled with the server build, so migrations run the same from `npm start`, tests and CI.
const migrationModules = import.meta.glob<Migration>("./migrations/*.ts", { eager: true });

function collectMigrations(): Record<string, Migration> {
  const migrations: Record<string, Migration> = {};
  for (const [file, module] of Object.entries(migrationModules)) {
    const name = file.replace("./migrations/", "").replace(/\.ts$/, "");
    migrations[name] = module;
  }
  return migrations;
}

/** The names of Campus's own migrations this build carries (for the readiness check). */
export function knownMigrationNames(): string[] {
  return Object.keys(collectMigrations()).sort();
}

export const MIGRATION_TABLE = "campus_migrations";

/**
 * Brings the database up to date: better-auth's tables first (ours reference "user"),
 * then Campus's own migrations in name order. Safe to run on every start. The auth feature's
 * schema options (its extra user fields) are passed in by the caller (app/server/ or the test
 * setup), so db/ needs nothing from the features.
 */
export async function migrateDatabase(
  connection: DatabaseConnection,
  authSchema: BetterAuthOptions,
): Promise<string[]> {
  // Loaded here, not at start-up: the schema comparison is only needed while migrating.
  const { getMigrations } = await import("better-auth/db/migration");
  const { runMigrations } = await getMigrations(authSchema);
  await runMigrations();

  const migrator = new Migrator({
    db: connection.db,
    provider: { getMigrations: async () => collectMigrations() },
    migrationTableName: MIGRATION_TABLE,
    migrationLockTableName: "campus_migrations_lock",
    // Migrations written at the same time on different branches land in any order (each has its own
    // name prefix): a database that already ran a later-named one still takes an earlier-named one.
    allowUnorderedMigrations: true,
  });
  const { error, results } = await migrator.migrateToLatest();
  if (error) {
    const failed = results?.find((result) => result.status === "Error");
    throw new Error(`Migration ${failed?.migrationName ?? "(unknown)"} failed: ${String(error)}`);
  }
  // After every migration, whichever order they ran in: the page cache's version triggers (db/content-versions.ts).
  await ensureContentVersionTriggers(connection.db);
  return (results ?? []).filter((result) => result.status === "Success").map((result) => result.migrationName);
}
