import { promisify } from "node:util";
import zlib from "node:zlib";
import type { Request as ExpressRequest, Response as ExpressResponse, NextFunction } from "express";
import { isNotModified, REVALIDATE_CACHE_CONTROL } from "../app/lib/document-cache.server.ts";
import {
  BASE_LOCALE,
  isLanguageChoiceOnly,
  type Locale,
  localeFromCookieHeader,
  localeFromTag,
} from "../app/lib/i18n/locales.ts";
import { isLocalizedPath, splitLocalePrefix } from "../app/lib/i18n/localized-path.ts";
import type { UserRole } from "../db/schema.ts";
import { BROTLI_WINDOW_BITS, GZIP_LEVEL } from "./dynamic-compression.ts";
import { preferredLocale } from "./locale.ts";
import { acceptsEncoding } from "./precompressed-static.ts";
import {
  type AccountSlots,
  cutAtAccountSlots,
  type SlottedPage,
  sessionOnlyCookies,
  signedInDocument,
} from "./signed-in-hits.ts";

/**
 * The server-side cache of anonymous documents (docs/decisions/0052-page-cache.md).
 *
 * - Eligible: GET or HEAD with no Cookie (but the language choice) and no Authorization header, not
 *   a request server/locale.ts sends to its language's address, an address of at most
 *   MAX_URL_LENGTH characters with no control character, not a `.data` request. Stored: only what
 *   app/entry.server.tsx marks storable (every matched route public, 200, no Set-Cookie, no route's
 *   own no-store/private): the marker header is taken off before anything is sent.
 * - Key: host + path + the query sorted (at most MAX_QUERY_PARAMS parameters, at most
 *   MAX_VARIANTS_PER_PATH queries per path, the path's least recently used leaving first), so `?b=1&a=2` and `?a=2&b=1` are one page; a page
 *   with one address for every language is kept per language (decision 0106-languages).
 * - Each page is kept as identity and brotli bytes (brotli once, off the event loop, and the miss is
 *   answered with that copy), and gzip made at the first hit that asks for it, so a hit costs no
 *   compression.
 * - Bounded: least recently used pages leave once the bytes of all variants pass maxBytes.
 * - Fresh: a page is served only while the content version it was rendered at is current (a trigger
 *   bumps it with every write to a table public pages read; db/content-versions.ts), and for at most
 *   maxAgeMs ("upcoming", "seats left" move with the clock). The version is read at most
 *   versionMaxAgeMs ago (one read shared by the requests in that window); a write request this
 *   process answers forgets it at once, so the writer's own next page is fresh.
 * - Hits answer If-None-Match with 304 from the stored ETag; `X-Cache: hit|miss` says which.
 * - A stored page, its first answer and every hit, says that shared caches may keep it too
 *   (PUBLIC_PAGE_CACHE_CONTROL, pageVary; decision 0115-proxies-cdn-and-signed-in-hits): a reverse proxy or CDN in front
 *   keeps what this cache keeps, for as long, and is purged when the content version moves
 *   (app/platform/cdn/cdn-purge.server.ts).
 */

export const MAX_URL_LENGTH = 2_048;
export const MAX_QUERY_PARAMS = 16;
export const MAX_VARIANTS_PER_PATH = 64;
/**
 * What a stored page tells the browser and any shared cache in front (decision 0115-proxies-cdn-and-signed-in-hits):
 * - `public`: the page is the same for every anonymous visitor of its address (what this cache already
 *   relies on); signed-in visitors' documents never come here (a cookie makes a request ineligible)
 *   and keep no `public`.
 * - `max-age=0`: the browser asks each time, with the ETag, as with the former `private, no-cache`:
 *   an unchanged page is a 304 with no body.
 * - `s-maxage=60`: a proxy or CDN keeps it as long as this cache does (its maxAgeMs: "upcoming",
 *   "seats left" move with the clock); a content change is purged from the CDN at once when one is
 *   configured, and otherwise lasts at most this long there.
 * - No `stale-while-revalidate`: browsers honour it too, and with `max-age=0` Chromium then showed the
 *   copy it had kept, from before a change, and fetched the new one only behind it (a home page
 *   published a moment ago looked unpublished). A proxy that should answer from a stale copy while it
 *   refreshes says so in its own configuration (nginx: `proxy_cache_use_stale updating`).
 */
