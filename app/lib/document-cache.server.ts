import crypto from "node:crypto";
import { isLanguageChoiceOnly } from "./i18n/locales.ts";

/**
 * Anonymous HTML that a browser can revalidate (decision 0024, ARCHITECTURE "anonymous pages are
 * cacheable"). A request without any cookie gets the whole document rendered at once, a CSP that
 * allows its inline scripts by their SHA-256 hashes instead of a fresh nonce (so the same page is
 * the same bytes), a weak ETag of those bytes and `Cache-Control: private, no-cache`: the browser
 * keeps the page and asks again each time, and an unchanged page is answered 304 with no body.
 * Anything with a cookie (a session, a toast) keeps the streamed, per-response nonce document.
 */
export function isRevalidatableDocumentRequest(request: Request): boolean {
  if (request.method.toUpperCase() !== "GET") return false;
  const cookie = request.headers.get("cookie");
  // The language choice alone keeps a visitor anonymous (decision 0106-languages).
  return cookie === null || isLanguageChoiceOnly(cookie);
}

export const REVALIDATE_CACHE_CONTROL = "private, no-cache";

/** The CSP source of each inline script the document runs (JSON data blocks are not run). */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    const attributes = match[1] ?? "";
    if (/\bsrc\s*=/i.test(attributes) || /\btype\s*=\s*"application\/(ld\+)?json"/i.test(attributes)) continue;
    const digest = crypto
      .createHash("sha256")
      .update(match[2] ?? "", "utf8")
      .digest("base64");
    hashes.add(`'sha256-${digest}'`);
  }
  return [...hashes];
}

/**
 * A weak validator: equal bytes, equal tag (compression may change the encoding, not the page). Text
 * is hashed as its UTF-8 bytes, so a page's text and its bytes give the same tag.
 */
export function weakEtag(body: string | Uint8Array): string {
  return `W/"${crypto.createHash("sha256").update(body).digest("base64url").slice(0, 27)}"`;
}

/** If-None-Match against our tag, by the weak comparison (RFC 9110 13.1.2); `*` matches any. */
export function isNotModified(ifNoneMatch: string | null, etag: string): boolean {
  if (!ifNoneMatch) return false;
  const opaque = (tag: string) => tag.trim().replace(/^W\//, "");
  return ifNoneMatch.split(",").some((candidate) => candidate.trim() === "*" || opaque(candidate) === opaque(etag));
}
