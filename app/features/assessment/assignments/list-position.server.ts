import type { KeysetPosition } from "~/lib/pagination";
import type { DatabaseExecutor } from "~db/executor";

/** A keyset position as an address carries it (?after=): base64url of [sort key, id]. */
export function encodeAfter(position: KeysetPosition): string {
  return Buffer.from(JSON.stringify([position.createdAt, position.id]), "utf8").toString("base64url");
}

/** The ?after= of a list, or null when absent; undefined when it is not one of ours (a 400). */
export function decodeAfter(text: string | null): KeysetPosition | null | undefined {
  if (text === null || text === "") return null;
  if (!/^[A-Za-z0-9_-]{1,400}$/.test(text)) return undefined;
  try {
    const value: unknown = JSON.parse(Buffer.from(text, "base64url").toString("utf8"));
    if (!Array.isArray(value) || value.length !== 2) return undefined;
    const [createdAt, id] = value;
    if (typeof createdAt !== "string" || typeof id !== "string" || createdAt.length > 40 || id.length > 100)
      return undefined;
    return { createdAt, id };
  } catch {
    return undefined;
  }
}

/** The course's name for a screen's heading ("" for an unknown course, which the guard refused already). */
export async function findCourseName(db: DatabaseExecutor, courseId: string): Promise<string> {
  const course = await db.selectFrom("courses").select("name").where("id", "=", courseId).executeTakeFirst();
  return course?.name ?? "";
}
