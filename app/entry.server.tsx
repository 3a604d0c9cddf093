import crypto from "node:crypto";
import { Writable } from "node:stream";
import { isbot } from "isbot";
import type { RenderToPipeableStreamOptions } from "react-dom/server";
import { renderToPipeableStream } from "react-dom/server";
import type { EntryContext } from "react-router";
import { ServerRouter } from "react-router";
import { contentSecurityPolicy, NonceContext } from "~/lib/content-security-policy";
import {
  inlineScriptHashes,
  isNotModified,
  isRevalidatableDocumentRequest,
  REVALIDATE_CACHE_CONTROL,
  weakEtag,
} from "~/lib/document-cache.server";
import { documentContext } from "~/lib/document-manifest.server";
import { getEnvironment } from "~/lib/env.server";
import { currentLocale } from "~/lib/i18n/current-locale";
import { LOCALE_TAGS } from "~/lib/i18n/locales";
import { logger } from "~/lib/logger.server";
import {
  isSharedWithSignedInVisitors,
  isStorableDocument,
  PAGE_CACHE_MARKER,
  PAGE_CACHE_SHARED_WITH_SIGNED_IN,
  PAGE_CACHE_STORABLE,
  readContentVersion,
} from "~/lib/page-cache.server";
import { PreloadNonceStripper, withoutPreloadNonces } from "~/lib/preload-links.server";
import { webStreamFromNode } from "~/lib/web-stream-from-node.server";
import { getSessionUser } from "~/platform/auth/session.server";
import { getDb } from "~/server/app-context.server";
import { paymentFormTargets } from "~/server/payment-form-targets.server";

// The Express server calls these through the build (server/app.ts).
export { signedInHeaderSlots } from "~/components/layout/signed-in-header.server";
export { checkReadiness, outboxMetrics } from "~/server/readiness.server";
export { prepareApp, startBackgroundJobs, stopBackgroundJobs } from "~/server/startup.server";

/** The version the server's page cache checks its stored pages against (server/page-cache.ts). */
export function pageContentVersion(): Promise<number> {
  return readContentVersion(getDb());
}

/**
 * Who a session cookie belongs to, for a signed-in visitor's copy of a stored public page
 * (server/signed-in-hits.ts): the one database read that path makes. A signed-out, expired or
 * deactivated session is null, as in the root loader.
 */
export async function signedInVisitor(cookie: string) {
  const user = await getSessionUser(new Request("http://campus.local/", { headers: { cookie } }));
  return user ? { name: user.name, role: user.role, locale: user.locale ?? null } : null;
}

/**
 * A document rendered for a request with cookies (a session, a colour scheme, a toast) is that
 * visitor's: no shared cache may keep it, and no browser cache keeps a signed-in page on disk
 * (decision 0115-proxies-cdn-and-signed-in-hits). A route that says otherwise keeps its own.
 */
const PERSONAL_CACHE_CONTROL = "private, no-store";

export const streamTimeout = 5_000;

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
) {
  // The page's language, as its <html lang> says: the service worker remembers the last one so that
  // the offline page it shows is in the learner's language (decision 0110-offline-courses).
  responseHeaders.set("Content-Language", LOCALE_TAGS[currentLocale()]);
  if (request.method.toUpperCase() === "HEAD") {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }
  if (isRevalidatableDocumentRequest(request) && !routerContext.isSpaMode) {
    return renderRevalidatableDocument(request, responseStatusCode, responseHeaders, routerContext);
  }
  const nonce = crypto.randomBytes(16).toString("base64");
  responseHeaders.set(
    "Content-Security-Policy",
    contentSecurityPolicy(nonce, {
      isDevelopment: process.env.NODE_ENV === "development",
      imageHosts: getEnvironment().IMAGE_HOSTS,
      formTargets: paymentFormTargets(),
    }),
  );

  return new Promise((resolve, reject) => {
    let shellRendered = false;
    const userAgent = request.headers.get("user-agent");
    const readyOption: keyof RenderToPipeableStreamOptions =
      (userAgent && isbot(userAgent)) || routerContext.isSpaMode ? "onAllReady" : "onShellReady";
    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(() => abort(), streamTimeout + 1000);

    const { pipe, abort } = renderToPipeableStream(
      <NonceContext.Provider value={nonce}>
        <ServerRouter context={documentContext(routerContext)} url={request.url} nonce={nonce} />
      </NonceContext.Provider>,
      {
        nonce,
        progressiveChunkSize: INLINE_COMPLETED_BOUNDARIES,
        [readyOption]() {
          shellRendered = true;
          const body = new PreloadNonceStripper({
            final(callback) {
              clearTimeout(timeoutId);
              timeoutId = undefined;
              callback();
            },
          });
          responseHeaders.set("Content-Type", "text/html; charset=utf-8");
          if (!responseHeaders.has("Cache-Control")) responseHeaders.set("Cache-Control", PERSONAL_CACHE_CONTROL);
          pipe(body);
          resolve(
            new Response(webStreamFromNode(body), {
              headers: responseHeaders,
              status: responseStatusCode,
            }),
          );
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          if (shellRendered) logger.error("render failed", { error: String(error) });
        },
      },
    );
  });
}

