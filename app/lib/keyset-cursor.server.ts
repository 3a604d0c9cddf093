import type { KeysetPosition } from "./pagination";

/**
 * A keyset position as a list's address carries it (?after=): base64url of [sort key, id], opaque
 * to the reader. One encoding for every keyset list (decision 0041), so a cursor never means two things.
 */
export function encodeKeysetCursor(position: KeysetPosition): string {
  return Buffer.from(JSON.stringify([position.createdAt, position.id]), "utf8").toString("base64url");
}

/** The ?after= of a list: null when absent, undefined when it is not one of ours (answer 400). */
export function decodeKeysetCursor(text: string | null): KeysetPosition | null | undefined {
  if (text === null || text === "") return null;
  if (!/^[A-Za-z0-9_-]{1,400}$/.test(text)) return undefined;
  try {
    const value: unknown = JSON.parse(Buffer.from(text, "base64url").toString("utf8"));
    if (!Array.isArray(value) || value.length !== 2) return undefined;
    const [createdAt, id] = value;
    if (typeof createdAt !== "string" || typeof id !== "string" || createdAt.length > 40 || id.length > 100) {
      return undefined;
    }
    return { createdAt, id };
  } catch {
    return undefined;
  }
}
