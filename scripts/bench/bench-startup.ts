// `npm run bench:startup`: decision 0053's goal (start to first 200 < 1 s, idle RSS < 150 MB, < 300 MB under
// load), measured on the production build the way the container and `npm start` run it
// (`node <build>/server/production.js`; `--entry source` runs `node server/production.ts` instead).
// Each run starts the server on an empty database (a new DATA_DIR, or a new PostgreSQL database on the
// server DATABASE_URL names) and then on an existing one (the one the first run filled), and reports:
//   - start: spawn → first 200 on /healthz (it answers once migrations, seed and listen are done), and
//     the server's CPU time until then (user + system, from /proc): a figure that other work on the
//     machine inflates far less than the wall-clock time,
//   - first page: spawn → first 200 on / (the first render included),
//   - idle RSS: VmRSS from /proc after the first page and --settle seconds of nothing,
//   - peak RSS under load: the most VmRSS seen (sampled every 50 ms) while autocannon drives a mix of
//     public and signed-in admin pages for --duration s with --connections, and VmHWM at the end.
// The machine and the load average are printed with the figures: other work on a 2-core machine
// moves start times a lot, so several runs are made and min / median / max shown.
import { type ChildProcess, spawn } from "node:child_process";
import crypto from "node:crypto";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import autocannon from "autocannon";
import pg from "pg";

const { values } = parseArgs({
  options: {
    runs: { type: "string", default: "5" },
    "build-dir": { type: "string", default: process.env.BUILD_DIR ?? "build" },
    /** A PostgreSQL server (any database on it): each empty start gets a new database there, dropped at the end. */
    "database-url": { type: "string", default: process.env.DATABASE_URL },
    settle: { type: "string", default: "5" },
    duration: { type: "string", default: "10" },
    connections: { type: "string", default: "10" },
    /** The server's node flags: as the container's CMD and `npm start` run it; pass "" or others to compare. */
    "node-options": { type: "string", default: "--max-semi-space-size=16" },
    /** build: the build's bundled JavaScript entry (as deployed); source: server/production.ts (type stripping). */
    entry: { type: "string", default: "build" },
    json: { type: "string" },
  },
});

const root = path.resolve(import.meta.dirname, "../..");
const buildDirectory = path.resolve(root, values["build-dir"]);
const runs = Number(values.runs);
const settleMs = Number(values.settle) * 1000;
const duration = Number(values.duration);
const connections = Number(values.connections);
const postgresServer = values["database-url"] || undefined;
const scratch = fs.mkdtempSync(path.join(os.tmpdir(), "campus-bench-startup-"));
const ADMIN_EMAIL = "admin@startup.bench";
const ADMIN_PASSWORD = `bench-${crypto.randomBytes(9).toString("base64url")}`;

if (
  !fs.existsSync(path.join(buildDirectory, "server/index.js")) ||
  (values.entry !== "source" && !fs.existsSync(path.join(buildDirectory, "server/production.js")))
) {
  process.stderr.write(`No build in ${buildDirectory}: run npm run build first (or pass --build-dir).\n`);
  process.exit(1);
}

/** Public pages of the demo content and the admin's screens: what a visitor and a member of staff open. */
const LOAD_PAGES: Array<{ path: string; signedIn: boolean }> = [
  { path: "/", signedIn: false },
  { path: "/events", signedIn: false },
  { path: "/courses/certification", signedIn: false },
  { path: "/about-us", signedIn: false },
  { path: "/learning-center", signedIn: false },
  { path: "/contact-us", signedIn: false },
  { path: "/admin/users", signedIn: true },
  { path: "/admin/enquiries", signedIn: true },
  { path: "/manage-events", signedIn: true },
  { path: "/instructor/dashboard", signedIn: true },
];

interface Database {
  label: string;
  dataDirectory: string;
  databaseUrl?: string;
}

