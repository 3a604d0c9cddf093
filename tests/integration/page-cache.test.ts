import { type ChildProcess, spawn } from "node:child_process";
import fs from "node:fs";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type DatabaseConnection, openDatabase } from "~db/database.server";
import {
  databaseUrlWithName,
  newTestDirectory,
  randomDatabaseName,
  testPostgresUrl,
  withPostgresAdmin,
} from "../support/database-template";

/**
 * Issue 12 goals 3 and 7: anonymous pages come from the server's page cache (server/page-cache.ts,
 * decision 0051), and a write through any path, in any process, makes the next request in every
 * process a miss. Two serving processes (WEB_CONCURRENCY=2) on one database (PostgreSQL with
 * TEST_DATABASE_URL, else one SQLite file), started as an operator starts Campus; the write goes
 * straight to the database, so only the triggers can tell the processes.
 */

const root = path.resolve(import.meta.dirname, "../..");
const scratch = newTestDirectory("page-cache");
const postgresServerUrl = testPostgresUrl();
const databaseName = randomDatabaseName();
/** How old a process's content version may be (PAGE_CACHE_VERSION_MS); the test waits past it. */
const VERSION_MS = 50;

let server: ChildProcess;
let serverLog = "";
let baseUrl = "";
let connection: DatabaseConnection;

