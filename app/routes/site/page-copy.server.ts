import { data } from "react-router";
import { loadPageContent } from "~/features/site-content/page-content.server";
import { isPreviewRequest } from "~/features/site-content/page-preview";
import type { SitePageContent, SitePageKey } from "~/features/site-content/site-pages.schema";
import { requireAdmin } from "~/platform/auth/session.server";
import type { DatabaseExecutor } from "~db/executor";

/**
 * The copy a public page renders: the published document, or for an admin asking for a preview the
 * draft. Anyone else asking for a preview is sent to sign in or refused (403), never shown the draft.
 * A preview is private and not stored anywhere (the page cache keeps nothing marked private,
 * app/lib/page-cache.server.ts), and it asks search engines not to index it.
 */
export async function loadPageCopy<Key extends SitePageKey>(
  request: Request,
  db: DatabaseExecutor,
  key: Key,
): Promise<{ content: SitePageContent[Key]; isPreview: boolean }> {
  if (!isPreviewRequest(request)) return { content: await loadPageContent(db, key), isPreview: false };
  await requireAdmin(request);
  return { content: await loadPageContent(db, key, "draft"), isPreview: true };
}

const PREVIEW_HEADERS = { "Cache-Control": "private, no-store", "X-Robots-Tag": "noindex" };

/** A public page's loader reply: a preview carries PREVIEW_HEADERS (the route's `headers` passes them on). */
export function pageReply<View extends { isPreview: boolean }>(view: View) {
  return data(view, { headers: view.isPreview ? PREVIEW_HEADERS : undefined });
}