export const PUBLIC_PAGE_CACHE_CONTROL = "public, max-age=0, s-maxage=60";

/**
 * The request headers a stored page depends on besides its address, for a shared cache's key:
 * Accept-Encoding (the stored copies), Cookie (a session or a colour scheme makes another document;
 * the language choice another language), and, at an address without a language prefix,
 * Accept-Language (server/locale.ts answers it in, or sends it to, the visitor's language).
 */
export function pageVary(path: string): string {
  return splitLocalePrefix(path).locale ? "Accept-Encoding, Cookie" : "Accept-Encoding, Accept-Language, Cookie";
}

/**
 * Quality 5: a stored page is compressed once per version and sent many times, so a little more
 * CPU than the dynamic pages' quality 4 buys smaller hits; the window as theirs (every page fits).
 */
const BROTLI_PARAMS = {
  [zlib.constants.BROTLI_PARAM_QUALITY]: 5,
  [zlib.constants.BROTLI_PARAM_LGWIN]: BROTLI_WINDOW_BITS,
};

const MARKER_HEADER = "x-campus-page-cache";
/**
 * The marker's value for a page signed-in visitors may get with their own header (the entry's
 * PAGE_CACHE_SHARED_WITH_SIGNED_IN in app/lib/page-cache.server.ts; the server image does not carry
 * that module, so the value is written twice and tests/integration/signed-in-page-cache.test.ts fails
 * when they part).
 */
const SHARED_WITH_SIGNED_IN_MARKER = "storable, signed-in";
/** Headers a stored page does not keep: they belong to one response, or the cache sets them. */
const UNSTORED_HEADERS = new Set([
  MARKER_HEADER,
  "content-length",
  "content-encoding",
  "transfer-encoding",
  "date",
  "connection",
]);

const brotli = promisify(zlib.brotliCompress);

export interface PageCacheOptions {
  maxBytes: number;
  /** How long a stored page may be served at all. */
  maxAgeMs: number;
  /** How old the content version read may be (0: read on every eligible request). */
  versionMaxAgeMs: number;
  readVersion: () => Promise<number>;
  onError?: (error: unknown) => void;
  /** Signed-in visitors' copies of stored public pages (server/signed-in-hits.ts); without it they are rendered. */
  signedIn?: SignedInVisitors;
}

export interface SignedInVisitors {
  /** Who the session cookie belongs to (one database read), or null when it is signed out. */
  visitor: (cookie: string) => Promise<{ name: string; role: UserRole; locale: Locale | null } | null>;
  /** The header's account controls for a role in a language (rendered once each). */
  slots: (role: UserRole, locale: Locale) => Promise<AccountSlots>;
}

/** What a signed-in visitor's copy of a page says to caches: theirs alone, kept nowhere (decision 0115-proxies-cdn-and-signed-in-hits). */
export const SIGNED_IN_HIT_CACHE_CONTROL = "private, no-store";
/** Stored headers a signed-in visitor's copy does not carry: it is another document, for one person. */
const NOT_FOR_SIGNED_IN = new Set(["cache-control", "etag", "vary"]);

export interface StoredPage {
  key: string;
  pathKey: string;
  version: number;
  storedAt: number;
  /** The request metrics' route label (the middleware's own "static" when no pattern was set). */
  route: string;
  headers: Array<[string, string]>;
  etag: string | null;
  /** The stored page may be served to signed-in visitors with their own header (the entry says so). */
  sharedWithSignedIn: boolean;
  /** The page's language (its <html lang>), for the header's words. */
  locale: Locale;
  identity: Buffer;
  /** Made at the first hit that asks for gzip (nearly every browser takes brotli): see storedBody. */
  gzip: Buffer | null;
  br: Buffer;
  bytes: number;
}

