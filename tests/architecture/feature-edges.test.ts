import path from "node:path";
import { describe, expect, it } from "vitest";
import {
  ALLOWED_EDGES_FILE,
  allowedEdgeList,
  edgeKey,
  featureEdgesOf,
  featureFloors,
  featureFolders,
  generatedOverrides,
  isGeneratedOverride,
  readAllowedEdges,
  readBiomeConfig,
} from "../../scripts/feature-edges.ts";
import { readImportGraph } from "./import-graph";

/**
 * Decision 0077-edges-allowed-feature-edges: a feature imports another only where
 * app/features/allowed-edges.json says so, biome.json's per-feature lint rules are the ones that
 * list gives, and features stand on at most four floors with no circle. The lint stops a new import
 * at the line; this test reads the whole graph (test files and relative paths too).
 */
const root = path.resolve(import.meta.dirname, "../..");
const graph = readImportGraph(root, ["app", "db"]);
const allowed = readAllowedEdges(root);
const features = featureFolders(root);
const MAX_FLOORS = 4;

const HOW_TO_ADD = `add a line with the reason to ${ALLOWED_EDGES_FILE}, then run \`npx node scripts/feature-edges.ts --write\``;

describe("feature floors and cycles", () => {
  it("counts floors and finds a circle in a made-up list", () => {
    const made = featureFloors(
      ["a", "b", "c", "d"],
      [
        { from: "a", to: "b" },
        { from: "b", to: "c" },
      ],
    );
    expect(Object.fromEntries(made.floors)).toEqual({ a: 3, b: 2, c: 1, d: 1 });
    expect(made.cycles).toEqual([]);
    const circle = featureFloors(
      ["a", "b"],
      [
        { from: "a", to: "b" },
        { from: "b", to: "a" },
      ],
    );
    expect(circle.cycles).toEqual([["a", "b", "a"]]);
  });
});

describe("the allowed feature edges", () => {
  it("name only real feature folders, and no feature allows itself", () => {
    const named = allowedEdgeList(allowed).flatMap(({ from, to }) => [from, to]);
    expect(named.filter((feature) => !features.includes(feature))).toEqual([]);
    expect(allowedEdgeList(allowed).filter(({ from, to }) => from === to)).toEqual([]);
  });

  it("hold every feature-to-feature import in app/ and db/", () => {
    const allowedKeys = new Set(allowedEdgeList(allowed).map(edgeKey));
    const unlisted = [...featureEdgesOf(graph)]
      .filter(([key]) => !allowedKeys.has(key))
      .map(([key, imports]) => `${key} (${imports.join("; ")})`);
    expect(unlisted, `feature imports not allowed; compose them in a route or app/server/, or ${HOW_TO_ADD}`).toEqual(
      [],
    );
  });

  it("list no edge the code no longer has (so the list stays the real shape)", () => {
    const real = featureEdgesOf(graph);
    const stale = allowedEdgeList(allowed)
      .map(edgeKey)
      .filter((key) => !real.has(key));
    expect(stale, `edges in ${ALLOWED_EDGES_FILE} that no import uses: remove their lines`).toEqual([]);
  });

  it(`put features on at most ${MAX_FLOORS} floors, with no circle`, () => {
    const { floors, cycles } = featureFloors(features, allowedEdgeList(allowed));
    expect(cycles.map((cycle) => cycle.join(" → "))).toEqual([]);
    const highest = Math.max(...floors.values());
    const top = features.filter((feature) => floors.get(feature) === highest);
    expect(highest, `features on floor ${highest}: ${top.join(", ")}`).toBeLessThanOrEqual(MAX_FLOORS);
  });
});

describe("biome.json's per-feature import rules", () => {
  it("are exactly the ones the allowed list gives, last so that they win", () => {
    const overrides = readBiomeConfig(root).overrides ?? [];
    const generated = overrides.filter(isGeneratedOverride);
    expect(
      generated,
      `biome.json is out of date with ${ALLOWED_EDGES_FILE}: run \`npx node scripts/feature-edges.ts --write\``,
    ).toEqual(generatedOverrides(features, allowed));
    expect(overrides.slice(overrides.length - generated.length)).toEqual(generated);
  });
});
