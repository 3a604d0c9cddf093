import { formatDateTime } from "~/lib/dates";
import { localizeSiteLinks } from "~/lib/i18n/localized-html";
import { type Outcome, refuse } from "~/lib/refusal";
import { getSiteTimeZone } from "~/platform/site-settings/site-settings.server";
import type { DatabaseExecutor } from "~db/executor";
import type { SitePage } from "~db/schema";
import type { SitePageView } from "./site-page-view";
import { deleteSitePage, findSitePage, listSitePages, PAGE_NOT_FOUND_MESSAGE } from "./site-pages.server";

function toSitePageView(page: SitePage): SitePageView {
  return {
    id: page.id,
    title: page.title,
    description: page.description,
    bodyHtml: page.body_html,
    isPublished: page.is_published === 1,
    formId: page.form_id ?? "",
    version: page.version,
  };
}

/** The page-builder list: every page, most recently edited first. */
export async function listSitePageSummaries(db: DatabaseExecutor) {
  const [pages, timeZone] = await Promise.all([listSitePages(db), getSiteTimeZone(db)]);
  return pages.map((page) => ({
    id: page.id,
    title: page.title,
    isPublished: page.is_published === 1,
    updated: formatDateTime(page.updated_at, timeZone),
  }));
}

export async function loadSitePageForEditing(
  db: DatabaseExecutor,
  id: string,
): Promise<Outcome<{ page: SitePageView }>> {
  const page = await findSitePage(db, id);
  return page ? { ok: true, page: toSitePageView(page) } : refuse("missing", PAGE_NOT_FOUND_MESSAGE());
}

/** A published page is public; a draft is shown only to the staff who write pages (everyone else is told it is not found). */
export async function loadPublicSitePage(db: DatabaseExecutor, id: string, isStaff: () => Promise<boolean>) {
  const page = await findSitePage(db, id);
  const isDraft = page ? page.is_published !== 1 : false;
  if (!page || (isDraft && !(await isStaff()))) return refuse("missing", PAGE_NOT_FOUND_MESSAGE());
  return {
    ok: true as const,
    // Shown on a public page: its links to the site stay in the page's language.
    page: {
      title: page.title,
      description: page.description,
      bodyHtml: localizeSiteLinks(page.body_html),
      formId: page.form_id,
    },
    isDraft,
  };
}

export async function deleteSitePageById(db: DatabaseExecutor, id: string): Promise<Outcome> {
  return (await deleteSitePage(db, id)) ? { ok: true } : refuse("missing", PAGE_NOT_FOUND_MESSAGE());
}
