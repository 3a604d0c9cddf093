import { sql } from "kysely";
import { formatDateTime } from "~/lib/dates";
import { type Outcome, refuse } from "~/lib/refusal";
import { listNonImageUploads } from "~/lib/uploaded-image.server";
import { updateAtVersion } from "~/lib/versioned-update.server";
import type { DatabaseExecutor } from "~db/executor";
import { DEFAULT_PAGE_CONTENT } from "./default-content";
import * as m from "./messages";
import { IMAGE_MESSAGE, imagesOf } from "./page-document";
import {
  SITE_PAGE_KEYS,
  SITE_PAGES,
  type SitePageContent,
  type SitePageKey,
  sitePageSchemas,
} from "./site-pages.schema";

/**
 * Reads and writes of the public pages' copy (docs/decisions/0054-page-content.md). Each page has one row with a
 * draft and a published document; visitors read the published one, admins edit and preview the
 * draft, publish copies it over in one versioned statement. Publishing changes published_json, and
 * the page cache's trigger on that column (db/content-versions.ts) drops every stored page at once.
 */

const PAGE_CONTENT_CHANGED_MESSAGE = () => m.pageContentChanged();
const MISSING_MESSAGE = () => m.noSuchPage();

/**
 * The demo company's copy for every page that has no row yet (first start; a second caller's insert
 * does nothing). Only missing pages are inserted, and nothing when none is: PostgreSQL's statement
 * triggers fire even for an insert of no rows, and the page cache's would drop every stored page.
 */
export async function ensurePageContent(db: DatabaseExecutor): Promise<void> {
  const existing = await db.selectFrom("site_page_content").select("id").where("id", "in", SITE_PAGE_KEYS).execute();
  const have = new Set(existing.map((row) => row.id));
  const missing = SITE_PAGE_KEYS.filter((key) => !have.has(key));
  if (missing.length === 0) return;
  const now = new Date().toISOString();
  await db
    .insertInto("site_page_content")
    .values(
      missing.map((key) => {
        const json = JSON.stringify(DEFAULT_PAGE_CONTENT[key]);
        return { id: key, draft_json: json, published_json: json, updated_at: now };
      }),
    )
    .onConflict((conflict) => conflict.column("id").doNothing())
    .execute();
}

/** A read that finds the pages' rows missing (a database that never started the app) writes them and reads again. */
async function readAfterEnsuring<Row>(
  db: DatabaseExecutor,
  read: () => Promise<Row>,
  isComplete: (row: Row) => boolean,
) {
  const first = await read();
  if (isComplete(first)) return first;
  await ensurePageContent(db);
  return read();
}

function readRow(db: DatabaseExecutor, key: SitePageKey) {
  const read = () =>
    db
      .selectFrom("site_page_content as content")
      .leftJoin("user as editor", "editor.id", "content.updated_by_user_id")
      .leftJoin("user as publisher", "publisher.id", "content.published_by_user_id")
      .select([
        "content.draft_json",
        "content.published_json",
        "content.version",
        "content.updated_at",
        "content.published_at",
        "editor.name as editor_name",
        "publisher.name as publisher_name",
      ])
      .where("content.id", "=", key)
      .executeTakeFirst();
  return readAfterEnsuring(db, read, Boolean);
}

/**
 * A stored document over the current defaults: a field a later descriptor added shows the demo
 * copy until an admin saves the page. Stored documents were checked by the page's schema on save.
 */
function documentFrom<Key extends SitePageKey>(key: Key, json: string): SitePageContent[Key] {
  const stored = JSON.parse(json) as Partial<SitePageContent[Key]>;
  return { ...DEFAULT_PAGE_CONTENT[key], ...stored };
}

/** What visitors see, or (preview) the draft an admin is working on: one read of one column. */
export async function loadPageContent<Key extends SitePageKey>(
  db: DatabaseExecutor,
  key: Key,
  copy: "published" | "draft" = "published",
): Promise<SitePageContent[Key]> {
  const column = copy === "draft" ? "draft_json" : "published_json";
  const read = () => db.selectFrom("site_page_content").select(column).where("id", "=", key).executeTakeFirst();
  const row = await readAfterEnsuring(db, read, Boolean);
  if (!row) return DEFAULT_PAGE_CONTENT[key];
  return documentFrom(key, (row as Record<typeof column, string>)[column]);
}

/** When visitors' copy last changed: its last publishing, or the first write of the demo copy. */
export async function loadPublishedAt(db: DatabaseExecutor, key: SitePageKey): Promise<string> {
  const read = () =>
    db.selectFrom("site_page_content").select(["published_at", "updated_at"]).where("id", "=", key).executeTakeFirst();
  const row = await readAfterEnsuring(db, read, Boolean);
  return row?.published_at ?? row?.updated_at ?? new Date().toISOString();
}

export interface PageContentEditorView {
  key: SitePageKey;
  name: string;
  path: string;
  draft: Record<string, unknown>;
  version: number;
  hasUnpublishedChanges: boolean;
  savedBy: string | null;
  savedAt: string;
  publishedBy: string | null;
  publishedAt: string | null;
}

