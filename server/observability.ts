import crypto from "node:crypto";
import type { Express, NextFunction, Request, Response } from "express";
import pino, { type Logger } from "pino";
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from "prom-client";
import type { ServerBuild } from "react-router";
import { getEnvironment } from "../app/lib/env.server.ts";
import { getLogger } from "../app/lib/logger.server.ts";
import { mailSendFailureCount, requestIdFrom, runWithRequestContext } from "../app/lib/request-context.server.ts";
import type { Readiness } from "../app/server/readiness.server.ts";

/**
 * Health, logs and metrics at the request edge (docs/decisions/0029-health-logs-backup.md):
 * - every request gets an id (a sane X-Request-Id, or a new one), echoed in the response and
 *   available to the app while it handles the request (the outbox stores it);
 * - one JSON log line per request: method, route pattern, status, duration, request id;
 * - Prometheus counters and a latency histogram by route pattern (never the raw address, so the
 *   number of series stays bounded);
 * - /healthz (the process answers), /readyz (its dependencies work), /metrics (with METRICS_TOKEN).
 */

/** What the edge asks the app (the React Router build's entry module) for /readyz and /metrics. */
export interface ObservabilityProbes {
  checkReadiness: () => Promise<Readiness>;
  outboxMetrics: () => Promise<{ depth: number; oldestDueAgeSeconds: number; failed: number }>;
}

export interface ObservabilityOptions {
  logger?: Logger;
  /** Log a line per request (production and tests; the development server leaves it off). */
  logRequests?: boolean;
  /** Unset: /metrics answers 404. */
  metricsToken?: string;
  probes?: ObservabilityProbes;
}

export interface Observability {
  /** First middleware: request id, request log line, request metrics. */
  middleware: (request: Request, response: Response, next: NextFunction) => void;
  /** /healthz, and /readyz and /metrics when the app's probes are known. */
  mountEndpoints: (app: Express) => void;
  /** Marks requests the app answers with the route pattern that matched them (the metrics label). */
  labelAppRoutes: (build: ServerBuild) => (request: Request, response: Response, next: NextFunction) => void;
  /** Counts and logs a request answered without the middleware (the page cache's fast path). */
  recordRequest: (
    requestId: string,
    method: string,
    path: string,
    route: string,
    status: number,
    started: bigint,
  ) => void;
  registry: Registry;
}

const LATENCY_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

