import { type Kysely, sql } from "kysely";
import { beforeAll, describe, expect, it } from "vitest";
import { readContentVersion } from "~/lib/page-cache.server";
import type { RouteAccess } from "~/lib/route-access";
import { getDatabaseConnection, getDb } from "~/server/app-context.server";
import { CONTENT_TABLES, CONTENT_VERSION_TRIGGER_PREFIX } from "~db/content-versions";
import type { Database } from "~db/schema";
import { pageRequest } from "~tests/support/requests";
import { addressableRoutes, dispatch, fillPath } from "~tests/support/route-table";
import { buildRouteWorld, type RouteWorld } from "~tests/support/route-world";

/**
 * The page cache is correct only if every write that changes what an anonymous page shows bumps the
 * content version (db/content-versions.ts, decision 0051). Here: every public page is rendered for a
 * visitor while the SQL it runs is recorded, and each table it reads must have the version triggers
 * or be named below with the reason no visitor sees it change; and a write to each content table
 * does bump the version, on this run's database (SQLite, or PostgreSQL with TEST_DATABASE_URL).
 */

/** Tables public pages read whose writes a visitor never sees on a page. */
const READ_BUT_NOT_SHOWN: Record<string, string> = {
  session: "a visitor without a cookie has no session; signed-in requests are never cached",
  content_versions: "the version itself",
  companies:
    "the SAML answer page (sso/saml/:companyId/acs) reads only whether the company exists, to answer 404; it shows nothing of it",
};

/** Every table a statement names after FROM, JOIN, INTO or UPDATE (quoted or not). */
function tablesIn(statement: string, known: Set<string>): string[] {
  const names = new Set<string>();
  for (const match of statement.matchAll(/\b(?:from|join)\s+"?([a-z_][a-z0-9_]*)"?/gi)) {
    const name = match[1].toLowerCase();
    // SQLite's FTS5 search tables mirror their table (courses_fts -> courses).
    const base = name.replace(/_fts$/, "");
    if (known.has(base)) names.add(base);
  }
  return [...names];
}

async function tableNames(db: Kysely<Database>): Promise<Set<string>> {
  return new Set((await db.introspection.getTables()).map((table) => table.name));
}

async function triggeredTables(db: Kysely<Database>): Promise<Set<string>> {
  const isPostgres = getDatabaseConnection().kind === "postgres";
  const rows = isPostgres
    ? await sql<{ table: string; name: string }>`
        select c.relname as "table", t.tgname as name from pg_trigger t join pg_class c on c.oid = t.tgrelid
        where not t.tgisinternal`.execute(db)
    : await sql<{ table: string; name: string }>`
        select tbl_name as "table", name from sqlite_master where type = 'trigger'`.execute(db);
  return new Set(
    rows.rows.filter((row) => row.name.startsWith(CONTENT_VERSION_TRIGGER_PREFIX)).map((row) => row.table),
  );
}

/** Runs `work` with every statement any Kysely instance in this process sends recorded. */
async function recordingStatements<T>(
  db: Kysely<Database>,
  work: () => Promise<T>,
): Promise<{ result: T; statements: string[] }> {
  const statements: string[] = [];
  const executorClass = Object.getPrototypeOf(Object.getPrototypeOf(db.getExecutor())) as {
    executeQuery: (this: unknown, query: { sql: string }, ...rest: unknown[]) => Promise<unknown>;
  };
  const original = executorClass.executeQuery;
  executorClass.executeQuery = function (query, ...rest) {
    statements.push(query.sql);
    return original.call(this, query, ...rest);
  };
  try {
    return { result: await work(), statements };
  } finally {
    executorClass.executeQuery = original;
  }
}

let world: RouteWorld;
beforeAll(async () => {
  world = await buildRouteWorld();
}, 60_000);

