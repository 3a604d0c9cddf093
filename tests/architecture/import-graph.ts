import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";

/**
 * The import graph of the app's source, read with a small parser of import statements rather than
 * the TypeScript compiler (TypeScript 7 ships no JavaScript API). Biome keeps every static import
 * and re-export at the start of a line, so statements are matched there; dynamic `import("…")`
 * (React.lazy) counts too, because a lazy edge still ties the two files together.
 */

export interface ImportEdge {
  from: string;
  to: string;
}

export interface ImportGraph {
  files: string[];
  /** Repository-relative path → the repository-relative files it imports (resolved, existing only). */
  imports: Map<string, string[]>;
}

const SOURCE_EXTENSIONS = [".ts", ".tsx"];
const RESOLVE_SUFFIXES = ["", ".ts", ".tsx", "/index.ts", "/index.tsx"];

/** The same aliases as tsconfig.json's `paths` and vite.config.ts. */
const ALIASES: Array<[prefix: string, folder: string]> = [
  ["~db/", "db/"],
  ["~tests/", "tests/"],
  ["~/", "app/"],
];

const STATIC_IMPORT =
  /^(?:import|export)\s+(?:type\s+)?(?:[\w$]+\s*,?\s*)?(?:\{[^}]*\}|\*(?:\s+as\s+[\w$]+)?)?\s*from\s*["']([^"'\n]+)["']/gm;
const SIDE_EFFECT_IMPORT = /^import\s*["']([^"'\n]+)["']/gm;
const DYNAMIC_IMPORT = /\bimport\(\s*["']([^"'\n]+)["']\s*\)/g;

/** Every specifier a source text imports, in order of appearance per kind. */
export function importSpecifiers(sourceText: string): string[] {
  const specifiers: string[] = [];
  for (const pattern of [STATIC_IMPORT, SIDE_EFFECT_IMPORT, DYNAMIC_IMPORT]) {
    for (const match of sourceText.matchAll(pattern)) specifiers.push(match[1]);
  }
  return specifiers;
}

function listSourceFiles(root: string, folder: string): string[] {
  const absolute = path.join(root, folder);
  if (!existsSync(absolute)) return [];
  const files: string[] = [];
  for (const entry of readdirSync(absolute, { withFileTypes: true })) {
    const relative = path.posix.join(folder, entry.name);
    if (entry.isDirectory()) {
      if (entry.name === "node_modules" || entry.name.startsWith(".")) continue;
      files.push(...listSourceFiles(root, relative));
    } else if (SOURCE_EXTENSIONS.some((extension) => entry.name.endsWith(extension))) {
      files.push(relative);
    }
  }
  return files;
}

/** Resolves a specifier to a repository-relative source file, or null for packages and generated types. */
export function resolveSpecifier(root: string, importer: string, specifier: string): string | null {
  let base: string | null = null;
  const alias = ALIASES.find(([prefix]) => specifier.startsWith(prefix));
  if (alias) base = alias[1] + specifier.slice(alias[0].length);
  else if (specifier.startsWith(".")) base = path.posix.join(path.posix.dirname(importer), specifier);
  if (base === null) return null;
  for (const suffix of RESOLVE_SUFFIXES) {
    const candidate = base + suffix;
    const absolute = path.join(root, candidate);
    if (existsSync(absolute) && statSync(absolute).isFile()) return candidate;
  }
  return null;
}

export function readImportGraph(root: string, folders: string[]): ImportGraph {
  const files = folders.flatMap((folder) => listSourceFiles(root, folder)).sort();
  const inGraph = new Set(files);
  const imports = new Map<string, string[]>();
  for (const file of files) {
    const text = readFileSync(path.join(root, file), "utf8");
    const targets = new Set<string>();
    for (const specifier of importSpecifiers(text)) {
      const target = resolveSpecifier(root, file, specifier);
      if (target && inGraph.has(target)) targets.add(target);
    }
    imports.set(file, [...targets].sort());
  }
  return { files, imports };
}

