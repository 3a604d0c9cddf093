import type { NextFunction, Request, Response } from "express";
import type { Logger } from "pino";
import { Counter, Gauge, type Registry } from "prom-client";
import { BUSY_PAGE_CSP, busyPageHtml, busyPlainText } from "../app/lib/busy-page.server.ts";
import { BASE_LOCALE, isLocale, LOCALE_TAGS, type Locale } from "../app/lib/i18n/locales.ts";
import { edgeRefusal, isApiAddress } from "./refusals.ts";

/**
 * Load shedding (decision 0131-load-shedding): a bound on the requests one process works on at once
 * past the cheap answers (page-cache hits, static files, /healthz, /metrics), which run before it.
 * Above the bound a page read (GET, HEAD) is answered 503 at once, with Retry-After, instead of
 * waiting in a queue that makes everyone wait: on two cores, hundreds of requests in flight took
 * RSS past 550 MB and p99 to seconds. A write (POST, PUT, PATCH, DELETE) is someone's work (a form,
 * an autosave, a quiz answer): it is never shed, it is counted and waits as before.
 */

/** What the 503 asks a client to wait, in seconds: long enough for the queue to drain, short for a person. */
export const RETRY_AFTER_SECONDS = 2;

/** While shedding, one warning a minute at most (with how many were shed since the last). */
const WARNING_INTERVAL_MS = 60_000;

const READS = new Set(["GET", "HEAD"]);

/** React Router's lazy route discovery: a small answer from the build's manifest that navigation needs. */
const ROUTE_DISCOVERY_PATH = "/__manifest";

export interface LoadSheddingOptions {
  /** Requests in flight before reads are shed; 0 counts them but sheds nothing. */
  maxInFlight: number;
  logger: Pick<Logger, "warn">;
  /** Where campus_requests_shed_total and campus_requests_in_flight are published (/metrics). */
  registry?: Registry;
  /** The clock of the once-a-minute warning (tests). */
  now?: () => number;
}

export interface LoadShedding {
  middleware: (request: Request, response: Response, next: NextFunction) => void;
  /** Requests past the gate whose response has not closed yet. */
  inFlight: () => number;
  /** Requests answered 503 by the gate since the process started. */
  shedCount: () => number;
}

export function createLoadShedding(options: LoadSheddingOptions): LoadShedding {
  const { maxInFlight, logger } = options;
  const now = options.now ?? Date.now;
  let inFlight = 0;
  let shed = 0;
  let shedSinceWarning = 0;
  let lastWarning = Number.NEGATIVE_INFINITY;
  const shedCounter = options.registry
    ? new Counter({
        name: "campus_requests_shed_total",
        help: "Page reads answered 503 at once because the process had MAX_IN_FLIGHT requests in flight",
        registers: [options.registry],
      })
    : undefined;
  if (options.registry) {
    new Gauge({
      name: "campus_requests_in_flight",
      help: "Requests past the page cache and static files that this process is working on",
      registers: [options.registry],
      collect() {
        this.set(inFlight);
      },
    });
  }

  function warnAtMostOnceAMinute() {
    shedSinceWarning += 1;
    const at = now();
    if (at - lastWarning < WARNING_INTERVAL_MS) return;
    logger.warn(
      { shed: shedSinceWarning, inFlight, maxInFlight },
      "load shedding: page reads answered 503 (busy) while MAX_IN_FLIGHT requests are in flight",
    );
    lastWarning = at;
    shedSinceWarning = 0;
  }

  function middleware(request: Request, response: Response, next: NextFunction) {
    // A client that left while the cheap steps before ran (the page cache's lookups await): its
    // response has closed already and would never say so again, so it is not counted.
    if (response.closed || response.destroyed) return next();
    const isSheddable = READS.has(request.method) && request.path !== ROUTE_DISCOVERY_PATH;
    if (isSheddable && maxInFlight > 0 && inFlight >= maxInFlight) {
      shed += 1;
      shedCounter?.inc();
      warnAtMostOnceAMinute();
      return answerBusy(request, response);
    }
    inFlight += 1;
    let released = false;
    // 'close' comes once per response whichever way it ends: answered, the client gone, the handler
    // failed (Express's error handler answers, then it closes).
    response.once("close", () => {
      if (released) return;
      released = true;
      inFlight -= 1;
    });
    next();
  }

  return { middleware, inFlight: () => inFlight, shedCount: () => shed };
}

/**
 * The 503: the busy page in the visitor's language (server/locale.ts resolved it), a line of text for
 * React Router's data requests (the route's error boundary then says the same words), problem
 * details under /api/v1. Never stored by a cache; Retry-After says when to come back.
 */
function answerBusy(request: Request, response: Response) {
  const locale: Locale = isLocale(response.locals.locale) ? response.locals.locale : BASE_LOCALE;
  response.status(503).set("Retry-After", String(RETRY_AFTER_SECONDS)).set("Cache-Control", "no-store");
  if (isApiAddress(request.originalUrl)) {
    // i18n-exempt: the REST API's problem details are English for its clients (docs/translating.md)
    const answer = edgeRefusal(request.originalUrl, 503, "The server is busy: try again after Retry-After seconds.");
    response.type(answer.contentType).send(Buffer.from(answer.body));
    return;
  }
  if (request.path.endsWith(".data")) {
    response.type("text/plain; charset=utf-8").send(busyPlainText(locale));
    return;
  }
  response.set("Content-Security-Policy", BUSY_PAGE_CSP).set("Content-Language", LOCALE_TAGS[locale]);
  response.type("text/html; charset=utf-8").send(busyPageHtml(locale));
}
