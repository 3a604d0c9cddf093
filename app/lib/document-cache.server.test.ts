import crypto from "node:crypto";
import { describe, expect, it } from "vitest";
import { contentSecurityPolicy } from "./content-security-policy";
import { inlineScriptHashes, isNotModified, isRevalidatableDocumentRequest, weakEtag } from "./document-cache.server";

const sha256 = (text: string) => `'sha256-${crypto.createHash("sha256").update(text, "utf8").digest("base64")}'`;

describe("revalidatable anonymous documents", () => {
  it("hashes each inline script the page runs, once, and not scripts by src or JSON data", () => {
    const run = 'window.__reactRouterContext = {"a":1};';
    const html = [
      `<script>${run}</script>`,
      `<script type="module">import "/assets/entry.js";</script>`,
      `<script>${run}</script>`,
      `<script type="module" src="/assets/entry.js"></script>`,
      `<script type="application/ld+json">{"@type":"Organization"}</script>`,
    ].join("");
    expect(inlineScriptHashes(html)).toEqual([sha256(run), sha256('import "/assets/entry.js";')]);
  });

  it("allows those hashes in script-src instead of a nonce", () => {
    const policy = contentSecurityPolicy({ hashes: ["'sha256-abc='"] }, { isDevelopment: false });
    expect(policy).toContain("script-src 'self' 'sha256-abc=';");
    expect(policy).not.toContain("nonce");
    expect(contentSecurityPolicy("n0nce", { isDevelopment: false })).toContain("script-src 'self' 'nonce-n0nce';");
  });

  it("tags equal bytes equally and compares If-None-Match weakly", () => {
    const tag = weakEtag("<html>a</html>");
    expect(tag).toMatch(/^W\/"[\w-]+"$/);
    expect(weakEtag("<html>a</html>")).toBe(tag);
    expect(weakEtag("<html>b</html>")).not.toBe(tag);
    // The bytes a page is sent as carry the tag its text has (entry.server hashes the bytes).
    expect(weakEtag(Buffer.from("<p>Leçon ✓</p>", "utf8"))).toBe(weakEtag("<p>Leçon ✓</p>"));
    expect(weakEtag(Buffer.from("<html>a</html>"))).toBe(tag);
    expect(isNotModified(tag, tag)).toBe(true);
    expect(isNotModified(tag.slice(2), tag)).toBe(true);
    expect(isNotModified(`W/"other", ${tag}`, tag)).toBe(true);
    expect(isNotModified("*", tag)).toBe(true);
    expect(isNotModified('W/"other"', tag)).toBe(false);
    expect(isNotModified(null, tag)).toBe(false);
  });

  it("is for GET requests without any cookie only", () => {
    expect(isRevalidatableDocumentRequest(new Request("http://campus.test/"))).toBe(true);
    expect(isRevalidatableDocumentRequest(new Request("http://campus.test/", { headers: { cookie: "s=1" } }))).toBe(
      false,
    );
    expect(isRevalidatableDocumentRequest(new Request("http://campus.test/", { method: "POST" }))).toBe(false);
  });
});
