import { createId } from "~/lib/ids";
import type { Outcome } from "~/lib/refusal";
import { sanitizeRichText } from "~/lib/sanitize-html.server";
import { updateAtVersion } from "~/lib/versioned-update.server";
import type { DatabaseExecutor } from "~db/executor";
import type { SitePage } from "~db/schema";
import * as m from "./messages";
import { type SitePageInput, STALE_PAGE_MESSAGE } from "./site-pages.schema";

export type SitePageSummary = Pick<SitePage, "id" | "title" | "is_published" | "updated_at">;

/** Every page for the page-builder list, most recently edited first. */
export function listSitePages(db: DatabaseExecutor): Promise<SitePageSummary[]> {
  return db
    .selectFrom("site_pages")
    .select(["id", "title", "is_published", "updated_at"])
    .orderBy("updated_at", "desc")
    .orderBy("id")
    .execute();
}

export async function findSitePage(db: DatabaseExecutor, id: string): Promise<SitePage | null> {
  return (await db.selectFrom("site_pages").selectAll().where("id", "=", id).executeTakeFirst()) ?? null;
}

/**
 * The embedded form's id if that form exists, else null: the editor offers only existing forms, and a
 * posted id that names none is dropped rather than failing the foreign key.
 */
async function existingFormId(db: DatabaseExecutor, formId: string | undefined): Promise<string | null> {
  if (!formId) return null;
  const form = await db.selectFrom("forms").select("id").where("id", "=", formId).executeTakeFirst();
  return form?.id ?? null;
}

export async function createSitePage(db: DatabaseExecutor, input: SitePageInput): Promise<string> {
  const id = createId();
  const formId = await existingFormId(db, input.formId);
  const now = new Date().toISOString();
  await db
    .insertInto("site_pages")
    .values({
      id,
      title: input.title,
      description: input.description,
      body_html: sanitizeRichText(input.bodyHtml),
      is_published: input.isPublished ? 1 : 0,
      form_id: formId,
      created_at: now,
      updated_at: now,
      version: 1,
    })
    .execute();
  return id;
}

export const PAGE_NOT_FOUND_MESSAGE = () => m.pageNotFound();

export type UpdateSitePageResult = Outcome<{ version: number }>;

/**
 * Saves an edit made from `version`. A save from an older version is refused (nothing written), so
 * one admin never silently overwrites another's newer text.
 */
export async function updateSitePage(
  db: DatabaseExecutor,
  id: string,
  input: SitePageInput & { version: number },
): Promise<UpdateSitePageResult> {
  const formId = await existingFormId(db, input.formId);
  return updateAtVersion(
    db,
    "site_pages",
    { id, version: input.version },
    {
      title: input.title,
      description: input.description,
      body_html: sanitizeRichText(input.bodyHtml),
      is_published: input.isPublished ? 1 : 0,
      form_id: formId,
      updated_at: new Date().toISOString(),
    },
    { stale: STALE_PAGE_MESSAGE(), missing: PAGE_NOT_FOUND_MESSAGE() },
  );
}

/** True when a page was deleted. */
export async function deleteSitePage(db: DatabaseExecutor, id: string): Promise<boolean> {
  const result = await db.deleteFrom("site_pages").where("id", "=", id).executeTakeFirst();
  return Number(result.numDeletedRows) === 1;
}