/** Strongly connected components with more than one file (or a file importing itself): Tarjan's algorithm. */
function cyclicComponents(graph: ImportGraph): string[][] {
  let counter = 0;
  const index = new Map<string, number>();
  const lowLink = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const components: string[][] = [];

  const visit = (file: string) => {
    index.set(file, counter);
    lowLink.set(file, counter);
    counter += 1;
    stack.push(file);
    onStack.add(file);
    for (const target of graph.imports.get(file) ?? []) {
      if (!index.has(target)) {
        visit(target);
        lowLink.set(file, Math.min(lowLink.get(file)!, lowLink.get(target)!));
      } else if (onStack.has(target)) {
        lowLink.set(file, Math.min(lowLink.get(file)!, index.get(target)!));
      }
    }
    if (lowLink.get(file) === index.get(file)) {
      const component: string[] = [];
      let member: string;
      do {
        member = stack.pop()!;
        onStack.delete(member);
        component.push(member);
      } while (member !== file);
      const importsItself = graph.imports.get(file)?.includes(file) ?? false;
      if (component.length > 1 || importsItself) components.push(component.sort());
    }
  };

  for (const file of graph.files) if (!index.has(file)) visit(file);
  return components;
}

/** The shortest chain from `start` back to itself inside one component (breadth-first). */
function shortestCycleThrough(graph: ImportGraph, start: string, component: Set<string>): string[] {
  const previous = new Map<string, string>();
  const queue = [start];
  while (queue.length > 0) {
    const file = queue.shift()!;
    for (const target of graph.imports.get(file) ?? []) {
      if (!component.has(target)) continue;
      if (target === start) {
        const chain = [file];
        while (chain[0] !== start) chain.unshift(previous.get(chain[0])!);
        return [...chain, start];
      }
      if (!previous.has(target)) {
        previous.set(target, file);
        queue.push(target);
      }
    }
  }
  return [start];
}

/** One chain per cycle of files, e.g. ["a.ts", "b.ts", "a.ts"]. */
export function findImportCycles(graph: ImportGraph): string[][] {
  return cyclicComponents(graph).map((component) => shortestCycleThrough(graph, component[0], new Set(component)));
}

/** The feature a file belongs to: the folder under app/features/, or null outside features. */
export function featureOf(file: string): string | null {
  const match = /^app\/features\/([^/]+)\//.exec(file);
  return match ? match[1] : null;
}

export interface FeaturePair {
  features: [string, string];
  /** One import each way, as evidence. */
  forward: ImportEdge;
  backward: ImportEdge;
}

/** Pairs of features that import each other (A imports B and B imports A), with one edge each way. */
export function findTwoWayFeaturePairs(graph: ImportGraph): FeaturePair[] {
  const firstEdge = new Map<string, ImportEdge>();
  for (const [from, targets] of graph.imports) {
    const fromFeature = featureOf(from);
    if (!fromFeature) continue;
    for (const to of targets) {
      const toFeature = featureOf(to);
      if (!toFeature || toFeature === fromFeature) continue;
      const key = `${fromFeature}→${toFeature}`;
      if (!firstEdge.has(key)) firstEdge.set(key, { from, to });
    }
  }
  const pairs: FeaturePair[] = [];
  for (const [key, forward] of firstEdge) {
    const [a, b] = key.split("→");
    if (a > b) continue;
    const backward = firstEdge.get(`${b}→${a}`);
    if (backward) pairs.push({ features: [a, b], forward, backward });
  }
  return pairs.sort((x, y) => x.features.join().localeCompare(y.features.join()));
}

/** Imports from one set of folders into another, e.g. app/lib → app/features, leaving out `exceptFrom`. */
export function findImportsInto(
  graph: ImportGraph,
  fromPrefixes: string[],
  intoPrefix: string,
  exceptFrom: string[] = [],
): ImportEdge[] {
  const edges: ImportEdge[] = [];
  for (const [from, targets] of graph.imports) {
    if (!fromPrefixes.some((prefix) => from.startsWith(prefix))) continue;
    if (exceptFrom.some((prefix) => from.startsWith(prefix))) continue;
    for (const to of targets) if (to.startsWith(intoPrefix)) edges.push({ from, to });
  }
  return edges;
}
