import { EventEmitter } from "node:events";
import http from "node:http";
import type { AddressInfo } from "node:net";
import type { NextFunction, Request, Response } from "express";
import fc from "fast-check";
import { afterEach, describe, expect, it } from "vitest";
import {
  DEFAULT_MAX_IN_FLIGHT,
  getEnvironment,
  InvalidEnvironmentError,
  resetEnvironmentForTests,
} from "~/lib/env.server";
import { createEdgeApp, listenOnEdge } from "../../server/app.ts";
import { type EdgeSettings, edgeSettingsFromEnvironment } from "../../server/edge-settings.ts";
import { createLoadShedding, type LoadShedding, RETRY_AFTER_SECONDS } from "../../server/load-shedding.ts";
import { resolveRequestLanguage } from "../../server/locale.ts";
import { createObservability } from "../../server/observability.ts";
import { requireSameOrigin } from "../../server/security.ts";

/**
 * The load-shedding gate (server/load-shedding.ts, decision 0131-load-shedding) on a real HTTP
 * server, the edge production runs (createEdgeApp, listenOnEdge, the language, same-origin), with a
 * handler the test holds open: each request to /held/… waits for a promise the test resolves.
 */

const settings: EdgeSettings = { isProduction: true, trustProxy: false, limits: { uploadMaxBytes: 1024 * 1024 } };
const METRICS_TOKEN = "load-shedding-metrics-token";
const BOUND = 3;

interface Harness {
  port: number;
  gate: LoadShedding;
  warnings: unknown[];
  clock: { now: number };
  /** Lets every request the handler holds answer. */
  release: () => void;
  /** How many requests the handler has taken. */
  taken: () => number;
  close: () => Promise<void>;
}

let harness: Harness | undefined;
afterEach(async () => {
  harness?.release();
  await harness?.close();
  harness = undefined;
});

