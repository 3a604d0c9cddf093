import { Readable } from "node:stream";
import { text } from "node:stream/consumers";
import { describe, expect, it } from "vitest";
import { PreloadNonceStripper, withoutPreloadNonces } from "./preload-links.server";

const document =
  '<!DOCTYPE html><html><head><script nonce="abc==">x()</script>' +
  '<link rel="modulepreload" href="/assets/entry-1.js" nonce="abc=="/>' +
  '<link rel="modulepreload" href="/assets/Box-2.js" nonce="abc=="/>' +
  '<link rel="stylesheet" href="/assets/app.css"/></head>' +
  '<body><p>Leçon één ✓</p><script nonce="abc==" type="module">import("/a.js")</script>' +
  '<link rel="modulepreload" href="/assets/later.js" nonce="abc=="/></body></html>';

const expected =
  '<!DOCTYPE html><html><head><script nonce="abc==">x()</script>' +
  '<link rel="modulepreload" href="/assets/entry-1.js"/>' +
  '<link rel="modulepreload" href="/assets/Box-2.js"/>' +
  '<link rel="stylesheet" href="/assets/app.css"/></head>' +
  '<body><p>Leçon één ✓</p><script nonce="abc==" type="module">import("/a.js")</script>' +
  '<link rel="modulepreload" href="/assets/later.js" nonce="abc=="/></body></html>';

describe("modulepreload links without the nonce", () => {
  it("drops the nonce from the head's modulepreload links and keeps it on every script", () => {
    expect(withoutPreloadNonces(document)).toBe(expected);
  });

  it("gives the same document however the stream is cut, through a character cut in two", async () => {
    const bytes = Buffer.from(document, "utf8");
    for (const size of [1, 2, 3, 7, 20, 64, bytes.length]) {
      const chunks: Buffer[] = [];
      for (let start = 0; start < bytes.length; start += size) chunks.push(bytes.subarray(start, start + size));
      const out = await text(Readable.from(chunks).pipe(new PreloadNonceStripper()));
      expect(out, `chunks of ${size} bytes`).toBe(expected);
    }
  });
});
