import http, { type Server } from "node:http";
import path from "node:path";
import express, { type Express, type Response } from "express";
import type { ServerBuild } from "react-router";
import { getEnvironment } from "../app/lib/env.server.ts";
import { getLogger } from "../app/lib/logger.server.ts";
import { dynamicCompression } from "./dynamic-compression.ts";
import { type EdgeSettings, edgeSettingsFromEnvironment } from "./edge-settings.ts";
import { createLoadShedding } from "./load-shedding.ts";
import { resolveRequestLanguage } from "./locale.ts";
import { allowLrsCrossOrigin } from "./lrs-cors.ts";
import { createObservability, type Observability, type ObservabilityProbes } from "./observability.ts";
import { createPageCache, type PageCache, type SignedInVisitors } from "./page-cache.ts";
import { createPageCacheFastPath, type FastPath } from "./page-cache-fast-path.ts";
import { servePrecompressed } from "./precompressed-static.ts";
import { answerUnreadableRequest } from "./refusals.ts";
import { createCampusRequestHandler, refuseDeclaredOversizeBodies } from "./request-handler.ts";
import { refuseUnsafeAddresses } from "./request-url.ts";
import { requireSameOrigin, STATIC_FILE_CSP, securityHeaders } from "./security.ts";

export interface CampusEntryModule {
  prepareApp: () => Promise<{
    databaseKind: string;
    appliedMigrations: string[];
    seededSignIns: Array<{ role: string; email: string; password: string }>;
  }>;
  startBackgroundJobs: () => void;
  stopBackgroundJobs: () => Promise<void>;
  checkReadiness: ObservabilityProbes["checkReadiness"];
  outboxMetrics: ObservabilityProbes["outboxMetrics"];
  pageContentVersion: () => Promise<number>;
  /** Signed-in visitors' copies of stored public pages (server/signed-in-hits.ts); absent in older builds. */
  signedInVisitor?: SignedInVisitors["visitor"];
  signedInHeaderSlots?: SignedInVisitors["slots"];
}

export function entryModuleOf(build: ServerBuild): CampusEntryModule {
  return build.entry.module as unknown as CampusEntryModule;
}

/**
 * The edge every Campus server starts with (production, development, tests): the request id,
 * log line and metrics (server/observability.ts), proxy trust, security headers, then refusals
 * that need no route (a broken address, a declared body over its limit) before anything reads
 * the request; then /healthz (and /readyz, /metrics when the app's probes are given).
 */
export function createEdgeApp(
  settings: EdgeSettings,
  observability: Observability = createObservability({ logRequests: false }),
) {
  const app = express();
  app.disable("x-powered-by");
  app.set("trust proxy", settings.trustProxy);
  app.use(observability.middleware);
  app.use(securityHeaders({ isProduction: settings.isProduction }));
  app.use(allowLrsCrossOrigin);
  app.use(refuseUnsafeAddresses);
  app.use(refuseDeclaredOversizeBodies(settings.limits));
  observability.mountEndpoints(app);
  return app;
}

/** The production observability: request log lines, the app's probes, METRICS_TOKEN. */
export function productionObservability(build: ServerBuild): Observability {
  const entry = entryModuleOf(build);
  return createObservability({
    logRequests: true,
    metricsToken: getEnvironment().METRICS_TOKEN,
    probes: { checkReadiness: () => entry.checkReadiness(), outboxMetrics: () => entry.outboxMetrics() },
  });
}

/** The page-cache hits a production app answers before Express (createProductionApp registers them). */
const fastPaths = new WeakMap<Express, FastPath>();

/**
 * Serves the app on a node:http server: a page-cache hit of a production app is answered in the
 * request listener (server/page-cache-fast-path.ts), everything else by Express. Node's own parse
 * errors (a raw NUL in the address) get a plain-text 400 too.
 */
/** Longer than the 60 s a proxy or load balancer keeps an idle connection to the origin. */
export const KEEP_ALIVE_TIMEOUT_MS = 65_000;

export function listenOnEdge(app: Express, port: number, host: string, onListening: () => void): Server {
  const fastPath = fastPaths.get(app);
  const server = http.createServer(
    fastPath
      ? (request, response) => {
          if (!fastPath(request, response)) app(request, response);
        }
      : app,
  );
  // A client may half-close its socket once the request is sent (a FIN: one-shot clients, curl with
  // its input closed) and still read the answer. Node's default takes that FIN for a client that
  // left: it aborts the request (the route's work is cancelled) and ends the socket, so a request
  // slower than the FIN (a busy PostgreSQL) got no answer at all. Half-open, Node answers the
  // request in progress and closes after it; a FIN with no request in progress still ends the socket,
  // and a client that really went away (a reset) still aborts the work.
  // (Node's http.Server property that its 'end' handler reads; not in @types/node.)
  (server as Server & { httpAllowHalfOpen: boolean }).httpAllowHalfOpen = true;
  // An idle keep-alive connection is closed after 65 s, not Node's 5: a load balancer or CDN keeps
  // its connections to the origin open for 60 s (and many clients reuse theirs after 5), and a
  // request sent as the server closes the idle socket is lost with a reset (the soak saw them).
  server.keepAliveTimeout = KEEP_ALIVE_TIMEOUT_MS;
  // As Express's app.listen: a failure to listen is handed to the callback once, like success.
  let called = false;
  const once = () => {
    if (called) return;
    called = true;
    onListening();
  };
  server.once("error", once);
  server.listen(port, host, once);
  server.on("clientError", answerUnreadableRequest);
  return server;
}

