import type { KeysetPosition } from "~/lib/pagination";

/** The ?after= of the path lists: the last row's position, as an opaque URL-safe text. */
export function encodePathCursor(position: KeysetPosition): string {
  return Buffer.from(JSON.stringify([position.createdAt, position.id]), "utf8").toString("base64url");
}

/** The position an ?after= names; null when absent, undefined when it is not one of ours (a 400). */
export function decodePathCursor(text: string | null): KeysetPosition | null | undefined {
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
