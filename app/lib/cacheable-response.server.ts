import { createHash } from "node:crypto";
import { FILE_CONTENT_SECURITY_POLICY } from "./content-security-policy";

/**
 * A generated public file (sitemap, robots.txt, a cover, the social image) that caches may keep:
 * an ETag of its bytes, answered 304 when the browser or crawler already has them.
 */
export function cacheableResponse(
  request: Request,
  body: string | Uint8Array,
  { contentType, maxAgeSeconds }: { contentType: string; maxAgeSeconds: number },
): Response {
  const bytes = typeof body === "string" ? new TextEncoder().encode(body) : body;
  const etag = `"${createHash("sha1").update(bytes).digest("base64url")}"`;
  const headers = new Headers({
    "Content-Type": contentType,
    "Cache-Control": `public, max-age=${maxAgeSeconds}`,
    ETag: etag,
    "Content-Security-Policy": FILE_CONTENT_SECURITY_POLICY,
    "X-Content-Type-Options": "nosniff",
  });
  const known = request.headers.get("If-None-Match");
  if (known?.split(",").some((tag) => tag.trim().replace(/^W\//, "") === etag)) {
    return new Response(null, { status: 304, headers });
  }
  headers.set("Content-Length", String(bytes.byteLength));
  return new Response(request.method === "HEAD" ? null : new Uint8Array(bytes), { status: 200, headers });
}
