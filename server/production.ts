import cluster from "node:cluster";
import fs from "node:fs";
import { enableCompileCache } from "node:module";
import path from "node:path";
import { pathToFileURL } from "node:url";
import type { ServerBuild } from "react-router";
import {
  describeInvalidEnvironment,
  type Environment,
  getEnvironment,
  InvalidEnvironmentError,
} from "../app/lib/env.server.ts";
import { createProductionApp, entryModuleOf, listenOnEdge } from "./app.ts";

// V8's compiled code for the server build and its packages is kept on disk (in os.tmpdir(), or where
// NODE_COMPILE_CACHE says), so a restart does not compile them again (docs/decisions/0053-startup.md).
// Where the folder cannot be written, Node carries on without it.
enableCompileCache();

/** A configuration mistake stops the start with one line per variable (exit 78, EX_CONFIG), never a stack trace. */
function checkedEnvironment(): Environment {
  try {
    return getEnvironment();
  } catch (error) {
    if (!(error instanceof InvalidEnvironmentError)) throw error;
    process.stderr.write(`${describeInvalidEnvironment(error)}\n`);
    process.exit(78);
  }
}

const environment = checkedEnvironment();

// As the build's own bundled copy (<build>/server/production.js, scripts/build-server-entry.ts) it
// serves the build it is part of; run from source, the one BUILD_DIR names (default build/).
const buildDirectory = import.meta.filename.endsWith(".js")
  ? path.resolve(import.meta.dirname, "..")
  : path.resolve(import.meta.dirname, "..", process.env.BUILD_DIR ?? "build");
const build = (await import(pathToFileURL(path.join(buildDirectory, "server/index.js")).href)) as ServerBuild;
const entry = entryModuleOf(build);
type PreparedApp = Awaited<ReturnType<typeof entry.prepareApp>>;

// WEB_CONCURRENCY > 1: this primary process migrates and seeds once, then forks that many workers that
// share the port. Nothing in a worker assumes it is alone: throttles, the outbox, webhook deliveries and
// due work are claimed in the database (docs/decisions/0048-many-processes.md).
if (environment.WEB_CONCURRENCY > 1 && cluster.isPrimary) await runPrimary(environment.WEB_CONCURRENCY);
else await serve(cluster.isPrimary ? await entry.prepareApp() : undefined);

/** One serving process: the only one (prepared here), or a worker of the primary (prepared there). */
async function serve(prepared: PreparedApp | undefined) {
  entry.startBackgroundJobs();
  const app = createProductionApp(build, path.join(buildDirectory, "client"));
  const server = listenOnEdge(app, environment.PORT, environment.HOST, () => {
    if (prepared) printReadyMessage(environment.PORT, prepared, 1);
  });
  let shuttingDown = false;
  const shutDown = (signal: string) => {
    if (shuttingDown) return;
    shuttingDown = true;
    if (prepared) process.stdout.write(`${signal} received: finishing open requests\n`);
    const forceExit = setTimeout(() => process.exit(1), 10_000);
    forceExit.unref();
    server.close(async () => {
      await entry.stopBackgroundJobs();
      process.exit(0);
    });
    server.closeIdleConnections();
  };
  process.on("SIGTERM", () => shutDown("SIGTERM"));
  process.on("SIGINT", () => shutDown("SIGINT"));
}

/** Prepares the database once, forks the workers, replaces one that dies, and stops them all on a signal. */
async function runPrimary(workerCount: number) {
  const prepared = await entry.prepareApp();
  // The workers open their own connections; the primary serves nothing and keeps none.
  await entry.stopBackgroundJobs();
  let listening = 0;
  let shuttingDown = false;
  const recentRestarts: number[] = [];
  cluster.on("listening", () => {
    listening += 1;
    if (listening === workerCount) printReadyMessage(environment.PORT, prepared, workerCount);
  });
  cluster.on("exit", (worker, code, signal) => {
    if (shuttingDown) {
      if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(0);
      return;
    }
    const now = Date.now();
    recentRestarts.push(now);
    while (recentRestarts[0] < now - 60_000) recentRestarts.shift();
    process.stderr.write(`Worker ${worker.process.pid} stopped (${signal ?? `exit ${code}`}): starting another\n`);
    // A worker that dies at once, again and again, is a broken deployment, not bad luck: stop.
    if (recentRestarts.length > workerCount * 3) {
      process.stderr.write("Workers keep stopping: Campus stops too (see the log above)\n");
      process.exit(1);
    }
    cluster.fork();
  });
  for (let index = 0; index < workerCount; index++) cluster.fork();
  const shutDown = (signal: string) => {
    if (shuttingDown) return;
    shuttingDown = true;
    process.stdout.write(`${signal} received: the workers finish their open requests\n`);
    const forceExit = setTimeout(() => process.exit(1), 15_000);
    forceExit.unref();
    for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill("SIGTERM");
  };
  process.on("SIGTERM", () => shutDown("SIGTERM"));
  process.on("SIGINT", () => shutDown("SIGINT"));
}

function printReadyMessage(listeningPort: number, details: PreparedApp, processes: number) {
  const serving = processes > 1 ? `, ${processes} processes` : "";
  const lines = [
    ``,
    `Campus is running on http://localhost:${listeningPort} (${details.databaseKind} database${serving})`,
  ];
  if (details.seededSignIns.length) {
    lines.push("", "Demo accounts created on this empty database. The passwords are shown this once:");
    for (const signIn of details.seededSignIns)
      lines.push(`  ${signIn.role.padEnd(11)} ${signIn.email.padEnd(28)} ${signIn.password}`);
  } else {
    lines.push("Existing data kept. Sign in with the accounts printed at the first start.");
  }
  lines.push("");
  process.stdout.write(`${lines.join("\n")}\n`);
  if (process.env.CAMPUS_READY_FILE) fs.writeFileSync(process.env.CAMPUS_READY_FILE, String(listeningPort));
}
