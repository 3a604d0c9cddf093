import fs from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import compression from "compression";
import pino from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createLogger } from "~/lib/logger.server";
import { createEdgeApp, KEEP_ALIVE_TIMEOUT_MS, listenOnEdge, servePageCache } from "../../server/app.ts";
import type { EdgeSettings } from "../../server/edge-settings.ts";
import { createObservability, flushRequestLines } from "../../server/observability.ts";
import { createPageCache, MAX_VARIANTS_PER_PATH } from "../../server/page-cache.ts";
import { serveFetchHandler } from "../../server/request-handler.ts";

/**
 * Page-cache hits answered before Express (server/page-cache-fast-path.ts, decision 0059), on the
 * edge production runs (server/app.ts: createEdgeApp, servePageCache, listenOnEdge) around a small
 * app that renders storable documents as app/entry.server.tsx marks them. A middleware just after
 * the edge counts what reaches Express, so each test knows which path answered. The fast path must
 * send what the Express lookup sends for the same hit: every header but the date and request id.
 */

const METRICS_TOKEN = "fast-path-metrics-token";
const PER_RESPONSE = new Set(["date", "x-request-id"]);

const settings: EdgeSettings = {
  isProduction: true,
  trustProxy: ["loopback"],
  limits: { uploadMaxBytes: 1024 * 1024 },
};
const logLines: string[] = [];
let contentVersion = 1;
let renders = 0;
let expressRequests = 0;
let server: http.Server;
let port = 0;

async function renderDocument(request: Request): Promise<Response> {
  renders += 1;
  const url = new URL(request.url);
  const body = `<!doctype html><html><body><h1>${url.pathname}</h1><p>render ${renders}</p>${"<p>text</p>".repeat(200)}</body></html>`;
  if (request.method !== "GET" && request.method !== "HEAD") return new Response("written", { status: 200 });
  return new Response(body, {
    status: 200,
    headers: {
      "Content-Type": "text/html; charset=utf-8",
      "Content-Security-Policy": "default-src 'self'; script-src 'self' 'sha256-abc='; frame-ancestors 'none'",
      "Cache-Control": "private, no-cache",
      ETag: `W/"render-${renders}"`,
      // What app/entry.server.tsx adds to a storable page; the cache takes it off.
      "x-campus-page-cache": "1",
    },
  });
}

beforeAll(async () => {
  const observability = createObservability({
    logger: createLogger({ write: (line: string) => logLines.push(line) }, "info"),
    logRequests: true,
    metricsToken: METRICS_TOKEN,
    probes: {
      checkReadiness: async () => ({ status: "ready", checks: [] }) as never,
      outboxMetrics: async () => ({ depth: 0, oldestDueAgeSeconds: 0, failed: 0 }),
    },
  });
  const pageCache = createPageCache({
    maxBytes: 4 * 1024 * 1024,
    maxAgeMs: 60_000,
    versionMaxAgeMs: 60_000,
    readVersion: async () => contentVersion,
  });
  const app = createEdgeApp(settings, observability);
  app.use((_request, _response, next) => {
    expressRequests += 1;
    next();
  });
  servePageCache(app, pageCache, observability, settings);
  app.use(compression());
  app.use((_request, response, next) => {
    response.locals.route = "/page/:slug";
    next();
  });
  app.all("/{*path}", serveFetchHandler(renderDocument, settings.limits, pageCache.admit));
  server = await new Promise<http.Server>((resolve) => {
    const listening = listenOnEdge(app, 0, "127.0.0.1", () => resolve(listening));
  });
  port = (server.address() as AddressInfo).port;
});

afterAll(async () => {
  await new Promise((resolve) => server?.close(resolve));
});

interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
  /** Whether the request reached Express. */
  viaExpress: boolean;
}

