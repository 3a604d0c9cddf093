import type { EntryContext } from "react-router";
import { describe, expect, it } from "vitest";
import { documentContext, REMEMBERED_ADDRESSES } from "./document-manifest.server";

const route = (id: string, parentId: string | undefined, module: string, imports: string[]) => ({
  id,
  parentId,
  path: id === "root" ? "" : id,
  hasAction: false,
  hasLoader: true,
  hasClientAction: false,
  hasClientLoader: false,
  hasClientMiddleware: false,
  hasErrorBoundary: false,
  module,
  imports,
  css: [],
});

const manifest = {
  entry: { module: "/assets/entry.js", imports: ["/assets/react.js"] },
  url: "/assets/manifest.js",
  version: "1",
  routes: {
    root: route("root", undefined, "/assets/root.js", ["/assets/react.js", "/assets/box.js", "/assets/text.js"]),
    staff: route("staff", "root", "/assets/staff.js", ["/assets/react.js", "/assets/box.js", "/assets/frame.js"]),
    editor: route("editor", "staff", "/assets/editor.js", [
      "/assets/react.js",
      "/assets/box.js",
      "/assets/frame.js",
      "/assets/staff.js",
      "/assets/modal.js",
    ]),
    home: route("home", "root", "/assets/home.js", ["/assets/react.js", "/assets/hero.js"]),
  },
} as unknown as EntryContext["manifest"];

/** The static handler's matcher of one build: it counts the addresses it is asked about. */
function buildMatcher() {
  const asked: string[] = [];
  const match = (location: string | object) => {
    if (typeof location === "string") asked.push(location);
    return location === "/" ? [{ route: { id: "root" }, params: {}, pathname: "/", pathnameBase: "/" }] : null;
  };
  return { asked, match };
}

function contextMatching(ids: string[], match = buildMatcher().match) {
  return {
    manifest,
    staticHandlerContext: { matches: ids.map((id) => ({ route: { id } })), _match: match },
  } as unknown as EntryContext;
}

/** Every chunk a page preloads: the entry's and each matched route's module and imports. */
function preloads(context: EntryContext, ids: string[]) {
  const routes = context.manifest.routes;
  return new Set([
    ...context.manifest.entry.imports,
    ...ids.flatMap((id) => [routes[id]?.module, ...(routes[id]?.imports ?? [])]),
  ]);
}

describe("the manifest a document carries", () => {
  it("lists the matched routes only, each with the chunks its ancestors and the entry do not load", () => {
    const context = documentContext(contextMatching(["root", "staff", "editor"]));
    expect(Object.keys(context.manifest.routes)).toEqual(["root", "staff", "editor"]);
    expect(context.manifest.routes.root?.imports).toEqual(["/assets/box.js", "/assets/text.js"]);
    expect(context.manifest.routes.staff?.imports).toEqual(["/assets/frame.js"]);
    expect(context.manifest.routes.editor?.imports).toEqual(["/assets/modal.js"]);
  });

  it("preloads the same chunks as the full manifest", () => {
    const ids = ["root", "staff", "editor"];
    expect(preloads(documentContext(contextMatching(ids)), ids)).toEqual(preloads(contextMatching(ids), ids));
  });

  it("leaves the build's manifest as it is, and computes each chain once", () => {
    const first = documentContext(contextMatching(["root", "home"]));
    expect(manifest.routes.home?.imports).toEqual(["/assets/react.js", "/assets/hero.js"]);
    expect(Object.keys(manifest.routes)).toHaveLength(4);
    expect(documentContext(contextMatching(["root", "home"])).manifest).toBe(first.manifest);
  });

  it("keeps the full manifest when nothing matched or a match is unknown", () => {
    const none = contextMatching([]);
    expect(documentContext(none)).toBe(none);
    const unknown = contextMatching(["root", "missing"]);
    expect(documentContext(unknown)).toBe(unknown);
  });

  it("lists the index routes a matched layout's own address shows, through pathless layouts", () => {
    // On /admin/overview the admin layout also matches "/admin": without its index route the
    // browser's router would draw /admin as the layout with nothing in it.
    const layouts = {
      ...manifest,
      routes: {
        root: route("root", undefined, "/assets/root.js", []),
        admin: route("admin", "root", "/assets/admin.js", []),
        overview: route("overview", "admin", "/assets/overview.js", []),
        settings: { ...route("settings", "admin", "/assets/settings.js", []), path: undefined, index: true },
        group: { ...route("group", "root", "/assets/group.js", []), path: undefined },
        landing: { ...route("landing", "group", "/assets/landing.js", []), path: undefined, index: true },
        lonely: { ...route("lonely", "root", "/assets/lonely.js", []), path: undefined },
      },
    } as unknown as EntryContext["manifest"];
    const context = documentContext({
      manifest: layouts,
      staticHandlerContext: {
        matches: ["root", "admin", "overview"].map((id) => ({ route: { id } })),
        _match: buildMatcher().match,
      },
    } as unknown as EntryContext);
    expect(Object.keys(context.manifest.routes).sort()).toEqual(
      ["admin", "group", "landing", "overview", "root", "settings"].sort(),
    );
  });
});

describe("the parent addresses <Scripts> matches", () => {
  it("are matched once per build and address, across requests, with the matcher's own answer", () => {
    const build = buildMatcher();
    const first = documentContext(contextMatching(["root", "home"], build.match)).staticHandlerContext;
    const second = documentContext(contextMatching(["root", "staff"], build.match)).staticHandlerContext;
    expect(first._match("/")).toEqual(build.match("/"));
    expect(second._match("/")).toBe(first._match("/"));
    expect(second._match("/admin")).toBeNull();
    expect(first._match("/admin")).toBeNull();
    // Two asked here for the comparison, one per address through the documents.
    expect(build.asked).toEqual(["/", "/", "/admin"]);
  });

  it("are matched again for a new build", () => {
    const before = buildMatcher();
    const after = buildMatcher();
    documentContext(contextMatching(["root"], before.match)).staticHandlerContext._match("/");
    documentContext(contextMatching(["root"], after.match)).staticHandlerContext._match("/");
    expect(before.asked).toEqual(["/"]);
    expect(after.asked).toEqual(["/"]);
  });

  it("keep only the latest addresses, and pass a location object through", () => {
    const build = buildMatcher();
    const { _match } = documentContext(contextMatching(["root"], build.match)).staticHandlerContext;
    for (let index = 0; index <= REMEMBERED_ADDRESSES; index++) _match(`/course/${index}`);
    _match("/course/1");
    expect(build.asked).toHaveLength(REMEMBERED_ADDRESSES + 1);
    _match("/course/0");
    expect(build.asked).toHaveLength(REMEMBERED_ADDRESSES + 2);
    _match({ pathname: "/course/1" });
    expect(build.asked).toHaveLength(REMEMBERED_ADDRESSES + 2);
  });

  it("leave the request's own context as React Router made it", () => {
    const original = contextMatching(["root", "home"]);
    const match = original.staticHandlerContext._match;
    documentContext(original);
    expect(original.staticHandlerContext._match).toBe(match);
  });
});
