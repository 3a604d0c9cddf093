import type { NextFunction, Request, Response } from "express";

const CLIENT_ADDRESS_HEADER = "x-campus-client-address";

/** Headers every response carries. Documents get their CSP (with a nonce) from app/entry.server.tsx. */
export function securityHeaders({ isProduction }: { isProduction: boolean }) {
  return (request: Request, response: Response, next: NextFunction) => {
    response.setHeader("X-Content-Type-Options", "nosniff");
    response.setHeader("Referrer-Policy", "strict-origin-when-cross-origin");
    response.setHeader("X-Frame-Options", "DENY");
    response.setHeader("Cross-Origin-Opener-Policy", "same-origin");
    response.setHeader("Permissions-Policy", "camera=(), microphone=(), geolocation=(), payment=()");
    if (isProduction && request.secure) {
      response.setHeader("Strict-Transport-Security", "max-age=31536000; includeSubDomains");
    }
    // Trusted by the rate limits: only the socket's own address, never a header the client sent.
    request.headers[CLIENT_ADDRESS_HEADER] = request.socket.remoteAddress ?? "unknown";
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
 */
export function requireSameOrigin(request: Request, response: Response, next: NextFunction) {
  if (SAFE_METHODS.has(request.method)) return next();
  const host = request.headers.host;
  const source = request.headers.origin ?? request.headers.referer;
  if (host && source && originHost(source) === host) return next();
  response
    .status(403)
    .type("text/plain")
    .send("Cross-site request refused: this form must be sent from the site itself.");
}

function originHost(value: string): string | null {
  try {
    return new URL(value).host;
  } catch {
    return null;
  }
}
