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
/** Storable, and its stored copy may be served to signed-in visitors with their own header. */
export const PAGE_CACHE_SHARED_WITH_SIGNED_IN = "storable, signed-in";

/**
 * The public pages whose stored copy a signed-in visitor may get, with the account part of the header
 * made theirs (server/signed-in-hits.ts, decision 0115-proxies-cdn-and-signed-in-hits): plain documents (no hydration, so
 * no loader data in the page to disagree with the header) whose loaders read no session, so the page
 * is the same for every visitor. Not here, because they differ per person: a course overview
 * ("Continue" for an enrolled learner), a path (its enrolment), events (one's own bookings), the
 * learning centre (Manage for staff), site pages (drafts for staff), the certificate check (more for
 * admins); and the sign-in, sign-up and password pages, the mail-link pages and forms.
 */
const SHARED_WITH_SIGNED_IN_ROUTES: ReadonlySet<string> = new Set([
  "routes/site/home",
  "routes/site/about-us",
  "routes/site/services",
  "routes/site/consulting",
  "routes/site/contact-us",
  "routes/site/course-catalogue",
  "routes/site/paths",
  "routes/site/terms",
]);

/**
 * True when every route that rendered a storable document is a frame (the root, a layout without a
 * loader) or one of SHARED_WITH_SIGNED_IN_ROUTES, and the document carries no React Router context
 * (it is not hydrated) and both account slots of the public header.
 */
export function isSharedWithSignedInVisitors(context: EntryContext, html: string): boolean {
  if (html.includes("__reactRouterContext")) return false;
  if (!html.includes('data-account-slot="bar"') || !html.includes('data-account-slot="phone"')) return false;
  return context.staticHandlerContext.matches.every((match) => {
    if (match.route.id === "root" || SHARED_WITH_SIGNED_IN_ROUTES.has(match.route.id)) return true;
    const module = context.routeModules[match.route.id] as { loader?: unknown } | undefined;
    return typeof module?.loader !== "function";
  });
}

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
