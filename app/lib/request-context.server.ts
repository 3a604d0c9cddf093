import { AsyncLocalStorage } from "node:async_hooks";
import crypto from "node:crypto";
import { readSqlUsageWith, type SqlUsage } from "../../db/statement-counting.ts";
import { registerLocaleReader } from "./i18n/current-locale.ts";
import type { Locale } from "./i18n/locales.ts";

/**
 * What Campus knows about the request a piece of work belongs to (its id), without passing it down
 * every call: the Express edge (server/) runs each request inside `runWithRequestContext`, and the
 * app (the outbox, the logger) reads `currentRequestId()`. The edge and the React Router build load
 * this file as two module copies, so the state lives on globalThis under one well-known symbol.
 */
interface RequestContext {
  requestId: string;
  /** The language the request is answered in (server/locale.ts resolves it; withLocale overrides it). */
  locale?: Locale;
  /** The SQL this request ran (db/statement-counting.ts adds to it): read for Server-Timing and by tests. */
  sql?: SqlUsage;
  /** process.cpuUsage() when the edge took the request: the start of Server-Timing's cpu figure. */
  cpuAtStart?: NodeJS.CpuUsage;
  /**
   * Set for a GET or HEAD (which writes nothing a page shows): the answers of readOncePerRequest, so
   * the root loader, the frame and the page share one read of the site's settings.
   */
  reads?: Map<string, Promise<unknown>>;
}

interface OpsState {
  storage: AsyncLocalStorage<RequestContext>;
  /** Mail sends that failed (each attempt), since the process started: read by /metrics. */
  mailSendFailures: number;
}

const STATE_KEY = Symbol.for("campus.ops-state");
const globals = globalThis as typeof globalThis & { [STATE_KEY]?: OpsState };
const state: OpsState = globals[STATE_KEY] ?? { storage: new AsyncLocalStorage(), mailSendFailures: 0 };
globals[STATE_KEY] = state;

export function runWithRequestContext<T>(context: RequestContext, work: () => T): T {
  // The tally exists from the start, so work run withLocale adds to the same one.
  return state.storage.run({ ...context, sql: context.sql ?? { statements: 0, ms: 0 } }, work);
}

/** The request's SQL tally; undefined outside a request (jobs, start-up), whose statements are not counted. */
export function currentSqlUsage(): SqlUsage | undefined {
  return state.storage.getStore()?.sql;
}

/**
 * One read per request of what every loader of a page asks for (the site's settings, its countries):
 * within a GET or HEAD the first caller's answer is shared (do not change it); elsewhere (a POST,
 * whose action may change it; work outside a request) `load` runs each time.
 */
export function readOncePerRequest<T>(key: string, load: () => Promise<T>): Promise<T> {
  const reads = state.storage.getStore()?.reads;
  if (!reads) return load();
  let kept = reads.get(key) as Promise<T> | undefined;
  if (!kept) {
    kept = load();
    reads.set(key, kept);
    // A failed read is not kept: the next caller tries again.
    kept.catch(() => reads.delete(key));
  }
  return kept;
}

/** The whole request context, for the edge that writes Server-Timing (server/request-handler.ts). */
export function currentRequestContext(): Readonly<RequestContext> | undefined {
  return state.storage.getStore();
}

export function currentRequestId(): string | undefined {
  return state.storage.getStore()?.requestId;
}

registerLocaleReader(() => state.storage.getStore()?.locale);
readSqlUsageWith(currentSqlUsage);

/** The edge sets the request's language once it is known (server/locale.ts). */
export function setRequestLocale(locale: Locale) {
  const store = state.storage.getStore();
  if (store) store.locale = locale;
}

/**
 * Work done in another language than the request's: a mail to a person in theirs, a job outside any
 * request. Message functions and formatters called inside read this locale.
 */
export function withLocale<T>(locale: Locale, work: () => T): T {
  const store = state.storage.getStore();
  // The same tally: SQL run in another language is still this request's.
  return state.storage.run({ ...store, requestId: store?.requestId ?? "", locale }, work);
}

/** A caller's X-Request-Id is kept when it is short and plain (letters, digits, - _ . :), else replaced. */
const SANE_REQUEST_ID = /^[A-Za-z0-9._:-]{8,128}$/;

export function requestIdFrom(header: string | string[] | undefined): string {
  const value = Array.isArray(header) ? header[0] : header;
  return value && SANE_REQUEST_ID.test(value) ? value : crypto.randomUUID();
}

export function recordMailSendFailure() {
  state.mailSendFailures += 1;
}

export function mailSendFailureCount(): number {
  return state.mailSendFailures;
}
