import fs from "node:fs";
import { builtinModules } from "node:module";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { ENVIRONMENT_VARIABLES } from "~/lib/env.server";
import { glibcTunables } from "../../server/memory-settings.ts";

// The container image (Dockerfile), the compose file and the README's variable table are kept true to the
// code here, where no Docker engine is needed: a file the server imports but the image lacks, a variable
// the compose file sets that Campus never reads, or one Campus reads that nobody documented, fails CI.

const root = path.resolve(import.meta.dirname, "../..");
const read = (file: string) => fs.readFileSync(path.join(root, file), "utf8");

/** The instructions of the Dockerfile's last stage (the image that runs). */
function runtimeStage(): string[] {
  const lines = read("Dockerfile")
    .replace(/\\\n/g, " ")
    .split("\n")
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith("#"));
  const lastFrom = lines.findLastIndex((line) => /^FROM\s/i.test(line));
  return lines.slice(lastFrom);
}

/** Paths (relative to the repository) that the runtime stage copies from the build context. */
function copiedFromContext(): string[] {
  return runtimeStage()
    .filter((line) => /^COPY\s/i.test(line) && !/--from=/i.test(line))
    .flatMap((line) => line.split(/\s+/).slice(1, -1));
}

const IMPORT = /^\s*import\s+(?!type\s)(?:[^'"]*?\sfrom\s+)?["']([^"']+)["']/gm;
const DYNAMIC_IMPORT = /await import\(["']([^"']+)["']\)/g;

/** Every file server/production.ts loads at run time (type-only imports left out), and the packages they name. */
function productionImportClosure(): { files: string[]; packages: Set<string> } {
  const files = new Set<string>();
  const packages = new Set<string>();
  const visit = (file: string) => {
    if (files.has(file)) return;
    files.add(file);
    const source = read(file);
    for (const match of [...source.matchAll(IMPORT), ...source.matchAll(DYNAMIC_IMPORT)]) {
      const specifier = match[1];
      if (specifier.startsWith(".")) visit(path.relative(root, path.resolve(root, path.dirname(file), specifier)));
      else if (!specifier.startsWith("node:") && !builtinModules.includes(specifier))
        packages.add(specifier.startsWith("@") ? specifier.split("/").slice(0, 2).join("/") : specifier.split("/")[0]);
    }
  };
  visit("server/production.ts");
  return { files: [...files].sort(), packages };
}

describe("the container image", () => {
  it("is built in stages and runs as an unprivileged user with a health check", () => {
    const stages = read("Dockerfile").match(/^FROM\s/gim) ?? [];
    expect(stages.length).toBeGreaterThanOrEqual(3);
    const runtime = runtimeStage();
    const user = runtime.filter((line) => /^USER\s/i.test(line)).at(-1);
    expect(user).toBeDefined();
    expect(user?.split(/\s+/)[1]).not.toMatch(/^(root|0)(:|$)/);
    expect(runtime.some((line) => /^HEALTHCHECK\s.*\/healthz/i.test(line))).toBe(true);
    // The build's bundled entry (scripts/build-server-entry.ts): no TypeScript is stripped at run time (decision 0060).
    expect(runtime.some((line) => /^CMD\s.*build\/server\/production\.js/i.test(line))).toBe(true);
  });

  it("starts the server with the malloc settings npm start gives it (decision 0122-memory)", () => {
    // glibc reads them once, as the process starts: the image's environment must carry them.
    const tunables = runtimeStage()
      .filter((line) => /^ENV\s/i.test(line))
      .flatMap((line) => [...line.matchAll(/GLIBC_TUNABLES=(\S+)/g)].map((match) => match[1]));
    expect(tunables).toEqual([glibcTunables(undefined)]);
  });

  it("holds every file the production server imports, and only production dependencies are needed", () => {
    const { files, packages } = productionImportClosure();
    const copied = copiedFromContext();
    const missing = files.filter(
      (file) => !copied.some((source) => file === source || file.startsWith(`${source.replace(/\/$/, "")}/`)),
    );
    expect(missing).toEqual([]);
    // A sanity check on the walk itself: it reached the app modules the server imports directly.
    expect(files).toContain("app/lib/env.server.ts");
    const { dependencies } = JSON.parse(read("package.json")) as { dependencies: Record<string, string> };
    expect([...packages].filter((name) => !(name in dependencies))).toEqual([]);
  });
});

describe("configuration", () => {
  /** Names in README.md's variable table (first column, one or more `NAME` per row). */
  function documentedVariables(): Set<string> {
    const names = new Set<string>();
    for (const line of read("README.md").split("\n")) {
      const firstCell = line.match(/^\|([^|]+)\|/)?.[1] ?? "";
      for (const match of firstCell.matchAll(/`([A-Z][A-Z0-9_]+)`/g)) names.add(match[1]);
    }
    return names;
  }

  // Read by the test and benchmark tooling only, never by a running Campus; documented where they are used.
  const TOOLING_ONLY = new Set([
    "NODE_ENV",
    "BUILD_DIR",
    "CAMPUS_READY_FILE",
    "MEASURE_PORT",
    "AUDIT_REQUIRED",
    "CHROME_PATH",
  ]);

  function variablesReadDirectly(): Set<string> {
    const names = new Set<string>();
    const walk = (folder: string) => {
      for (const entry of fs.readdirSync(path.join(root, folder), { withFileTypes: true })) {
        const relative = path.join(folder, entry.name);
        if (entry.isDirectory()) walk(relative);
        else if (/\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name))
          for (const match of read(relative).matchAll(/process\.env\.([A-Z][A-Z0-9_]+)/g)) names.add(match[1]);
      }
    };
    for (const folder of ["app", "server", "db", "scripts"]) walk(folder);
    return names;
  }

  it("documents in README.md every variable Campus reads", () => {
    const documented = documentedVariables();
    const read = new Set([...ENVIRONMENT_VARIABLES, ...variablesReadDirectly()]);
    const undocumented = [...read].filter((name) => !documented.has(name) && !TOOLING_ONLY.has(name));
    expect(undocumented).toEqual([]);
  });

  it("sets in compose.yaml only variables Campus reads", () => {
    const compose = read("compose.yaml");
    const campus = compose.slice(compose.indexOf("  campus:"), compose.indexOf("\n  postgres:"));
    const environment = campus.slice(campus.indexOf("environment:"), campus.indexOf("volumes:"));
    const set = [...environment.matchAll(/^ {6}([A-Z][A-Z0-9_]+):/gm)].map((match) => match[1]);
    expect(set.length).toBeGreaterThan(10);
    const known = new Set([...ENVIRONMENT_VARIABLES, ...variablesReadDirectly()]);
    expect(set.filter((name) => !known.has(name))).toEqual([]);
    // The compose file runs Campus on PostgreSQL and S3: both must be configured there.
    expect(set).toEqual(expect.arrayContaining(["DATABASE_URL", "S3_BUCKET", "AUTH_SECRET", "BASE_URL"]));
  });
});
