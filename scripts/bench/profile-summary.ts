// `npx node scripts/bench/profile-summary.ts <file.cpuprofile> [--top 30] [--json out.json]`: where a
// CPU profile (from `node --cpu-prof`) spent its time. Prints the share of busy time per package
// (node_modules/<package>, the app's own build, Node's internals, garbage collection) and the top
// functions by self time, each with its package. Self-contained: it reads only the profile file, so
// the benchmark scripts may call `summariseProfile` on any .cpuprofile they produce.
import fs from "node:fs";
import { parseArgs } from "node:util";

/** The parts of V8's .cpuprofile format this reads. */
interface CpuProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number };
  children?: number[];
}
interface CpuProfile {
  nodes: CpuProfileNode[];
  startTime: number;
  endTime: number;
  samples: number[];
  timeDeltas: number[];
}

interface ProfileShare {
  name: string;
  ms: number;
  /** Share of busy time (everything but `(idle)` and `(program)`), per cent. */
  percent: number;
}
interface ProfileSummary {
  totalMs: number;
  busyMs: number;
  packages: ProfileShare[];
  functions: (ProfileShare & { package: string; location: string })[];
}

/** Which package a script belongs to: the last `node_modules/<name>` in its path, or a coarse kind. */
function packageOf(url: string, functionName: string): string {
  if (functionName === "(garbage collector)") return "(gc)";
  if (functionName === "(idle)" || functionName === "(program)" || functionName === "(root)") return functionName;
  if (!url) return "(native)";
  if (url.startsWith("node:")) return "(node)";
  const marker = "node_modules/";
  const at = url.lastIndexOf(marker);
  if (at >= 0) {
    const rest = url.slice(at + marker.length).split("/");
    return rest[0].startsWith("@") ? `${rest[0]}/${rest[1]}` : rest[0];
  }
  // The app's build keeps bundled packages in named chunks; anything else is the app's own code.
  const chunk = /\/(?:build[^/]*)\/server\/(?:assets\/)?([^/]+)$/.exec(url)?.[1];
  if (chunk) return `(app build: ${chunk.replace(/-[A-Za-z0-9_-]{8}\.js$/, "").replace(/\.js$/, "")})`;
  if (url.includes("/server/")) return "(app server)";
  return "(app)";
}

/** Self time per node from the samples, then summed by package and by function. */
export function summariseProfile(profile: CpuProfile, top = 30): ProfileSummary {
  const selfUs = new Map<number, number>();
  for (let index = 0; index < profile.samples.length; index++) {
    const id = profile.samples[index];
    selfUs.set(id, (selfUs.get(id) ?? 0) + (profile.timeDeltas[index] ?? 0));
  }
  const packages = new Map<string, number>();
  const functions = new Map<string, { us: number; package: string; location: string; name: string }>();
  let busyUs = 0;
  let totalUs = 0;
  for (const node of profile.nodes) {
    const us = selfUs.get(node.id) ?? 0;
    if (us === 0) continue;
    totalUs += us;
    const { functionName, url, lineNumber } = node.callFrame;
    const pkg = packageOf(url, functionName);
    if (pkg === "(idle)" || pkg === "(program)") continue;
    busyUs += us;
    packages.set(pkg, (packages.get(pkg) ?? 0) + us);
    const location = url ? `${url.replace(/^.*\/(node_modules|build[^/]*)\//, "$1/")}:${lineNumber + 1}` : "";
    const name = functionName || "(anonymous)";
    const key = `${name} ${location}`;
    const entry = functions.get(key) ?? { us: 0, package: pkg, location, name };
    entry.us += us;
    functions.set(key, entry);
  }
  const share = (us: number) => Math.round((us / Math.max(1, busyUs)) * 1000) / 10;
  return {
    totalMs: Math.round(totalUs / 1000),
    busyMs: Math.round(busyUs / 1000),
    packages: [...packages]
      .sort((a, b) => b[1] - a[1])
      .map(([name, us]) => ({ name, ms: Math.round(us / 1000), percent: share(us) })),
    functions: [...functions.values()]
      .sort((a, b) => b.us - a.us)
      .slice(0, top)
      .map((entry) => ({
        name: entry.name,
        package: entry.package,
        location: entry.location,
        ms: Math.round(entry.us / 1000),
        percent: share(entry.us),
      })),
  };
}

function printSummary(file: string, summary: ProfileSummary) {
  console.log(`${file}: ${summary.busyMs} ms busy of ${summary.totalMs} ms sampled`);
  console.log("\nBy package (self time, share of busy time)");
  for (const entry of summary.packages.slice(0, 25)) {
    console.log(`${entry.percent.toFixed(1).padStart(6)} %  ${String(entry.ms).padStart(7)} ms  ${entry.name}`);
  }
  console.log("\nTop functions (self time)");
  for (const entry of summary.functions) {
    console.log(
      `${entry.percent.toFixed(1).padStart(6)} %  ${String(entry.ms).padStart(7)} ms  ${entry.name}  [${entry.package}] ${entry.location}`,
    );
  }
}

if (import.meta.main) {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: { top: { type: "string", default: "30" }, json: { type: "string" } },
  });
  if (positionals.length === 0) {
    console.error("usage: profile-summary.ts <file.cpuprofile> [--top 30] [--json out.json]");
    process.exit(2);
  }
  const summaries: Record<string, ProfileSummary> = {};
  for (const file of positionals) {
    const summary = summariseProfile(JSON.parse(fs.readFileSync(file, "utf8")) as CpuProfile, Number(values.top));
    summaries[file] = summary;
    printSummary(file, summary);
  }
  if (values.json) fs.writeFileSync(values.json, `${JSON.stringify(summaries, null, 2)}\n`);
}
