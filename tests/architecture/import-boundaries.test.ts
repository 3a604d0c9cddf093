import path from "node:path";
import { describe, expect, it } from "vitest";
import {
  findImportCycles,
  findImportsInto,
  findTwoWayFeaturePairs,
  importSpecifiers,
  readImportGraph,
} from "./import-graph";

/**
 * ARCHITECTURE.md 11: features never import each other both ways, and no file imports itself
 * through a chain. Biome's noRestrictedImports (biome.json) keeps lib/, components/ and db/ off
 * features; cycles and two-way pairs need the whole graph, so this test reads it.
 */
const root = path.resolve(import.meta.dirname, "../..");
const graph = readImportGraph(root, ["app", "db"]);

describe("the import parser", () => {
  it("reads static, multi-line, type-only, re-exported, side-effect and lazy imports", () => {
    const source = [
      'import { a } from "./a";',
      "import {",
      "  b,",
      "  type B,",
      '} from "~/lib/b";',
      'import type { C } from "~db/c";',
      'import D, { d } from "./d";',
      'import * as e from "./e";',
      'export { f } from "./f";',
      'export * from "./g";',
      'import "./h.css";',
      'const Editor = lazy(() => import("./i"));',
      'const text = "copied from \\"./not-an-import\\"";',
    ].join("\n");
    expect(importSpecifiers(source).sort()).toEqual(
      ["./a", "~/lib/b", "~db/c", "./d", "./e", "./f", "./g", "./h.css", "./i"].sort(),
    );
  });

  it("finds a cycle and a two-way feature pair in a made-up graph", () => {
    const madeUp = {
      files: ["app/features/a/x.ts", "app/features/b/y.ts", "app/lib/z.ts"],
      imports: new Map([
        ["app/features/a/x.ts", ["app/features/b/y.ts"]],
        ["app/features/b/y.ts", ["app/features/a/x.ts", "app/lib/z.ts"]],
        ["app/lib/z.ts", []],
      ]),
    };
    expect(findImportCycles(madeUp)).toEqual([["app/features/a/x.ts", "app/features/b/y.ts", "app/features/a/x.ts"]]);
    expect(findTwoWayFeaturePairs(madeUp).map((pair) => pair.features)).toEqual([["a", "b"]]);
  });

  it("reads the real graph (guards against a parser that silently finds nothing)", () => {
    expect(graph.files.length).toBeGreaterThan(100);
    const edgeCount = [...graph.imports.values()].reduce((sum, targets) => sum + targets.length, 0);
    expect(edgeCount).toBeGreaterThan(graph.files.length);
  });
});

describe("import boundaries of app/ and db/", () => {
  it("has no import cycle between files", () => {
    const chains = findImportCycles(graph).map((chain) => chain.join(" → "));
    expect(chains, `import cycles:\n${chains.join("\n")}`).toEqual([]);
  });

  it("has no two features importing each other", () => {
    const pairs = findTwoWayFeaturePairs(graph).map(
      ({ features: [a, b], forward, backward }) =>
        `${a} ↔ ${b}: ${forward.from} → ${forward.to}; ${backward.from} → ${backward.to}`,
    );
    expect(pairs, `two-way feature pairs:\n${pairs.join("\n")}`).toEqual([]);
  });

  const LAYERS_BELOW_FEATURES = ["app/lib/", "app/components/", "db/"];

  it("keeps app/lib, app/components and db off the features (the lint says so too)", () => {
    const edges = findImportsInto(graph, LAYERS_BELOW_FEATURES, "app/features/").map(
      ({ from, to }) => `${from} → ${to}`,
    );
    expect(edges, `imports into features:\n${edges.join("\n")}`).toEqual([]);
  });

  it("keeps app/lib, app/components and db off the platform services in app/platform", () => {
    const edges = findImportsInto(graph, LAYERS_BELOW_FEATURES, "app/platform/").map(
      ({ from, to }) => `${from} → ${to}`,
    );
    expect(edges, `imports into app/platform:\n${edges.join("\n")}`).toEqual([]);
  });

  it("keeps app/platform off the domain features and the composition roots (no arrow back up)", () => {
    const edges = [
      ...findImportsInto(graph, ["app/platform/"], "app/features/"),
      ...findImportsInto(graph, ["app/platform/"], "app/server/").filter(
        // The per-process context (database, auth instance) every layer above lib reads.
        ({ to }) => to !== "app/server/app-context.server.ts",
      ),
    ].map(({ from, to }) => `${from} → ${to}`);
    expect(edges, `imports from app/platform upward:\n${edges.join("\n")}`).toEqual([]);
  });

  it("keeps app/lib, app/components and db off the composition roots in app/server", () => {
    const edges = findImportsInto(graph, LAYERS_BELOW_FEATURES, "app/server/").map(({ from, to }) => `${from} → ${to}`);
    expect(edges, `imports into app/server:\n${edges.join("\n")}`).toEqual([]);
  });

  it("keeps db/ below the whole app: it imports nothing from app/", () => {
    const edges = findImportsInto(graph, ["db/"], "app/").map(({ from, to }) => `${from} → ${to}`);
    expect(edges, `imports from db/ into app/:\n${edges.join("\n")}`).toEqual([]);
  });

  // The factories build records the way the app does (accounts through better-auth, events through
  // createEvent), so they sit with the composition roots; tests, the benchmark and the seed use them.
  it("keeps the app off app/server/factories (tests, the benchmark and the seed in app/server use them)", () => {
    const edges = findImportsInto(graph, ["app/"], "app/server/factories/", ["app/server/"]).map(
      ({ from, to }) => `${from} → ${to}`,
    );
    expect(edges, `imports of factories:\n${edges.join("\n")}`).toEqual([]);
  });
});