/**
 * React sends a finished Suspense boundary larger than `progressiveChunkSize` (12.8 kB by default)
 * as its fallback, a hidden copy and a script that swaps them: the course reader (a lazy route part)
 * came as "Loading..." plus 1.5 kB of swapping, though it was ready. Ready content goes in place;
 * a boundary still waiting streams as before.
 */
const INLINE_COMPLETED_BOUNDARIES = Number.POSITIVE_INFINITY;

/**
 * A request without cookies: the whole document at once, its inline scripts allowed by hash (no
 * nonce, so an unchanged page is the same bytes), a weak ETag and `private, no-cache`; a matching
 * If-None-Match is answered 304 without the body (lib/document-cache.server.ts).
 */
function renderRevalidatableDocument(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
): Promise<Response> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(() => abort(), streamTimeout + 1000);
    const document = new Writable({
      write(chunk, _encoding, callback) {
        chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk));
        callback();
      },
      final(callback) {
        clearTimeout(timeoutId);
        timeoutId = undefined;
        const { bytes, html } = documentBytes(chunks);
        responseHeaders.set("Content-Type", "text/html; charset=utf-8");
        responseHeaders.set(
          "Content-Security-Policy",
          contentSecurityPolicy(
            { hashes: inlineScriptHashes(html) },
            {
              isDevelopment: process.env.NODE_ENV === "development",
              imageHosts: getEnvironment().IMAGE_HOSTS,
              formTargets: paymentFormTargets(),
            },
          ),
        );
        if (responseStatusCode === 200 && !responseHeaders.has("Set-Cookie")) {
          // Decided before the default Cache-Control below: a route's own no-store or private keeps it out.
          if (isStorableDocument(responseStatusCode, responseHeaders, routerContext))
            responseHeaders.set(
              PAGE_CACHE_MARKER,
              isSharedWithSignedInVisitors(routerContext, html)
                ? PAGE_CACHE_SHARED_WITH_SIGNED_IN
                : PAGE_CACHE_STORABLE,
            );
          const etag = weakEtag(bytes);
          responseHeaders.set("ETag", etag);
          if (!responseHeaders.has("Cache-Control")) responseHeaders.set("Cache-Control", REVALIDATE_CACHE_CONTROL);
          if (isNotModified(request.headers.get("If-None-Match"), etag)) {
            resolve(new Response(null, { status: 304, headers: responseHeaders }));
            callback();
            return;
          }
        }
        resolve(new Response(bytes, { status: responseStatusCode, headers: responseHeaders }));
        callback();
      },
    });
    const { pipe, abort } = renderToPipeableStream(
      <ServerRouter context={documentContext(routerContext)} url={request.url} />,
      {
        progressiveChunkSize: INLINE_COMPLETED_BOUNDARIES,
        onAllReady() {
          pipe(document);
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          logger.error("render failed", { error: String(error) });
        },
      },
    );
  });
}

/**
 * The rendered document as text (for its script hashes and the page cache's checks) and as the bytes
 * that are hashed and sent. A document rendered without a nonce has none to strip, and its bytes are
 * React's own: encoding the text again for the ETag and once more for the body cost 0.05-0.4 ms on
 * the public pages, 0.7 ms on a 157 kB page with text outside ASCII (decision 0121-render).
 */
function documentBytes(chunks: Buffer[]): { bytes: Buffer<ArrayBuffer>; html: string } {
  const rendered = Buffer.concat(chunks);
  const text = rendered.toString("utf8");
  const html = withoutPreloadNonces(text);
  return { bytes: html === text ? rendered : Buffer.from(html, "utf8"), html };
}

/** Errors are logged here with their detail; the visitor sees only the error page. */
export function handleError(error: unknown, { request }: { request: Request }) {
  if (request.signal.aborted) return;
  logger.error("request failed", {
    url: new URL(request.url).pathname,
    error: error instanceof Error ? (error.stack ?? error.message) : String(error),
  });
}
