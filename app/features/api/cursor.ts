/**
 * Opaque cursors for keyset paging: base64url of [created_at, id] of the last item returned. The
 * next page is everything strictly after it in (created_at desc, id desc) order, so rows inserted
 * while a client pages (newer ones) never shift or repeat what it has still to read.
 */
export interface CursorPosition {
  createdAt: string;
  id: string;
}

export function encodeCursor(position: CursorPosition): string {
  return Buffer.from(JSON.stringify([position.createdAt, position.id]), "utf8").toString("base64url");
}

export function decodeCursor(cursor: string): CursorPosition | null {
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
