import zlib from "node:zlib";
import compression, { type CompressionOptions } from "compression";

/**
 * How the pages the page cache does not answer (signed-in pages, misses) are compressed on the fly
 * (decision 0115-proxies-cdn-and-signed-in-hits), set here rather than left to the middleware's defaults, with the
 * figures that chose it (scripts/bench/bench-compression.ts on the bench data: the dashboard, users,
 * the 50 × 20 × 5 course's editor and viewer, the catalogue signed in; 61–111 kB of HTML each):
 *
 *   setting      kB sent for those five pages     CPU ms per page   CPU ms per kB saved
 *   brotli q11   8.1 / 11.3 / 10.8 / 10.3 / 4.1     42–158            1.5
 *   brotli q5    9.0 / 12.7 / 12.4 / 11.6 / 4.5     2.0–3.9           0.035
 *   brotli q4    9.6 / 13.6 / 13.1 / 12.4 / 4.9     1.5–2.4           0.026
 *   gzip 6      10.6 / 15.2 / 15.6 / 14.1 / 5.8     1.7–2.5           0.027
 *   gzip 1      11.8 / 17.0 / 17.6 / 15.7 / 7.2     1.4–2.0           0.023
 *
 * Brotli q11 (what a "maximum" setting gives) costs 40–60 times q4's CPU for 12–17 % fewer bytes:
 * never on the fly. Brotli q4 sends 10–25 % fewer bytes than gzip 6 for the same CPU and 20–30 %
 * fewer than gzip 1 for 0.1–0.5 ms more: for phones on costly data those bytes are worth it. q5
 * saves another 5 % for 40 % more CPU. So: brotli at quality 4 (the middleware's own default in
 * 1.8.2, now explicit so an upgrade cannot move it), and gzip at zlib's 6 for browsers without
 * brotli. The window is 256 kB (lgwin 18) instead of 4 MB: every page is smaller than that, so the
 * bytes are the same, and each response's encoder holds less memory.
 * Measured at load average 12–15 on 2 shared cores (see the decision for the runs): the ratios hold,
 * the milliseconds are high. The server's CPU per request was the same within noise with and
 * without Chromium's Accept-Encoding at these settings.
 */
export const BROTLI_QUALITY = 4;
export const BROTLI_WINDOW_BITS = 18;
export const GZIP_LEVEL = 6;

export const DYNAMIC_COMPRESSION_OPTIONS: CompressionOptions = {
  level: GZIP_LEVEL,
  brotli: {
    params: {
      [zlib.constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY,
      [zlib.constants.BROTLI_PARAM_LGWIN]: BROTLI_WINDOW_BITS,
    },
  },
};

export function dynamicCompression() {
  return compression(DYNAMIC_COMPRESSION_OPTIONS);
}
