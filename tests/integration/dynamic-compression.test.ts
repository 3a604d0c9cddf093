import http from "node:http";
import type { AddressInfo } from "node:net";
import zlib from "node:zlib";
import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  BROTLI_QUALITY,
  DYNAMIC_COMPRESSION_OPTIONS,
  dynamicCompression,
  GZIP_LEVEL,
} from "../../server/dynamic-compression.ts";

/**
 * The on-the-fly compression of signed-in pages (server/dynamic-compression.ts, decision
 * 0115-proxies-cdn-and-signed-in-hits): Chromium's Accept-Encoding gets brotli at the measured quality, not the slow
 * maximum (q11 costs 40–60 times the CPU for 12–17 % fewer bytes), and a browser without brotli gets
 * gzip. The page is a signed-in-like document of repeated rows, sent as React streams it (2 kB writes).
 */

const CHROMIUM_ACCEPT_ENCODING = "gzip, deflate, br, zstd";
const rows = Array.from(
  { length: 400 },
  (_, index) =>
    `<tr><td>Learner ${index} Nkosi</td><td>learner${index}@example.co.za</td><td>ISO 9001 internal auditor</td><td>${index % 100} %</td></tr>`,
).join("");
const page = Buffer.from(`<!doctype html><html><body><table>${rows}</table></body></html>`);
let server: http.Server;
let baseUrl = "";

beforeAll(async () => {
  const app = express();
  app.use(dynamicCompression());
  app.get("/page", (_request, response) => {
    response.setHeader("Content-Type", "text/html; charset=utf-8");
    for (let offset = 0; offset < page.length; offset += 2048) response.write(page.subarray(offset, offset + 2048));
    response.end();
  });
  server = http.createServer(app);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
});

function get(
  acceptEncoding: string,
): Promise<{ encoding: string | undefined; vary: string | undefined; body: Buffer }> {
  return new Promise((resolve, reject) => {
    http
      .get(`${baseUrl}/page`, { headers: { "accept-encoding": acceptEncoding } }, (response) => {
        const chunks: Buffer[] = [];
        response.on("data", (chunk: Buffer) => chunks.push(chunk));
        response.on("end", () =>
          resolve({
            encoding: response.headers["content-encoding"],
            vary: response.headers.vary,
            body: Buffer.concat(chunks),
          }),
        );
      })
      .on("error", reject);
  });
}

const brotliSize = (quality: number) =>
  zlib.brotliCompressSync(page, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: quality } }).length;

describe("dynamic compression", () => {
  it("is configured as measured: brotli quality 4, gzip 6, never brotli's slow maximum", () => {
    expect(BROTLI_QUALITY).toBe(4);
    expect(GZIP_LEVEL).toBe(6);
    expect(DYNAMIC_COMPRESSION_OPTIONS.brotli?.params?.[zlib.constants.BROTLI_PARAM_QUALITY]).toBe(4);
    expect(DYNAMIC_COMPRESSION_OPTIONS.level).toBe(6);
  });

  it("answers Chromium's Accept-Encoding with brotli at that quality", async () => {
    const answer = await get(CHROMIUM_ACCEPT_ENCODING);
    expect(answer.encoding).toBe("br");
    expect(answer.vary).toBe("Accept-Encoding");
    expect(zlib.brotliDecompressSync(answer.body).equals(page)).toBe(true);
    // What quality 11 would send is clearly smaller: the bytes show the setting really used.
    expect(brotliSize(11)).toBeLessThan(answer.body.length * 0.95);
    expect(Math.abs(answer.body.length - brotliSize(BROTLI_QUALITY))).toBeLessThan(answer.body.length * 0.03);
  });

  it("answers a browser without brotli with gzip, and one that accepts neither with the page as it is", async () => {
    const gzipped = await get("gzip, deflate");
    expect(gzipped.encoding).toBe("gzip");
    expect(zlib.gunzipSync(gzipped.body).equals(page)).toBe(true);
    const plain = await get("identity");
    expect(plain.encoding).toBeUndefined();
    expect(plain.body.equals(page)).toBe(true);
  });
});