export async function loadPageContentEditor(
  db: DatabaseExecutor,
  key: SitePageKey,
  timeZone: string,
): Promise<PageContentEditorView> {
  const row = await readRow(db, key);
  if (!row) throw new Error(`site_page_content ${key} could not be created`);
  return {
    key,
    name: SITE_PAGES[key].name,
    path: SITE_PAGES[key].path,
    draft: documentFrom(key, row.draft_json),
    version: row.version,
    hasUnpublishedChanges: row.draft_json !== row.published_json,
    savedBy: row.editor_name,
    savedAt: formatDateTime(row.updated_at, timeZone),
    publishedBy: row.publisher_name,
    publishedAt: row.published_at ? formatDateTime(row.published_at, timeZone) : null,
  };
}

/** The pages on the Page content screen: whether each has a draft waiting, and who published last. */
export async function listPageContentOverview(db: DatabaseExecutor, timeZone: string) {
  const read = () =>
    db
      .selectFrom("site_page_content as content")
      .leftJoin("user as publisher", "publisher.id", "content.published_by_user_id")
      .select(["content.id", "content.draft_json", "content.published_json", "content.published_at", "publisher.name"])
      .where("content.id", "in", SITE_PAGE_KEYS)
      .execute();
  const rows = await readAfterEnsuring(db, read, (found) => found.length === SITE_PAGE_KEYS.length);
  const byKey = new Map(rows.map((row) => [row.id, row]));
  return SITE_PAGE_KEYS.map((key) => {
    const row = byKey.get(key);
    return {
      key,
      name: SITE_PAGES[key].name,
      path: SITE_PAGES[key].path,
      hasUnpublishedChanges: Boolean(row && row.draft_json !== row.published_json),
      publishedBy: row?.name ?? null,
      publishedAt: row?.published_at ? formatDateTime(row.published_at, timeZone) : null,
    };
  });
}

interface PageTarget {
  key: SitePageKey;
  /** The version the editor was opened at. */
  version: number;
  userId: string;
}

/** Read when a refusal is built, so it is in that request's language. */
const MESSAGES = {
  get stale() {
    return PAGE_CONTENT_CHANGED_MESSAGE();
  },
  get missing() {
    return MISSING_MESSAGE();
  },
};

/**
 * Checks the sent document with the page's schema and its images against the uploads table, then
 * writes it as the draft if nobody saved, published or discarded since the editor was opened.
 */
const FIELDS_NEED_ATTENTION = "Some fields need attention: see the messages below.";

export async function savePageDraft(
  db: DatabaseExecutor,
  target: PageTarget,
  sent: Record<string, unknown>,
): Promise<Outcome<{ version: number }>> {
  const { descriptor } = SITE_PAGES[target.key];
  const parsed = sitePageSchemas[target.key].safeParse(sent);
  if (!parsed.success) {
    const fieldErrors: Record<string, string> = {};
    for (const issue of parsed.error.issues) {
      const name = issue.path.map(String).join(".") || "form";
      fieldErrors[name] ??= issue.message;
    }
    return refuse("invalid", FIELDS_NEED_ATTENTION, fieldErrors);
  }
  const document = parsed.data as Record<string, unknown>;
  const images = imagesOf(descriptor, document);
  const refused = new Set(
    await listNonImageUploads(
      db,
      images.map((image) => image.url),
    ),
  );
  if (refused.size > 0) {
    const fieldErrors = Object.fromEntries(
      images.filter((image) => refused.has(image.url)).map((image) => [image.fieldName, IMAGE_MESSAGE()]),
    );
    return refuse("invalid", FIELDS_NEED_ATTENTION, fieldErrors);
  }
  return updateAtVersion(
    db,
    "site_page_content",
    { id: target.key, version: target.version },
    { draft_json: JSON.stringify(document), updated_at: new Date().toISOString(), updated_by_user_id: target.userId },
    MESSAGES,
  );
}

/** The saved draft becomes what visitors see, in one statement at the version the admin was looking at. */
export function publishPageDraft(db: DatabaseExecutor, target: PageTarget) {
  const now = new Date().toISOString();
  return updateAtVersion(
    db,
    "site_page_content",
    { id: target.key, version: target.version },
    {
      published_json: sql.ref("draft_json"),
      published_version: sql`${sql.ref("version")} + 1`,
      published_at: now,
      published_by_user_id: target.userId,
    },
    MESSAGES,
  );
}

/** The draft goes back to the published copy (an admin abandons changes not yet published). */
export function discardPageDraft(db: DatabaseExecutor, target: PageTarget) {
  return updateAtVersion(
    db,
    "site_page_content",
    { id: target.key, version: target.version },
    { draft_json: sql.ref("published_json"), updated_at: new Date().toISOString(), updated_by_user_id: target.userId },
    MESSAGES,
  );
}