interface RunResult {
  database: "empty" | "existing";
  startMs: number;
  startCpuMs: number;
  firstPageMs: number;
  idleRssMb: number;
  peakRssMb: number;
  highWaterMb: number;
  afterLoadRssMb: number;
  requestsPerSecond: number;
  cpuMsPerRequest: number;
  errors: number;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer().listen(0, "127.0.0.1", () => {
      const address = probe.address();
      probe.close(() =>
        address && typeof address === "object" ? resolve(address.port) : reject(new Error("no port")),
      );
    });
  });
}

/** A process's CPU time so far (user + system) in milliseconds, from /proc/<pid>/stat. */
function cpuMs(pid: number): number {
  const fields = fs.readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1].split(" ");
  // utime and stime are fields 14 and 15 of stat; the split above starts at field 3.
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / CLOCK_TICKS_PER_SECOND;
}
const CLOCK_TICKS_PER_SECOND = 100;

/** VmRSS or VmHWM of a process in MB, from /proc (Linux). */
function memoryMb(pid: number, field: "VmRSS" | "VmHWM"): number {
  const status = fs.readFileSync(`/proc/${pid}/status`, "utf8");
  const kilobytes = Number(new RegExp(`^${field}:\\s+(\\d+) kB`, "m").exec(status)?.[1]);
  return Math.round(kilobytes / 1024);
}

async function newDatabase(index: number): Promise<Database> {
  const dataDirectory = path.join(scratch, `data-${index}`);
  if (!postgresServer) return { label: "SQLite", dataDirectory };
  const name = `campus_bench_startup_${process.pid}_${index}`;
  await withPostgres(postgresServer, (client) => client.query(`CREATE DATABASE ${name}`));
  const url = new URL(postgresServer);
  url.pathname = `/${name}`;
  return { label: "PostgreSQL", dataDirectory, databaseUrl: url.href };
}

