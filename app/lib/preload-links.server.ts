import { Transform, type TransformCallback } from "node:stream";
import { StringDecoder } from "node:string_decoder";

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

/** A stream that applies withoutPreloadNonces to the document's head as it passes. */
export class PreloadNonceStripper extends Transform {
  private readonly decoder = new StringDecoder("utf8");
  private pending = "";
  private inHead = true;

  override _transform(chunk: Buffer | string, _encoding: BufferEncoding, callback: TransformCallback) {
    // Decoded all along, so a character split between two chunks is never cut.
    const decoded = typeof chunk === "string" ? chunk : this.decoder.write(chunk);
    if (!this.inHead) {
      this.pass(decoded, callback);
      return;
    }
    const text = this.pending + decoded;
    if (text.includes("</head>")) {
      this.inHead = false;
      this.pending = "";
      this.pass(withoutPreloadNonces(text), callback);
      return;
    }
    // A tag cut by the chunk's end waits for the next chunk (as does a "</head>" cut in two).
    const lastOpen = text.lastIndexOf("<");
    const keepFrom = lastOpen >= 0 && text.indexOf(">", lastOpen) < 0 ? lastOpen : text.length;
    this.pending = text.slice(keepFrom);
    this.pass(text.slice(0, keepFrom).replace(PRELOAD_NONCE, "$1"), callback);
  }

  override _flush(callback: TransformCallback) {
    this.pass(this.pending + this.decoder.end(), callback);
  }

  /** An empty string is not pushed: in a byte stream it would read as "nothing more for now". */
  private pass(text: string, callback: TransformCallback) {
    if (text.length > 0) this.push(text);
    callback();
  }
}
