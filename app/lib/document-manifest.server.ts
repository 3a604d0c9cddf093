import type { EntryContext, StaticHandlerContext } from "react-router";

type Manifest = EntryContext["manifest"];
type ManifestRoute = NonNullable<Manifest["routes"][string]>;

/**
 * The route manifest a document carries (`window.__reactRouterManifest`, written pretty-printed by
 * React Router's `<Scripts>` with lazy route discovery) and the modulepreload links it derives: only
 * the routes the page matched, each listing only the chunks its ancestors and the client entry do not
 * already load. React Router also lists the routes of every parent address ("/" and
 * "/edit-course" on the editor: home, the site layout, not-found) with every chunk each one needs,
 * again and again: on the 50 x 20 x 5 course's editor that was 16.9 kB of the 98 kB page
 * (docs/decisions/0117-course-pages-and-start-up.md).
 *
 * Nothing is lost: a route that is not in the document is found on navigation through
 * `/__manifest` (lazy discovery, which answers with full lists), and a child route is only ever
 * shown below its ancestors, whose chunks the page has loaded. The set of modulepreload links is the
 * same as before (the union over the matched routes).
 */
export function documentContext(context: EntryContext): EntryContext {
  const matched = context.staticHandlerContext.matches.map((match) => match.route.id);
  if (matched.length === 0 || matched.some((id) => !context.manifest.routes[id])) return context;
  return {
    ...context,
    manifest: documentManifest(context.manifest, matched),
    staticHandlerContext: {
      ...context.staticHandlerContext,
      _match: rememberingMatch(context.staticHandlerContext._match),
    },
  };
}

type Match = StaticHandlerContext["_match"];
const rememberingMatches = new WeakMap<Match, Match>();
/** Addresses remembered per build: the parent addresses of the pages visited lately. */
export const REMEMBERED_ADDRESSES = 1_000;

/**
 * `<Scripts>` matches every parent address of the page ("/", "/instructor", "/edit-course/12/3")
 * against the whole route table (245 routes, ranked) on every render, to list their routes in the
 * document's manifest: 0.2-0.6 ms of a page's CPU, for an answer that depends only on the build and
 * the address (decision 0121-render). The static handler's matcher is made once per build; its
 * answers for an address given as text are kept (the first 1,000 addresses asked since the oldest
 * was dropped). During a render only the partial manifest and `<Link prefetch="render">` ask with
 * text, and both only read the route ids; a location object (useRoutes' fallback) is matched afresh.
 */
function rememberingMatch(match: Match): Match {
  const known = rememberingMatches.get(match);
  if (known) return known;
  const answers = new Map<string, ReturnType<Match>>();
  const remembering: Match = (location) => {
    if (typeof location !== "string") return match(location);
    if (answers.has(location)) return answers.get(location) ?? null;
    const answer = match(location);
    if (answers.size >= REMEMBERED_ADDRESSES) answers.delete(answers.keys().next().value as string);
    answers.set(location, answer);
    return answer;
  };
  rememberingMatches.set(match, remembering);
  return remembering;
}

const cache = new WeakMap<Manifest, Map<string, Manifest>>();

/** Per build manifest and matched chain (a handful per site), computed once. */
function documentManifest(manifest: Manifest, matched: string[]): Manifest {
  let byChain = cache.get(manifest);
  if (!byChain) {
    byChain = new Map();
    cache.set(manifest, byChain);
  }
  const key = matched.join("\n");
  const known = byChain.get(key);
  if (known) return known;

  const loaded = new Set(manifest.entry.imports);
  const routes: Manifest["routes"] = {};
  for (const id of [...matched, ...indexRoutesBelow(manifest, matched)]) {
    const route = manifest.routes[id] as ManifestRoute;
    const imports = (route.imports ?? []).filter((href) => !loaded.has(href));
    for (const href of route.imports ?? []) loaded.add(href);
    loaded.add(route.module);
    routes[id] = { ...route, imports };
  }
  const compact = { ...manifest, routes };
  byChain.set(key, compact);
  return compact;
}

/**
 * The index routes (and the pathless layouts leading to them) below the matched routes. A matched
 * layout also matches its own address ("/admin" from "/admin/overview"): the browser's router, finding
 * that match, asks for nothing more and would draw the layout with an empty outlet. React Router's
 * own manifest avoids this by listing every route of every parent address; these are the ones of
 * them a known route could otherwise hide.
 */
function indexRoutesBelow(manifest: Manifest, matched: string[]): string[] {
  const found: string[] = [];
  const childrenOf = childrenByParent(manifest);
  const visit = (parentId: string) => {
    for (const child of childrenOf.get(parentId) ?? []) {
      if (matched.includes(child.id) || found.includes(child.id)) continue;
      if (child.index) found.push(child.id);
      else if (!child.path) {
        const before = found.length;
        visit(child.id);
        // A pathless layout is needed only when an index route was found below it.
        if (found.length > before) found.splice(before, 0, child.id);
      }
    }
  };
  for (const id of matched) visit(id);
  return found;
}

const childrenCache = new WeakMap<Manifest, Map<string, ManifestRoute[]>>();

function childrenByParent(manifest: Manifest): Map<string, ManifestRoute[]> {
  const known = childrenCache.get(manifest);
  if (known) return known;
  const children = new Map<string, ManifestRoute[]>();
  for (const route of Object.values(manifest.routes)) {
    if (!route?.parentId) continue;
    const siblings = children.get(route.parentId) ?? [];
    siblings.push(route);
    children.set(route.parentId, siblings);
  }
  childrenCache.set(manifest, children);
  return children;
}
