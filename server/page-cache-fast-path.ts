import type { IncomingMessage, ServerResponse } from "node:http";
import type { Express, Request as ExpressRequest } from "express";
import { requestIdFrom } from "../app/lib/request-context.server.ts";
import type { Observability } from "./observability.ts";
import {
  HIT_HEADERS,
  hitAnswer,
  type PageCache,
  pageCacheKey,
  type StoredEncoding,
  type StoredPage,
} from "./page-cache.ts";
import { addressProblem } from "./request-url.ts";
import { edgeSecurityHeaders } from "./security.ts";

/**
 * Page-cache hits answered in node:http's 'request' listener, before Express
 * (docs/decisions/0059-page-cache-fast-path.md). A hit through Express passes the whole edge (request
 * context, the middleware chain, the router) to send bytes that were fixed when the page was stored;
 * here it is a key, a map lookup and one writeHead with a header block built once per stored page.
 *
 * Only what is certainly a hit is answered; everything else returns false and goes to Express unchanged:
 * - the edge's own checks would pass: GET or HEAD without a body (no Content-Length, no
 *   Transfer-Encoding), an address addressProblem (server/request-url.ts) accepts;
 * - the page cache's one eligibility rule (pageCacheKey) gives a key, with protocol and host read by
 *   Express's own getters (the request gets Express's prototype, as Express gives it; TRUST_PROXY counts);
 * - freshPage: stored, at the current content version (known now, not being read), younger than the
 *   cache's max age.
 * The response is the one the Express lookup sends for that hit: X-Request-Id, the edge's security
 * headers (edgeSecurityHeaders: one list for both), the stored headers, Vary and X-Cache, then
 * Content-Encoding and Content-Length, or the 304. The hit is counted and logged by the same
 * observability.recordRequest as every other request.
 */

export type FastPath = (request: IncomingMessage, response: ServerResponse) => boolean;

/**
 * The header blocks of one stored page: flat [name, value, ...] lists for writeHead, request id
 * first; an encoding's block is made at its first hit (the gzip copy itself may not exist before).
 */
interface PageBlocks {
  notModified: string[];
  withBody: Partial<Record<StoredEncoding, string[]>>;
}

export function createPageCacheFastPath(options: {
  /** The Express app the other requests go to: its request prototype reads protocol and host (trust proxy). */
  app: Express;
  pageCache: PageCache;
  observability: Observability;
  isProduction: boolean;
}): FastPath {
  const { app, pageCache, observability, isProduction } = options;
  const blocksOf = new WeakMap<StoredPage, PageBlocks>();

  function blocksFor(page: StoredPage, path: string, secure: boolean): PageBlocks {
    const known = blocksOf.get(page);
    if (known) return known;
    const common: string[] = ["X-Request-Id", ""];
    for (const [name, value] of edgeSecurityHeaders({ isProduction, path, secure })) common.push(name, value);
    for (const [name, value] of page.headers) common.push(name, value);
    for (const [name, value] of HIT_HEADERS) common.push(name, value);
    const blocks: PageBlocks = { notModified: common, withBody: {} };
    blocksOf.set(page, blocks);
    return blocks;
  }

  function blockWithBody(blocks: PageBlocks, encoding: StoredEncoding, body: Buffer): string[] {
    blocks.withBody[encoding] ??= [
      ...blocks.notModified,
      ...(encoding === "identity" ? [] : ["Content-Encoding", encoding]),
      "Content-Length",
      String(body.length),
    ];
    return blocks.withBody[encoding];
  }

  return function answerHit(request, response) {
    const started = process.hrtime.bigint();
    const method = request.method;
    if (method !== "GET" && method !== "HEAD") return false;
    const headers = request.headers;
    if (headers["content-length"] !== undefined || headers["transfer-encoding"] !== undefined) return false;
    const url = request.url ?? "";
    if (addressProblem(url) !== null) return false;
    // What Express's app.handle does first to every request; done again there when this falls through.
    Object.setPrototypeOf(request, app.request);
    const expressRequest = request as unknown as ExpressRequest;
    const protocol = expressRequest.protocol;
    const keyed = pageCacheKey({ method, originalUrl: url, host: expressRequest.host, protocol, headers });
    if (!keyed) return false;
    const page = pageCache.freshPage(keyed.key);
    if (!page) return false;
    const queryStart = url.indexOf("?");
    const path = queryStart === -1 ? url : url.slice(0, queryStart);
    // The key holds the protocol and the path, so a page's blocks are the same for every request that finds it.
    const blocks = blocksFor(page, path, protocol === "https");
    const requestId = requestIdFrom(headers["x-request-id"]);
    const answer = hitAnswer(page, headers["if-none-match"], headers["accept-encoding"]);
    const block = answer.status === 304 ? blocks.notModified : blockWithBody(blocks, answer.encoding, answer.body);
    // writeHead serialises the block at once, so the one shared array can carry this request's id.
    block[1] = requestId;
    response.writeHead(answer.status, block);
    response.end(answer.status === 304 || method === "HEAD" ? undefined : answer.body);
    observability.recordRequest(requestId, method, path, page.route, answer.status, started);
    return true;
  };
}
