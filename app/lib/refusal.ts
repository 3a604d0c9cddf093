/**
 * One refusal vocabulary for every feature (ARCHITECTURE.md convention 13): a feature function
 * that will not do what it was asked returns a Refusal instead of throwing a Response, and the
 * route turns the reason into a status with the one map below.
 */
/**
 * "stale" and "conflict" both answer 409 and say different things: stale, the record changed since
 * it was loaded (the screen offers Reload); conflict, what was asked for already exists (the same
 * person booked twice, a second company of one name, an address another account uses), so the
 * message names the field to change and nothing is reloaded (decision 0081-one-home-for-http).
 */
import * as m from "./messages";

export type RefusalReason =
  | "invalid"
  | "missing"
  | "stale"
  | "conflict"
  | "forbidden"
  | "closed"
  | "too-many"
  | "too-large"
  | "unsupported-type";

export interface Refusal {
  ok: false;
  reason: RefusalReason;
  /** Shown to the person as it is: say what happened and what to do. */
  message?: string;
  fieldErrors?: Record<string, string>;
}

export type Outcome<T extends object = object> = ({ ok: true } & T) | Refusal;

export const STATUS_FOR_REASON: Record<RefusalReason, number> = {
  invalid: 400,
  forbidden: 403,
  missing: 404,
  stale: 409,
  conflict: 409,
  closed: 410,
  "too-large": 413,
  "too-many": 429,
  "unsupported-type": 415,
};

export const DEFAULT_MESSAGE_FOR_REASON: Record<RefusalReason, string> = {
  // Getters: read in the language of the request under way when the refusal is made.
  get invalid() {
    return m.refusalInvalid();
  },
  get forbidden() {
    return m.refusalForbidden();
  },
  get missing() {
    return m.refusalMissing();
  },
  get stale() {
    return m.refusalStale();
  },
  get conflict() {
    return m.refusalConflict();
  },
  get closed() {
    return m.refusalClosed();
  },
  get "too-large"() {
    return m.refusalTooLarge();
  },
  get "too-many"() {
    return m.refusalTooMany();
  },
  get "unsupported-type"() {
    return m.refusalUnsupportedType();
  },
};

export function refuse(reason: RefusalReason, message?: string, fieldErrors?: Record<string, string>): Refusal {
  return { ok: false, reason, message: message ?? DEFAULT_MESSAGE_FOR_REASON[reason], fieldErrors };
}

/**
 * What was asked for already exists (decision 0081-one-home-for-http): 409, the message shown
 * above the form and, when a field names the duplicate, under that field too.
 */
export function refuseConflict(message: string, field?: string): Refusal {
  return refuse("conflict", message, field ? { [field]: message } : undefined);
}

export function isRefusal(value: unknown): value is Refusal {
  return (
    Boolean(value) && typeof value === "object" && (value as Refusal).ok === false && "reason" in (value as object)
  );
}

/**
 * For a route that must stop (a loader, a resource route, a request no form of ours sends):
 * a plain-text Response with the refusal's status, which the frame's error boundary shows.
 */
export function refusalResponse(refusal: Refusal, headers?: HeadersInit): Response {
  const responseHeaders = new Headers(headers);
  responseHeaders.set("Content-Type", "text/plain; charset=utf-8");
  return new Response(refusal.message ?? DEFAULT_MESSAGE_FOR_REASON[refusal.reason], {
    status: STATUS_FOR_REASON[refusal.reason],
    headers: responseHeaders,
  });
}
