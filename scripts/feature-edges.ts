// The allowed feature-to-feature imports (decision 0077-edges-allowed-feature-edges) and the
// per-feature lint rules generated from them. Biome cannot read app/features/allowed-edges.json, so
// `node scripts/feature-edges.ts --write` writes one noRestrictedImports override per feature folder
// into biome.json; tests/architecture/feature-edges.test.ts fails when biome.json, the list and the
// real import graph disagree. Without a flag it prints the allowed edges floor by floor.
import { execFileSync } from "node:child_process";
import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { featureOf, type ImportGraph } from "../tests/architecture/import-graph.ts";

const root = path.resolve(import.meta.dirname, "..");
export const ALLOWED_EDGES_FILE = "app/features/allowed-edges.json";
const BIOME_CONFIG_FILE = "biome.json";

/** Importer → imported feature → why it may. */
export type AllowedEdges = Record<string, Record<string, string>>;

/** One feature importing another, e.g. { from: "bookings", to: "events" }. */
export interface FeatureEdge {
  from: string;
  to: string;
}

export function readAllowedEdges(repositoryRoot = root): AllowedEdges {
  const text = readFileSync(path.join(repositoryRoot, ALLOWED_EDGES_FILE), "utf8");
  return (JSON.parse(text) as { allowed: AllowedEdges }).allowed;
}

export function allowedEdgeList(allowed: AllowedEdges): FeatureEdge[] {
  return Object.entries(allowed).flatMap(([from, targets]) => Object.keys(targets).map((to) => ({ from, to })));
}

/** The folders under app/features/, sorted. */
export function featureFolders(repositoryRoot = root): string[] {
  return readdirSync(path.join(repositoryRoot, "app/features"), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort();
}

/** Every feature-to-feature edge of the file graph, with the file imports behind it as evidence. */
export function featureEdgesOf(graph: ImportGraph): Map<string, string[]> {
  const edges = new Map<string, string[]>();
  for (const [from, targets] of graph.imports) {
    const fromFeature = featureOf(from);
    if (!fromFeature) continue;
    for (const to of targets) {
      const toFeature = featureOf(to);
      if (!toFeature || toFeature === fromFeature) continue;
      const key = `${fromFeature} → ${toFeature}`;
      edges.set(key, [...(edges.get(key) ?? []), `${from} → ${to}`]);
    }
  }
  return new Map([...edges].sort(([a], [b]) => a.localeCompare(b)));
}

export function edgeKey(edge: FeatureEdge): string {
  return `${edge.from} → ${edge.to}`;
}

export interface FeatureFloors {
  /** Feature → its floor: 1 for a feature that imports no other feature, else one above its highest import. */
  floors: Map<string, number>;
  /** Feature-level cycles, each as a chain back to its start, e.g. ["a", "b", "a"]. */
  cycles: string[][];
}

/** The floors of features under the given edges, and any cycles among them (depth-first). */
export function featureFloors(features: readonly string[], edges: readonly FeatureEdge[]): FeatureFloors {
  const targetsOf = new Map<string, string[]>(features.map((feature) => [feature, []]));
  for (const { from, to } of edges) targetsOf.set(from, [...(targetsOf.get(from) ?? []), to]);
  const floors = new Map<string, number>();
  const cycles: string[][] = [];
  const path: string[] = [];
  const floorOf = (feature: string): number => {
    const known = floors.get(feature);
    if (known !== undefined) return known;
    const onPath = path.indexOf(feature);
    if (onPath !== -1) {
      cycles.push([...path.slice(onPath), feature]);
      return 0;
    }
    path.push(feature);
    const floor = 1 + Math.max(0, ...(targetsOf.get(feature) ?? []).map(floorOf));
    path.pop();
    floors.set(feature, floor);
    return floor;
  };
  for (const feature of [...targetsOf.keys()].sort()) floorOf(feature);
  return { floors, cycles };
}

const TESTS_RULE = {
  group: ["~tests", "~tests/**", "**/tests/**"],
  message: "The app never imports tests/: test data builders live in db/factories/.",
};

function featureRuleMessage(feature: string): string {
  return (
    `app/features/${feature} may import only itself and the features listed for it in ${ALLOWED_EDGES_FILE} ` +
    "(decision 0077-edges-allowed-feature-edges). Compose two features in a route module or in app/server/ instead; " +
    `or, if this feature truly needs the other, add a line with the reason under "${feature}" in that file, ` +
    "run `npx node scripts/feature-edges.ts --write`, and have the new edge reviewed."
  );
}

/**
 * One biome.json override per feature folder: `~/features/**` is refused except the feature itself and
 * its allowed targets (gitignore-style `!` negations). Biome's later override replaces an earlier one's
 * noRestrictedImports options for the same file, so each carries the app-wide tests/ rule as well.
 * Test files are left out as in the other overrides (they may use ~tests); the architecture test reads them.
 */
export function generatedOverrides(features: readonly string[], allowed: AllowedEdges): object[] {
  return features.map((feature) => {
    const open = [feature, ...Object.keys(allowed[feature] ?? {}).sort()];
    return {
      includes: [`app/features/${feature}/**`, "!**/*.test.ts"],
      linter: {
        rules: {
          style: {
            noRestrictedImports: {
              level: "error",
              options: {
                patterns: [
                  {
                    group: ["~/features/**", ...open.map((target) => `!~/features/${target}/**`)],
                    message: featureRuleMessage(feature),
                  },
                  TESTS_RULE,
                ],
              },
            },
          },
        },
      },
    };
  });
}

interface BiomeConfig {
  overrides?: Array<{ includes?: string[] }>;
}

/** An override this script writes: the first `includes` entry names one feature folder. */
export function isGeneratedOverride(override: { includes?: string[] }): boolean {
  return /^app\/features\/[^/*]+\/\*\*$/.test(override.includes?.[0] ?? "");
}

export function readBiomeConfig(repositoryRoot = root): BiomeConfig {
  return JSON.parse(readFileSync(path.join(repositoryRoot, BIOME_CONFIG_FILE), "utf8")) as BiomeConfig;
}

/** Replaces the generated overrides in biome.json (at the end, so they win over the app-wide ones) and formats it. */
function writeBiomeConfig(): void {
  const config = readBiomeConfig();
  const kept = (config.overrides ?? []).filter((override) => !isGeneratedOverride(override));
  config.overrides = [...kept, ...generatedOverrides(featureFolders(), readAllowedEdges())];
  const file = path.join(root, BIOME_CONFIG_FILE);
  // Written on one line: Biome then lays out each object as it fits, as the hand-written parts were.
  writeFileSync(file, `${JSON.stringify(config)}\n`);
  execFileSync(path.join(root, "node_modules/.bin/biome"), ["format", "--write", file], { stdio: "inherit" });
}

function printAllowedEdges(): void {
  const allowed = readAllowedEdges();
  const features = featureFolders();
  const { floors } = featureFloors(features, allowedEdgeList(allowed));
  const top = Math.max(...floors.values());
  for (let floor = top; floor >= 1; floor -= 1) {
    const onFloor = features.filter((feature) => floors.get(feature) === floor);
    console.log(`floor ${floor}: ${onFloor.join(", ")}`);
    for (const feature of onFloor) {
      for (const [target, why] of Object.entries(allowed[feature] ?? {}))
        console.log(`  ${feature} → ${target}: ${why}`);
    }
  }
}

if (import.meta.main) {
  if (process.argv.includes("--write")) writeBiomeConfig();
  else printAllowedEdges();
}