async function startServer(maxInFlight = BOUND): Promise<Harness> {
  const warnings: unknown[] = [];
  const clock = { now: 1_000_000 };
  const observability = createObservability({
    logRequests: false,
    metricsToken: METRICS_TOKEN,
    probes: {
      checkReadiness: async () => ({ status: "ready", checks: [] }) as never,
      outboxMetrics: async () => ({ depth: 0, oldestDueAgeSeconds: 0, failed: 0 }),
    },
  });
  const gate = createLoadShedding({
    maxInFlight,
    logger: { warn: (fields: unknown) => warnings.push(fields) } as never,
    registry: observability.registry,
    now: () => clock.now,
  });
  let open = Promise.withResolvers<void>();
  let taken = 0;
  const app = createEdgeApp(settings, observability);
  app.use(resolveRequestLanguage);
  app.use(requireSameOrigin);
  app.use(gate.middleware);
  app.all("/{*path}", async (request, response, next) => {
    taken += 1;
    if (request.path === "/throws") return next(new Error("the handler failed"));
    if (request.path.startsWith("/held")) await open.promise;
    response.type("text/plain").send(`served ${request.method} ${request.path}`);
  });
  // Express's own handler answers the failure (a 500) as production's does.
  app.use((_error: Error, _request: Request, response: Response, _next: NextFunction) => {
    response.status(500).type("text/plain").send("failed");
  });
  const server = await new Promise<http.Server>((resolve) => {
    const listening = listenOnEdge(app, 0, "127.0.0.1", () => resolve(listening));
  });
  return {
    port: (server.address() as AddressInfo).port,
    gate,
    warnings,
    clock,
    release: () => {
      open.resolve();
      open = Promise.withResolvers<void>();
    },
    taken: () => taken,
    close: async () => {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}

interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
}

/** One request on its own connection; `request` is the client side, to abort. */
function send(
  port: number,
  path: string,
  options: { method?: string; headers?: Record<string, string>; body?: string } = {},
): { answer: Promise<Answer>; request: http.ClientRequest } {
  let request!: http.ClientRequest;
  const answer = new Promise<Answer>((resolve, reject) => {
    request = http.request(
      { host: "127.0.0.1", port, path, method: options.method ?? "GET", headers: options.headers, agent: false },
      (response) => {
        const chunks: Buffer[] = [];
        response.on("data", (chunk: Buffer) => chunks.push(chunk));
        response.on("end", () =>
          resolve({
            status: response.statusCode ?? 0,
            headers: response.headers,
            body: Buffer.concat(chunks).toString(),
          }),
        );
      },
    );
    request.on("error", reject);
    request.end(options.body);
  });
  // A held request that a test never awaits ends with its connection when the server closes: that
  // reset is expected, and must not surface as an unhandled rejection (a test that awaits still sees it).
  answer.catch(() => undefined);
  return { answer, request };
}

async function until(condition: () => boolean, what: string) {
  for (let attempt = 0; attempt < 400; attempt++) {
    if (condition()) return;
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
  throw new Error(`timed out waiting for ${what}`);
}

/** Fills the gate with BOUND held GETs. */
async function fill(server: Harness) {
  const held = Array.from({ length: BOUND }, (_, index) => send(server.port, `/held/${index}`));
  await until(() => server.gate.inFlight() === BOUND && server.taken() >= BOUND, "the held requests");
  return held;
}

describe("the load-shedding gate on a real server", () => {
  it("answers the read beyond the bound 503 at once with Retry-After and the busy page, then serves again", async () => {
    harness = await startServer();
    const held = await fill(harness);
    const refused = await send(harness.port, "/courses/online?q=x").answer;
    expect(refused.status).toBe(503);
    expect(refused.headers["retry-after"]).toBe(String(RETRY_AFTER_SECONDS));
    expect(refused.headers["cache-control"]).toBe("no-store");
    expect(refused.headers["content-type"]).toBe("text/html; charset=utf-8");
    expect(refused.headers["content-security-policy"]).toMatch(/^default-src 'none'; style-src 'sha256-/);
    expect(refused.body).toContain('<html lang="en-ZA">');
    expect(refused.body).toContain("<h1>Campus is busy</h1>");
    expect(refused.body).toContain("Please try again in a moment.");
    expect(refused.body).toContain('<a href="/">Go to the home page</a>');
    expect(refused.body).not.toMatch(/<script|<link/);
    // The handler never saw it, and the gate is as full as before.
    expect(harness.taken()).toBe(BOUND);
    expect(harness.gate.inFlight()).toBe(BOUND);

    harness.release();
    for (const { answer } of held) expect((await answer).status).toBe(200);
    await until(() => harness?.gate.inFlight() === 0, "the slots to free");
    const served = await send(harness.port, "/courses/online").answer;
    expect(served.status).toBe(200);
    expect(served.body).toBe("served GET /courses/online");
    expect(harness.gate.shedCount()).toBe(1);
  });

  it("says it in the visitor's language, and plainly to React Router's data requests and the API", async () => {
    harness = await startServer();
    await fill(harness);
    const afrikaans = await send(harness.port, "/af/courses/online").answer;
    expect(afrikaans.status).toBe(503);
    expect(afrikaans.body).toContain('<html lang="af-ZA">');
    expect(afrikaans.body).toContain("<h1>Campus is tans besig</h1>");
    expect(afrikaans.body).toContain('<a href="/af">Gaan na die tuisblad</a>');
    const zulu = await send(harness.port, "/instructor/courses", { headers: { cookie: "campus-locale=zu" } }).answer;
    expect(zulu.body).toContain("<h1>I-Campus imatasa njengamanje</h1>");

    const data = await send(harness.port, "/instructor/courses.data?_routes=routes%2Finstructor").answer;
    expect(data.status).toBe(503);
    expect(data.headers["retry-after"]).toBe(String(RETRY_AFTER_SECONDS));
    expect(data.headers["content-type"]).toBe("text/plain; charset=utf-8");
    expect(data.body).toMatch(/^Campus is busy\. Too many people/);

    const api = await send(harness.port, "/api/v1/courses").answer;
    expect(api.status).toBe(503);
    expect(api.headers["content-type"]).toBe("application/problem+json");
    expect(JSON.parse(api.body)).toMatchObject({ type: "https://campus.invalid/problems/unavailable", status: 503 });

    const head = await send(harness.port, "/events", { method: "HEAD" }).answer;
    expect(head.status).toBe(503);
    expect(head.body).toBe("");
    expect(harness.gate.shedCount()).toBe(5);
  });

  it("never sheds a write: a POST beyond the bound waits its turn and is answered", async () => {
    harness = await startServer();
    const held = await fill(harness);
    const post = send(harness.port, "/held/lesson.data", {
      method: "POST",
      headers: {
        origin: `http://127.0.0.1:${harness.port}`,
        "content-type": "application/x-www-form-urlencoded",
      },
      body: "intent=complete-lesson",
    });
    await until(() => harness?.taken() === BOUND + 1, "the POST to reach the handler");
    expect(harness.gate.inFlight()).toBe(BOUND + 1);
    // A read now is still refused: the write counts.
    expect((await send(harness.port, "/held/extra").answer).status).toBe(503);
    harness.release();
    const answer = await post.answer;
    expect(answer.status).toBe(200);
    expect(answer.body).toBe("served POST /held/lesson.data");
    for (const { answer: heldAnswer } of held) expect((await heldAnswer).status).toBe(200);
    await until(() => harness?.gate.inFlight() === 0, "the slots to free");
  });

  it("frees the slot of a client that went away, and of a handler that threw", async () => {
    harness = await startServer();
    const held = await fill(harness);
    // A client that went away resets its connection. (One that only half-closes it, a FIN, still
    // gets its answer: listenOnEdge keeps such sockets open, and the slot until the answer is written.)
    for (const { request, answer } of held) {
      answer.catch(() => {});
      request.socket?.resetAndDestroy();
    }
    // The handler still holds them, but nobody waits for the answers: the slots are free.
    await until(() => harness?.gate.inFlight() === 0, "aborted requests to free their slots");
    const thrown = await send(harness.port, "/throws").answer;
    expect(thrown.status).toBe(500);
    await until(() => harness?.gate.inFlight() === 0, "the failed request to free its slot");
    // A full gate again, then the held ones answer: nothing leaked, nothing counted twice.
    const again = await fill(harness);
    expect(harness.gate.inFlight()).toBe(BOUND);
    harness.release();
    for (const { answer } of again) expect((await answer).status).toBe(200);
    await until(() => harness?.gate.inFlight() === 0, "the slots to free");
  });

  it("counts what it sheds in /metrics, shows the requests in flight, and warns at most once a minute", async () => {
    harness = await startServer();
    await fill(harness);
    for (let index = 0; index < 4; index++) expect((await send(harness.port, "/x").answer).status).toBe(503);
    expect(harness.warnings).toEqual([{ shed: 1, inFlight: BOUND, maxInFlight: BOUND }]);
    harness.clock.now += 60_000;
    expect((await send(harness.port, "/x").answer).status).toBe(503);
    expect(harness.warnings).toEqual([
      { shed: 1, inFlight: BOUND, maxInFlight: BOUND },
      { shed: 4, inFlight: BOUND, maxInFlight: BOUND },
    ]);
    const metrics = await send(harness.port, "/metrics", {
      headers: { authorization: `Bearer ${METRICS_TOKEN}` },
    }).answer;
    // /metrics is answered before the gate, full as it is.
    expect(metrics.status).toBe(200);
    expect(metrics.body).toMatch(/^campus_requests_shed_total 5$/m);
    expect(metrics.body).toMatch(/^campus_requests_in_flight 3$/m);
    expect(metrics.body).toMatch(/^campus_http_requests_total\{method="GET",route="edge",status="503"\} 5$/m);
    const health = await send(harness.port, "/healthz").answer;
    expect(health.status).toBe(200);
  });

  it("with MAX_IN_FLIGHT=0 counts but never sheds", async () => {
    harness = await startServer(0);
    const held = Array.from({ length: 20 }, (_, index) => send(harness?.port ?? 0, `/held/${index}`));
    await until(() => harness?.gate.inFlight() === 20, "twenty held requests");
    harness.release();
    for (const { answer } of held) expect((await answer).status).toBe(200);
    expect(harness.gate.shedCount()).toBe(0);
  });
});

/** A response as far as the gate uses it: 'close', closed, and the 503's setters. */
class FakeResponse extends EventEmitter {
  closed = false;
  destroyed = false;
  locals: Record<string, unknown> = {};
  statusCode = 200;
  status(code: number) {
    this.statusCode = code;
    return this;
  }
  set() {
    return this;
  }
  type() {
    return this;
  }
  send() {
    return this;
  }
  /** The response ends (answered or aborted); Node emits 'close' once, the model may try twice. */
  close() {
    this.closed = true;
    this.emit("close");
  }
}

describe("the in-flight count over any order of events", () => {
  it("never goes negative, equals started minus ended, and sheds a read exactly when the bound is reached", () => {
    const event = fc.oneof(
      fc.record({ kind: fc.constant("start" as const), method: fc.constantFrom("GET", "HEAD", "POST", "PUT") }),
      fc.record({ kind: fc.constantFrom("finish" as const, "abort" as const), pick: fc.nat() }),
      fc.record({ kind: fc.constant("close-twice" as const), pick: fc.nat() }),
    );
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 6 }), fc.array(event, { maxLength: 120 }), (maxInFlight, events) => {
        const gate = createLoadShedding({ maxInFlight, logger: { warn: () => {} } });
        const open: FakeResponse[] = [];
        const finished = new Set<FakeResponse>();
        let started = 0;
        let ended = 0;
        for (const step of events) {
          if (step.kind === "start") {
            const response = new FakeResponse();
            const before = gate.inFlight();
            let passed = false;
            gate.middleware(
              { method: step.method, path: "/page", originalUrl: "/page" } as Request,
              response as unknown as Response,
              () => {
                passed = true;
              },
            );
            const isRead = step.method === "GET" || step.method === "HEAD";
            expect(passed).toBe(!(isRead && maxInFlight > 0 && before >= maxInFlight));
            if (passed) {
              started += 1;
              open.push(response);
            } else expect(response.statusCode).toBe(503);
          } else if (open.length > 0 || finished.size > 0) {
            // Finish or abort one in flight; or close one already ended again (must not count twice).
            const pool = step.kind === "close-twice" && finished.size > 0 ? [...finished] : open;
            if (pool.length === 0) continue;
            const response = pool[step.pick % pool.length];
            if (!finished.has(response)) {
              ended += 1;
              finished.add(response);
              open.splice(open.indexOf(response), 1);
            }
            response.close();
          }
          expect(gate.inFlight()).toBeGreaterThanOrEqual(0);
          expect(gate.inFlight()).toBe(started - ended);
        }
      }),
      { numRuns: 300 },
    );
  });
});

