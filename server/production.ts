import fs from "node:fs";
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

const root = path.resolve(import.meta.dirname, "..");
const buildDirectory = path.resolve(root, process.env.BUILD_DIR ?? "build");
const build = (await import(pathToFileURL(path.join(buildDirectory, "server/index.js")).href)) as ServerBuild;
const entry = entryModuleOf(build);

const prepared = await entry.prepareApp();
entry.startBackgroundJobs();

const port = environment.PORT;
const host = environment.HOST;
const app = createProductionApp(build, path.join(buildDirectory, "client"));
const server = listenOnEdge(app, port, host, () => {
  printReadyMessage(port, prepared);
});

function printReadyMessage(listeningPort: number, details: Awaited<ReturnType<typeof entry.prepareApp>>) {
  const lines = [``, `Campus is running on http://localhost:${listeningPort} (${details.databaseKind} database)`];
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

let shuttingDown = false;
async function shutDown(signal: string) {
  if (shuttingDown) return;
  shuttingDown = true;
  process.stdout.write(`${signal} received: finishing open requests\n`);
  const forceExit = setTimeout(() => process.exit(1), 10_000);
  forceExit.unref();
  server.close(async () => {
    await entry.stopBackgroundJobs();
    process.exit(0);
  });
  server.closeIdleConnections();
}
process.on("SIGTERM", () => void shutDown("SIGTERM"));
process.on("SIGINT", () => void shutDown("SIGINT"));
