// `npm run measure:architecture`: prints the architecture's measures beside their goals (decision
// 0077-edges-allowed-feature-edges): feature-to-feature edges, floors of features, circles, arrows
// back up, unused exports, identical repeated logic in app/, and personal-data tables covered by the
// privacy registry. It reports; it does not fail (the architecture tests, the lint and `npm test` do).
import { execFileSync, spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import {
  findImportCycles,
  findImportsInto,
  type ImportEdge,
  type ImportGraph,
  readImportGraph,
} from "../tests/architecture/import-graph.ts";
import { withAppModules } from "./app-modules.ts";
import { featureEdgesOf, featureFloors, featureFolders } from "./feature-edges.ts";

const root = path.resolve(import.meta.dirname, "..");

interface Measure {
  name: string;
  value: string;
  goal: string;
  met: boolean | null;
  how: string;
  details?: string[];
}

function edgeLines(edges: readonly ImportEdge[]): string[] {
  return edges.map(({ from, to }) => `${from} → ${to}`);
}

function featureMeasures(graph: ImportGraph): Measure[] {
  const edges = featureEdgesOf(graph);
  const edgeList = [...edges.keys()].map((key) => {
    const [from, to] = key.split(" → ");
    return { from, to };
  });
  const { floors, cycles: featureCycles } = featureFloors(featureFolders(root), edgeList);
  const fileCycles = findImportCycles(graph);
  const highest = Math.max(...floors.values());
  return [
    {
      name: "feature-to-feature edges",
      value: String(edges.size),
      goal: "≤ 25",
      met: edges.size <= 25,
      how: "pairs of app/features folders with at least one import between them (app/features/allowed-edges.json lists them)",
    },
    {
      name: "floors of features",
      value: String(highest),
      goal: "≤ 4",
      met: highest <= 4,
      how: "the longest chain of feature imports, counting the feature at its end as floor 1",
      details: [`on floor ${highest}: ${[...floors].filter(([, floor]) => floor === highest).map(([name]) => name)}`],
    },
    {
      name: "circles",
      value: String(fileCycles.length + featureCycles.length),
      goal: "0",
      met: fileCycles.length + featureCycles.length === 0,
      how: `import cycles between files in app/ and db/ (${fileCycles.length}) and between features (${featureCycles.length})`,
      details: [...fileCycles, ...featureCycles].map((chain) => chain.join(" → ")),
    },
  ];
}

/** Imports that climb: lib, components and db into anything above them; the platform into features, routes or app/server. */
function arrowsBackUp(graph: ImportGraph): Measure {
  const below = ["app/lib/", "app/components/", "db/"];
  // db/factories build records the way the app does (tests and the seed use them): they compose, like app/server.
  const composing = ["db/factories/"];
  const above = ["app/platform/", "app/features/", "app/server/", "app/routes/"];
  const arrows = [
    ...above.flatMap((into) => findImportsInto(graph, below, into, composing)),
    ...["app/features/", "app/server/", "app/routes/"].flatMap((into) =>
      // The per-process context (database, auth instance) is the one app/server module the platform reads.
      findImportsInto(graph, ["app/platform/"], into).filter(({ to }) => to !== "app/server/app-context.server.ts"),
    ),
  ];
  return {
    name: "arrows back up",
    value: String(arrows.length),
    goal: "0",
    met: arrows.length === 0,
    how: "imports from app/lib, app/components, db or app/platform into a floor above them",
    details: edgeLines(arrows),
  };
}

function unusedExports(): Measure {
  const knip = spawnSync(path.join(root, "node_modules/.bin/knip"), ["--reporter", "json", "--no-progress"], {
    cwd: root,
    encoding: "utf8",
  });
  const how = "knip (knip.json: files, exports, types, duplicate exports), as `npm run check:unused` runs it";
  if (!knip.stdout.trim().startsWith("{")) {
    return { name: "unused exports", value: "not measured", goal: "0", met: null, how, details: [knip.stderr.trim()] };
  }
  const report = JSON.parse(knip.stdout) as { issues: Array<Record<string, unknown> & { file: string }> };
  const found = report.issues.flatMap(({ file, ...kinds }) =>
    Object.entries(kinds).flatMap(([kind, items]) =>
      Array.isArray(items) ? items.map((item: { name?: string }) => `${file}: ${kind} ${item.name ?? ""}`) : [],
    ),
  );
  return {
    name: "unused exports",
    value: String(found.length),
    goal: "0",
    met: found.length === 0,
    how,
    details: found,
  };
}

const IMPORT_STATEMENT = /^(?:import|export)\b[^;]*?\bfrom\s*["'][^"']+["'];?|^import\s*["'][^"']+["'];?/gms;
/**
 * A .tsx line that opens or closes an element, sets an attribute, or is a child expression or its
 * closing (`{field.label}`, `) : null}`): markup, not logic. Plain text between tags is not caught.
 */
const MARKUP_LINE = /^\s*(?:<|\/?>|\{|\)\s*(?::\s*null\s*)?\}|[A-Za-z][\w.:-]*=)/;

