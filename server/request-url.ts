import type { NextFunction, Request, Response } from "express";
import { refuseAndClose } from "./refusals.ts";

export const NUL_IN_ADDRESS_MESSAGE =
  "The address contains a NUL character (%00), which no page accepts. Remove it and try again.";
export const BROKEN_ENCODING_MESSAGE =
  "The address has broken percent-encoding (a % not followed by two hex digits, or bytes that are not UTF-8). Correct the address and try again.";

/** Why the raw request target cannot be served, or null when it can. */
export function addressProblem(rawUrl: string): string | null {
  // Path and query alike: every route param and search param is decoded from one of them.
  let decoded: string;
  try {
    decoded = decodeURIComponent(rawUrl);
  } catch {
    return BROKEN_ENCODING_MESSAGE;
  }
  if (decoded.includes("\u0000")) return NUL_IN_ADDRESS_MESSAGE;
  return null;
}

/**
 * Refuses, on every method and before any route runs, an address holding a NUL byte (PostgreSQL
 * text cannot store one; it would reach params, search params and Location headers) or
 * percent-encoding that does not decode. A raw NUL never gets this far: Node's parser refuses it
 * (answerUnreadableRequest in server/refusals.ts).
 */
export function refuseUnsafeAddresses(request: Request, response: Response, next: NextFunction) {
  const problem = addressProblem(request.originalUrl);
  if (problem) return refuseAndClose(request, response, 400, problem);
  next();
}