export function createObservability(options: ObservabilityOptions = {}): Observability {
  const logger = options.logger ?? getLogger();
  const registry = new Registry();
  collectDefaultMetrics({ register: registry, prefix: "campus_" });
  const requests = new Counter({
    name: "campus_http_requests_total",
    help: "HTTP requests answered, by method, route pattern and status",
    labelNames: ["method", "route", "status"] as const,
    registers: [registry],
  });
  const latency = new Histogram({
    name: "campus_http_request_duration_seconds",
    help: "Time to answer an HTTP request (until the last byte is handed to the socket)",
    labelNames: ["method", "route"] as const,
    buckets: LATENCY_BUCKETS,
    registers: [registry],
  });
  const outboxDepth = new Gauge({
    name: "campus_outbox_depth",
    help: "Mails due and not yet sent",
    registers: [registry],
  });
  const outboxAge = new Gauge({
    name: "campus_outbox_oldest_due_age_seconds",
    help: "How long the oldest due, unsent mail has waited",
    registers: [registry],
  });
  const failedMails = new Gauge({
    name: "campus_mail_failed_messages",
    help: "Mails the outbox gave up on (status failed)",
    registers: [registry],
  });
  let reportedSendFailures = 0;
  new Counter({
    name: "campus_mail_send_failures_total",
    help: "Mail send attempts that failed in this process (each retry counts)",
    registers: [registry],
    collect() {
      const total = mailSendFailureCount();
      this.inc(total - reportedSendFailures);
      reportedSendFailures = total;
    },
  });

  /**
   * Counts and logs one answered request: the Express edge's on every 'finish', and the page cache's
   * fast path for the hits it answers before Express (server/page-cache-fast-path.ts).
   */
  function recordRequest(
    requestId: string,
    rawMethod: string,
    path: string,
    route: string,
    status: number,
    started: bigint,
  ) {
    const seconds = Number(process.hrtime.bigint() - started) / 1e9;
    const method = methodLabel(rawMethod);
    requests.inc({ method, route, status: String(status) });
    latency.observe({ method, route }, seconds);
    if (!options.logRequests || path.startsWith("/assets/")) return;
    const durationMs = Math.round(seconds * 10_000) / 10;
    // Probes every few seconds would drown the log: they show at debug level.
    if (route === "/healthz" || route === "/readyz" || route === "/metrics")
      logger.debug({ requestId, method: rawMethod, route, status, durationMs }, "request");
    else if (logger.isLevelEnabled("info")) writeRequestLine(requestId, rawMethod, route, status, durationMs);
  }

  const stream = (logger as unknown as Record<symbol, { write: (line: string) => unknown; fd?: unknown }>)[
    pino.symbols.streamSym
  ];
  const timeFragment = (logger as unknown as Record<symbol, () => string>)[pino.symbols.timeSym];
  const bindings = (logger as unknown as Record<symbol, string>)[pino.symbols.chindingsSym];
  // A file descriptor (pino.destination: stdout in production) takes the lines of one event-loop turn
  // in one write; a destination of another kind (a test's) gets each line as pino gives it.
  const batched = typeof stream?.fd === "number";
  let pending = "";
  const flush = () => {
    unflushed.delete(flush);
    const lines = pending;
    pending = "";
    if (lines) stream.write(lines);
  };

  /**
   * The request line as logger.info(fields, "request") writes it (the level, pino's own time and
   * bindings, the fields, the message), serialised here and handed to the logger's destination, the
   * lines of one event-loop turn in one write (and at exit: flushRequestLines). It holds only the
   * request id, method, route pattern, status and duration, none of which the logger's redaction
   * could match; pino's generic path and a write per line were a third of a page-cache hit's CPU
   * (docs/decisions/0059-page-cache-fast-path.md). Other lines go through pino.
   */
  function writeRequestLine(requestId: string, method: string, route: string, status: number, durationMs: number) {
    if (!stream || !timeFragment || bindings === undefined) {
      logger.info({ requestId, method, route, status, durationMs }, "request");
      return;
    }
    const line = `{"level":"info"${timeFragment()}${bindings},"requestId":${JSON.stringify(requestId)},"method":${JSON.stringify(method)},"route":${JSON.stringify(route)},"status":${status},"durationMs":${durationMs},"msg":"request"}\n`;
    if (!batched) {
      stream.write(line);
      return;
    }
    if (pending === "") {
      setImmediate(flush);
      unflushed.add(flush);
      if (!exitHookInstalled) {
        exitHookInstalled = true;
        process.once("exit", flushRequestLines);
      }
    }
    pending += line;
  }

  function middleware(request: Request, response: Response, next: NextFunction) {
    const started = process.hrtime.bigint();
    const requestId = requestIdFrom(request.headers["x-request-id"]);
    // The app sees the id it will be known by, never the hostile original.
    request.headers["x-request-id"] = requestId;
    response.setHeader("X-Request-Id", requestId);
    response.on("finish", () => {
      const route = routeLabel(request, response);
      recordRequest(requestId, request.method, request.path, route, response.statusCode, started);
    });
    const isRead = request.method === "GET" || request.method === "HEAD";
    runWithRequestContext(
      {
        requestId,
        // Loaders of one GET share their reads of the site's settings (lib/request-context.server.ts).
        reads: isRead ? new Map() : undefined,
        cpuAtStart: serverTimingIsOn() ? process.cpuUsage() : undefined,
      },
      next,
    );
  }

  function mountEndpoints(app: Express) {
    app.get("/healthz", (_request, response) => {
      response.locals.route = "/healthz";
      response.setHeader("Cache-Control", "no-store");
      response.json({ status: "ok" });
    });
    const probes = options.probes;
    if (!probes) return;
    app.get("/readyz", async (_request, response) => {
      response.locals.route = "/readyz";
      response.setHeader("Cache-Control", "no-store");
      const readiness = await probes.checkReadiness();
      if (readiness.status !== "ready") logger.error({ checks: readiness.checks }, "not ready");
      response.status(readiness.status === "ready" ? 200 : 503).json(readiness);
    });
    app.get("/metrics", async (request, response) => {
      response.locals.route = "/metrics";
      const token = options.metricsToken;
      // Off unless configured: the endpoint does not exist.
      if (!token) return response.status(404).type("text/plain").send("Not found");
      if (!bearerMatches(request.headers.authorization, token)) {
        response.setHeader("WWW-Authenticate", 'Bearer realm="metrics"');
        return response.status(401).type("text/plain").send("A valid bearer token is required");
      }
      try {
        const outbox = await probes.outboxMetrics();
        outboxDepth.set(outbox.depth);
        outboxAge.set(outbox.oldestDueAgeSeconds);
        failedMails.set(outbox.failed);
      } catch (error) {
        logger.error({ error: String(error) }, "metrics: the outbox could not be read");
      }
      response.setHeader("Cache-Control", "no-store");
      response.type(registry.contentType).send(await registry.metrics());
    });
  }

  function labelAppRoutes(build: ServerBuild) {
    const routeOf = routePatterns(build);
    return (request: Request, response: Response, next: NextFunction) => {
      response.locals.route = routeOf(request.path);
      next();
    };
  }

  return { middleware, mountEndpoints, labelAppRoutes, recordRequest, registry };
}

