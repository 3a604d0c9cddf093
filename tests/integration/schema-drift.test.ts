import path from "node:path";
import { sql } from "kysely";
import { describe, expect, it } from "vitest";
import { getDatabaseConnection } from "~/server/app-context.server";
import {
  type DeclaredTables,
  familyOfDatabaseType,
  readDeclaredTables,
  type TypeFamily,
} from "~tests/support/schema-interfaces";

/**
 * Ghost's integrity test (ARCHITECTURE.md 17): the migrated database, introspected on whichever
 * dialect this run uses, has exactly the tables and columns db/schema.ts declares, with the same
 * nullability and a type of the declared family. Both ways: a column only in the database and a
 * column only in schema.ts both fail.
 */

/** Tables the database has on purpose without a type in db/schema.ts, and why. */
const UNTYPED_TABLES: Record<string, string> = {
  campus_migrations: "the migrator's bookkeeping (db/migrate.server.ts)",
  campus_migrations_lock: "the migrator's lock (db/migrate.server.ts)",
  account: "better-auth's own (password hashes): Campus reaches it only through better-auth",
  verification: "better-auth's own (confirmation and reset tokens): only through better-auth",
  // SQLite only: the user search's FTS5 table and the shadow tables FTS5 keeps for it (20261124_perf_1000).
  user_text_search: "SQLite's FTS5 index of user names and emails, read only by db/sql-helpers.ts matchesTextSearch",
  user_text_search_data: "FTS5's own storage for user_text_search",
  user_text_search_idx: "FTS5's own storage for user_text_search",
  user_text_search_docsize: "FTS5's own storage for user_text_search",
  user_text_search_config: "FTS5's own storage for user_text_search",
  // SQLite only: the list searches' FTS5 tables (20261201_speed_0510, decision 0113).
  course_text_search:
    "SQLite's FTS5 index of course names, titles and subtitles, read only by db/sql-helpers.ts matchesEveryWord",
  course_text_search_data: "FTS5's own storage for course_text_search",
  course_text_search_idx: "FTS5's own storage for course_text_search",
  course_text_search_docsize: "FTS5's own storage for course_text_search",
  course_text_search_config: "FTS5's own storage for course_text_search",
  // SQLite only: the list searches' FTS5 tables (20261201_speed_0510, decision 0113).
  enquiry_text_search:
    "SQLite's FTS5 index of enquiries' senders and messages, read only by db/sql-helpers.ts matchesEveryWord",
  enquiry_text_search_data: "FTS5's own storage for enquiry_text_search",
  enquiry_text_search_idx: "FTS5's own storage for enquiry_text_search",
  enquiry_text_search_docsize: "FTS5's own storage for enquiry_text_search",
  enquiry_text_search_config: "FTS5's own storage for enquiry_text_search",
  // SQLite only: the list searches' FTS5 tables (20261201_speed_0510, decision 0113).
  event_text_search: "SQLite's FTS5 index of event titles, read only by db/sql-helpers.ts matchesEveryWord",
  event_text_search_data: "FTS5's own storage for event_text_search",
  event_text_search_idx: "FTS5's own storage for event_text_search",
  event_text_search_docsize: "FTS5's own storage for event_text_search",
  event_text_search_config: "FTS5's own storage for event_text_search",
  // SQLite only: the list searches' FTS5 tables (20261201_speed_0510, decision 0113).
  event_booking_text_search:
    "SQLite's FTS5 index of bookings' attendee names and emails, read only by db/sql-helpers.ts matchesEveryWord",
  event_booking_text_search_data: "FTS5's own storage for event_booking_text_search",
  event_booking_text_search_idx: "FTS5's own storage for event_booking_text_search",
  event_booking_text_search_docsize: "FTS5's own storage for event_booking_text_search",
  event_booking_text_search_config: "FTS5's own storage for event_booking_text_search",
};

/**
 * Known differences, each with its reason: the test fails on any other, and on one of these once
 * it is gone (so the entry is removed with the fix).
 */
const KNOWN_DRIFT: Record<string, string> = {
  "user.role: nullable in the database, not null in schema.ts (string)":
    "better-auth creates its additional fields as nullable columns and fills in the default itself; every account is made through better-auth",
  "user.deactivated: nullable in the database, not null in schema.ts (boolean | number)":
    "as user.role: better-auth's additional field, defaulted by better-auth",
};

interface IntrospectedColumn {
  name: string;
  nullable: boolean;
  dataType: string;
  family: TypeFamily | null;
}

/**
 * SQLite lets a primary key other than INTEGER hold NULL unless declared NOT NULL (a quirk it keeps
 * for compatibility), so introspection calls our text ids nullable there; PostgreSQL never does.
 * Ids are always written by the app, so a primary key counts as not null on both.
 */
