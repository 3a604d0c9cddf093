import { z } from "zod";
import { recordPersonalDataAccess } from "~/lib/access-log.server";
import { getEnvironment } from "~/lib/env.server";
import { getLogger } from "~/lib/logger.server";
import { type RateLimitRule, recordHit } from "~/lib/rate-limit.server";
import { isRefusal, type Outcome, refuse } from "~/lib/refusal";
import { jsonValueProblem } from "~/lib/request-body.server";
import { getDb } from "~/server/app-context.server";
import type { ApiAnswer, ApiHandlers } from "./api-call";
import {
  claimIdempotencyKey,
  readIdempotencyKey,
  releaseIdempotencyKey,
  requestHash,
  storeIdempotentAnswer,
} from "./idempotency.server";
import { type ApiOperation, operationsAt } from "./operations";
import {
  type ApiRefusal,
  PROBLEM_TYPE_BASE,
  problemResponse,
  refusalProblemResponse,
  unauthenticatedResponse,
} from "./problem.server";
import { MAX_BODY_BYTES } from "./schemas";
import { hasScope } from "./scopes";
import { type ApiCaller, authenticateToken } from "./tokens.server";

/** Per token, shared by every server process on the database (app/lib/rate-limit.server.ts). */
export const API_RATE_LIMIT: RateLimitRule = { limit: 600, windowMs: 60_000 };

export function rateLimitKey(tokenId: string) {
  return `api:token:${tokenId}`;
}

const NO_QUERY = z.strictObject({});

/**
 * Every /api/v1 call (decisions 0034 and 0041), in one order: token (401), rate limit (429), the
 * path and method (404, 405), scope (403), path parameters and query (400), body (415, 413, 400,
 * 422), Idempotency-Key for a POST, then the operation. Each answer after the token carries the
 * token's RateLimit-* headers. `path` is the operation's path template, or null for a path no
 * operation has (the catch-all route). `handlers` answer the operations; app/server/api.server.ts
 * passes the ones that compose the features.
 */
export async function serveApi(
  request: Request,
  path: string | null,
  params: Record<string, string | undefined>,
  handlers: ApiHandlers,
): Promise<Response> {
  try {
    return await answerApi(request, path, params, handlers);
  } catch (error) {
    // React Router would answer a thrown error with a text/plain 500; the API's clients read problem details.
    getLogger().error({ error: String(error), path }, "api request failed");
    return problemResponse({
      type: `${PROBLEM_TYPE_BASE}internal`,
      title: "Internal server error",
      status: 500,
      detail: "Something went wrong on our side. Try again later.",
    });
  }
}