describe("MAX_IN_FLIGHT at start-up", () => {
  const saved = process.env.MAX_IN_FLIGHT;
  afterEach(() => {
    if (saved === undefined) delete process.env.MAX_IN_FLIGHT;
    else process.env.MAX_IN_FLIGHT = saved;
    resetEnvironmentForTests();
  });

  function maxInFlightWith(value: string | undefined): number | string[] {
    if (value === undefined) delete process.env.MAX_IN_FLIGHT;
    else process.env.MAX_IN_FLIGHT = value;
    resetEnvironmentForTests();
    try {
      return edgeSettingsFromEnvironment({ isProduction: true }).maxInFlight ?? Number.NaN;
    } catch (error) {
      if (!(error instanceof InvalidEnvironmentError)) throw error;
      return error.problems;
    }
  }

  it("has a default, takes a whole number, and 0 for off", () => {
    expect(maxInFlightWith(undefined)).toBe(DEFAULT_MAX_IN_FLIGHT);
    expect(maxInFlightWith("64")).toBe(64);
    expect(maxInFlightWith("0")).toBe(0);
    expect(getEnvironment().MAX_IN_FLIGHT).toBe(0);
  });

  it("stops the start with a line naming the variable for anything else", () => {
    for (const bad of ["-1", "many", "2.5", "100000"]) {
      expect(maxInFlightWith(bad)).toEqual([
        "MAX_IN_FLIGHT: MAX_IN_FLIGHT must be a whole number of requests from 0 to 10000 per process (0 turns load shedding off)",
      ]);
    }
  });
});