interface PendingMiss {
  key: string;
  pathKey: string;
  /** The address's path (no query), for its Vary. */
  path: string;
  version: number;
  ifNoneMatch: string | undefined;
  /** Hands the stored page (or null: nothing to store) to the requests waiting for this render. */
  settle: (page: StoredPage | null) => void;
}

/** The render under way for a key: requests for the same page at the same version wait for it. */
interface Flight {
  version: number;
  page: Promise<StoredPage | null>;
}

/** The cache key of an eligible request, or null when the request may not be served from or stored in the cache. */
export function pageCacheKey(request: {
  method: string;
  originalUrl: string;
  host?: string;
  protocol: string;
  headers: Record<string, unknown>;
}): { key: string; pathKey: string } | null {
  if (request.method !== "GET" && request.method !== "HEAD") return null;
  if (request.headers.authorization !== undefined) return null;
  const cookie = request.headers.cookie;
  if (cookie !== undefined && !isOnlyLanguageChoice(cookie)) return null;
  const url = request.originalUrl;
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is refused.
  if (url.length > MAX_URL_LENGTH || /[\u0000-\u001f\u007f]/.test(url) || !url.startsWith("/")) return null;
  const queryStart = url.indexOf("?");
  const path = queryStart === -1 ? url : url.slice(0, queryStart);
  if (path.endsWith(".data")) return null;
  const language = languageKey(path, cookie, request.headers["accept-language"]);
  if (language === null) return null;
  const pathKey = `${request.protocol}://${request.host ?? ""}${path}${language}`;
  if (queryStart === -1 || queryStart === url.length - 1) return { key: pathKey, pathKey };
  const params = [...new URLSearchParams(url.slice(queryStart + 1))];
  if (params.length > MAX_QUERY_PARAMS) return null;
  params.sort(([nameA, valueA], [nameB, valueB]) =>
    nameA === nameB ? (valueA < valueB ? -1 : valueA > valueB ? 1 : 0) : nameA < nameB ? -1 : 1,
  );
  return { key: `${pathKey}?${new URLSearchParams(params).toString()}`, pathKey };
}

function isOnlyLanguageChoice(cookie: unknown): boolean {
  return typeof cookie === "string" && isLanguageChoiceOnly(cookie);
}

/**
 * What the page's language adds to its key: nothing for an address that names its language (the
 * path says it) or an English page, "#af" for a page with one address answered in Afrikaans, and
 * null for a plain public address the edge sends to another language's address (server/locale.ts).
 */
function languageKey(path: string, cookie: unknown, acceptLanguage: unknown): string | null {
  if (splitLocalePrefix(path).locale) return "";
  const locale = preferredLocale(
    typeof cookie === "string" ? cookie : undefined,
    typeof acceptLanguage === "string" ? acceptLanguage : undefined,
  );
  if (locale === BASE_LOCALE) return "";
  return isLocalizedPath(path) ? null : `#${locale}`;
}

/** The content version, read at most maxAgeMs ago; concurrent callers share one read. */
export function createVersionSource(read: () => Promise<number>, maxAgeMs: number) {
  let value: number | undefined;
  let readAt = 0;
  let pending: Promise<number> | undefined;
  let generation = 0;
  return {
    current(): number | Promise<number> {
      if (value !== undefined && Date.now() - readAt <= maxAgeMs) return value;
      if (pending) return pending;
      const started = Date.now();
      const readGeneration = generation;
      const reading = read().then(
        (version) => {
          // A write answered meanwhile makes this read too old to keep.
          if (readGeneration === generation) {
            value = version;
            readAt = started;
          }
          if (pending === reading) pending = undefined;
          return version;
        },
        (error) => {
          if (pending === reading) pending = undefined;
          throw error;
        },
      );
      pending = reading;
      return reading;
    },
    forget() {
      generation += 1;
      value = undefined;
      pending = undefined;
    },
  };
}

