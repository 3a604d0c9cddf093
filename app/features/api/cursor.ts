import type { KeysetPage, KeysetPosition } from "~/lib/pagination";
import { type Outcome, refuse } from "~/lib/refusal";

/**
 * Opaque cursors for keyset paging: base64url of [created_at, id] of the last item returned. The
 * next page is everything strictly after it in (created_at desc, id desc) order, so rows inserted
 * while a client pages (newer ones) never shift or repeat what it has still to read.
 */
export type CursorPosition = KeysetPosition;

/** One page of a list as the API answers it. */
interface Page<T> {
  data: T[];
  nextCursor: string | null;
}

/** The ?cursor= of a list read as a position, refused (400) when it is not one this API gave out. */
export function readCursor(query: { cursor?: string }): Outcome<{ position: CursorPosition | null }> {
  if (query.cursor === undefined) return { ok: true, position: null };
  const position = decodeCursor(query.cursor);
  return position
    ? { ok: true, position }
    : refuse("invalid", "The cursor is not one this API gave out.", { cursor: "Not a valid cursor." });
}

/** A feature's page of records as the API's page of JSON items, its next position as an opaque cursor. */
export function toApiPage<T, Out>(page: KeysetPage<T>, map: (item: T) => Out): Page<Out> {
  return { data: page.items.map(map), nextCursor: page.next ? encodeCursor(page.next) : null };
}

function encodeCursor(position: CursorPosition): string {
  return Buffer.from(JSON.stringify([position.createdAt, position.id]), "utf8").toString("base64url");
}

function decodeCursor(cursor: string): CursorPosition | null {
  if (!/^[A-Za-z0-9_-]{1,400}$/.test(cursor)) return null;
  try {
    const value: unknown = JSON.parse(Buffer.from(cursor, "base64url").toString("utf8"));
    if (!Array.isArray(value) || value.length !== 2) return null;
    const [createdAt, id] = value;
    if (typeof createdAt !== "string" || typeof id !== "string" || createdAt.length > 40 || id.length > 100)
      return null;
    return { createdAt, id };
  } catch {
    return null;
  }
}
