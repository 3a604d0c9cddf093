import type { KeysetPosition } from "./pagination";

/**
 * A keyset position as a list's address carries it (?after=): base64url of [sort key, id], opaque
 * to the reader. One encoding for every keyset list (decision 0041), so a cursor never means two things.
 */
export function encodeKeysetCursor(position: KeysetPosition): string {
  return Buffer.from(JSON.stringify([position.createdAt, position.id]), "utf8").toString("base64url");
}

/** A timestamp's length: the sort key of the lists that page by time. */
const TIME_KEY_LENGTH = 40;

/** The decoding of a list sorted by a person's or a course's name (names of up to 300 characters). */
export const BY_NAME = { sortKeyLength: 300 } as const;

/**
 * The ?after= of a list: null when absent, undefined when it is not one of ours (answer 400). A list
 * sorted by something longer than a timestamp (a person's name) says how long its sort key may be.
 */
export function decodeKeysetCursor(
  text: string | null,
  { sortKeyLength = TIME_KEY_LENGTH }: { sortKeyLength?: number } = {},
): KeysetPosition | null | undefined {
  if (text === null || text === "") return null;
  // 400 characters hold a timestamp's cursor; each further character of the key takes at most 6 bytes
  // of JSON (\u0001), 8 characters of base64url.
  const longest = 400 + 8 * Math.max(0, sortKeyLength - TIME_KEY_LENGTH);
  if (text.length > longest || !/^[A-Za-z0-9_-]+$/.test(text)) return undefined;
  try {
    const value: unknown = JSON.parse(Buffer.from(text, "base64url").toString("utf8"));
    if (!Array.isArray(value) || value.length !== 2) return undefined;
    const [sortKey, id] = value;
    if (typeof sortKey !== "string" || typeof id !== "string" || sortKey.length > sortKeyLength || id.length > 100) {
      return undefined;
    }
    return { createdAt: sortKey, id };
  } catch {
    return undefined;
  }
}
