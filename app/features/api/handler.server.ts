import type { z } from "zod";
import { consumeRateLimit, type RateLimitRule } from "~/lib/rate-limit.server";
import { isRefusal, type Outcome, refuse } from "~/lib/refusal";
import { getDb } from "~/server/app-context.server";
import { refusalProblemResponse, unauthenticatedResponse } from "./problem.server";
import { type ApiResource, hasScope } from "./scopes";
import { type ApiCaller, authenticateToken } from "./tokens.server";

/** Per token, shared by every server process on the database (app/lib/rate-limit.server.ts). */
export const API_RATE_LIMIT: RateLimitRule = { limit: 600, windowMs: 60_000 };

export function rateLimitKey(tokenId: string) {
  return `api:token:${tokenId}`;
}

/**
 * Every /api/v1 call in one order: token (401), scope (403), rate limit (429), then the work, whose
 * refusals become problem details. The work returns a JSON body or a refusal; it never throws for
 * bad input.
 */
export async function handleApiRequest(
  request: Request,
  scope: { resource: ApiResource; access: "read" | "write" },
  work: (caller: ApiCaller) => Promise<Outcome<{ body: unknown }>>,
): Promise<Response> {
  const db = getDb();
  const caller = await authenticateToken(db, request.headers.get("Authorization"));
  if (!caller) return unauthenticatedResponse();
  if (!hasScope(caller.scopes, scope.resource, scope.access)) {
    return refusalProblemResponse(
      refuse("forbidden", `This token has no ${scope.resource}:${scope.access} scope. Ask an admin for one that has.`),
    );
  }
  const limited = await consumeRateLimit(db, rateLimitKey(caller.tokenId), API_RATE_LIMIT);
  if (!limited.allowed) {
    return refusalProblemResponse(
      refuse("too-many", `This token made more than ${API_RATE_LIMIT.limit} requests in a minute.`),
      { "Retry-After": String(limited.retryAfterSeconds) },
    );
  }
  const outcome = await work(caller);
  if (isRefusal(outcome)) return refusalProblemResponse(outcome);
  return Response.json(outcome.body, { headers: { "Cache-Control": "no-store" } });
}

/** The query string checked against a zod schema; every problem is named by its parameter. */
export function parseQuery<S extends z.ZodType>(schema: S, url: URL): Outcome<{ value: z.output<S> }> {
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