/** A raw request (node:http keeps the address and headers exactly as given), one connection each. */
function send(path: string, headers: Record<string, string> = {}, method = "GET"): Promise<Answer> {
  const before = expressRequests;
  return new Promise((resolve, reject) => {
    const request = http.request({ host: "127.0.0.1", port, path, method, headers, agent: false }, (response) => {
      const chunks: Buffer[] = [];
      response.on("data", (chunk: Buffer) => chunks.push(chunk));
      response.on("end", () =>
        resolve({
          status: response.statusCode ?? 0,
          headers: response.headers,
          body: Buffer.concat(chunks),
          viaExpress: expressRequests > before,
        }),
      );
    });
    request.on("error", reject);
    request.end();
  });
}

/** Asks until the page is stored (compressed just after the miss has been answered). */
async function warm(path: string, headers: Record<string, string> = {}): Promise<Answer> {
  for (let attempt = 0; attempt < 50; attempt++) {
    const answer = await send(path, headers);
    if (answer.headers["x-cache"] === "hit") return answer;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error(`${path} was never stored`);
}

function withoutPerResponse(headers: http.IncomingHttpHeaders, also: string[] = []) {
  const skip = new Set([...PER_RESPONSE, ...also]);
  return Object.fromEntries(Object.entries(headers).filter(([name]) => !skip.has(name)));
}

const BR = { "Accept-Encoding": "br" };

describe("page-cache hits answered before Express", () => {
  it("sends the headers a hit through Express sends, and a miss's except the per-response ones", async () => {
    const miss = await send("/page/about", BR);
    expect([miss.status, miss.headers["x-cache"], miss.viaExpress]).toEqual([200, "miss", true]);
    const fast = await warm("/page/about", BR);
    const fastAgain = await send("/page/about", BR);
    expect([fastAgain.status, fastAgain.headers["x-cache"], fastAgain.viaExpress]).toEqual([200, "hit", false]);
    // A GET declaring a body is unusual: the fast path leaves it to Express, whose lookup answers the same hit.
    const throughExpress = await send("/page/about", { ...BR, "Content-Length": "0" });
    expect([throughExpress.headers["x-cache"], throughExpress.viaExpress]).toEqual(["hit", true]);
    expect(withoutPerResponse(fastAgain.headers)).toEqual(withoutPerResponse(throughExpress.headers));
    expect(fastAgain.body.equals(throughExpress.body)).toBe(true);
    expect(fastAgain.body.equals(fast.body)).toBe(true);
    // The miss was compressed on the fly (chunked); the rest is the same page's headers.
    const perAnswer = ["x-cache", "content-length", "transfer-encoding", "content-encoding"];
    expect(withoutPerResponse(fastAgain.headers, perAnswer)).toEqual(withoutPerResponse(miss.headers, perAnswer));
    for (const name of [
      "content-security-policy",
      "x-content-type-options",
      "referrer-policy",
      "x-frame-options",
      "cross-origin-opener-policy",
      "permissions-policy",
      "etag",
      "cache-control",
      "vary",
    ])
      expect(fastAgain.headers[name], name).toBeTruthy();
    expect(fastAgain.headers["x-request-id"]).toMatch(/^[0-9a-f-]{36}$/);
    expect(fastAgain.headers["x-campus-page-cache"]).toBeUndefined();
    expect(fastAgain.headers["content-encoding"]).toBe("br");
    expect(Number(fastAgain.headers["content-length"])).toBe(fastAgain.body.length);
  });

  it("keeps an idle connection open for longer than a load balancer's 60 s", async () => {
    const answer = await send("/page/keep-alive", { Connection: "keep-alive" });
    expect(answer.headers["keep-alive"]).toBe(`timeout=${KEEP_ALIVE_TIMEOUT_MS / 1000}`);
    expect(KEEP_ALIVE_TIMEOUT_MS).toBeGreaterThan(60_000);
  });

  it("keys and secures a hit as Express reads the request: HTTPS from a trusted proxy gets HSTS", async () => {
    const viaProxy = { ...BR, "X-Forwarded-Proto": "https" };
    const miss = await send("/page/secure", viaProxy);
    expect(miss.headers["x-cache"]).toBe("miss");
    await warm("/page/secure", viaProxy);
    const fast = await send("/page/secure", viaProxy);
    expect([fast.headers["x-cache"], fast.viaExpress]).toEqual(["hit", false]);
    expect(fast.headers["strict-transport-security"]).toBe("max-age=31536000; includeSubDomains");
    const throughExpress = await send("/page/secure", { ...viaProxy, "Content-Length": "0" });
    expect(withoutPerResponse(fast.headers)).toEqual(withoutPerResponse(throughExpress.headers));
    // Plain HTTP is another key: its own miss, and no HSTS.
    const plain = await send("/page/secure", BR);
    expect([plain.headers["x-cache"], plain.headers["strict-transport-security"]]).toEqual(["miss", undefined]);
  });

  it("answers HEAD without a body and If-None-Match with a 304, before Express", async () => {
    const get = await warm("/page/head", { "Accept-Encoding": "gzip" });
    const head = await send("/page/head", { "Accept-Encoding": "gzip" }, "HEAD");
    expect([head.status, head.headers["x-cache"], head.viaExpress, head.body.length]).toEqual([200, "hit", false, 0]);
    expect(head.headers["content-length"]).toBe(get.headers["content-length"]);
    expect(head.headers["content-encoding"]).toBe("gzip");
    const notModified = await send("/page/head", { "If-None-Match": String(get.headers.etag) });
    expect([notModified.status, notModified.headers["x-cache"], notModified.viaExpress]).toEqual([304, "hit", false]);
    expect(notModified.body.length).toBe(0);
    expect(notModified.headers.etag).toBe(get.headers.etag);
    expect(notModified.headers["content-security-policy"]).toBe(get.headers["content-security-policy"]);
    const identity = await send("/page/head");
    expect([identity.headers["content-encoding"], identity.body.toString()]).toEqual([
      undefined,
      expect.stringContaining("<h1>/page/head</h1>"),
    ]);
  });

  it("leaves a stale page to Express, which renders it again", async () => {
    await warm("/page/stale-a");
    await warm("/page/stale-b");
    contentVersion += 1;
    // A write this process answers makes it read the version afresh (decision 0052).
    const write = await send("/page/stale-a", {}, "POST");
    expect([write.status, write.viaExpress]).toEqual([200, true]);
    // The version is being read: Express waits for it; page b was stored at the old one.
    const b = await send("/page/stale-b");
    expect([b.headers["x-cache"], b.viaExpress]).toEqual(["miss", true]);
    // Now the new version is known, and page a is older than it: not a hit on either path.
    const rendersBefore = renders;
    const a = await send("/page/stale-a");
    expect([a.headers["x-cache"], a.viaExpress]).toEqual(["miss", true]);
    expect(renders).toBe(rendersBefore + 1);
    expect(a.body.toString()).toContain(`render ${renders}`);
    const again = await warm("/page/stale-a");
    expect(again.body.toString()).toContain(`render ${renders}`);
  });

  it("keeps a path's most recently used queries when it has MAX_VARIANTS_PER_PATH of them", async () => {
    for (let query = 0; query < MAX_VARIANTS_PER_PATH; query++) await warm(`/page/searched?q=${query}`);
    await warm("/page/searched?q=0");
    const rendersBefore = renders;
    // A new query is stored in place of the path's least recently used one (q=1), not refused.
    expect((await send("/page/searched?q=new")).headers["x-cache"]).toBe("miss");
    await warm("/page/searched?q=new");
    expect(renders).toBe(rendersBefore + 1);
    expect((await send("/page/searched?q=0")).headers["x-cache"]).toBe("hit");
    expect((await send(`/page/searched?q=${MAX_VARIANTS_PER_PATH - 1}`)).headers["x-cache"]).toBe("hit");
    expect((await send("/page/searched?q=1")).headers["x-cache"]).toBe("miss");
  });

  it("leaves unsafe addresses, cookies and tokens to Express", async () => {
    await warm("/page/about");
    // The edge refuses them before anything after it (the counter included) runs: a 400, not the stored page.
    for (const [address, says] of [
      ["/page/about?x=%00", "NUL character"],
      ["/page/about?x=%E0%A4%A", "broken percent-encoding"],
    ]) {
      const refused = await send(address);
      expect([refused.status, refused.headers["x-cache"]], address).toEqual([400, undefined]);
      expect(refused.body.toString()).toContain(says);
      expect(refused.headers["x-content-type-options"]).toBe("nosniff");
    }
    const withCookie = await send("/page/about", { Cookie: "campus.theme=dark" });
    expect([withCookie.status, withCookie.headers["x-cache"], withCookie.viaExpress]).toEqual([200, undefined, true]);
    const withToken = await send("/page/about", { Authorization: "Bearer x" });
    expect([withToken.headers["x-cache"], withToken.viaExpress]).toEqual([undefined, true]);
    const data = await send("/page/about.data");
    expect(data.viaExpress).toBe(true);
  });

  it("counts and logs its hits as every request is counted and logged", async () => {
    await warm("/page/counted");
    const metricsBefore = await send("/metrics", { Authorization: `Bearer ${METRICS_TOKEN}` });
    const count = (text: string, status: number) =>
      Number(
        new RegExp(`campus_http_requests_total\\{method="GET",route="/page/:slug",status="${status}"\\} (\\d+)`).exec(
          text,
        )?.[1] ?? 0,
      );
    const latencyCount = (text: string) =>
      Number(
        /campus_http_request_duration_seconds_count\{method="GET",route="\/page\/:slug"\} (\d+)/.exec(text)?.[1] ?? 0,
      );
    const before = metricsBefore.body.toString();
    const hit = await send("/page/counted", { "X-Request-Id": "fast-path-log-check-1" });
    expect([hit.headers["x-cache"], hit.viaExpress, hit.headers["x-request-id"]]).toEqual([
      "hit",
      false,
      "fast-path-log-check-1",
    ]);
    const notModified = await send("/page/counted", { "If-None-Match": String(hit.headers.etag) });
    expect([notModified.status, notModified.viaExpress]).toEqual([304, false]);
    const after = (await send("/metrics", { Authorization: `Bearer ${METRICS_TOKEN}` })).body.toString();
    expect(count(after, 200) - count(before, 200)).toBe(1);
    expect(count(after, 304) - count(before, 304)).toBe(1);
    expect(latencyCount(after) - latencyCount(before)).toBe(2);
    const lines = logLines.filter((line) => line.includes("fast-path-log-check-1"));
    expect(lines).toHaveLength(1);
    const entry = JSON.parse(lines[0]);
    expect(entry).toMatchObject({
      level: "info",
      msg: "request",
      method: "GET",
      route: "/page/:slug",
      status: 200,
      requestId: "fast-path-log-check-1",
      pid: process.pid,
    });
    expect(typeof entry.durationMs).toBe("number");
    expect(typeof entry.time).toBe("string");
  });
});

describe("request lines to a file descriptor", () => {
  it("writes the lines of one event-loop turn together, each one JSON line, and all of them at exit", async () => {
    const file = path.join(os.tmpdir(), `fast-path-lines-${process.pid}-${Date.now()}.log`);
    const destination = pino.destination({ dest: file, sync: true });
    const observability = createObservability({ logger: createLogger(destination, "info"), logRequests: true });
    const started = process.hrtime.bigint();
    for (const id of ["batch-line-0001", "batch-line-0002", "batch-line-0003"])
      observability.recordRequest(id, "GET", "/page/x", "/page/:slug", 200, started);
    // Not yet: they go out together once this turn of the event loop is over.
    expect(fs.readFileSync(file, "utf8")).toBe("");
    await new Promise((resolve) => setImmediate(resolve));
    const lines = fs.readFileSync(file, "utf8").trim().split("\n");
    expect(lines.map((line) => JSON.parse(line).requestId)).toEqual([
      "batch-line-0001",
      "batch-line-0002",
      "batch-line-0003",
    ]);
    expect(JSON.parse(lines[0])).toMatchObject({ level: "info", msg: "request", route: "/page/:slug", status: 200 });
    // What process exit writes: the lines still held.
    observability.recordRequest("batch-line-0004", "HEAD", "/page/x", "/page/:slug", 304, started);
    flushRequestLines();
    expect(fs.readFileSync(file, "utf8")).toContain('"requestId":"batch-line-0004"');
    destination.end();
    fs.rmSync(file, { force: true });
  });
});
