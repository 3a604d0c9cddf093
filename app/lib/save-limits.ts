/**
 * The most a page may send in one save (forms, JSON): must equal FORM_BODY_LIMIT_BYTES in
 * server/request-limits.ts, whose edge refuses a larger body with 413 (a test checks they match;
 * the app cannot import the server's modules). Editors check it before sending, so a save that
 * would be refused says so where it was typed instead of failing on the way.
 */
export const SAVE_BODY_LIMIT_BYTES = 1024 * 1024;

/** Bytes of a body as it is sent (UTF-8). */
export function bodyBytes(body: string): number {
  return new TextEncoder().encode(body).length;
}

function inMegabytes(bytes: number): string {
  return `${Math.round((bytes / (1024 * 1024)) * 10) / 10} MB`;
}

/** What a person reads when a save is too large to send: how large, the limit, and what to do. */
export function tooLargeToSaveMessage(bytes?: number): string {
  const size = bytes ? ` (${inMegabytes(bytes)})` : "";
  return `Not saved: this is too large to save${size}. One save takes at most ${inMegabytes(SAVE_BODY_LIMIT_BYTES)}: shorten it or split it into more blocks, then save again. What you typed is still here.`;
}