describe("the content version triggers (page cache invalidation)", () => {
  it("every public page reads only tables that bump the version, or that no visitor sees change", async () => {
    const db = getDb();
    const known = await tableNames(db);
    const triggered = await triggeredTables(db);
    const routes = (await addressableRoutes()).filter((route) => {
      const access = route.module.access as RouteAccess | undefined;
      return access?.read === "public" && !route.isResource;
    });
    expect(routes.length).toBeGreaterThan(10);
    const readBy = new Map<string, string>();
    for (const route of routes) {
      const pathname = fillPath(route.path, world.paramsFor(route.path));
      const { result, statements } = await recordingStatements(db, () => dispatch(pageRequest(pathname)));
      // A page that answers no-store or private (a form's signed start time, a quotation's secret
      // link) is never stored by the page cache, so its tables need no trigger.
      if (/no-store|private/.test(result.loaderCacheControl ?? "")) continue;
      for (const statement of statements)
        for (const table of tablesIn(statement, known)) if (!readBy.has(table)) readBy.set(table, pathname);
    }
    expect(readBy.size, "the recording saw the pages' statements").toBeGreaterThan(5);
    const missing = [...readBy]
      .filter(([table]) => !triggered.has(table) && !(table in READ_BUT_NOT_SHOWN))
      .map(([table, pathname]) => `${table} (read by ${pathname}): add it to db/content-versions.ts`);
    expect(missing).toEqual([]);
  });

  it("has triggers on every listed content table", async () => {
    const db = getDb();
    const known = await tableNames(db);
    const triggered = await triggeredTables(db);
    const listed = Object.keys(CONTENT_TABLES).filter((table) => known.has(table));
    expect(listed.length).toBe(Object.keys(CONTENT_TABLES).length);
    expect(listed.filter((table) => !triggered.has(table))).toEqual([]);
  });

  it("bumps the version on a write to each content table, in the writing transaction, and not on a write elsewhere", async () => {
    const db = getDb();
    const problems: string[] = [];
    for (const [table, columns] of Object.entries(CONTENT_TABLES)) {
      const column = columns === "all" ? await firstColumn(db, table) : columns[0];
      // Each write is taken back: the database stays as the other tests left it.
      await db
        .transaction()
        .execute(async (transaction) => {
          const sample = SAMPLE_ROWS[table];
          const hasRow = await sql`select 1 from ${sql.table(table)} limit 1`.execute(transaction);
          if (hasRow.rows.length === 0) {
            if (!sample) {
              problems.push(`${table}: no row in the test database and no sample row here`);
              throw new TakeBack();
            }
            await sample.prepare?.(transaction);
          }
          const before = await readContentVersion(transaction);
          if (hasRow.rows.length === 0 && sample) await sample.insert(transaction);
          // The same value written back to one row: a real UPDATE that changes no data.
          else
            await sql`update ${sql.table(table)} set ${sql.ref(column)} = ${sql.ref(column)} where ${sql.ref(column)} is not distinct from (select ${sql.ref(column)} from ${sql.table(table)} limit 1)`.execute(
              transaction,
            );
          if ((await readContentVersion(transaction)) <= before) problems.push(`${table}: version not bumped`);
          throw new TakeBack();
        })
        .catch((error) => {
          if (!(error instanceof TakeBack)) throw error;
        });
    }
    expect(problems).toEqual([]);
    const before = await readContentVersion(db);
    await sql`update outbox set attempts = attempts`.execute(db);
    await sql`update rate_limits set hits = hits`.execute(db);
    await sql`update session set token = token`.execute(db);
    expect(await readContentVersion(db)).toBe(before);
  });

  it("keeps the version when a write to a content table changes no row (a refused write scoped in its own statement)", async () => {
    const db = getDb();
    const before = await readContentVersion(db);
    for (const [table, columns] of Object.entries(CONTENT_TABLES)) {
      const column = columns === "all" ? await firstColumn(db, table) : columns[0];
      if (columns === "all") {
        await sql`update ${sql.table(table)} set ${sql.ref(column)} = ${sql.ref(column)} where 1 = 0`.execute(db);
      }
      await sql`delete from ${sql.table(table)} where 1 = 0`.execute(db);
    }
    expect(await readContentVersion(db)).toBe(before);
  });
});

