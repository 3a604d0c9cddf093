import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

/**
 * A route module's `access` export stays in the client bundle (React Router keeps every export
 * but loader, action and headers), so a name it uses must not come from a .server module or
 * app/server: the client build refuses such a route, and only `npm run build` would say so.
 * This test reads each route module and names the offenders at once, in the fast suite.
 */
const root = path.resolve(import.meta.dirname, "../..");
const routesDirectory = path.join(root, "app/routes");

function routeModules(directory: string): string[] {
  return fs.readdirSync(directory, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(directory, entry.name);
    if (entry.isDirectory()) return routeModules(full);
    return /\.tsx?$/.test(entry.name) && !/\.server\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

function isServerOnly(specifier: string): boolean {
  return /\.server(\.tsx?)?$/.test(specifier) || specifier.startsWith("~/server/");
}

/** The names a module imports from server-only modules (type-only imports excluded: they vanish). */
function serverImportedNames(source: string): Set<string> {
  const names = new Set<string>();
  for (const match of source.matchAll(/import\s+(type\s+)?([\s\S]*?)\s+from\s+["']([^"']+)["']/g)) {
    const [, typeOnly, clause = "", specifier = ""] = match;
    if (typeOnly || !isServerOnly(specifier)) continue;
    const namespace = clause.match(/\*\s+as\s+([\w$]+)/);
    if (namespace?.[1]) names.add(namespace[1]);
    const defaultName = clause.match(/^([\w$]+)/);
    if (defaultName?.[1]) names.add(defaultName[1]);
    for (const element of clause.match(/\{([\s\S]*)\}/)?.[1]?.split(",") ?? []) {
      const words = element.trim().split(/\s+/);
      if (words[0] === "type" || !words[0]) continue;
      names.add(words[words.length - 1] as string);
    }
  }
  return names;
}

/** The text of `export const access = …` up to `satisfies RouteAccess` or its closing semicolon. */
function accessDeclaration(source: string): string {
  const start = source.indexOf("export const access");
  if (start === -1) return "";
  const rest = source.slice(start);
  const end = rest.search(/satisfies\s+RouteAccess|;\s*\n/);
  return end === -1 ? rest : rest.slice(0, end);
}

/** The names used in a route's access declaration that were imported from server-only modules. */
function serverNamesInAccess(source: string): string[] {
  const serverNames = serverImportedNames(source);
  const used = accessDeclaration(source).match(/[A-Za-z_$][\w$]*/g) ?? [];
  return [...new Set(used.filter((name) => serverNames.has(name)))].sort();
}

describe("route access declarations", () => {
  it("finds a server-only name in an access object (the parser itself)", () => {
    const source = [
      'import "./page.css";',
      "import {",
      "  answerRequest,",
      "  WRITES,",
      '} from "./intents.server";',
      'import { SAVE } from "~/features/x/x.schema";',
      'import type { Only } from "./types.server";',
      "export const access = { read: 'staff', write: { [SAVE]: 'staff', ...WRITES } };",
    ].join("\n");
    expect(serverNamesInAccess(source)).toEqual(["WRITES"]);
  });

  it("use no name from a .server module in any route module's access", () => {
    const offenders = routeModules(routesDirectory).flatMap((file) =>
      serverNamesInAccess(fs.readFileSync(file, "utf8")).map((name) => `${path.relative(root, file)}: ${name}`),
    );
    expect(offenders).toEqual([]);
  });
});
