import type { EntryContext } from "react-router";
import type { DatabaseExecutor } from "~db/executor";
import type { RouteAccess } from "./route-access";

/**
 * The app's side of the anonymous page cache (server/page-cache.ts, docs/decisions/0052-page-cache.md).
 * The server may keep a document only when the entry marks it with this header (and takes the header
 * off before anything is sent): one rule, decided where the matched routes are known.
 */
export const PAGE_CACHE_MARKER = "X-Campus-Page-Cache";
export const PAGE_CACHE_STORABLE = "storable";

/**
 * A document is storable when every route that rendered it is read by anyone (`access.read` is
 * "public": no staff, learner, holder or preview route; a layout with neither loader nor declaration
 * reads nothing), it answered 200 with no cookie set, and no
 * route said `Cache-Control: no-store` or `private` itself.
 */
export function isStorableDocument(status: number, headers: Headers, context: EntryContext): boolean {
  if (status !== 200 || headers.has("Set-Cookie")) return false;
  const cacheControl = headers.get("Cache-Control") ?? "";
  if (/no-store|private/i.test(cacheControl)) return false;
  const matches = context.staticHandlerContext.matches;
  if (matches.length === 0) return false;
  return matches.every((match) => {
    // The root declares nothing: it renders the frame every page shares (a visitor's has no account).
    if (match.route.id === "root") return true;
    const module = context.routeModules[match.route.id] as { access?: RouteAccess; loader?: unknown } | undefined;
    if (module?.access) return module.access.read === "public";
    // A layout without a loader and without a declaration reads nothing: it is the frame of its pages.
    return typeof module?.loader !== "function";
  });
}

/** The version of what anonymous pages show: one indexed single-row read (db/content-versions.ts). */
export async function readContentVersion(db: DatabaseExecutor): Promise<number> {
  const row = await db.selectFrom("content_versions").select("version").where("id", "=", 1).executeTakeFirst();
  return Number(row?.version ?? 0);
}