async function answerApi(
  request: Request,
  path: string | null,
  params: Record<string, string | undefined>,
  handlers: ApiHandlers,
): Promise<Response> {
  const db = getDb();
  const caller = await authenticateToken(db, request.headers.get("Authorization"));
  if (!caller) return unauthenticatedResponse();

  const now = Date.now();
  const counter = await recordHit(db, rateLimitKey(caller.tokenId), { windowMs: API_RATE_LIMIT.windowMs }, now);
  const resetSeconds = Math.max(1, Math.ceil((counter.expiresAt - now) / 1000));
  const headers: Record<string, string> = {
    "RateLimit-Limit": String(API_RATE_LIMIT.limit),
    "RateLimit-Remaining": String(Math.max(0, API_RATE_LIMIT.limit - counter.hits)),
    "RateLimit-Reset": String(resetSeconds),
    "RateLimit-Policy": `${API_RATE_LIMIT.limit};w=${API_RATE_LIMIT.windowMs / 1000}`,
  };
  const problem = (refusal: ApiRefusal, extra?: Record<string, string>) =>
    refusalProblemResponse(refusal, { ...headers, ...extra });

  if (counter.hits > API_RATE_LIMIT.limit) {
    return problem(refuse("too-many", `This token made more than ${API_RATE_LIMIT.limit} requests in a minute.`), {
      "Retry-After": String(resetSeconds),
    });
  }

  const operations = path === null ? [] : operationsAt(path);
  if (operations.length === 0) {
    return problem(refuse("missing", "No API operation has this path. The list is at /api/v1/reference."));
  }
  const method = request.method === "HEAD" ? "get" : request.method.toLowerCase();
  const operation = operations.find((candidate) => candidate.method === method);
  if (!operation) {
    const allow = operations.map((candidate) => candidate.method.toUpperCase()).join(", ");
    return problemResponse(
      {
        type: `${PROBLEM_TYPE_BASE}method-not-allowed`,
        title: "Method not allowed",
        status: 405,
        detail: `${request.method} is not an operation of this path. It takes ${allow}.`,
      },
      { ...headers, Allow: allow },
    );
  }
  const [resource, access] = operation.scope.split(":") as [Parameters<typeof hasScope>[1], "read" | "write"];
  if (!hasScope(caller.scopes, resource, access)) {
    return problem(refuse("forbidden", `This token has no ${operation.scope} scope. Ask an admin for one that has.`));
  }

  const checkedParams = parsePathParams(operation, params);
  if (!checkedParams.ok) return problem(checkedParams);
  const url = new URL(request.url);
  const query = parseQuery(operation.query ?? NO_QUERY, url);
  if (!query.ok) return problem(query);

  let body: unknown;
  let bodyText = "";
  if (operation.body) {
    const read = await readJsonBody(request, operation);
    if (!read.ok) return problem(read);
    body = read.value;
    bodyText = read.text;
  }

  const idempotency = operation.method === "post" ? readIdempotencyKey(request) : { ok: true as const, key: null };
  if (!idempotency.ok) return problem(idempotency);
  const slot = idempotency.key === null ? null : { tokenId: caller.tokenId, key: idempotency.key };
  if (slot) {
    const claim = await claimIdempotencyKey(db, { ...slot, hash: requestHash(request.method, url, bodyText) });
    if (!claim.ok) return problem(claim);
    if (claim.replay) return answerResponse(claim.replay, { ...headers, "Idempotent-Replayed": "true" });
  }

  let answer: ApiAnswer;
  try {
    const handler = handlers[operation.id];
    if (!handler) throw new Error(`No handler for API operation ${operation.id}`);
    answer = await handler({
      db,
      caller,
      baseUrl: getEnvironment().baseUrl,
      params: checkedParams.values,
      query: query.value,
      body,
    });
  } catch (error) {
    if (slot) await releaseIdempotencyKey(db, slot);
    throw error;
  }
  const stored = isRefusal(answer)
    ? { status: 0, body: null, refusal: answer as ApiRefusal }
    : { status: answer.status ?? operation.successStatus, body: answer.body, refusal: null };
  if (stored.refusal) {
    const response = problem(stored.refusal);
    if (slot) {
      const problemBody: unknown = await response.clone().json();
      await storeIdempotentAnswer(db, slot, { status: response.status, body: problemBody });
    }
    return response;
  }
  if (slot) await storeIdempotentAnswer(db, slot, { status: stored.status, body: stored.body });
  if (operation.personalData) await logApiExport(db, caller, `API ${operation.method.toUpperCase()} ${url.pathname}`);
  return answerResponse({ status: stored.status, body: stored.body }, headers);
}

/** A list of people read through the API is an export like a CSV: logged for the token's maker. */
async function logApiExport(db: ReturnType<typeof getDb>, caller: ApiCaller, subject: string) {
  if (!caller.createdByUserId) return;
  const maker = await db
    .selectFrom("user")
    .select(["id", "name", "email"])
    .where("id", "=", caller.createdByUserId)
    .executeTakeFirst();
  if (maker) await recordPersonalDataAccess(db, maker, "export", subject);
}

function answerResponse(answer: { status: number; body: unknown }, headers: Record<string, string>): Response {
  const isProblem = answer.status >= 400;
  return new Response(JSON.stringify(answer.body), {
    status: answer.status,
    headers: {
      ...headers,
      "Content-Type": isProblem ? "application/problem+json" : "application/json",
      "Cache-Control": "no-store",
    },
  });
}

