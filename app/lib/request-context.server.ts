import { AsyncLocalStorage } from "node:async_hooks";
import crypto from "node:crypto";
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
  return state.storage.run(context, work);
}

export function currentRequestId(): string | undefined {
  return state.storage.getStore()?.requestId;
}

registerLocaleReader(() => state.storage.getStore()?.locale);

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
  return state.storage.run({ requestId: store?.requestId ?? "", locale }, work);
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
