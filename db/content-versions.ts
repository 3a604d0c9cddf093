import { type Kysely, PostgresAdapter, sql } from "kysely";

/**
 * What anonymous pages show has one version number (docs/decisions/0052-page-cache.md): the row
 * content_versions(id = 1), bumped by a trigger on every table a public page reads, in the same
 * transaction as the write, so no write path can forget it and every serving process sees it
 * (server/page-cache.ts keeps a stored page only while the version it was rendered at is current).
 * Tables no public page shows (sessions, the outbox, enquiries, completions ...) have no trigger, so
 * their writes keep the cache; tests/integration/page-cache-tables.test.ts fails when a public page
 * reads a table that has none.
 *
 * The triggers are made after the migrations on every start (CREATE ... IF NOT EXISTS / OR REPLACE),
 * not in one migration: a content table a later-named migration adds gets its trigger too, by a line
 * here. A table listed before its migration has run is skipped until it exists.
 */
export const CONTENT_TABLES: Readonly<Record<string, readonly string[] | "all">> = {
  site_settings: "all",
  site_pages: "all",
  // Draft saves change nothing a visitor sees; publishing does.
  site_page_content: ["published_json", "published_version"],
  uploads: "all",
  training_categories: "all",
  training_standards: "all",
  footprint_countries: "all",
  courses: "all",
  course_instructors: "all",
  chapters: "all",
  lessons: "all",
  cpd_courses: "all",
  cpd_bodies: "all",
  cpd_body_requirements: "all",
  events: "all",
  // Seats left on the events pages.
  event_bookings: "all",
  training_schedule_entries: "all",
  forms: "all",
  // A form page shows whether it still takes answers (its response limit).
  form_responses: "all",
  // The public certificate check (/verify/:id) shows a certificate's status.
  certificates: "all",
  // The unsubscribe page shows whether the address is already unsubscribed.
  mail_suppressions: "all",
  // A facilitator's name and photo on course and event pages; sign-ins and profile fields are not shown.
  user: ["name", "image", "role"],
  // Selling: checkout. The price with VAT beside Buy, and "Fully booked" once a date's or an event's seats are sold (decision 0082-checkout-cart).
  vat_rates: "all",
  order_seats: "all",
  // Learning paths' public pages (/paths, /paths/:slug): the path and its courses in order.
  learning_paths: "all",
  learning_path_courses: "all",
  // A course's overview lists the courses to complete first (decision 0093-sequencing).
  course_prerequisites: "all",
  // A course's title and description in the page's language, and the languages it is offered in
  // (decision 0108-course-translations).
  course_translations: "all",
  chapter_translations: "all",
  lesson_translations: "all",
  // Only whether a block (and its translation) exists counts there: "Offered in" compares their numbers,
  // so an author's autosaves of a block's content keep the cache (no update of course_id ever happens).
  block_translations: ["course_id"],
  content_blocks: ["course_id"],
};

export const CONTENT_VERSION_TRIGGER_PREFIX = "content_version_";

// biome-ignore lint/suspicious/noExplicitAny: run right after the migrations, on the schema as it is.
export async function ensureContentVersionTriggers(db: Kysely<any>) {
  const existing = new Set((await db.introspection.getTables()).map((table) => table.name));
  const isPostgres = db.getExecutor().adapter instanceof PostgresAdapter;
  for (const [table, columns] of Object.entries(CONTENT_TABLES)) {
    if (!existing.has(table)) continue;
    const update = columns === "all" ? "update" : `update of ${columns.map((column) => `"${column}"`).join(", ")}`;
    if (isPostgres) {
      await ensurePostgresTriggers(db, table, columns);
      continue;
    }
    for (const [name, event] of [
      ["insert", "insert"],
      ["delete", "delete"],
      ["update", update],
    ]) {
      await sql
        .raw(
          `create trigger if not exists ${CONTENT_VERSION_TRIGGER_PREFIX}${table}_${name} after ${event} on "${table}" begin update content_versions set version = version + 1 where id = 1; end`,
        )
        .execute(db);
    }
  }
}

/**
 * One statement trigger per event, each with its transition table, so a statement that changed no
 * rows (a refused write scoped in its own statement) does not bump the version. PostgreSQL allows no
 * transition table on an `update of <columns>` trigger: there an update of no rows still bumps it.
 * Before this, one trigger per table named `content_version_<table>` covered all three events.
 */
// biome-ignore lint/suspicious/noExplicitAny: see ensureContentVersionTriggers.
async function ensurePostgresTriggers(db: Kysely<any>, table: string, columns: readonly string[] | "all") {
  const name = `${CONTENT_VERSION_TRIGGER_PREFIX}${table}`;
  await sql.raw(`drop trigger if exists ${name} on "${table}"`).execute(db);
  const events: Array<[string, "new" | "old"]> = [
    ["insert", "new"],
    ["delete", "old"],
  ];
  if (columns === "all") events.push(["update", "new"]);
  for (const [event, rows] of events) {
    await sql
      .raw(
        `create or replace trigger ${name}_${event} after ${event} on "${table}" referencing ${rows} table as changed_rows for each statement execute function content_versions_bump_if_changed()`,
      )
      .execute(db);
  }
  if (columns !== "all") {
    const update = `update of ${columns.map((column) => `"${column}"`).join(", ")}`;
    await sql
      .raw(
        `create or replace trigger ${name}_update after ${update} on "${table}" for each statement execute function content_versions_bump()`,
      )
      .execute(db);
  }
}