async function freePort(): Promise<number> {
  const net = await import("node:net");
  return new Promise((resolve) => {
    const probe = net.createServer().listen(0, "127.0.0.1", () => {
      const { port } = probe.address() as AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

async function waitFor(check: () => boolean, what: string, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (check()) return;
    await pause(200);
  }
  throw new Error(`Timed out waiting for ${what}. Server log:\n${serverLog.slice(-3000)}`);
}

function pause(ms: number) {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

beforeAll(async () => {
  let databaseUrl = "";
  if (postgresServerUrl) {
    await withPostgresAdmin(postgresServerUrl, (client) => client.query(`CREATE DATABASE ${databaseName}`));
    databaseUrl = databaseUrlWithName(postgresServerUrl, databaseName);
  }
  const port = await freePort();
  baseUrl = `http://127.0.0.1:${port}`;
  const readyFile = path.join(scratch, "ready");
  server = spawn(process.execPath, ["scripts/start.ts"], {
    cwd: root,
    env: {
      PATH: process.env.PATH,
      ...(process.env.BUILD_DIR ? { BUILD_DIR: process.env.BUILD_DIR } : {}),
      NODE_ENV: "production",
      WEB_CONCURRENCY: "2",
      PAGE_CACHE_VERSION_MS: String(VERSION_MS),
      PORT: String(port),
      HOST: "127.0.0.1",
      BASE_URL: baseUrl,
      DATA_DIR: path.join(scratch, "data"),
      DATABASE_URL: databaseUrl,
      ADMIN_EMAIL: "admin@page-cache.test",
      ADMIN_PASSWORD: "page-cache-password",
      LOG_LEVEL: "info",
      CAMPUS_READY_FILE: readyFile,
    },
  });
  server.stdout?.on("data", (chunk: Buffer) => {
    serverLog += chunk.toString();
  });
  server.stderr?.on("data", (chunk: Buffer) => {
    serverLog += chunk.toString();
  });
  await waitFor(() => fs.existsSync(readyFile), "the two workers to listen", 240_000);
  connection = databaseUrl
    ? openDatabase({ databaseUrl })
    : openDatabase({ sqliteFile: path.join(scratch, "data", "campus.sqlite") });
}, 300_000);

afterAll(async () => {
  if (server && server.exitCode === null) {
    server.kill("SIGTERM");
    await new Promise((resolve) => server.once("exit", resolve));
  }
  await connection?.close();
  if (postgresServerUrl)
    await withPostgresAdmin(postgresServerUrl, (client) =>
      client.query(`DROP DATABASE IF EXISTS ${databaseName} WITH (FORCE)`),
    );
  fs.rmSync(scratch, { recursive: true, force: true });
});

interface Answer {
  status: number;
  cache: string | null;
  body: string;
  headers: Headers;
}

/** A new connection each time, so the cluster hands the requests to the two workers in turn. */
async function get(pathname: string, headers: Record<string, string> = {}): Promise<Answer> {
  const response = await fetch(`${baseUrl}${pathname}`, {
    headers: { Connection: "close", ...headers },
    redirect: "manual",
  });
  return {
    status: response.status,
    cache: response.headers.get("x-cache"),
    body: await response.text(),
    headers: response.headers,
  };
}

/** Asks until both workers answer from the cache (a miss stores the page just after answering). */
async function warm(pathname: string): Promise<Answer[]> {
  const answers: Answer[] = [];
  for (let attempt = 0; attempt < 8; attempt++) {
    answers.push(await get(pathname));
    await pause(150);
  }
  return answers;
}

/** Process ids in the request log lines for one route (pino writes one JSON object per line). */
function pidsServing(route: string): Set<number> {
  const pids = new Set<number>();
  for (const line of serverLog.split("\n")) {
    if (!line.startsWith("{")) continue;
    const entry = JSON.parse(line) as { msg?: string; route?: string; pid?: number };
    if (entry.msg === "request" && entry.route === route && entry.pid) pids.add(entry.pid);
  }
  return pids;
}

describe("the anonymous page cache with two processes (WEB_CONCURRENCY=2)", () => {
  it("answers a repeated anonymous request from the cache in both processes, the same bytes", async () => {
    const answers = await warm("/about-us");
    expect(answers.every((answer) => answer.status === 200)).toBe(true);
    // At most one miss per process; then hits only.
    expect(answers.filter((answer) => answer.cache === "miss").length).toBeLessThanOrEqual(2);
    expect(answers.slice(-4).map((answer) => answer.cache)).toEqual(["hit", "hit", "hit", "hit"]);
    expect(new Set(answers.map((answer) => answer.body)).size).toBe(1);
    expect(pidsServing("/about-us").size).toBe(2);
    const hit = answers.at(-1) as Answer;
    expect(hit.headers.get("content-security-policy")).toMatch(/'sha256-/);
    expect(hit.headers.get("content-security-policy")).not.toMatch(/nonce-/);
    expect(hit.headers.get("x-campus-page-cache")).toBeNull();
    const etag = hit.headers.get("etag") ?? "";
    expect(etag).toMatch(/^W\//);
    const revalidated = await fetch(`${baseUrl}/about-us`, { headers: { "If-None-Match": etag } });
    expect([revalidated.status, revalidated.headers.get("x-cache")]).toEqual([304, "hit"]);
  });

  it("makes the next request in every process a miss after a write straight to the database", async () => {
    const phone = `+27 11 555 ${String(Date.now()).slice(-4)}`;
    expect((await warm("/about-us")).slice(-2).map((answer) => answer.cache)).toEqual(["hit", "hit"]);
    await connection.db.updateTable("site_settings").set({ contact_phone: phone }).execute();
    await pause(VERSION_MS * 3);
    const [first, second] = [await get("/about-us"), await get("/about-us")];
    expect([first.cache, second.cache]).toEqual(["miss", "miss"]);
    expect(first.body).toContain(phone);
    expect(second.body).toContain(phone);
    await pause(200);
    const again = await get("/about-us");
    expect(again.cache).toBe("hit");
    expect(again.body).toContain(phone);
  });

  it("never answers a request with a cookie or a token from the cache", async () => {
    await warm("/about-us");
    const withCookie = await get("/about-us", { Cookie: "campus.theme=dark" });
    expect([withCookie.status, withCookie.cache]).toEqual([200, null]);
    // Its own document: streamed with a fresh nonce.
    expect(withCookie.headers.get("content-security-policy") ?? "").toMatch(/nonce-/);
    const withToken = await get("/about-us", { Authorization: "Bearer not-a-token" });
    expect([withToken.status, withToken.cache]).toEqual([200, null]);
  });

  it("does not store an answer that is not 200, nor a page for staff", async () => {
    for (let attempt = 0; attempt < 4; attempt++) {
      const missing = await get("/no-such-page-here");
      expect([missing.status, missing.cache]).toEqual([404, "miss"]);
      // A visitor is sent to sign in: a redirect is not stored either.
      const staff = await get("/instructor");
      expect([staff.status, staff.cache]).toEqual([302, "miss"]);
    }
  });
});
