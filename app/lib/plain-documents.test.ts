import type { RouteConfigEntry } from "@react-router/dev/routes";
import { describe, expect, it } from "vitest";
import routeConfig from "~/routes";
import { documentIslands, isPlainDocument, PLAIN_DOCUMENT_ROUTES } from "./plain-documents";

const pages = import.meta.glob<{ access?: { read?: string }; default?: unknown }>("/app/routes/**/*.tsx");

function routeIds(entries: readonly RouteConfigEntry[]): string[] {
  return entries.flatMap((entry) => [entry.id ?? entry.file.replace(/\.tsx?$/, ""), ...routeIds(entry.children ?? [])]);
}

describe("plain documents (decision 0056)", () => {
  it("names only routes of the table, each a public page", async () => {
    const ids = routeIds(await routeConfig);
    for (const id of PLAIN_DOCUMENT_ROUTES) {
      expect(ids, id).toContain(id);
      const module = await pages[`/app/${id}.tsx`]();
      expect(module.access?.read, id).toBe("public");
      expect(module.default, `${id} is a page`).toBeTypeOf("function");
    }
  });

  it("is decided by the page (the last match), by the list, its handle or its loader data", () => {
    const root = { id: "root" };
    const site = { id: "routes/site/site-layout" };
    expect(isPlainDocument([root, site, { id: "routes/site/home" }])).toBe(true);
    expect(isPlainDocument([root, site, { id: "routes/auth/profile" }])).toBe(false);
    expect(isPlainDocument([root, site, { id: "routes/site/thing", handle: { hydrate: false } }])).toBe(true);
    expect(isPlainDocument([root, site, { id: "routes/site/thing", handle: { hydrate: true } }])).toBe(false);
    // A visitor's course overview says so in its data; the same route for a reader does not.
    const viewer = "routes/learn/course-viewer";
    expect(isPlainDocument([root, site, { id: viewer, loaderData: { kind: "overview", hydrate: false } }])).toBe(true);
    expect(isPlainDocument([root, site, { id: viewer, loaderData: { kind: "reader" } }])).toBe(false);
    expect(
      isPlainDocument([root, { id: "routes/x", loaderData: { hydrate: false } }, { id: viewer, loaderData: null }]),
    ).toBe(false);
    // A layout that is plain does not make its hydrated child plain.
    expect(isPlainDocument([root, { id: "routes/site/home" }, { id: "routes/auth/profile" }])).toBe(false);
    expect(isPlainDocument([])).toBe(false);
  });

  it("adds the page's own islands from its handle, and only the page's (decision 0063)", async () => {
    const root = { id: "root" };
    const events = { id: "routes/site/events", handle: { hydrate: false, islands: ["/assets/booking-form-x.js"] } };
    expect(documentIslands([root, events])).toEqual(["/assets/booking-form-x.js"]);
    expect(documentIslands([root, { id: "routes/site/home" }])).toEqual([]);
    expect(documentIslands([events, { id: "routes/site/home" }])).toEqual([]);
    expect(documentIslands([root, { id: "x", handle: { islands: [42, "/a.js"] } }])).toEqual(["/a.js"]);
    // The real /events route: a plain document whose island is the bundled booking form.
    const module = await pages["/app/routes/site/events.tsx"]();
    const handle = (module as { handle?: { hydrate?: boolean; islands?: string[] } }).handle;
    expect(handle?.hydrate).toBe(false);
    expect(handle?.islands).toEqual([expect.stringMatching(/booking-form/)]);
  });
});
