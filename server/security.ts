import type { NextFunction, Request, Response } from "express";
import { isLrsPath } from "./lrs-cors.ts";
import { refuseAndClose } from "./refusals.ts";

const CLIENT_ADDRESS_HEADER = "x-campus-client-address";

/**
 * The one page that may use the camera: staff scan check-in QR codes at an event's door
 * (docs/decisions/0040). It is opened as a document of its own, since the policy is the document's.
 */
const CAMERA_PAGE = /^\/manage-events\/[^/]+\/check-in\/?$/;

/**
 * The headers every response carries, as [name, value] pairs: one list for the Express edge and for
 * the page cache's fast path (server/page-cache-fast-path.ts), so a cached page cannot lose one.
 * Documents get their CSP from app/entry.server.tsx (a nonce, or hashes for a stored page).
 */
export function edgeSecurityHeaders({
  isProduction,
  path,
  secure,
}: {
  isProduction: boolean;
  path: string;
  /** request.secure: X-Forwarded-Proto counts only from a proxy TRUST_PROXY trusts. */
  secure: boolean;
}): Array<[string, string]> {
  const camera = CAMERA_PAGE.test(path) ? "camera=(self)" : "camera=()";
  const headers: Array<[string, string]> = [
    ["X-Content-Type-Options", "nosniff"],
    ["Referrer-Policy", "strict-origin-when-cross-origin"],
    ["X-Frame-Options", "DENY"],
    ["Cross-Origin-Opener-Policy", "same-origin"],
    ["Permissions-Policy", `${camera}, microphone=(), geolocation=(), payment=()`],
  ];
  if (isProduction && secure) headers.push(["Strict-Transport-Security", "max-age=31536000; includeSubDomains"]);
  return headers;
}

/** Sets edgeSecurityHeaders on every response, and the client address the rate limits trust. */
export function securityHeaders({ isProduction }: { isProduction: boolean }) {
  return (request: Request, response: Response, next: NextFunction) => {
    for (const [name, value] of edgeSecurityHeaders({ isProduction, path: request.path, secure: request.secure }))
      response.setHeader(name, value);
    // Trusted by the rate limits, and any copy the client sent is overwritten: request.ip is the
    // socket's address, or the X-Forwarded-For entry a trusted proxy added (TRUST_PROXY).
    request.headers[CLIENT_ADDRESS_HEADER] = request.ip ?? request.socket.remoteAddress ?? "unknown";
    next();
  };
}

/**
 * For static files. Pages set their own CSP with a script nonce (app/entry.server.tsx) and file
 * routes set FILE_CONTENT_SECURITY_POLICY (app/lib/content-security-policy.ts).
 */
export const STATIC_FILE_CSP = "default-src 'none'; frame-ancestors 'self'; sandbox";

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

const SAML_ACS_PATH = /^\/sso\/saml\/[a-z0-9]{1,40}\/acs\/?$/i;
const PAYMENT_NOTIFICATION_PATH = /^\/payments\/(?:payfast\/notify|ozow\/notify|yoco\/webhook|paystack\/webhook)\/?$/i;

/**
 * State-changing requests must come from a page of this site: the Origin (or, failing that,
 * the Referer) must match the Host the request was sent to. Browsers send Origin on every POST.
 * Behind a trusted proxy (TRUST_PROXY) request.host is the X-Forwarded-Host the browser used.
 */
export function requireSameOrigin(request: Request, response: Response, next: NextFunction) {
  if (SAFE_METHODS.has(request.method)) return next();
  // RFC 8058 one-click unsubscribe: the mail provider posts from its own servers, without Origin;
  // the signed token in the path is the proof (decision 0036).
  if (request.method === "POST" && request.path.startsWith("/unsubscribe/")) return next();
  // The REST API takes a bearer token and never reads a cookie, so a cross-site page cannot act
  // with a visitor's session there; its clients are servers, which send no Origin (decision 0041).
  if (/^\/api\/v1\//i.test(request.path)) return next();
  // The LRS takes the cmi5 units' calls from their own (or the sandbox's opaque) origin: its writes
  // need the launch's auth token in the Authorization header and never accept a cookie (decision 0098-lrs).
  if (isLrsPath(request.path)) return next();
  // Payment providers post their notifications from their own servers, without Origin; each is
  // trusted only by its own signature and checks (decision 0084-providers-notifications).
  if (PAYMENT_NOTIFICATION_PATH.test(request.path)) return next();
  // A SAML identity provider posts its signed answer from the provider's own page (HTTP-POST
  // binding); it is trusted only by its signature and a request id Campus sent (decision 0101-sso).
  if (request.method === "POST" && SAML_ACS_PATH.test(request.path)) return next();
  const host = request.host;
  const source = request.headers.origin ?? request.headers.referer;
  if (host && source && originHost(source) === host) return next();
  refuseAndClose(request, response, 403, "Cross-site request refused: this form must be sent from the site itself.");
}

function originHost(value: string): string | null {
  try {
    return new URL(value).host;
  } catch {
    return null;
  }
}
