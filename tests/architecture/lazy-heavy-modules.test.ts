import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { resolveSpecifier } from "./import-graph";

/**
 * Issue 12 goal 6 (docs/decisions/0053-startup.md): the server's start loads no heavy package it does not
 * need to answer a page. The server build imports the entry, the root and every route module at once,
 * so every file those reach by a static import is loaded at start; a heavy package must be reached only
 * through a dynamic import (app/lib/heavy-modules.server.ts), loaded on first use. Re-adding
 * `import sharp from "sharp"` anywhere on that graph fails here.
 */

const root = path.resolve(import.meta.dirname, "../..");

/** Each costs the start several MB and tens of milliseconds (bench:startup) and serves no ordinary page. */
const HEAVY_PACKAGES = [
  "pdfkit",
  "sharp",
  "qrcode",
  "fflate",
  "file-type",
  "nodemailer",
  "jsqr",
  "@aws-sdk/client-s3",
  "better-auth/db/migration",
  // Decision 0060: rich text is sanitised on save (a synchronous require on first use); PostgreSQL's driver
  // loads with the first connection, so a SQLite deployment never loads it.
  "sanitize-html",
  "pg",
  // Single sign-on: a few companies, on sign-in only (decision 0117-course-pages-and-start-up).
  "@node-saml/node-saml",
  "openid-client",
];

// A value import at the start of a line (Biome keeps them there): `import x from`, `import { a } from`,
// `import "side-effect"`, `export … from`; `import type` and `export type` load nothing at run time.
const STATIC_VALUE_IMPORT =
  /^(?:import|export)\s+(?!type\s)(?:[\w$]+\s*,?\s*)?(?:\{[^}]*\}|\*(?:\s+as\s+[\w$]+)?)?\s*(?:from\s*)?["']([^"'\n]+)["']/gm;

/** The specifiers a source text imports statically for their values (dynamic and type-only imports left out). */
function staticValueImports(sourceText: string): string[] {
  return [...sourceText.matchAll(STATIC_VALUE_IMPORT)].map((match) => match[1]);
}

function routeModules(): string[] {
  const files: string[] = [];
  const visit = (folder: string) => {
    for (const entry of fs.readdirSync(path.join(root, folder), { withFileTypes: true })) {
      const relative = path.posix.join(folder, entry.name);
      if (entry.isDirectory()) visit(relative);
      else if (/\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name)) files.push(relative);
    }
  };
  visit("app/routes");
  return files;
}

/** Every source file loaded at start and, for each package it names, the chain of files that reaches it. */
function startupClosure(entries: string[]) {
  const reachedBy = new Map<string, string[]>();
  const packages = new Map<string, string[]>();
  const queue = entries.map((entry) => [entry] as string[]);
  for (const chain of queue) reachedBy.set(chain[0], chain);
  while (queue.length) {
    const chain = queue.shift() as string[];
    const file = chain.at(-1) as string;
    for (const specifier of staticValueImports(fs.readFileSync(path.join(root, file), "utf8"))) {
      const target = resolveSpecifier(root, file, specifier);
      if (target) {
        if (!reachedBy.has(target)) {
          reachedBy.set(target, [...chain, target]);
          queue.push([...chain, target]);
        }
      } else if (!/^[.~]/.test(specifier) && !packages.has(specifier)) {
        packages.set(specifier, chain);
      }
    }
  }
  return { files: [...reachedBy.keys()], packages };
}

const closure = startupClosure(["server/production.ts", "app/entry.server.tsx", "app/root.tsx", ...routeModules()]);

describe("the server's start-up", () => {
  it("reads value imports and leaves out type-only and dynamic ones", () => {
    const source = [
      'import sharp from "sharp";',
      'import { Zip, type ZipOptions } from "fflate";',
      'import type PDFDocument from "pdfkit";',
      'import type { Transporter } from "nodemailer";',
      'export { toBuffer } from "qrcode";',
      'export type { FileTypeResult } from "file-type";',
      'import "./side-effect.css";',
      'const sdk = await import("@aws-sdk/client-s3");',
    ].join("\n");
    expect(staticValueImports(source)).toEqual(["sharp", "fflate", "qrcode", "./side-effect.css"]);
  });

  it("follows the real graph from the entry, the root and the routes into features, lib and db", () => {
    expect(closure.files).toEqual(
      expect.arrayContaining([
        "app/server/startup.server.ts",
        "app/platform/mail/mail.server.ts",
        "app/lib/raster-image.server.ts",
        "db/migrate.server.ts",
        "db/database.server.ts",
        "app/lib/sanitize-html.server.ts",
        "server/app.ts",
      ]),
    );
    expect([...closure.packages.keys()]).toEqual(expect.arrayContaining(["react-dom/server", "kysely", "better-auth"]));
  });

  it("imports no heavy package statically: each loads on first use", () => {
    const eager = HEAVY_PACKAGES.filter((name) => closure.packages.has(name)).map(
      (name) => `${name} ← ${[...(closure.packages.get(name) ?? [])].reverse().join(" ← ")}`,
    );
    expect(eager).toEqual([]);
  });
});
