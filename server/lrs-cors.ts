import type { NextFunction, Request, Response } from "express";

/**
 * Cross-origin access to the LRS (decision 0098-lrs): a cmi5 unit served from its package runs
 * sandboxed at an opaque origin, and a unit hosted elsewhere has its own origin, so their calls to
 * /xapi/* (statements, state, the fetch URL) are cross-origin. Every origin may call: the LRS
 * authenticates those calls by the Authorization header only (the launch's auth token, or the
 * one-time fetch token in the path), never by a cookie, and refuses a session cookie on a request
 * from another origin (app/routes/xapi/xapi-http.server.ts). One middleware, for every LRS route.
 */

const LRS_PATH = /^\/xapi\//i;

const ALLOWED_HEADERS = ["Authorization", "Content-Type", "X-Experience-API-Version", "If-Match", "If-None-Match"].join(
  ", ",
);

const EXPOSED_HEADERS = [
  "ETag",
  "Last-Modified",
  "X-Experience-API-Version",
  "X-Experience-API-Consistent-Through",
].join(", ");

/** Whether the path is the LRS's, which takes cross-origin calls (and no cookie-borne ones). */
export function isLrsPath(path: string): boolean {
  return LRS_PATH.test(path);
}

/** CORS headers on every LRS answer, and the preflight (OPTIONS) answered here with 204. */
export function allowLrsCrossOrigin(request: Request, response: Response, next: NextFunction) {
  if (!isLrsPath(request.path)) return next();
  // "*" and never Allow-Credentials: a browser then sends no cookie the answer could depend on.
  response.setHeader("Access-Control-Allow-Origin", "*");
  response.setHeader("Access-Control-Expose-Headers", EXPOSED_HEADERS);
  if (request.method !== "OPTIONS") return next();
  response.setHeader("Access-Control-Allow-Methods", "GET, HEAD, POST, PUT, DELETE, OPTIONS");
  response.setHeader("Access-Control-Allow-Headers", ALLOWED_HEADERS);
  response.setHeader("Access-Control-Max-Age", "600");
  response.status(204).end();
}