/** The text with import statements (however many lines) and, in .tsx, markup lines blanked; line numbers kept. */
export function withoutImportsAndMarkup(file: string, text: string): string {
  const blanked = text.replace(IMPORT_STATEMENT, (statement) => statement.replace(/[^\n]/g, ""));
  if (!file.endsWith(".tsx")) return blanked;
  return blanked
    .split("\n")
    .map((line) => (MARKUP_LINE.test(line) ? "" : line))
    .join("\n");
}

/**
 * Identical repeated logic in app/: the `duplicates` command over a copy of app/'s TypeScript with
 * tests, stylesheets, import statements and markup lines left out (blanked, so line numbers hold),
 * counting the pairs it finds identical to the letter (not the "shape" pairs, alike but for names).
 */
function repeatedLogic(): Measure {
  const how =
    "pairs of ≥ 6 identical lines from the `duplicates` command over app/*.ts(x), tests, generated message modules, stylesheets, import statements and markup lines left out";
  const probe = spawnSync("duplicates", ["--most", "1", "--repo", root, "--seconds", "2"], { encoding: "utf8" });
  if (probe.error) return { name: "repeated logic in app/", value: "not available", goal: "≤ 5", met: null, how };
  const files = execFileSync("git", ["ls-files", "app"], { cwd: root, encoding: "utf8" })
    .split("\n")
    // The message modules are generated from their catalogues (scripts/compile-messages.ts): the same
    // word in two catalogues is a translation, not logic.
    .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file) && !/(^|\/)(\w+\.)?messages\.ts$/.test(file));
  let scan = duplicatePairs(files);
  let note = "";
  if (scan.cut) {
    // The command lists at most 200 pairs, most shared first, and the pairs alike only in shape can
    // fill them. Then every pairing of three parts of app/ is read apart: each run is smaller, and
    // together they still meet every two files.
    const parts = [0, 1, 2].map((part) => files.filter((_, index) => index % 3 === part));
    const runs = [
      [0, 1],
      [0, 2],
      [1, 2],
    ].map(([a, b]) => duplicatePairs([...(parts[a] ?? []), ...(parts[b] ?? [])]));
    scan = {
      identical: [...new Set(runs.flatMap((run) => run.identical))],
      shapeOnly: Math.max(...runs.map((run) => run.shapeOnly)),
      cut: runs.some((run) => run.cut),
      incomplete: runs.flatMap((run) => run.incomplete),
    };
    note = "; read as three overlapping parts (over 200 pairs at once)";
  }
  return {
    name: "repeated logic in app/",
    value: `${scan.identical.length}${scan.cut || scan.incomplete.length ? " or more" : ""}`,
    goal: "≤ 5",
    met: scan.identical.length <= 5 && !scan.cut && scan.incomplete.length === 0,
    how: `${how}; ${scan.shapeOnly} more pairs are alike in shape only${note}`,
    details: [...scan.identical, ...scan.incomplete],
  };
}

/** The `duplicates` rows over a copy of these files: identical pairs, how many alike only in shape, whether any were cut. */
function duplicatePairs(files: readonly string[]) {
  const copy = mkdtempSync(path.join(tmpdir(), "campus-duplicates-"));
  try {
    for (const file of files) {
      mkdirSync(path.dirname(path.join(copy, file)), { recursive: true });
      writeFileSync(path.join(copy, file), withoutImportsAndMarkup(file, readFileSync(path.join(root, file), "utf8")));
    }
    const output = execFileSync("duplicates", ["--repo", copy, "--most", "200", "--seconds", "60"], {
      encoding: "utf8",
    });
    const rows = output.split("\n").filter((line) => /^D\d+ /.test(line));
    const identical = rows.filter((row) => !/\bshape\b/.test(row)).map((row) => row.replace(/^D\d+ /, ""));
    return {
      identical,
      shapeOnly: rows.length - identical.length,
      cut: /\(\+(\d+) more pairs\)/.test(output),
      incomplete: output.split("\n").filter((line) => line.startsWith("incomplete:")),
    };
  } finally {
    rmSync(copy, { recursive: true, force: true });
  }
}

/** A column that names, addresses or points at a person (the same rule as tests/integration/popia-erasure-coverage.test.ts). */
const PERSON_COLUMN = /(^|_)(email|user_?id|name|surname|phone)$/i;
const MIGRATION_TABLES = /^(campus_migrations|campus_migrations_lock|kysely_migration|kysely_migration_lock)$/;

