import { Transform, type TransformCallback } from "node:stream";

/**
 * React Router's `<Scripts nonce>` writes the nonce on every `<link rel="modulepreload">` too: 34
 * bytes a link, 60 to 120 links on a signed-in page. A modulepreload is fetched under `script-src`,
 * where `'self'` already allows every file of /assets (lib/content-security-policy.ts); the nonce is
 * only needed by inline scripts, which keep it. React hoists the links into the head, so only the
 * head is rewritten; the rest of the stream passes through untouched
 * (docs/decisions/0117-course-pages-and-start-up.md).
 */
const PRELOAD_NONCE = /(<link rel="modulepreload" href="[^"]*") nonce="[^"]*"/g;

export function withoutPreloadNonces(html: string): string {
  const headEnd = html.indexOf("</head>");
  if (headEnd < 0) return html.replace(PRELOAD_NONCE, "$1");
  return html.slice(0, headEnd).replace(PRELOAD_NONCE, "$1") + html.slice(headEnd);
}

/**
 * A stream that applies withoutPreloadNonces to the document's head as it passes. Only the head is
 * decoded; from "</head>" on, React's bytes pass as they came (the body is 95 % of a page: decoding
 * it to text and encoding it again cost 0.1 ms on a 100 kB page, decision 0121-render).
 */
export class PreloadNonceStripper extends Transform {
  private pending: Buffer = Buffer.alloc(0);
  private inHead = true;

  override _transform(chunk: Buffer | string, encoding: BufferEncoding, callback: TransformCallback) {
    const bytes = typeof chunk === "string" ? Buffer.from(chunk, encoding) : chunk;
    if (!this.inHead) {
      callback(null, bytes);
      return;
    }
    const head = this.pending.length > 0 ? Buffer.concat([this.pending, bytes]) : bytes;
    const headEnd = head.indexOf(HEAD_END);
    if (headEnd >= 0) {
      this.inHead = false;
      this.pending = Buffer.alloc(0);
      this.pushText(head.subarray(0, headEnd));
      callback(null, head.subarray(headEnd));
      return;
    }
    // Up to the last "<": whole tags and whole characters ("<" is one byte of UTF-8, never part of
    // another character). The rest, a tag or a "</head>" cut by the chunk's end, waits for the next.
    const keepFrom = Math.max(0, head.lastIndexOf(TAG_START));
    this.pending = head.subarray(keepFrom);
    this.pushText(head.subarray(0, keepFrom));
    callback();
  }

  override _flush(callback: TransformCallback) {
    this.pushText(this.pending);
    callback();
  }

  /** An empty chunk is not pushed: in a byte stream it would read as "nothing more for now". */
  private pushText(bytes: Buffer) {
    if (bytes.length > 0) this.push(bytes.toString("utf8").replace(PRELOAD_NONCE, "$1"));
  }
}

const HEAD_END = Buffer.from("</head>");
const TAG_START = "<".charCodeAt(0);
