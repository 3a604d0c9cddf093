import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { readImportGraph } from "./import-graph";

/**
 * The platform services own their tables (decision 0076): a domain asks mail to withdraw its
 * reminders, auth to end a person's sessions, and never writes those rows itself, so each service
 * can change how it stores things behind its small surface. Migrations and the demo seed, which
 * build the tables and their first rows, are the only other writers.
 */
const TABLE_OWNERS: Record<string, string[]> = {
  outbox: ["app/platform/mail/"],
  mail_suppressions: ["app/platform/mail/"],
  webhook_endpoints: ["app/platform/webhooks/"],
  webhook_deliveries: ["app/platform/webhooks/"],
  site_settings: ["app/platform/site-settings/"],
  footprint_countries: ["app/platform/site-settings/"],
  session: ["app/platform/auth/"],
  account: ["app/platform/auth/"],
  verification: ["app/platform/auth/"],
  // The account record: auth creates it and keeps its sign-in columns; users edits profile and role.
  user: ["app/platform/auth/", "app/features/users/"],
};
const ALWAYS_ALLOWED = ["db/migrations/", "app/server/seed/"];

const root = path.resolve(import.meta.dirname, "../..");
const WRITE = /\b(?:deleteFrom|updateTable|insertInto|updateAtVersion\(\s*\w+\s*,)\s*\(?\s*"([a-z_]+)"/g;

function tableWrites(source: string): string[] {
  return [...source.matchAll(WRITE)].map((match) => match[1]);
}

describe("table owners", () => {
  it("reads a write of each shape", () => {
    const source = [
      'await db.deleteFrom("outbox").execute();',
      'trx.updateTable("user").set({})',
      'db\n  .insertInto("session")',
      'updateAtVersion(db, "user", { id }, {})',
      'db.selectFrom("outbox")',
    ].join("\n");
    expect(tableWrites(source)).toEqual(["outbox", "user", "session", "user"]);
  });

  it("lets only each platform table's owner write it", () => {
    const files = readImportGraph(root, ["app", "db", "server", "scripts"]).files.filter(
      (file) => !/\.test\.tsx?$/.test(file) && !ALWAYS_ALLOWED.some((prefix) => file.startsWith(prefix)),
    );
    expect(files.length).toBeGreaterThan(100);
    const trespasses = files.flatMap((file) =>
      tableWrites(readFileSync(path.join(root, file), "utf8"))
        .filter((table) => TABLE_OWNERS[table] && !TABLE_OWNERS[table].some((owner) => file.startsWith(owner)))
        .map((table) => `${file} writes ${table} (owned by ${TABLE_OWNERS[table].join(", ")})`),
    );
    expect(trespasses, trespasses.join("\n")).toEqual([]);
  });
});
