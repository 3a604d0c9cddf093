import { DEFAULT_MESSAGE_FOR_REASON, type Refusal, type RefusalReason, STATUS_FOR_REASON } from "~/lib/refusal";

/**
 * RFC 9457 problem details built from the one refusal vocabulary (app/lib/refusal.ts): the status
 * comes from STATUS_FOR_REASON, so the API refuses exactly as the pages do. 401 (no valid token) is
 * the one status the vocabulary has no reason for: a page sends a visitor to sign in instead.
 */
export const PROBLEM_TYPE_BASE = "https://campus.invalid/problems/";

const TITLE_FOR_REASON: Record<RefusalReason | "unauthenticated", string> = {
  invalid: "Invalid request",
  missing: "Not found",
  stale: "Conflict",
  conflict: "Conflict",
  forbidden: "Forbidden",
  closed: "Gone",
  "too-many": "Too many requests",
  "too-large": "Payload too large",
  "unsupported-type": "Unsupported media type",
  unauthenticated: "Unauthorized",
};

export interface ProblemDetails {
  type: string;
  title: string;
  status: number;
  detail: string;
  errors?: Record<string, string>;
}

/**
 * A refusal of a well-formed request whose content breaks a rule (a body field, an Idempotency-Key
 * reused for another request): 422, the one API status beside 401 that pages do not use.
 */
export type ApiRefusal = Refusal & { unprocessable?: boolean };

function problemFor(refusal: ApiRefusal): ProblemDetails {
  if (refusal.unprocessable) {
    return {
      type: `${PROBLEM_TYPE_BASE}unprocessable`,
      title: "Unprocessable content",
      status: 422,
      detail: refusal.message ?? DEFAULT_MESSAGE_FOR_REASON.invalid,
      ...(refusal.fieldErrors ? { errors: refusal.fieldErrors } : {}),
    };
  }
  return {
    type: `${PROBLEM_TYPE_BASE}${refusal.reason}`,
    title: TITLE_FOR_REASON[refusal.reason],
    status: STATUS_FOR_REASON[refusal.reason],
    detail: refusal.message ?? DEFAULT_MESSAGE_FOR_REASON[refusal.reason],
    ...(refusal.fieldErrors ? { errors: refusal.fieldErrors } : {}),
  };
}

export function problemResponse(problem: ProblemDetails, headers?: HeadersInit): Response {
  const responseHeaders = new Headers(headers);
  responseHeaders.set("Content-Type", "application/problem+json");
  responseHeaders.set("Cache-Control", "no-store");
  return new Response(JSON.stringify(problem), { status: problem.status, headers: responseHeaders });
}

export function refusalProblemResponse(refusal: ApiRefusal, headers?: HeadersInit): Response {
  return problemResponse(problemFor(refusal), headers);
}

export function unauthenticatedResponse(): Response {
  return problemResponse(
    {
      type: `${PROBLEM_TYPE_BASE}unauthenticated`,
      title: TITLE_FOR_REASON.unauthenticated,
      status: 401,
      detail: "Send a valid, unrevoked personal access token as `Authorization: Bearer campus_pat_…`.",
    },
    { "WWW-Authenticate": 'Bearer realm="campus-api"' },
  );
}
