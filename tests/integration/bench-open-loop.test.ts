import http from "node:http";
import type { AddressInfo } from "node:net";
import zlib from "node:zlib";
import express from "express";
import pino from "pino";
import { afterEach, describe, expect, it } from "vitest";
import {
  createAgent,
  decodedBody,
  describeServerMemory,
  dueTimeMs,
  isShed,
  parseServerTiming,
  percentile,
  runOpenLoop,
  serverCpuMs,
  serverMemory,
  serverRssMb,
  summarizeLatencies,
  summarizeOutcomes,
} from "../../scripts/bench/bench-load.ts";
import { createObservability } from "../../server/observability.ts";

/**
 * The benchmark's arithmetic (decision 0112-open-loop-benchmark): latencies are measured from
 * each request's due time, so a server that stalls shows every request that waited, and the
 * generator sends on schedule whatever is still outstanding.
 */
describe("percentiles from due times", () => {
  it("takes the nearest rank, without interpolating", () => {
    const hundred = Array.from({ length: 100 }, (_, index) => index + 1);
    expect(percentile(hundred, 0.5)).toBe(50);
    expect(percentile(hundred, 0.9)).toBe(90);
    expect(percentile(hundred, 0.99)).toBe(99);
    expect(percentile(hundred, 1)).toBe(100);
    expect(percentile([7], 0.99)).toBe(7);
    expect(percentile([], 0.5)).toBeNaN();
  });

  it("reports a server that always answers in 20 ms at 20 ms, not less", () => {
    const samples = Array.from({ length: 1000 }, (_, index) => ({
      dueMs: dueTimeMs(index, 100),
      doneMs: dueTimeMs(index, 100) + 20,
    }));
    expect(summarizeLatencies(samples)).toEqual({ count: 1000, p50: 20, p90: 20, p99: 20, max: 20 });
  });

  it("counts every request a stall kept waiting from the moment it was due", () => {
    // 100 requests/s for 2 s; the server stops for the first second, then answers at once in 1 ms.
    const samples = Array.from({ length: 200 }, (_, index) => {
      const dueMs = dueTimeMs(index, 100);
      return { dueMs, doneMs: Math.max(dueMs, 1000) + 1 };
    });
    const summary = summarizeLatencies(samples);
    // Half the requests were due during the stall and waited 11 to 1,001 ms: p90 and p99 show them.
    expect(summary).toEqual({ count: 200, p50: 1, p90: 801, p99: 981, max: 1001 });
    const stalled = summarizeLatencies(samples.slice(0, 100));
    expect(stalled.p50).toBe(501);
    expect(stalled.p99).toBe(991);
  });

  it("spaces due times by the rate", () => {
    expect(dueTimeMs(0, 250)).toBe(0);
    expect(dueTimeMs(1, 250)).toBe(4);
    expect(dueTimeMs(250, 250)).toBe(1000);
  });
});

describe("Server-Timing", () => {
  it("reads cpu, db and statements, whatever else the header holds", () => {
    expect(parseServerTiming("cpu;dur=3.2, db;dur=0.8, statements;dur=5")).toEqual({
      cpu: 3.2,
      db: 0.8,
      statements: 5,
    });
    expect(parseServerTiming(["total;dur=9", 'cpu;desc="x";dur=1.5'])).toEqual({ cpu: 1.5 });
    expect(parseServerTiming(undefined)).toEqual({});
    expect(parseServerTiming("cpu;dur=abc")).toEqual({});
  });
});

describe("the open-loop generator", () => {
  let server: http.Server | undefined;
  afterEach(async () => {
    await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
    server = undefined;
  });

  it("sends each request when it is due, while earlier ones are still unanswered", async () => {
    // The server answers nothing until all ten requests have arrived: a generator that waited for
    // an answer before sending the next request (a closed loop) would never finish.
    const held: http.ServerResponse[] = [];
    server = http.createServer((_request, response) => {
      held.push(response);
      if (held.length === 10) for (const waiting of held) waiting.end("ok");
    });
    await new Promise<void>((resolve) => server?.listen(0, "127.0.0.1", resolve));
    const { port } = server.address() as AddressInfo;
    const agent = createAgent();
    const { samples } = await runOpenLoop({
      rate: 200,
      seconds: 0.05,
      agent,
      next: (index) => ({ label: "held", url: new URL(`http://127.0.0.1:${port}/?n=${index}`) }),
    });
    agent.destroy();
    expect(samples).toHaveLength(10);
    expect(samples.every((sample) => sample.status === 200 && !sample.error)).toBe(true);
    // The first request waited at least until the tenth was due (45 ms later): its latency says so.
    const first = samples.find((sample) => sample.dueMs === 0);
    expect(first && first.doneMs - first.dueMs).toBeGreaterThanOrEqual(dueTimeMs(9, 200));
  });

  it("counts an error status as an error and keeps its latency", async () => {
    server = http.createServer((_request, response) => {
      response.statusCode = 500;
      response.end();
    });
    await new Promise<void>((resolve) => server?.listen(0, "127.0.0.1", resolve));
    const { port } = server.address() as AddressInfo;
    const agent = createAgent();
    const { samples } = await runOpenLoop({
      rate: 100,
      seconds: 0.03,
      agent,
      next: () => ({ label: "failing", url: new URL(`http://127.0.0.1:${port}/`) }),
    });
    agent.destroy();
    expect(samples.map((sample) => sample.error)).toEqual(["HTTP 500", "HTTP 500", "HTTP 500"]);
  });
});