function parsePathParams(
  operation: ApiOperation,
  params: Record<string, string | undefined>,
): Outcome<{ values: Record<string, string> }> {
  const values: Record<string, string> = {};
  const fieldErrors: Record<string, string> = {};
  for (const [name, schema] of Object.entries(operation.pathParams ?? {})) {
    const parsed = schema.safeParse(params[name]);
    if (parsed.success) values[name] = String(parsed.data);
    else fieldErrors[name] = "Not a valid value for this path parameter.";
  }
  if (Object.keys(fieldErrors).length > 0) return refuse("invalid", "A path parameter is not valid.", fieldErrors);
  return { ok: true, values };
}

/** A POST's body, for an operation that takes one: JSON (415 otherwise), at most MAX_BODY_BYTES (413), parseable (400), then its schema (422). */
async function readJsonBody(
  request: Request,
  operation: ApiOperation,
): Promise<{ ok: true; value: unknown; text: string } | ApiRefusal> {
  const type = (request.headers.get("Content-Type") ?? "").split(";")[0]?.trim().toLowerCase();
  if (type !== "application/json") return refuse("unsupported-type", "Send the body as application/json.");
  const tooLarge = refuse("too-large", `The body is larger than ${MAX_BODY_BYTES} bytes.`);
  const declared = Number(request.headers.get("Content-Length") ?? "0");
  if (declared > MAX_BODY_BYTES) return tooLarge;
  let text: string;
  try {
    text = await request.text();
  } catch {
    return refuse("invalid", "The body could not be read.");
  }
  if (Buffer.byteLength(text, "utf8") > MAX_BODY_BYTES) return tooLarge;
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return refuse("invalid", "The body is not valid JSON.");
  }
  const problem = jsonValueProblem(value);
  if (problem) return refuse("invalid", problem);
  const parsed = (operation.body ?? NO_QUERY).safeParse(value);
  if (parsed.success) return { ok: true, value: parsed.data, text };
  return { ...refuse("invalid", "Some fields are not valid.", zodFieldErrors(parsed.error)), unprocessable: true };
}

function zodFieldErrors(error: z.ZodError): Record<string, string> {
  const fieldErrors: Record<string, string> = {};
  for (const issue of error.issues) {
    const unknownKeys = issue.code === "unrecognized_keys" ? issue.keys : [];
    for (const key of unknownKeys) fieldErrors[key] = "Not a field of this operation.";
    if (unknownKeys.length > 0) continue;
    const name = issue.path.length > 0 ? issue.path.join(".") : "body";
    fieldErrors[name] ??= issue.message;
  }
  return fieldErrors;
}

/** The query string checked against a zod schema; every problem is named by its parameter. */
function parseQuery<S extends z.ZodType>(schema: S, url: URL): Outcome<{ value: z.output<S> }> {
  const raw: Record<string, string> = {};
  const repeated: string[] = [];
  for (const [key, value] of url.searchParams) {
    if (key in raw) repeated.push(key);
    raw[key] = value;
  }
  if (repeated.length > 0) {
    return refuse(
      "invalid",
      "Give each query parameter once.",
      Object.fromEntries(repeated.map((key) => [key, "Given more than once."])),
    );
  }
  const parsed = schema.safeParse(raw);
  if (parsed.success) return { ok: true, value: parsed.data };
  const fieldErrors: Record<string, string> = {};
  for (const issue of parsed.error.issues) {
    const unknownKeys = issue.code === "unrecognized_keys" ? issue.keys : [];
    for (const key of unknownKeys) fieldErrors[key] = "Not a parameter of this operation.";
    if (unknownKeys.length === 0) fieldErrors[String(issue.path[0] ?? "query")] ??= issue.message;
  }
  return refuse("invalid", "Some query parameters are not valid.", fieldErrors);
}