/**
 * The page cache in the app's chain (hits answered, misses marked for storing), and the same hits
 * answered before Express when listenOnEdge serves the app (server/page-cache-fast-path.ts).
 */
export function servePageCache(
  app: Express,
  pageCache: PageCache,
  observability: Observability,
  settings: EdgeSettings,
) {
  app.use(pageCache.lookup);
  fastPaths.set(app, createPageCacheFastPath({ app, pageCache, observability, isProduction: settings.isProduction }));
}

/** The anonymous page cache as PAGE_CACHE_MAX_BYTES and PAGE_CACHE_VERSION_MS configure it (0 bytes: none). */
export function productionPageCache(build: ServerBuild): PageCache | undefined {
  const environment = getEnvironment();
  if (environment.PAGE_CACHE_MAX_BYTES === 0) return undefined;
  const entry = entryModuleOf(build);
  const logger = getLogger();
  let lastReport = 0;
  return createPageCache({
    maxBytes: environment.PAGE_CACHE_MAX_BYTES,
    maxAgeMs: 60_000,
    versionMaxAgeMs: environment.PAGE_CACHE_VERSION_MS,
    readVersion: () => entry.pageContentVersion(),
    signedIn:
      entry.signedInVisitor && entry.signedInHeaderSlots
        ? { visitor: entry.signedInVisitor, slots: entry.signedInHeaderSlots }
        : undefined,
    // The page is then rendered as without a cache; a failing database would otherwise log per request.
    onError: (error) => {
      if (Date.now() - lastReport < 60_000) return;
      lastReport = Date.now();
      logger.error({ error: String(error) }, "page cache: the content version could not be read or a page stored");
    },
  });
}

/**
 * Static files run no script and are never framed elsewhere. The service worker (decision
 * 0110-offline-courses) is a script: its CSP lets it fetch this site (a sandboxed worker could not), and it
 * is checked on every visit so a deploy's new worker is found at once.
 */
function setStaticHeaders(response: Response, filePath: string) {
  if (/^sw\.js(\.br|\.gz)?$/.test(path.basename(filePath))) {
    response.setHeader("Content-Security-Policy", SERVICE_WORKER_CSP);
    response.setHeader("Cache-Control", "no-cache");
    return;
  }
  response.setHeader("Content-Security-Policy", STATIC_FILE_CSP);
}

const SERVICE_WORKER_CSP = "default-src 'self'";

/**
 * The production server: the edge, the anonymous page cache, precompressed then on-the-fly
 * compressed static files with caching, then React Router behind the load-shedding gate
 * (MAX_IN_FLIGHT: everything before it is cheap and stays answered under load).
 */
export function createProductionApp(
  build: ServerBuild,
  clientDirectory: string,
  settings: EdgeSettings = edgeSettingsFromEnvironment({ isProduction: true }),
  observability: Observability = productionObservability(build),
  pageCache: PageCache | undefined = productionPageCache(build),
) {
  const app = createEdgeApp(settings, observability);
  // A hit is answered before compression and static files: stored bytes, already compressed.
  if (pageCache) servePageCache(app, pageCache, observability, settings);
  app.use(servePrecompressed(clientDirectory));
  // Brotli q4 or gzip 6, explicitly (server/dynamic-compression.ts has the figures).
  app.use(dynamicCompression());
  // A signed-in visitor's copy of a stored public page: after compression, which compresses it as
  // it does their other pages (its header is theirs, so no stored copy fits; decision 0115-proxies-cdn-and-signed-in-hits).
  if (pageCache) app.use(pageCache.signedInLookup);
  const setHeaders = (response: Response, filePath: string) => setStaticHeaders(response, filePath);
  // Fingerprinted assets never change; other public files may.
  app.use(
    "/assets",
    express.static(path.join(clientDirectory, "assets"), { immutable: true, maxAge: "1y", index: false, setHeaders }),
  );
  // redirect: false, or a folder of public files (e.g. public/events/) would answer /events with a 301.
  app.use(express.static(clientDirectory, { maxAge: "1h", index: false, redirect: false, setHeaders }));
  app.use(resolveRequestLanguage);
  app.use(observability.labelAppRoutes(build));
  app.use(requireSameOrigin);
  app.use(
    createLoadShedding({
      maxInFlight: settings.maxInFlight ?? 0,
      logger: getLogger(),
      registry: observability.registry,
    }).middleware,
  );
  app.all("/{*path}", createCampusRequestHandler({ build, mode: "production", limits: settings.limits, pageCache }));
  return app;
}
