import { FILE_CONTENT_SECURITY_POLICY } from "./content-security-policy";

/**
 * The one way a resource route sends a file (docs/decisions/0019-file-exports.md): the type the
 * route knows (never sniffed), a Content-Disposition any browser reads, no copies kept unless the
 * route says so, and the file CSP so a document opened from here can show but never run anything.
 */
export interface FileDownload {
  contentType: string;
  /** The name to save as; any characters (a fallback for old browsers is derived from it). */
  fileName: string;
  /** "inline" opens in the browser (a PDF viewer, an image); "attachment" saves. */
  disposition?: "inline" | "attachment";
  /** Generated files and personal data: stored nowhere ("private, no-store"). */
  cacheControl?: string;
  status?: number;
  /** Extra headers, such as Content-Range for a part of a file. */
  headers?: Record<string, string>;
}

const PRIVATE_NO_STORE = "private, no-store";
/** Characters every browser takes in a quoted filename="..."; the rest become _ there. */
const FALLBACK_UNSAFE = /[^A-Za-z0-9._-]/g;

/**
 * `attachment; filename="..."` with an ASCII name every browser takes; when that had to change the
 * name (spaces, accents, quotes, other scripts), also RFC 5987's `filename*=UTF-8''...` carrying
 * the real name, which browsers prefer.
 */
export function contentDisposition(disposition: "inline" | "attachment", fileName: string): string {
  const name = fileName.replace(/\p{Cc}/gu, "").trim() || "download";
  const fallback = name.replace(FALLBACK_UNSAFE, "_");
  const header = `${disposition}; filename="${fallback}"`;
  return fallback === name ? header : `${header}; filename*=UTF-8''${encodeRfc5987(name)}`;
}

/** Percent-encodes all but RFC 5987's attr-char (encodeURIComponent leaves ' ( ) * as they are). */
function encodeRfc5987(value: string): string {
  return encodeURIComponent(value).replace(
    /['()*]/g,
    (character) => `%${character.charCodeAt(0).toString(16).toUpperCase()}`,
  );
}

/** A file as a Response. A string is sent as UTF-8; bytes and strings get their Content-Length. */
export function fileResponse(
  body: string | Uint8Array | ReadableStream<Uint8Array> | null,
  file: FileDownload,
): Response {
  const bytes = typeof body === "string" ? new TextEncoder().encode(body) : body;
  const headers = new Headers({
    "Content-Type": file.contentType,
    "Content-Disposition": contentDisposition(file.disposition ?? "attachment", file.fileName),
    "Cache-Control": file.cacheControl ?? PRIVATE_NO_STORE,
    "Content-Security-Policy": FILE_CONTENT_SECURITY_POLICY,
    "X-Content-Type-Options": "nosniff",
  });
  if (bytes instanceof Uint8Array) headers.set("Content-Length", String(bytes.byteLength));
  for (const [name, value] of Object.entries(file.headers ?? {})) headers.set(name, value);
  // A copy: a Buffer may be a view on a larger pooled ArrayBuffer.
  const sent = bytes instanceof Uint8Array ? new Uint8Array(bytes) : bytes;
  return new Response(sent, { status: file.status ?? 200, headers });
}

/** A CSV export (lib/csv.ts writes the text), saved as a file. */
export function csvFileResponse(csv: string, fileName: string): Response {
  return fileResponse(csv, { contentType: "text/csv; charset=utf-8", fileName });
}

/** A generated PDF, opened in the browser's viewer unless asked to save. */
export function pdfFileResponse(
  pdf: Uint8Array,
  fileName: string,
  disposition: "inline" | "attachment" = "inline",
): Response {
  return fileResponse(pdf, { contentType: "application/pdf", fileName, disposition });
}
