import type { EntryContext } from "react-router";
import { describe, expect, it } from "vitest";
import { documentContext } from "./document-manifest.server";

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

function contextMatching(...ids: string[]) {
  return {
    manifest,
    staticHandlerContext: { matches: ids.map((id) => ({ route: { id } })) },
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
    const context = documentContext(contextMatching("root", "staff", "editor"));
    expect(Object.keys(context.manifest.routes)).toEqual(["root", "staff", "editor"]);
    expect(context.manifest.routes.root?.imports).toEqual(["/assets/box.js", "/assets/text.js"]);
    expect(context.manifest.routes.staff?.imports).toEqual(["/assets/frame.js"]);
    expect(context.manifest.routes.editor?.imports).toEqual(["/assets/modal.js"]);
  });

  it("preloads the same chunks as the full manifest", () => {
    const ids = ["root", "staff", "editor"];
    expect(preloads(documentContext(contextMatching(...ids)), ids)).toEqual(preloads(contextMatching(...ids), ids));
  });

  it("leaves the build's manifest as it is, and computes each chain once", () => {
    const first = documentContext(contextMatching("root", "home"));
    expect(manifest.routes.home?.imports).toEqual(["/assets/react.js", "/assets/hero.js"]);
    expect(Object.keys(manifest.routes)).toHaveLength(4);
    expect(documentContext(contextMatching("root", "home")).manifest).toBe(first.manifest);
  });

  it("keeps the full manifest when nothing matched or a match is unknown", () => {
    const none = contextMatching();
    expect(documentContext(none)).toBe(none);
    const unknown = contextMatching("root", "missing");
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
      staticHandlerContext: { matches: ["root", "admin", "overview"].map((id) => ({ route: { id } })) },
    } as unknown as EntryContext);
    expect(Object.keys(context.manifest.routes).sort()).toEqual(
      ["admin", "group", "landing", "overview", "root", "settings"].sort(),
    );
  });
});