/** SERVER_TIMING, as read once with the environment (server/request-handler.ts writes the header). */
export function serverTimingIsOn(): boolean {
  return getEnvironment().SERVER_TIMING;
}

/** The request lines each observability holds until the end of the event-loop turn. */
const unflushed = new Set<() => void>();
let exitHookInstalled = false;

/** Writes the request lines not yet written (at exit: the destination writes synchronously). */
export function flushRequestLines() {
  for (const flush of [...unflushed]) flush();
}

const KNOWN_METHODS = new Set(["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"]);

function methodLabel(method: string) {
  return KNOWN_METHODS.has(method) ? method : "OTHER";
}

function routeLabel(request: Request, response: Response): string {
  const route = response.locals.route;
  if (typeof route === "string") return route;
  if (request.path.startsWith("/assets/")) return "/assets/*";
  // Answered before the app: a public file, or a refusal at the edge (bad address, body too large).
  return response.statusCode < 400 ? "static" : "edge";
}

/** Compares the Authorization header with the token in constant time (both hashed to one length). */
export function bearerMatches(header: string | undefined, token: string): boolean {
  const match = /^Bearer (.+)$/.exec(header ?? "");
  if (!match) return false;
  const given = crypto.createHash("sha256").update(match[1]).digest();
  const expected = crypto.createHash("sha256").update(token).digest();
  return crypto.timingSafeEqual(given, expected);
}

const MAX_CACHED_PATHS = 2_000;
export const NOT_FOUND_ROUTE_LABEL = "not found (/*)";

/**
 * The route pattern (e.g. /courses/:slug) an address matches in the build's route table, "not
 * found (/*)" for the catch-all not-found page, or "unmatched". Single-fetch data requests (/courses/x.data) count under their page's pattern.
 * The table is flattened, ranked (React Router's own scoring) and compiled to regular expressions
 * once; a path is then a few regex tests (microseconds, where matchRoutes re-ranks every call),
 * and a busy path a map lookup.
 */
