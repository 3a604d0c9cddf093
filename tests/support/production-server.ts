import { type ChildProcess, spawn } from "node:child_process";
import fs from "node:fs";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { type DatabaseConnection, openDatabase } from "~db/database.server";
import { databaseUrlWithName, randomDatabaseName, testPostgresUrl, withPostgresAdmin } from "./database-template";

/**
 * Campus started as an operator starts it (`npm start`: scripts/start.ts, which builds first when the
 * sources are newer than the build), for the tests that need real server processes: several workers
 * (tests/integration/many-processes.test.ts) or the page cache across them (page-cache.test.ts).
 */

const root = path.resolve(import.meta.dirname, "../..");

export interface StartedCampus {
  baseUrl: string;
  /** Everything the server wrote to stdout and stderr so far. */
  log: () => string;
  /** SIGTERM, then waits for the exit; returns the exit code. */
  stop: () => Promise<number | null>;
  process: ChildProcess;
}

export async function freePort(): Promise<number> {
  const net = await import("node:net");
  return new Promise((resolve) => {
    const probe = net.createServer().listen(0, "127.0.0.1", () => {
      const { port } = probe.address() as AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

export async function waitFor(
  check: () => boolean | Promise<boolean>,
  what: string,
  timeoutMs = 60_000,
  log: () => string = () => "",
) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await check()) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`Timed out waiting for ${what}. Server log:\n${log().slice(-3000)}`);
}

/**
 * Starts `scripts/start.ts` in production mode on a free port with the given variables (DATA_DIR,
 * DATABASE_URL, WEB_CONCURRENCY ...), and resolves once it is ready (CAMPUS_READY_FILE). BUILD_DIR
 * passes through, so a run can point at its own build.
 */
export async function startCampus(
  scratch: string,
  environment: Record<string, string>,
  timeoutMs = 240_000,
): Promise<StartedCampus> {
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const readyFile = path.join(scratch, "ready");
  let output = "";
  const child = spawn(process.execPath, ["scripts/start.ts"], {
    cwd: root,
    env: {
      PATH: process.env.PATH,
      ...(process.env.BUILD_DIR ? { BUILD_DIR: process.env.BUILD_DIR } : {}),
      NODE_ENV: "production",
      PORT: String(port),
      HOST: "127.0.0.1",
      BASE_URL: baseUrl,
      LOG_LEVEL: "info",
      CAMPUS_READY_FILE: readyFile,
      ...environment,
    },
  });
  child.stdout?.on("data", (chunk: Buffer) => {
    output += chunk.toString();
  });
  child.stderr?.on("data", (chunk: Buffer) => {
    output += chunk.toString();
  });
  const log = () => output;
  await waitFor(() => fs.existsSync(readyFile), "the server to listen", timeoutMs, log);
  const stop = async () => {
    if (child.exitCode !== null) return child.exitCode;
    const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
    child.kill("SIGTERM");
    return exited;
  };
  return { baseUrl, log, stop, process: child };
}

/** Process ids in the request log lines for one route (pino writes one JSON object per line). */
export function pidsServing(log: string, route: string): Set<number> {
  const pids = new Set<number>();
  for (const line of log.split("\n")) {
    if (!line.startsWith("{")) continue;
    const entry = JSON.parse(line) as { msg?: string; route?: string; pid?: number };
    if (entry.msg === "request" && entry.route === route && entry.pid) pids.add(entry.pid);
  }
  return pids;
}

export interface ServerDatabase {
  /** DATABASE_URL for the server: a new PostgreSQL database when the run has one, else "" (SQLite). */
  databaseUrl: string;
  /** DATA_DIR for the server (its SQLite file lives there when databaseUrl is ""). */
  dataDir: string;
  /** A connection of the test's own to the database the server uses. */
  open: () => DatabaseConnection;
  /** Drops the PostgreSQL database (if any) and removes the scratch folder. */
  remove: () => Promise<void>;
}

/**
 * The database a started server uses: a new PostgreSQL database on the run's server
 * (TEST_DATABASE_URL), or one SQLite file in the scratch folder, so the test runs on both.
 */
export async function serverDatabase(scratch: string): Promise<ServerDatabase> {
  const postgresServerUrl = testPostgresUrl();
  const databaseName = randomDatabaseName();
  let databaseUrl = "";
  if (postgresServerUrl) {
    await withPostgresAdmin(postgresServerUrl, (client) => client.query(`CREATE DATABASE ${databaseName}`));
    databaseUrl = databaseUrlWithName(postgresServerUrl, databaseName);
  }
  const dataDir = path.join(scratch, "data");
  return {
    databaseUrl,
    dataDir,
    open: () =>
      databaseUrl ? openDatabase({ databaseUrl }) : openDatabase({ sqliteFile: path.join(dataDir, "campus.sqlite") }),
    async remove() {
      if (postgresServerUrl)
        await withPostgresAdmin(postgresServerUrl, (client) =>
          client.query(`DROP DATABASE IF EXISTS ${databaseName} WITH (FORCE)`),
        );
      fs.rmSync(scratch, { recursive: true, force: true });
    },
  };
}
