import type { IncomingHttpHeaders } from "node:http";
import { Transform, type TransformCallback } from "node:stream";
import { writeReadableStreamToWritable } from "@react-router/node";
import type { Request as ExpressRequest, Response as ExpressResponse, NextFunction } from "express";
import { createRequestHandler as createReactRouterHandler, type ServerBuild } from "react-router";
import { getLogger } from "../app/lib/logger.server.ts";
import { currentRequestContext } from "../app/lib/request-context.server.ts";
import { webStreamFromNode } from "../app/lib/web-stream-from-node.server.ts";
import { localizedLocation } from "./locale.ts";
import { serverTimingIsOn } from "./observability.ts";
import { type PageCache, withoutPageCacheMarker } from "./page-cache.ts";
import { closeGently, isApiAddress, refuseAndClose } from "./refusals.ts";
import {
  BODY_TOO_LARGE_ERROR_NAME,
  type BodyLimit,
  type BodyLimitSettings,
  bodyLimitFor,
  bodyTooLargeError,
  bodyTooLargeMessage,
} from "./request-limits.ts";

/**
 * Campus's own Express adapter for React Router, in place of @react-router/express: the same
 * Request and Response translation, but the Request's body is a byte-counting stream, so no
 * body grows past its limit (server/request-limits.ts) in memory, whichever route reads it.
 */

/** Anything that answers a Fetch Request: React Router's handler, or a small one in tests. */
export type FetchHandler = (request: Request) => Promise<Response>;

export function createCampusRequestHandler(options: {
  build: ServerBuild | (() => Promise<ServerBuild>);
  mode: string;
  limits: BodyLimitSettings;
  /** Anonymous documents the entry marks storable are kept here (server/page-cache.ts). */
  pageCache?: PageCache;
}) {
  const handleRequest = createReactRouterHandler(options.build, options.mode);
  const admit =
    options.pageCache?.admit ?? ((_response: ExpressResponse, answer: Response) => withoutPageCacheMarker(answer));
  return serveFetchHandler((request) => handleRequest(request), options.limits, admit);
}

/**
 * Refuses a declared Content-Length over the limit at once, without reading a byte of the body.
 * Runs before everything else, so no middleware or route starts on such a request.
 */
export function refuseDeclaredOversizeBodies(settings: BodyLimitSettings) {
  return (request: ExpressRequest, response: ExpressResponse, next: NextFunction) => {
    const limit = bodyLimitFor(request.path, settings);
    const declared = Number(request.headers["content-length"] ?? 0);
    if (declared > limit.bytes) return refuseAndClose(request, response, 413, bodyTooLargeMessage(limit));
    next();
  };
}

/** Express middleware serving every request through `handle`, with the body counted as it streams. */
export function serveFetchHandler(
  handle: FetchHandler,
  settings: BodyLimitSettings,
  admit: (response: ExpressResponse, answer: Response) => Response | Promise<Response> = (_response, answer) => answer,
) {
  return async (request: ExpressRequest, response: ExpressResponse, next: NextFunction) => {
    const limit = bodyLimitFor(request.path, settings);
    const abort = new AbortController();
    let isTooLarge = false;
    const refuseTooLarge = () => {
      isTooLarge = true;
      // Answer now, whatever the route would have said, and stop reading: the rest is never buffered.
      refuseAndClose(request, response, 413, bodyTooLargeMessage(limit));
      abort.abort(bodyTooLargeError(limit));
    };
    try {
      const fetchResponse = await admit(
        response,
        await handle(toFetchRequest(request, response, abort, limit, refuseTooLarge)),
      );
      if (isTooLarge || isResponseClosed(response)) {
        await fetchResponse.body?.cancel().catch(() => {});
        return;
      }
      await sendFetchResponse(request, response, fetchResponse);
    } catch (error) {
      if (isTooLarge || isBodyTooLarge(error)) return;
      // The API's clients read problem details, a failure's too; pages get the frame's error page.
      if (isApiAddress(request.originalUrl) && !response.headersSent) {
        getLogger().error({ error: String(error), path: request.path }, "api request failed");
        return refuseAndClose(request, response, 500, "Something went wrong on our side. Try again later.");
      }
      next(error);
    }
  };
}

function isBodyTooLarge(error: unknown): boolean {
  return error instanceof Error && error.name === BODY_TOO_LARGE_ERROR_NAME;
}

/** Passes bytes through until there are more than the limit, then errors the stream. */
class ByteLimit extends Transform {
  private received = 0;
  private readonly limit: BodyLimit;
  private readonly onExceeded: () => void;

  // Plain fields, not parameter properties: Node runs this file with type stripping only.
  constructor(limit: BodyLimit, onExceeded: () => void) {
    super();
    this.limit = limit;
    this.onExceeded = onExceeded;
  }