class TakeBack extends Error {}

type Writer = (db: Kysely<Database>) => Promise<unknown>;

/** Rows for content tables the test database leaves empty. */
const SAMPLE_ROWS: Record<string, { prepare?: Writer; insert: Writer }> = {
  training_categories: {
    insert: (db) =>
      db.insertInto("training_categories").values({ id: "cv-cat", name: "Audits", summary: "", position: 1 }).execute(),
  },
  training_standards: {
    prepare: (db) =>
      db.insertInto("training_categories").values({ id: "cv-cat", name: "Audits", summary: "", position: 1 }).execute(),
    insert: (db) =>
      db
        .insertInto("training_standards")
        .values({ id: "cv-std", category_id: "cv-cat", code: "ISO 9001", title: "Quality", position: 1 })
        .execute(),
  },
  mail_suppressions: {
    insert: (db) =>
      db
        .insertInto("mail_suppressions")
        .values({ email: "gone@versions.test", created_at: new Date().toISOString() })
        .execute(),
  },
  footprint_countries: {
    insert: (db) =>
      db.insertInto("footprint_countries").values({ id: "cv-za", name: "Lesotho", position: 1 }).execute(),
  },
  // Two of the route world's courses: the second to be completed before the first.
  course_prerequisites: {
    insert: async (db) => {
      const [course, required] = await db.selectFrom("courses").select("id").orderBy("id").limit(2).execute();
      if (!course || !required) throw new Error("the route world has fewer than two courses");
      await db
        .insertInto("course_prerequisites")
        .values({ course_id: course.id, required_course_id: required.id, created_at: new Date().toISOString() })
        .execute();
    },
  },
  // A translation of one of the route world's blocks, its lesson, chapter and course (decision 0108-course-translations).
  course_translations: { insert: (db) => insertTranslation(db, "course_translations") },
  chapter_translations: { insert: (db) => insertTranslation(db, "chapter_translations") },
  lesson_translations: { insert: (db) => insertTranslation(db, "lesson_translations") },
  block_translations: { insert: (db) => insertTranslation(db, "block_translations") },
};

async function firstColumn(db: Kysely<Database>, table: string): Promise<string> {
  const tables = await db.introspection.getTables();
  const found = tables.find((candidate) => candidate.name === table);
  if (!found) throw new Error(`no table ${table}`);
  return found.columns.find((column) => column.name !== "id")?.name ?? found.columns[0].name;
}

async function insertTranslation(
  db: Kysely<Database>,
  table: "course_translations" | "chapter_translations" | "lesson_translations" | "block_translations",
) {
  const block = await db
    .selectFrom("content_blocks")
    .innerJoin("lessons", "lessons.id", "content_blocks.lesson_id")
    .select(["content_blocks.id", "content_blocks.lesson_id", "lessons.chapter_id", "content_blocks.course_id"])
    .limit(1)
    .executeTakeFirst();
  if (!block) throw new Error("the route world has no content block");
  const now = new Date().toISOString();
  const row = {
    id: `cv-${table}`,
    course_id: block.course_id,
    locale: "zu",
    title: "Isihloko",
    created_at: now,
    updated_at: now,
  };
  if (table === "course_translations")
    await db
      .insertInto(table)
      .values({ ...row, description_html: "" })
      .execute();
  if (table === "chapter_translations")
    await db
      .insertInto(table)
      .values({ ...row, chapter_id: block.chapter_id })
      .execute();
  if (table === "lesson_translations")
    await db
      .insertInto(table)
      .values({ ...row, lesson_id: block.lesson_id })
      .execute();
  if (table === "block_translations") {
    await db
      .insertInto(table)
      .values({ ...row, block_id: block.id, content_json: "{}", source_version: 1 })
      .execute();
  }
}