async function withPostgres<T>(serverUrl: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

const createdDatabases: Database[] = [];

async function dropCreatedDatabases() {
  if (!postgresServer) return;
  for (const database of createdDatabases) {
    const name = new URL(database.databaseUrl ?? "").pathname.slice(1);
    await withPostgres(postgresServer, (client) => client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
  }
}

function startServer(database: Database, port: number): { server: ChildProcess; output: () => string } {
  const environment: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: "production",
    BUILD_DIR: buildDirectory,
    DATA_DIR: database.dataDirectory,
    PORT: String(port),
    HOST: "127.0.0.1",
    LOG_LEVEL: "error",
    ADMIN_EMAIL,
    ADMIN_PASSWORD,
  };
  delete environment.DATABASE_URL;
  delete environment.SMTP_URL;
  delete environment.NODE_OPTIONS;
  if (database.databaseUrl) environment.DATABASE_URL = database.databaseUrl;
  const flags = values["node-options"].split(/\s+/).filter(Boolean);
  const entry = values.entry === "source" ? "server/production.ts" : path.join(buildDirectory, "server/production.js");
  const server = spawn(process.execPath, [...flags, entry], {
    cwd: root,
    env: environment,
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  server.stdout?.on("data", (chunk: Buffer) => {
    output += chunk.toString();
  });
  server.stderr?.on("data", (chunk: Buffer) => {
    output += chunk.toString();
  });
  return { server, output: () => output };
}

/** Milliseconds from `started` until `url` answers 200, asking every 5 ms. */
async function firstOk(url: string, started: number, server: ChildProcess, output: () => string): Promise<number> {
  while (performance.now() - started < 120_000) {
    if (server.exitCode !== null) throw new Error(`the server stopped (exit ${server.exitCode}):\n${output()}`);
    try {
      const response = await fetch(url, { redirect: "manual" });
      await response.arrayBuffer();
      if (response.status === 200) return performance.now() - started;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
  throw new Error(`no 200 from ${url} within 2 minutes:\n${output()}`);
}

/** The admin's session cookie from the real sign-in form. */
async function signIn(baseUrl: string): Promise<string> {
  const response = await fetch(`${baseUrl}/sign-in`, {
    method: "POST",
    redirect: "manual",
    headers: { "content-type": "application/x-www-form-urlencoded", origin: baseUrl },
    body: new URLSearchParams({ email: ADMIN_EMAIL, password: ADMIN_PASSWORD }),
  });
  const cookies = response.headers.getSetCookie().map((cookie) => cookie.split(";")[0]);
  if (response.status !== 302 || cookies.length === 0) throw new Error(`sign-in answered ${response.status}`);
  return cookies.join("; ");
}

async function driveLoad(baseUrl: string, pid: number) {
  const cookie = await signIn(baseUrl);
  // Every page answers 200 before the load starts: a mix of error pages would measure nothing.
  for (const page of LOAD_PAGES) {
    const response = await fetch(`${baseUrl}${page.path}`, {
      headers: page.signedIn ? { cookie } : {},
      redirect: "manual",
    });
    await response.arrayBuffer();
    if (response.status !== 200) throw new Error(`${page.path} answered ${response.status} before the load`);
  }
  let peak = memoryMb(pid, "VmRSS");
  const cpuBefore = cpuMs(pid);
  const sampler = setInterval(() => {
    peak = Math.max(peak, memoryMb(pid, "VmRSS"));
  }, 50);
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    autocannon(
      {
        url: baseUrl,
        connections,
        duration,
        timeout: 30,
        requests: LOAD_PAGES.map((page) => ({
          method: "GET",
          path: page.path,
          headers: page.signedIn ? { cookie } : {},
        })),
      },
      (error, finished) => (error ? reject(error) : resolve(finished)),
    );
  });
  clearInterval(sampler);
  const cpuDuringLoad = cpuMs(pid) - cpuBefore;
  peak = Math.max(peak, memoryMb(pid, "VmRSS"));
  return {
    peakRssMb: peak,
    highWaterMb: memoryMb(pid, "VmHWM"),
    requestsPerSecond: Math.round(result.requests.average),
    // Garbage collection is in it: a smaller young generation (--node-options) shows here.
    cpuMsPerRequest: Math.round((cpuDuringLoad / Math.max(1, result.requests.total)) * 10) / 10,
    errors: result.errors + result.timeouts + result.non2xx,
  };
}

async function stopServer(server: ChildProcess) {
  if (server.exitCode !== null) return;
  const exited = new Promise((resolve) => server.once("exit", resolve));
  server.kill("SIGTERM");
  await exited;
}

async function measure(database: Database, kind: RunResult["database"]): Promise<RunResult> {
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const started = performance.now();
  const { server, output } = startServer(database, port);
  try {
    const startMs = await firstOk(`${baseUrl}/healthz`, started, server, output);
    const startCpuMs = cpuMs(server.pid as number);
    const firstPageMs = await firstOk(`${baseUrl}/`, started, server, output);
    const pid = server.pid as number;
    await new Promise((resolve) => setTimeout(resolve, settleMs));
    const idleRssMb = memoryMb(pid, "VmRSS");
    const load = await driveLoad(baseUrl, pid);
    await new Promise((resolve) => setTimeout(resolve, settleMs));
    const afterLoadRssMb = memoryMb(pid, "VmRSS");
    return { database: kind, startMs, startCpuMs, firstPageMs, idleRssMb, afterLoadRssMb, ...load };
  } finally {
    await stopServer(server);
  }
}

function describeMachine(label: string) {
  const cpus = os.cpus();
  return [
    `machine: ${cpus.length} × ${cpus[0]?.model.trim() ?? "unknown CPU"}, ${(os.totalmem() / 2 ** 30).toFixed(0)} GiB, ${os.type()} ${os.release()}`,
    `node ${process.version}, database ${label}, build ${path.relative(root, buildDirectory) || "."}${values["node-options"] ? `, server node flags ${values["node-options"]}` : ""}`,
    `load: ${duration} s, ${connections} connections, ${LOAD_PAGES.length} pages in turn (${LOAD_PAGES.filter((page) => page.signedIn).length} signed in as admin)`,
  ].join("\n");
}

const loadAverage = () =>
  os
    .loadavg()
    .map((load) => load.toFixed(2))
    .join(", ");

function summary(results: RunResult[], key: keyof RunResult, unit: string) {
  const sorted = results.map((result) => Number(result[key])).sort((a, b) => a - b);
  if (!sorted.length) return "—";
  const median = sorted[Math.floor((sorted.length - 1) / 2)];
  const round = (value: number) => (Math.abs(value) < 100 ? Math.round(value * 10) / 10 : Math.round(value));
  return `${round(sorted[0])} / ${round(median)} / ${round(sorted.at(-1) as number)} ${unit}`;
}

const results: RunResult[] = [];
const label = postgresServer ? "PostgreSQL" : "SQLite";
process.stdout.write(`${describeMachine(label)}\nload average at the start: ${loadAverage()} (1, 5, 15 min)\n\n`);
process.stdout.write(
  "run | database | start ms (→ /healthz 200) | start CPU ms | first page ms | idle RSS MB | peak RSS MB under load | VmHWM MB | RSS after load MB | req/s | server CPU ms/request | errors\n",
);
try {
  // The existing database is the one the first empty run filled (migrated and seeded).
  const existing = await newDatabase(0);
  createdDatabases.push(existing);
  const prepared = startServer(existing, await freePort());
  await new Promise<void>((resolve, reject) => {
    prepared.server.stdout?.on("data", () => {
      if (prepared.output().includes("Campus is running")) resolve();
    });
    prepared.server.once("exit", (code) =>
      reject(new Error(`preparing the database failed (${code}):\n${prepared.output()}`)),
    );
  });
  await stopServer(prepared.server);
  for (let run = 1; run <= runs; run++) {
    const empty = await newDatabase(run);
    createdDatabases.push(empty);
    for (const [kind, database] of [
      ["empty", empty],
      ["existing", existing],
    ] as const) {
      const result = await measure(database, kind);
      results.push(result);
      process.stdout.write(
        `${[run, kind, Math.round(result.startMs), Math.round(result.startCpuMs), Math.round(result.firstPageMs), result.idleRssMb, result.peakRssMb, result.highWaterMb, result.afterLoadRssMb, result.requestsPerSecond, result.cpuMsPerRequest, result.errors].join(" | ")}\n`,
      );
    }
  }
} finally {
  await dropCreatedDatabases();
  fs.rmSync(scratch, { recursive: true, force: true });
}

process.stdout.write(`\nmin / median / max of ${runs} runs (${label}):\n`);
for (const kind of ["empty", "existing"] as const) {
  const ofKind = results.filter((result) => result.database === kind);
  process.stdout.write(
    [
      `${kind} database:`,
      `  start to /healthz 200  ${summary(ofKind, "startMs", "ms")}`,
      `  CPU time of the start  ${summary(ofKind, "startCpuMs", "ms")}`,
      `  start to first page    ${summary(ofKind, "firstPageMs", "ms")}`,
      `  idle RSS               ${summary(ofKind, "idleRssMb", "MB")}`,
      `  peak RSS under load    ${summary(ofKind, "peakRssMb", "MB")}`,
      `  RSS after load         ${summary(ofKind, "afterLoadRssMb", "MB")}`,
      `  CPU per request        ${summary(ofKind, "cpuMsPerRequest", "ms")}`,
      "",
    ].join("\n"),
  );
}
process.stdout.write(`load average at the end: ${loadAverage()}\n`);
if (values.json)
  fs.writeFileSync(values.json, `${JSON.stringify({ machine: describeMachine(label), results }, null, 2)}\n`);