interface RegistryModule {
  PERSONAL_DATA_OWNERS?: ReadonlyArray<{ owner?: string; tables: readonly string[]; personalDataOf?: unknown }>;
  TABLES_WITHOUT_PERSONAL_DATA?: Readonly<Record<string, string>>;
}

/** Tables with a person's column in a freshly migrated SQLite database, against the privacy registry. */
async function personalDataCoverage(): Promise<Measure> {
  const how =
    "tables with an email, user id or name-like column in a migrated SQLite database, against app/server/personal-data-registry.server.ts";
  const directory = mkdtempSync(path.join(tmpdir(), "campus-measures-"));
  process.env.DATA_DIR ??= directory;
  process.env.LOG_LEVEL ??= "silent";
  try {
    return await withAppModules(async (load) => {
      const { openDatabase } = await load<typeof import("../db/database.server.ts")>("db/database.server.ts");
      const { migrateAppDatabase } = await load<typeof import("../app/server/migrate-app.server.ts")>(
        "app/server/migrate-app.server.ts",
      );
      const registry = await load<RegistryModule>("app/server/personal-data-registry.server.ts");
      if (!registry.PERSONAL_DATA_OWNERS) {
        return { name: "personal-data tables covered", value: "not measured", goal: "all", met: null, how };
      }
      const connection = openDatabase({ sqliteFile: path.join(directory, "measures.sqlite") });
      try {
        await migrateAppDatabase(connection);
        const { sql } = await import("kysely");
        const columns = await sql<{ table_name: string; column_name: string }>`
          select m.name as table_name, c.name as column_name from sqlite_master m join pragma_table_info(m.name) c
          where m.type = 'table' and m.name not like 'sqlite_%'`.execute(connection.db);
        return coverageMeasure(how, columns.rows, registry);
      } finally {
        await connection.close();
      }
    });
  } catch (error) {
    return {
      name: "personal-data tables covered",
      value: "not measured",
      goal: "all",
      met: null,
      how,
      details: [String(error)],
    };
  } finally {
    rmSync(directory, { recursive: true, force: true });
  }
}

function coverageMeasure(
  how: string,
  columns: ReadonlyArray<{ table_name: string; column_name: string }>,
  registry: RegistryModule,
): Measure {
  const withPeople = [
    ...new Set(
      columns
        .filter((column) => !MIGRATION_TABLES.test(column.table_name) && PERSON_COLUMN.test(column.column_name))
        .map((column) => column.table_name),
    ),
  ].sort();
  const owners = registry.PERSONAL_DATA_OWNERS ?? [];
  const erased = new Set(owners.flatMap((owner) => owner.tables));
  const exportedByOwner = new Set(owners.filter((owner) => owner.personalDataOf).flatMap((owner) => owner.tables));
  const notPersonal = new Set(Object.keys(registry.TABLES_WITHOUT_PERSONAL_DATA ?? {}));
  const personal = withPeople.filter((table) => !notPersonal.has(table));
  const declaredNotPersonal = withPeople.length - personal.length;
  const uncovered = personal.filter((table) => !erased.has(table));
  const coveredCount = personal.length - uncovered.length;
  const exportedCount = personal.filter((table) => exportedByOwner.has(table)).length;
  return {
    name: "personal-data tables covered",
    value: `${coveredCount} of ${personal.length}`,
    goal: "all",
    met: uncovered.length === 0,
    how:
      `${how}: ${withPeople.length} tables have such a column, ${declaredNotPersonal} of them are declared to hold no one's data; ` +
      `covered = an owner erases it; ${exportedCount} of them are also read by their owner's personalDataOf for the download`,
    details: uncovered.map((table) => `not covered: ${table}`),
  };
}

function print(measures: readonly Measure[], verbose: boolean): void {
  const width = Math.max(...measures.map((measure) => measure.name.length));
  for (const measure of measures) {
    const verdict = measure.met === null ? "?" : measure.met ? "ok" : "over";
    console.log(
      `${measure.name.padEnd(width)}  ${measure.value.padStart(8)}  goal ${measure.goal.padEnd(5)} ${verdict}`,
    );
    console.log(`${" ".repeat(width)}  ${measure.how}`);
    const details = measure.details ?? [];
    for (const line of verbose ? details : details.slice(0, 10)) console.log(`${" ".repeat(width)}    ${line}`);
    if (!verbose && details.length > 10)
      console.log(`${" ".repeat(width)}    … ${details.length - 10} more (--verbose)`);
  }
}

if (import.meta.main) {
  const graph = readImportGraph(root, ["app", "db"]);
  const measures = [
    ...featureMeasures(graph),
    arrowsBackUp(graph),
    unusedExports(),
    repeatedLogic(),
    await personalDataCoverage(),
  ];
  print(measures, process.argv.includes("--verbose"));
}
