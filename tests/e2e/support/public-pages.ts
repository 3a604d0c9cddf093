import fs from "node:fs";
import path from "node:path";
import type { RouteConfigEntry } from "@react-router/dev/routes";
import routeConfig from "../../../app/routes.ts";

/*
 * The public pages of the route table (app/routes.ts): the screens whose module declares
 * `access.read: "public"`. One list for tests/e2e/public-pages.spec.ts (h1, description, canonical,
 * JSON-LD, axe) and scripts/lighthouse.ts (`npm run lighthouse`), so a page added to routes.ts is
 * checked by both the day it is added.
 */

const APP_DIRECTORY = path.resolve(import.meta.dirname, "../../../app");

export interface PublicPage {
  /** The path pattern as routes.ts builds it, without the leading slash ("" is the home page). */
  pattern: string;
  /** The route module, relative to app/. */
  file: string;
}

/** Every route with a screen of its own (a default export) whose module declares `access.read: "public"`. */
export function publicPagesOf(entries: RouteConfigEntry[], parentPath = ""): PublicPage[] {
  return entries.flatMap((entry) => {
    const pattern = [parentPath, entry.path ?? ""].filter(Boolean).join("/");
    if (entry.children?.length) return publicPagesOf(entry.children, pattern);
    const source = fs.readFileSync(path.join(APP_DIRECTORY, entry.file), "utf8");
    if (!/^export default /m.test(source)) return [];
    const level = /export const access = \{[\s\S]*?read:\s*"([a-z-]+)"/.exec(source)?.[1];
    return level === "public" ? [{ pattern, file: entry.file }] : [];
  });
}

export const PUBLIC_PAGES: PublicPage[] = publicPagesOf(routeConfig);

/** Whether a path (without its query) is an address of the pattern: `:name` is one segment, `:name?` may be absent. */
export function isAddressOf(pattern: string, pathname: string): boolean {
  const segments = pattern.split("/").filter(Boolean);
  const source = segments
    .map((segment) => {
      if (segment === "*") return "(?:/.*)?";
      if (segment.startsWith(":")) return segment.endsWith("?") ? "(?:/[^/]+)?" : "/[^/]+";
      return `/${segment.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}`;
    })
    .join("");
  return new RegExp(`^${source || "/"}$`).test(pathname);
}
