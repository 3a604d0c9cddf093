import { DEFAULT_MESSAGE_FOR_REASON, type Refusal, STATUS_FOR_REASON } from "~/lib/refusal";
import { jsonValueProblem } from "~/lib/request-body.server";
import { getSessionUser } from "~/platform/auth/session.server";
import { agentKey } from "~/platform/lrs/agents";
import { findLaunchSessionByAuthorization, type LaunchSession } from "~/platform/lrs/cmi5-launch.server";
import type { StatementReadScope } from "~/platform/lrs/statements-query.server";
import { XAPI_VERSION } from "~/platform/lrs/xapi-terms";
import type { DatabaseExecutor } from "~db/executor";

/**
 * The HTTP side of the LRS's xAPI resources (decision 0098-lrs): the version header, the caller
 * (a launch's auth token, or a staff session reading), bounded bodies and JSON answers that say
 * what was wrong. The resources themselves are in app/platform/lrs.
 */

/** The largest body a statement or document request may carry. */
export const MAX_XAPI_BODY_BYTES = 1_000_000;

export function xapiJson(body: unknown, status = 200, headers: Record<string, string> = {}) {
  return new Response(body === null ? null : JSON.stringify(body), {
    status,
    headers: {
      ...(body === null ? {} : { "Content-Type": "application/json; charset=utf-8" }),
      "X-Experience-API-Version": XAPI_VERSION,
      "Cache-Control": "no-store",
      ...headers,
    },
  });
}

/** An error as problem details (RFC 9457, as the REST API answers): the status and the message in words. */
export function xapiProblem(status: number, message: string) {
  return xapiJson({ status, title: message, detail: message, message }, status, {
    "Content-Type": "application/problem+json",
  });
}

/** A refusal as the xAPI answer; a failed precondition is 412. */
export function xapiRefusal(refusal: Refusal & { precondition?: true }) {
  const status = refusal.precondition ? 412 : STATUS_FOR_REASON[refusal.reason];
  return xapiProblem(status, refusal.message ?? DEFAULT_MESSAGE_FOR_REASON[refusal.reason]);
}

/** Every request but About must say which xAPI version it speaks (Communication 3.3). */
export function versionProblem(request: Request): Response | null {
  const version = request.headers.get("X-Experience-API-Version");
  if (!version) return xapiProblem(400, "Send the X-Experience-API-Version header (1.0.3).");
  if (!/^1\.0(\.\d+)?$/.test(version.trim())) {
    return xapiProblem(
      400,
      `X-Experience-API-Version ${version.slice(0, 20)} is not supported: this LRS speaks 1.0.x.`,
    );
  }
  return null;
}

export type XapiCaller =
  | { kind: "launch"; session: LaunchSession; actorKey: string }
  | { kind: "staff"; scope: StatementReadScope };

const NO_CREDENTIAL =
  "Send the launch's auth token (from the cmi5 fetch URL) in the Authorization header; staff may read with their session and the X-Experience-API-Version header.";

const CROSS_ORIGIN_COOKIE =
  "A request from another origin is never signed in by its cookie: send the launch's auth token in the Authorization header.";

/**
 * An Origin header other than the site's own (a sandboxed unit's is "null"), or a browser's word
 * that the request came from another site.
 */
function isCrossOrigin(request: Request): boolean {
  const origin = request.headers.get("Origin");
  if (origin !== null && origin !== new URL(request.url).origin) return true;
  const site = request.headers.get("Sec-Fetch-Site");
  return site === "cross-site" || site === "same-site";
}

/**
 * Who is calling: a launched unit by its auth token, or (reading only) a signed-in admin (every
 * statement) or instructor (registrations of their courses) on a request from the site itself.
 * Anyone else: 401 or 403 as JSON.
 */
export async function xapiCaller(
  db: DatabaseExecutor,
  request: Request,
  { reading }: { reading: boolean },
): Promise<XapiCaller | Response> {
  const authorization = request.headers.get("Authorization");
  if (authorization) {
    const session = await findLaunchSessionByAuthorization(db, authorization.slice(0, 500), new Date());
    if (!session)
      return xapiProblem(401, "The Authorization header is not a working auth token: launch the unit again.");
    return { kind: "launch", session, actorKey: agentKey(JSON.parse(session.actor_json)) as string };
  }
  if (!reading || !request.headers.get("X-Experience-API-Version")) return xapiProblem(401, NO_CREDENTIAL);
  // Every origin may call the LRS (CORS, server/lrs-cors.ts), so the cookie, which a browser may
  // attach to another site's request, counts only on a request from Campus's own pages.
  if (isCrossOrigin(request)) return xapiProblem(401, CROSS_ORIGIN_COOKIE);
  const user = await getSessionUser(request);
  if (!user) return xapiProblem(401, NO_CREDENTIAL);
  if (user.role === "admin") return { kind: "staff", scope: { kind: "all" } };
  if (user.role === "instructor") return { kind: "staff", scope: { kind: "instructor", userId: user.id } };
  return xapiProblem(403, "Only admins and instructors may read statements with a session.");
}

/** The body as text, bounded while it streams (413 past the limit). */
export async function readXapiBody(request: Request): Promise<{ ok: true; text: string } | Response> {
  const declared = Number(request.headers.get("Content-Length") ?? "0");
  if (declared > MAX_XAPI_BODY_BYTES)
    return xapiProblem(413, "The body is larger than 1 MB, more than this LRS takes.");
  if (!request.body) return { ok: true, text: "" };
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    let next: ReadableStreamReadResult<Uint8Array>;
    try {
      next = await reader.read();
    } catch {
      return xapiProblem(400, "The body could not be read.");
    }
    if (next.done) break;
    size += next.value.byteLength;
    if (size > MAX_XAPI_BODY_BYTES) {
      await reader.cancel().catch(() => undefined);
      return xapiProblem(413, "The body is larger than 1 MB, more than this LRS takes.");
    }
    chunks.push(next.value);
  }
  const text = new TextDecoder("utf-8", { fatal: false }).decode(Buffer.concat(chunks));
  if (text.includes("\u0000"))
    return xapiProblem(400, "The body contains a NUL character, which no xAPI request holds.");
  return { ok: true, text };
}

/** The body as JSON (any value), or a 400 saying why not. */
export function parseXapiJson(text: string): { ok: true; value: unknown } | Response {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return xapiProblem(400, "The body is not valid JSON.");
  }
  const problem = jsonValueProblem(value);
  return problem ? xapiProblem(400, problem) : { ok: true, value };
}

/** A JSON query parameter (agent), or a 400 naming it. */
export function jsonParameter(search: URLSearchParams, name: string): { ok: true; value: unknown } | Response | null {
  const text = search.get(name);
  if (text === null) return null;
  try {
    return { ok: true, value: JSON.parse(text) };
  } catch {
    return xapiProblem(
      400,
      `The ${name} parameter must be JSON, e.g. {"account":{"homePage":"https://…","name":"…"}}.`,
    );
  }
}

/** Parameters a resource does not know are refused (Communication 2.1.3: unknown parameters 400). */
export function unknownParameter(search: URLSearchParams, known: readonly string[]): Response | null {
  for (const name of search.keys()) {
    if (!known.includes(name))
      return xapiProblem(400, `The parameter ${name.slice(0, 40)} is not one this resource takes.`);
  }
  return null;
}