/** Least recently used pages leave first once the bytes pass the bound (Map keeps insertion order). */
class PageStore {
  private readonly pages = new Map<string, StoredPage>();
  private readonly variantsPerPath = new Map<string, number>();
  private totalBytes = 0;
  private readonly maxBytes: number;

  constructor(maxBytes: number) {
    this.maxBytes = maxBytes;
  }

  get bytes() {
    return this.totalBytes;
  }

  get size() {
    return this.pages.size;
  }

  /** The page for a key, without counting it as used. */
  peek(key: string): StoredPage | undefined {
    return this.pages.get(key);
  }

  get(key: string): StoredPage | undefined {
    const page = this.pages.get(key);
    if (!page) return undefined;
    this.pages.delete(key);
    this.pages.set(key, page);
    return page;
  }

  set(page: StoredPage) {
    if (page.bytes > this.maxBytes) return;
    const previous = this.pages.get(page.key);
    if (previous) this.delete(previous);
    else if ((this.variantsPerPath.get(page.pathKey) ?? 0) >= MAX_VARIANTS_PER_PATH)
      this.deleteOldestVariant(page.pathKey);
    this.pages.set(page.key, page);
    this.variantsPerPath.set(page.pathKey, (this.variantsPerPath.get(page.pathKey) ?? 0) + 1);
    this.totalBytes += page.bytes;
    for (const oldest of this.pages.values()) {
      if (this.totalBytes <= this.maxBytes) break;
      this.delete(oldest);
    }
  }

  /**
   * A path's least recently used query leaves for a new one. Refusing the new one instead (as before)
   * let the first 64 queries of a path hold it for good: expired or cache-busting variants
   * (`?utm_…`, a bench's `?bench=`) kept every later search of that page a render.
   */
  private deleteOldestVariant(pathKey: string) {
    for (const stored of this.pages.values()) {
      if (stored.pathKey === pathKey) return this.delete(stored);
    }
  }

  delete(page: StoredPage) {
    if (this.pages.get(page.key) !== page) return;
    this.pages.delete(page.key);
    this.totalBytes -= page.bytes;
    const variants = (this.variantsPerPath.get(page.pathKey) ?? 1) - 1;
    if (variants <= 0) this.variantsPerPath.delete(page.pathKey);
    else this.variantsPerPath.set(page.pathKey, variants);
  }
}

export type StoredEncoding = "br" | "gzip" | "identity";

function acceptedEncoding(header: string | undefined): StoredEncoding {
  if (!header) return "identity";
  if (acceptsEncoding(header, "br")) return "br";
  if (acceptsEncoding(header, "gzip")) return "gzip";
  return "identity";
}

/**
 * How a hit is answered, for the Express lookup and the fast path alike: 304 when If-None-Match
 * names the stored ETag, else 200 with the copy Accept-Encoding prefers.
 */
export function hitAnswer(
  page: StoredPage,
  ifNoneMatch: string | undefined,
  acceptEncoding: string | undefined,
): { status: 304 } | { status: 200; encoding: StoredEncoding; body: Buffer } {
  if (page.etag && isNotModified(ifNoneMatch ?? null, page.etag)) return { status: 304 };
  const encoding = acceptedEncoding(acceptEncoding);
  return { status: 200, encoding, body: storedBody(page, encoding) };
}

/**
 * A stored page's bytes in an encoding. The gzip copy is made once, at the first request that takes
 * gzip and not brotli, rather than for every page at every miss: a miss cost a brotli pass for the
 * answer, another for the store and a gzip at level 9 (about 5 ms of CPU on a 60 kB page), now one
 * brotli pass. Its bytes were reserved when the page was stored (storedPageBytes).
 */