async function sqlitePrimaryKeyColumns(table: string): Promise<Set<string>> {
  const { db, kind } = getDatabaseConnection();
  if (kind !== "sqlite") return new Set();
  const result = await sql<{ name: string }>`select name from pragma_table_info(${table}) where pk > 0`.execute(db);
  return new Set(result.rows.map((row) => row.name));
}

async function introspectTables(): Promise<Map<string, IntrospectedColumn[]>> {
  const tables = (await getDatabaseConnection().db.introspection.getTables()).filter((table) => !table.isView);
  const described = new Map<string, IntrospectedColumn[]>();
  for (const table of tables) {
    const primaryKey = await sqlitePrimaryKeyColumns(table.name);
    described.set(
      table.name,
      table.columns.map((column) => ({
        name: column.name,
        nullable: column.isNullable && !primaryKey.has(column.name),
        dataType: column.dataType,
        family: familyOfDatabaseType(column.dataType),
      })),
    );
  }
  return described;
}

/** Every difference between the declared and the introspected tables, one readable line each. */
function describeDrift(declared: DeclaredTables, actual: Map<string, IntrospectedColumn[]>): string[] {
  const drift: string[] = [];
  for (const table of actual.keys()) {
    if (!declared.has(table) && !(table in UNTYPED_TABLES))
      drift.push(`table ${table}: in the database, not in schema.ts`);
  }
  for (const [table, declaredColumns] of declared) {
    const columns = actual.get(table);
    if (!columns) {
      drift.push(`table ${table}: in schema.ts, not in the database`);
      continue;
    }
    const declaredByName = new Map(declaredColumns.map((column) => [column.name, column]));
    for (const column of columns) {
      const expected = declaredByName.get(column.name);
      if (!expected) {
        drift.push(`${table}.${column.name}: in the database (${column.dataType}), not in schema.ts`);
        continue;
      }
      if (expected.nullable !== column.nullable) {
        const says = (nullable: boolean) => (nullable ? "nullable" : "not null");
        drift.push(
          `${table}.${column.name}: ${says(column.nullable)} in the database, ${says(expected.nullable)} in schema.ts (${expected.typeText})`,
        );
      }
      if (column.family === null) {
        drift.push(`${table}.${column.name}: database type ${column.dataType} has no known family`);
      } else if (!expected.families.includes(column.family)) {
        drift.push(
          `${table}.${column.name}: ${column.dataType} (${column.family}) in the database, ${expected.typeText} in schema.ts`,
        );
      }
    }
    const actualNames = new Set(columns.map((column) => column.name));
    for (const column of declaredColumns) {
      if (!actualNames.has(column.name)) drift.push(`${table}.${column.name}: in schema.ts, not in the database`);
    }
  }
  return drift;
}

describe("db/schema.ts against the migrated database", () => {
  const declared = readDeclaredTables(path.resolve(import.meta.dirname, "../../db/schema.ts"));

  it("reads schema.ts (guards against a parser that finds nothing)", () => {
    expect(declared.size).toBeGreaterThan(20);
    expect(declared.get("courses")?.find((column) => column.name === "cover_url")).toMatchObject({
      nullable: true,
      families: ["text"],
    });
  });

  it("has every table and column of the database, and nothing more, with nullability and type family", async () => {
    const drift = describeDrift(declared, await introspectTables());
    const unexpected = drift.filter((line) => !(line in KNOWN_DRIFT));
    expect(unexpected, `schema drift (${getDatabaseConnection().kind}):\n${unexpected.join("\n")}`).toEqual([]);
    const fixed = Object.keys(KNOWN_DRIFT).filter((line) => !drift.includes(line));
    expect(fixed, "known drift that is gone: remove it from KNOWN_DRIFT").toEqual([]);
  });

  it("notices drift both ways (a column only in the database, one only in schema.ts, nullability, type)", async () => {
    const actual = await introspectTables();
    const courses = declared.get("courses")!;
    const tampered: DeclaredTables = new Map(declared);
    tampered.set("courses", [
      ...courses.filter((column) => column.name !== "slug" && column.name !== "name" && column.name !== "version"),
      { name: "name", nullable: true, families: ["text"], typeText: "string | null" },
      { name: "version", nullable: false, families: ["text"], typeText: "string" },
      { name: "retired_at", nullable: true, families: ["text"], typeText: "string | null" },
    ]);
    const drift = describeDrift(tampered, actual).filter((line) => !(line in KNOWN_DRIFT));
    expect(drift).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^courses\.slug: in the database .*not in schema\.ts$/),
        "courses.retired_at: in schema.ts, not in the database",
        expect.stringMatching(/^courses\.name: not null in the database, nullable in schema\.ts/),
        expect.stringMatching(/^courses\.version: .*\(number\) in the database, string in schema\.ts$/),
      ]),
    );
    expect(drift).toHaveLength(4);
  });
});
