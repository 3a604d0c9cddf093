import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseConnection } from "~db/database.server";
import { newTestDirectory } from "../support/database-template";
import {
  pidsServing,
  type ServerDatabase,
  type StartedCampus,
  serverDatabase,
  startCampus,
} from "../support/production-server";

/**
 * Issue 12 goals 3 and 7: anonymous pages come from the server's page cache (server/page-cache.ts,
 * decision 0052), and a write through any path, in any process, makes the next request in every
 * process a miss. Two serving processes (WEB_CONCURRENCY=2) on one database (PostgreSQL with
 * TEST_DATABASE_URL, else one SQLite file), started as an operator starts Campus; the write goes
 * straight to the database, so only the triggers can tell the processes.
 */

const scratch = newTestDirectory("page-cache");
/** How old a process's content version may be (PAGE_CACHE_VERSION_MS); the test waits past it. */
const VERSION_MS = 50;

let campus: StartedCampus;
let baseUrl = "";
let connection: DatabaseConnection;
let database: ServerDatabase;

function pause(ms: number) {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

beforeAll(async () => {
  database = await serverDatabase(scratch);
  campus = await startCampus(scratch, {
    WEB_CONCURRENCY: "2",
    PAGE_CACHE_VERSION_MS: String(VERSION_MS),
    DATA_DIR: database.dataDir,
    DATABASE_URL: database.databaseUrl,
    ADMIN_EMAIL: "admin@page-cache.test",
    ADMIN_PASSWORD: "page-cache-password",
  });
  baseUrl = campus.baseUrl;
  connection = database.open();
}, 300_000);

afterAll(async () => {
  await campus?.stop();
  await connection?.close();
  await database?.remove();
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

describe("the anonymous page cache with two processes (WEB_CONCURRENCY=2)", () => {
  it("answers a repeated anonymous request from the cache in both processes, the same bytes", async () => {
    const answers = await warm("/about-us");
    expect(answers.every((answer) => answer.status === 200)).toBe(true);
    // At most one miss per process; then hits only.
    expect(answers.filter((answer) => answer.cache === "miss").length).toBeLessThanOrEqual(2);
    expect(answers.slice(-4).map((answer) => answer.cache)).toEqual(["hit", "hit", "hit", "hit"]);
    expect(new Set(answers.map((answer) => answer.body)).size).toBe(1);
    expect(pidsServing(campus.log(), "/about-us").size).toBe(2);
    const hit = answers.at(-1) as Answer;
    expect(hit.headers.get("content-security-policy")).toMatch(/'sha256-/);
    expect(hit.headers.get("content-security-policy")).not.toMatch(/nonce-/);
    expect(hit.headers.get("x-campus-page-cache")).toBeNull();
    const etag = hit.headers.get("etag") ?? "";
    expect(etag).toMatch(/^W\//);
    // A proxy or CDN may keep it too, miss and hit alike, with the same ETag (decision 0115-proxies-cdn-and-signed-in-hits).
    for (const answer of answers) {
      expect(answer.headers.get("cache-control")).toBe("public, max-age=0, s-maxage=60");
      expect(answer.headers.get("vary")).toBe("Accept-Encoding, Accept-Language, Cookie");
      expect(answer.headers.get("etag")).toBe(etag);
    }
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
    // That visitor's: kept by no proxy, CDN or browser cache.
    expect(withCookie.headers.get("cache-control")).toBe("private, no-store");
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