  override _transform(chunk: Buffer, _encoding: BufferEncoding, callback: TransformCallback) {
    this.received += chunk.length;
    if (this.received <= this.limit.bytes) return callback(null, chunk);
    callback(bodyTooLargeError(this.limit));
    this.onExceeded();
  }
}

function toFetchRequest(
  request: ExpressRequest,
  response: ExpressResponse,
  abort: AbortController,
  limit: BodyLimit,
  onExceeded: () => void,
): Request {
  // A client that goes away mid-request aborts the route's work; a finished response does not.
  let isFinished = false;
  response.on("finish", () => {
    isFinished = true;
  });
  response.on("close", () => {
    if (!isFinished) abort.abort();
  });
  const init: RequestInit & { duplex?: "half" } = {
    method: request.method,
    headers: toFetchHeaders(request.headers),
    signal: abort.signal,
  };
  if (request.method !== "GET" && request.method !== "HEAD") {
    const counted = new ByteLimit(limit, () => {
      request.unpipe(counted);
      onExceeded();
    });
    // The route may stop reading with an error of its own (a multipart parser cancels the body with
    // the part header it could not read): the route answers that; here the counting only stops, and
    // the unread rest is drained when the answer goes (sendFetchResponse). The request itself needs
    // no listener: Node answers a client that went away without an 'error' nobody hears.
    request.pipe(counted);
    init.body = webStreamFromNode(counted, () => request.unpipe(counted));
    init.duplex = "half";
  }
  return new Request(requestUrl(request), init);
}

/**
 * The URL the browser asked for. request.protocol and request.hostname follow X-Forwarded-Proto
 * and X-Forwarded-Host only when TRUST_PROXY trusts the proxy that sent them.
 */
function requestUrl(request: ExpressRequest): string {
  const host = request.host ?? "localhost";
  const safeHost = /^[a-z0-9.\-[\]:]+$/i.test(host) ? host : "localhost";
  return new URL(`${request.protocol}://${safeHost}${request.originalUrl}`).href;
}

function toFetchHeaders(incoming: IncomingHttpHeaders): Headers {
  const headers = new Headers();
  for (const [name, value] of Object.entries(incoming)) {
    if (value === undefined) continue;
    if (Array.isArray(value)) for (const item of value) headers.append(name, item);
    else headers.set(name, value);
  }
  return headers;
}

/**
 * SERVER_TIMING=1: the header head of every React Router answer, `cpu` (ms of process CPU from the
 * edge taking the request until the body was complete), `db` (ms in SQL) and `statements` (how many).
 * A header goes before the body, so the body is read whole first: the figures cover the render, and
 * the page is sent at once instead of streamed (a diagnostic mode: benchmarks, never a default).
 * An event stream never ends and gets no header.
 */
async function withServerTiming(fetchResponse: Response): Promise<Response> {
  const context = currentRequestContext();
  const cpuAtStart = context?.cpuAtStart;
  if (!cpuAtStart || /text\/event-stream/i.test(fetchResponse.headers.get("Content-Type") ?? "")) return fetchResponse;
  const body = fetchResponse.body ? new Uint8Array(await fetchResponse.arrayBuffer()) : null;
  const cpu = process.cpuUsage(cpuAtStart);
  const sqlUsage = context.sql ?? { statements: 0, ms: 0 };
  const headers = new Headers(fetchResponse.headers);
  headers.set("Server-Timing", serverTimingValue((cpu.user + cpu.system) / 1000, sqlUsage.ms, sqlUsage.statements));
  return new Response(body?.byteLength ? body : null, {
    status: fetchResponse.status,
    statusText: fetchResponse.statusText,
    headers,
  });
}

function serverTimingValue(cpuMs: number, sqlMs: number, statements: number): string {
  return `cpu;dur=${cpuMs.toFixed(1)}, db;dur=${sqlMs.toFixed(1)}, statements;dur=${statements}`;
}

async function sendFetchResponse(request: ExpressRequest, response: ExpressResponse, answer: Response) {
  const fetchResponse = serverTimingIsOn() ? await withServerTiming(answer) : answer;
  response.statusMessage = fetchResponse.statusText;
  response.status(fetchResponse.status);
  for (const [name, value] of fetchResponse.headers.entries())
    response.append(name, name === "location" ? localizedLocation(response, value) : value);
  // A route that answered without reading all of a body (the upload route refusing a file over its
  // limit): close rather than read the rest to reuse the connection, gently, so a client still
  // sending reads the answer instead of a reset.
  if (!request.complete) {
    closeGently(request);
    response.setHeader("Connection", "close");
  }
  if (/text\/event-stream/i.test(fetchResponse.headers.get("Content-Type") ?? "")) response.flushHeaders();
  if (!fetchResponse.body) {
    response.end();
    return;
  }
  try {
    await writeReadableStreamToWritable(fetchResponse.body, response);
  } catch (error) {
    if (!isResponseClosed(response)) throw error;
  }
}

function isResponseClosed(response: ExpressResponse): boolean {
  return response.destroyed || response.writableEnded;
}