describe("requests the server shed (decision 0131-load-shedding)", () => {
  let server: http.Server | undefined;
  afterEach(async () => {
    await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
    server = undefined;
  });

  it("counts a 503 with Retry-After as shed, apart from errors and from the served latencies", async () => {
    // Request 0 and 1 are served after 30 ms, 2 and 3 shed at once, 4 is a 503 without Retry-After
    // (a server failing, not shedding), 5 a 500.
    server = http.createServer((request, response) => {
      const index = Number(new URL(request.url ?? "/", "http://x").searchParams.get("n"));
      if (index < 2) {
        setTimeout(() => response.end("ok"), 30);
        return;
      }
      if (index < 4) response.setHeader("Retry-After", "2");
      response.statusCode = index < 5 ? 503 : 500;
      response.end();
    });
    await new Promise<void>((resolve) => server?.listen(0, "127.0.0.1", resolve));
    const { port } = server.address() as AddressInfo;
    const agent = createAgent();
    const { samples } = await runOpenLoop({
      rate: 1000,
      seconds: 0.006,
      agent,
      next: (index) => ({ label: "mixed", url: new URL(`http://127.0.0.1:${port}/?n=${index}`) }),
    });
    agent.destroy();
    const byIndex = [...samples].sort((a, b) => a.dueMs - b.dueMs);
    expect(byIndex.map((sample) => [sample.status, sample.shed ?? false, sample.error ?? null])).toEqual([
      [200, false, null],
      [200, false, null],
      [503, true, null],
      [503, true, null],
      [503, false, "HTTP 503"],
      [500, false, "HTTP 500"],
    ]);
    const outcomes = summarizeOutcomes(samples);
    expect(outcomes.shed).toBe(2);
    expect(outcomes.errors).toBe(2);
    // The served latencies are the four answered that were not shed: the two slow ones and the errors.
    expect(outcomes.served.count).toBe(4);
    expect(outcomes.served.max).toBeGreaterThanOrEqual(30);
  });

  it("takes only a 503 that says when to come back for shedding", () => {
    expect(isShed({ status: 503, headers: { "retry-after": "2" } })).toBe(true);
    expect(isShed({ status: 503, headers: {} })).toBe(false);
    expect(isShed({ status: 429, headers: { "retry-after": "60" } })).toBe(false);
  });

  it("summarises samples with none shed as before", () => {
    const samples = Array.from({ length: 100 }, (_, index) => ({
      dueMs: dueTimeMs(index, 100),
      doneMs: dueTimeMs(index, 100) + 5,
      status: 200,
      bytes: 1,
      label: "page",
    }));
    expect(summarizeOutcomes(samples)).toEqual({ served: summarizeLatencies(samples), shed: 0, errors: 0 });
  });
});

describe("what the bench reads beside its figures", () => {
  it("decompresses the body as a browser does, to count the HTML", () => {
    const html = Buffer.from("<!doctype html><p>Hallo</p>".repeat(50));
    for (const [encoding, compressed] of [
      ["br", zlib.brotliCompressSync(html)],
      ["gzip", zlib.gzipSync(html)],
      ["zstd", zlib.zstdCompressSync(html)],
      ["identity", html],
    ] as const) {
      const body = decodedBody({ status: 200, headers: { "content-encoding": encoding }, body: compressed });
      expect(body.equals(html), encoding).toBe(true);
    }
  });

  it("reads a process's CPU time and memory from /proc", () => {
    expect(serverCpuMs(process.pid)).toBeGreaterThan(0);
    expect(serverRssMb(process.pid)).toBeGreaterThan(10);
    expect(serverCpuMs(undefined)).toBeNull();
  });
});

describe("the server's memory from its /metrics (decision 0122-memory)", () => {
  const token = "bench-memory-token-0123456789";

  async function metricsServer() {
    const app = express();
    createObservability({
      logger: pino({ level: "silent" }),
      metricsToken: token,
      probes: {
        checkReadiness: () => Promise.reject(new Error("the bench asks /metrics only")),
        outboxMetrics: async () => ({ depth: 0, oldestDueAgeSeconds: 0, failed: 0 }),
      },
    }).mountEndpoints(app);
    const server = app.listen(0, "127.0.0.1");
    await new Promise((resolve) => server.once("listening", resolve));
    return { server, baseUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}` };
  }

  it("reads heap, external and RSS from the metrics the server publishes, with its token only", async () => {
    const { server, baseUrl } = await metricsServer();
    try {
      const memory = await serverMemory(baseUrl, token);
      expect(memory).not.toBeNull();
      // This process is the server: its heap is within what it has committed, and both within its RSS.
      expect(memory?.heapUsedMb).toBeGreaterThan(1);
      expect(memory?.heapUsedMb).toBeLessThanOrEqual(memory?.heapTotalMb ?? 0);
      expect(memory?.heapTotalMb).toBeLessThan(memory?.rssMb ?? 0);
      expect(memory?.externalMb).toBeGreaterThan(0);
      expect(describeServerMemory(memory)).toMatch(/^heap \d+ MB used of \d+ MB, external \d+ MB, RSS \d+ MB$/);
      expect(await serverMemory(baseUrl, "another-token-0123456789")).toBeNull();
      expect(await serverMemory(baseUrl, undefined)).toBeNull();
      expect(describeServerMemory(null)).toMatch(/METRICS_TOKEN/);
    } finally {
      server.close();
    }
  });
});