export function storedBody(page: StoredPage, encoding: StoredEncoding): Buffer {
  if (encoding === "br") return page.br;
  if (encoding === "identity") return page.identity;
  page.gzip ??= zlib.gzipSync(page.identity, { level: GZIP_LEVEL });
  return page.gzip;
}

/** What a stored page may hold: identity, brotli, and room for the gzip copy (about brotli's size and a quarter). */
function storedPageBytes(identity: Buffer, br: Buffer): number {
  return identity.length + br.length + Math.ceil(br.length * 1.25) + 512;
}

/** The headers every hit carries after the stored ones (which hold Vary and Cache-Control). */
export const HIT_HEADERS: ReadonlyArray<[string, string]> = [["X-Cache", "hit"]];

export type PageCache = ReturnType<typeof createPageCache>;

export function createPageCache(options: PageCacheOptions) {
  const store = new PageStore(options.maxBytes);
  const versions = createVersionSource(options.readVersion, options.versionMaxAgeMs);
  const report = options.onError ?? (() => {});
  const flights = new Map<string, Flight>();

  function serveHit(
    request: ExpressRequest,
    response: ExpressResponse,
    page: StoredPage,
    ifNoneMatch: string | undefined,
  ) {
    response.locals.route = page.route;
    for (const [name, value] of page.headers) response.setHeader(name, value);
    for (const [name, value] of HIT_HEADERS) response.setHeader(name, value);
    const answer = hitAnswer(page, ifNoneMatch, request.headers["accept-encoding"]);
    if (answer.status === 304) {
      response.statusCode = 304;
      response.end();
      return;
    }
    if (answer.encoding !== "identity") response.setHeader("Content-Encoding", answer.encoding);
    response.setHeader("Content-Length", answer.body.length);
    response.statusCode = 200;
    response.end(request.method === "HEAD" ? undefined : answer.body);
  }

  /**
   * The stored page for a key when it may be served now, without waiting: the content version is
   * known (not being read) and current, and the page is younger than maxAgeMs. Anything else
   * (no page, a stale one, a version being read) is undefined: the Express lookup decides.
   */
  function freshPage(key: string): StoredPage | undefined {
    const version = versions.current();
    if (typeof version !== "number") return undefined;
    const page = store.get(key);
    return page && isFresh(page, version) ? page : undefined;
  }

  function isFresh(page: StoredPage, version: number) {
    return page.version === version && Date.now() - page.storedAt < options.maxAgeMs;
  }

  /** First in the chain after the edge: answers a hit, or marks the request as a miss to store. */
  function lookup(request: ExpressRequest, response: ExpressResponse, next: NextFunction) {
    const method = request.method;
    if (method !== "GET" && method !== "HEAD") {
      // A write this process answers may change a page: read the version afresh after it.
      if (method !== "OPTIONS") response.once("finish", versions.forget);
      return next();
    }
    const keyed = pageCacheKey(request);
    if (!keyed) return next();
    const proceed = (version: number) => {
      const ifNoneMatch = request.headers["if-none-match"];
      const page = store.get(keyed.key);
      if (page) {
        if (isFresh(page, version)) return serveHit(request, response, page, ifNoneMatch);
        store.delete(page);
      }
      // One render per page at a time: when it expires or the version moves under load, the others
      // wait for that render instead of all rendering it at once.
      const flight = flights.get(keyed.key);
      if (flight && flight.version === version) {
        flight.page.then((stored) => {
          if (stored) return serveHit(request, response, stored, ifNoneMatch);
          response.setHeader("X-Cache", "miss");
          next();
        });
        return;
      }
      if (method === "GET") {
        let resolve: (page: StoredPage | null) => void = () => {};
        const page = new Promise<StoredPage | null>((settle) => {
          resolve = settle;
        });
        const ownFlight: Flight = { version, page };
        flights.set(keyed.key, ownFlight);
        let settled = false;
        const settle = (stored: StoredPage | null) => {
          if (settled) return;
          settled = true;
          if (flights.get(keyed.key) === ownFlight) flights.delete(keyed.key);
          resolve(stored);
        };
        const queryStart = request.originalUrl.indexOf("?");
        const path = queryStart === -1 ? request.originalUrl : request.originalUrl.slice(0, queryStart);
        const miss: PendingMiss = { ...keyed, path, version, ifNoneMatch, settle };
        response.locals.pageCacheMiss = miss;
        // An answer the app did not mark (an error, a redirect, a page with a cookie) stores nothing.
        response.once("close", () => {
          if (!response.locals.pageCacheAdmitted) settle(null);
        });
        // The whole page comes back to be stored; the 304 is answered here from its ETag.
        delete request.headers["if-none-match"];
      }
      response.setHeader("X-Cache", "miss");
      next();
    };
    const version = versions.current();
    if (typeof version === "number") return proceed(version);
    version.then(proceed, (error) => {
      report(error);
      next();
    });
  }

  /**
   * The app's answer to a request: a marked page is taken as bytes, answered, and compressed
   * and stored after; anything else passes through with the marker removed.
   */
  async function admit(response: ExpressResponse, fetchResponse: Response): Promise<Response> {
    const marker = fetchResponse.headers.get(MARKER_HEADER);
    if (marker === null) return fetchResponse;
    fetchResponse.headers.delete(MARKER_HEADER);
    const miss = response.locals.pageCacheMiss as PendingMiss | undefined;
    if (!miss || fetchResponse.status !== 200 || !fetchResponse.body) return fetchResponse;
    response.locals.pageCacheAdmitted = true;
    // A route's own freshness stays; the entry's default (`private, no-cache`) becomes the shared one.
    const cacheControl = fetchResponse.headers.get("cache-control");
    if (cacheControl === null || cacheControl === REVALIDATE_CACHE_CONTROL)
      fetchResponse.headers.set("Cache-Control", PUBLIC_PAGE_CACHE_CONTROL);
    fetchResponse.headers.set("Vary", pageVary(miss.path));
    const identity = Buffer.from(await fetchResponse.arrayBuffer());
    const headers: Array<[string, string]> = [];
    for (const [name, value] of fetchResponse.headers) if (!UNSTORED_HEADERS.has(name)) headers.push([name, value]);
    const etag = fetchResponse.headers.get("etag");
    const route = typeof response.locals.route === "string" ? response.locals.route : "static";
    const notModified = etag !== null && isNotModified(miss.ifNoneMatch ?? null, etag);
    let br: Buffer;
    try {
      // Off the event loop, once: the copy stored and, for a browser that takes brotli, the answer.
      br = await brotli(identity, { params: BROTLI_PARAMS });
    } catch (error) {
      miss.settle(null);
      report(error);
      return notModified
        ? new Response(null, { status: 304, headers: fetchResponse.headers })
        : new Response(identity, { status: 200, headers: fetchResponse.headers });
    }
    const page: StoredPage = {
      key: miss.key,
      pathKey: miss.pathKey,
      version: miss.version,
      storedAt: Date.now(),
      route,
      headers,
      etag,
      sharedWithSignedIn: marker === SHARED_WITH_SIGNED_IN_MARKER,
      locale: pageLocale(identity),
      identity,
      gzip: null,
      br,
      bytes: storedPageBytes(identity, br),
    };
    store.set(page);
    miss.settle(page);
    if (notModified) return new Response(null, { status: 304, headers: fetchResponse.headers });
    if (acceptedEncoding(response.req.headers["accept-encoding"]) !== "br")
      return new Response(identity, { status: 200, headers: fetchResponse.headers });
    // Already encoded: the dynamic compression after this leaves it as it is.
    const answerHeaders = new Headers(fetchResponse.headers);
    answerHeaders.set("Content-Encoding", "br");
    // (zlib's Buffer is typed over ArrayBufferLike; it is an ArrayBuffer's, as Response wants.)
    return new Response(br as Buffer<ArrayBuffer>, { status: 200, headers: answerHeaders });
  }

  const slotted = new WeakMap<StoredPage, SlottedPage | null>();

  /**
   * A signed-in visitor's GET of a stored public page that the entry marked as shared: the stored
   * body with their account controls in the header (server/signed-in-hits.ts), `private, no-store`,
   * no ETag; compressed by the dynamic compression after it, as their other pages are. A cookie that
   * is no longer signed in gets the stored page as it is. Anything else (another cookie, a page not
   * stored or not shared, a profile language the cookie does not carry yet) goes on to be rendered.
   */
  function signedInLookup(request: ExpressRequest, response: ExpressResponse, next: NextFunction) {
    const signedIn = options.signedIn;
    if (!signedIn || request.method !== "GET" || request.headers.authorization !== undefined) return next();
    const cookie = request.headers.cookie;
    const cookies = sessionOnlyCookies(cookie);
    if (!cookies || !cookie) return next();
    const headers: Record<string, unknown> = { ...request.headers, cookie: cookies.languageCookie };
    if (cookies.languageCookie === undefined) delete headers.cookie;
    const keyed = pageCacheKey({
      method: "GET",
      originalUrl: request.originalUrl,
      host: request.host,
      protocol: request.protocol,
      headers,
    });
    if (!keyed) return next();
    const answer = async () => {
      // A signed-in page (My learning, a staff list) is never stored: it goes on without reading
      // the content version, which would be one more statement on every signed-in request.
      if (!store.peek(keyed.key)?.sharedWithSignedIn) return false;
      const version = await versions.current();
      const page = store.get(keyed.key);
      if (!page?.sharedWithSignedIn || !isFresh(page, version)) return false;
      let cut = slotted.get(page);
      if (cut === undefined) {
        cut = cutAtAccountSlots(page.identity.toString("utf8"));
        slotted.set(page, cut);
      }
      if (!cut) return false;
      const visitor = await signedIn.visitor(cookie);
      if (visitor?.locale && visitor.locale !== localeFromCookieHeader(cookie)) return false;
      const body = visitor
        ? signedInDocument(cut, await signedIn.slots(visitor.role, page.locale), visitor.name)
        : page.identity;
      response.locals.route = page.route;
      for (const [name, value] of page.headers) if (!NOT_FOR_SIGNED_IN.has(name)) response.setHeader(name, value);
      response.setHeader("Cache-Control", SIGNED_IN_HIT_CACHE_CONTROL);
      response.setHeader("X-Cache", "hit");
      response.statusCode = 200;
      response.end(body);
      return true;
    };
    answer().then(
      (answered) => {
        if (!answered) next();
      },
      (error) => {
        report(error);
        if (!response.headersSent) next();
      },
    );
  }

  return {
    lookup,
    signedInLookup,
    admit,
    freshPage,
    /** What is stored now (tests and the bench). */
    stats: () => ({ pages: store.size, bytes: store.bytes }),
  };
}

/** The language a stored page is in, from its <html lang> (the base language when it has none). */
function pageLocale(identity: Buffer): Locale {
  const match = /<html[^>]*\blang="([^"]+)"/.exec(identity.subarray(0, 512).toString("latin1"));
  return (match && localeFromTag(match[1])) || BASE_LOCALE;
}

/** Without a cache in front (development), the marker still never leaves the server. */
export function withoutPageCacheMarker(fetchResponse: Response): Response {
  if (fetchResponse.headers.has(MARKER_HEADER)) fetchResponse.headers.delete(MARKER_HEADER);
  return fetchResponse;
}
