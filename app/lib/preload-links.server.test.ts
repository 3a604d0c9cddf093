import { Readable } from "node:stream";
import { text } from "node:stream/consumers";
import { describe, expect, it } from "vitest";
import { PreloadNonceStripper, withoutPreloadNonces } from "./preload-links.server";

const document =
  '<!DOCTYPE html><html><head><title>Leçon ✓ — één</title><script nonce="abc==">x()</script>' +
  '<link rel="modulepreload" href="/assets/entry-1.js" nonce="abc=="/>' +
  '<link rel="modulepreload" href="/assets/Box-2.js" nonce="abc=="/>' +
  '<link rel="stylesheet" href="/assets/app.css"/></head>' +
  '<body><p>Leçon één ✓</p><script nonce="abc==" type="module">import("/a.js")</script>' +
  '<link rel="modulepreload" href="/assets/later.js" nonce="abc=="/></body></html>';

const expected =
  '<!DOCTYPE html><html><head><title>Leçon ✓ — één</title><script nonce="abc==">x()</script>' +
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

  it("passes the body's chunks on as they came, without decoding them", async () => {
    const headEnd = document.indexOf("</head>") + "</head>".length;
    const head = Buffer.from(document.slice(0, headEnd), "utf8");
    const body = [
      Buffer.from(document.slice(headEnd, headEnd + 40), "utf8"),
      Buffer.from(document.slice(headEnd + 40)),
    ];
    const stripper = new PreloadNonceStripper();
    const out: Buffer[] = [];
    stripper.on("data", (chunk: Buffer) => out.push(chunk));
    const ended = new Promise((resolve) => stripper.on("end", resolve));
    for (const chunk of [head, ...body]) stripper.write(chunk);
    stripper.end();
    await ended;
    expect(out.slice(-2)).toEqual(body);
    expect(out.at(-1)).toBe(body[1]);
    expect(Buffer.concat(out).toString("utf8")).toBe(expected);
  });
});
