import type { NextFunction, Request, Response } from "express";
import { refuseAndClose } from "./refusals.ts";

const CLIENT_ADDRESS_HEADER = "x-campus-client-address";

/**
 * The one page that may use the camera: staff scan check-in QR codes at an event's door
 * (docs/decisions/0040). It is opened as a document of its own, since the policy is the document's.
 */
const CAMERA_PAGE = /^\/manage-events\/[^/]+\/check-in\/?$/;

/** Headers every response carries. Documents get their CSP (with a nonce) from app/entry.server.tsx. */
export function securityHeaders({ isProduction }: { isProduction: boolean }) {
  return (request: Request, response: Response, next: NextFunction) => {
    response.setHeader("X-Content-Type-Options", "nosniff");
    response.setHeader("Referrer-Policy", "strict-origin-when-cross-origin");
    response.setHeader("X-Frame-Options", "DENY");
    response.setHeader("Cross-Origin-Opener-Policy", "same-origin");
    const camera = CAMERA_PAGE.test(request.path) ? "camera=(self)" : "camera=()";
    response.setHeader("Permissions-Policy", `${camera}, microphone=(), geolocation=(), payment=()`);
    // request.secure follows X-Forwarded-Proto only from a proxy TRUST_PROXY trusts.
    if (isProduction && request.secure) {
      response.setHeader("Strict-Transport-Security", "max-age=31536000; includeSubDomains");
    }
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