export function routePatterns(build: Pick<ServerBuild, "routes">): (pathname: string) => string {
  const branches = rankedBranches(build.routes);
  const cache = new Map<string, string>();
  return (pathname) => {
    const cached = cache.get(pathname);
    if (cached) return cached;
    const pagePath = pathname === "/_root.data" ? "/" : pathname.replace(/\.data$/, "");
    let decoded = pagePath;
    try {
      decoded = decodeURI(pagePath);
    } catch {}
    const matched = branches.find((branch) => branch.matcher.test(decoded))?.label ?? "unmatched";
    // The site's catch-all answers every address no page has with the not-found page: "/*" read as
    // a route on a dashboard looked like the labelling had failed, so it is named for what it is.
    const pattern = matched === "/*" ? NOT_FOUND_ROUTE_LABEL : matched;
    if (cache.size >= MAX_CACHED_PATHS) cache.clear();
    cache.set(pathname, pattern);
    return pattern;
  };
}

interface Branch {
  label: string;
  matcher: RegExp;
  score: number;
  order: number;
}

type ManifestRoute = NonNullable<ServerBuild["routes"][string]>;

function rankedBranches(routes: ServerBuild["routes"]): Branch[] {
  const children = new Map<string | undefined, ManifestRoute[]>();
  for (const route of Object.values(routes)) {
    if (!route) continue;
    const siblings = children.get(route.parentId) ?? [];
    siblings.push(route);
    children.set(route.parentId, siblings);
  }
  const branches: Branch[] = [];
  const visit = (parentId: string | undefined, parentPath: string) => {
    for (const route of children.get(parentId) ?? []) {
      const fullPath = joinPaths(parentPath, route.path ?? "");
      visit(route.id, fullPath);
      // As React Router: a route without a path matches only through its children, unless it is an index.
      if (route.path == null && !route.index) continue;
      const label = fullPath === "" ? "/" : fullPath.startsWith("/") ? fullPath : `/${fullPath}`;
      for (const variant of explodeOptionalSegments(fullPath)) {
        branches.push({
          label,
          matcher: compilePattern(variant),
          score: scoreOf(variant, route.index === true),
          order: branches.length,
        });
      }
    }
  };
  visit(undefined, "");
  return branches.sort((a, b) => b.score - a.score || a.order - b.order);
}

function joinPaths(parent: string, child: string): string {
  return [parent, child]
    .filter(Boolean)
    .join("/")
    .replace(/\/{2,}/g, "/");
}

/** "a/:b?/:c?" -> every combination with and without the optional segments (React Router's rule). */
function explodeOptionalSegments(path: string): string[] {
  const segments = path.split("/");
  if (segments.length === 0 || path === "") return [path];
  const [first, ...rest] = segments;
  const isOptional = first.endsWith("?");
  const required = first.replace(/\?$/, "");
  if (rest.length === 0) return isOptional ? [required, ""] : [required];
  const restExploded = explodeOptionalSegments(rest.join("/"));
  const result = restExploded.map((sub) => (sub === "" ? required : [required, sub].join("/")));
  if (isOptional) result.push(...restExploded);
  return result.map((exploded) => (path.startsWith("/") && exploded === "" ? "/" : exploded));
}

/** React Router's ranking: static segments beat dynamic ones, splats rank last. */
function scoreOf(path: string, isIndex: boolean): number {
  const segments = path.split("/");
  let score = segments.length;
  if (segments.includes("*")) score -= 2;
  if (isIndex) score += 2;
  for (const segment of segments) {
    if (segment === "*") continue;
    score += /^:[\w-]+$/.test(segment) ? 3 : segment === "" ? 1 : 10;
  }
  return score;
}

function compilePattern(path: string): RegExp {
  const segments = path.split("/").filter(Boolean);
  const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  let source = "^";
  let hasSplat = false;
  for (const segment of segments) {
    if (segment === "*") {
      hasSplat = true;
      break;
    }
    source += segment.startsWith(":") ? "/[^/]+" : `/${escapeRegExp(segment)}`;
  }
  source += hasSplat ? "(?:/.*)?$" : "/*$";
  return new RegExp(source === "^/*$" ? "^/*$" : source, "i");
}
