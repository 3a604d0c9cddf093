import crypto from "node:crypto";
import { getEnvironment } from "~/lib/env.server";
import { isUserRole } from "~/lib/roles";
import type { DatabaseExecutor } from "~db/executor";

/**
 * A package's documents run at an opaque origin (the sandbox), and browsers may leave the
 * SameSite session cookie off the requests such a document makes for its scripts and images. So
 * each launch address carries a key in its path, signed for one learner and one package and good
 * for a working day (decision 0097-scorm-content-packages); relative links inside the package keep
 * it. The key names its learner; the route still checks that they may read the course.
 */

const LIFETIME_MS = 12 * 60 * 60 * 1000;

function signature(userId: string, packageId: string, expires: number): string {
  return crypto
    .createHmac("sha256", getEnvironment().authSecret)
    .update(`package-launch:${userId}:${packageId}:${expires}`)
    .digest("base64url")
    .slice(0, 32);
}

export function launchKey(userId: string, packageId: string, now: Date): string {
  const expires = Math.floor((now.getTime() + LIFETIME_MS) / 1000);
  return `${Buffer.from(userId).toString("base64url")}.${expires}.${signature(userId, packageId, expires)}`;
}

/** The learner a key was signed for, or null when it is not a key of this package or has expired. */
export function readLaunchKey(key: string, packageId: string, now: Date): string | null {
  const [encodedUser = "", expiresText = "", given = ""] = key.split(".");
  const expires = Number(expiresText);
  if (!/^\d{1,12}$/.test(expiresText) || expires * 1000 < now.getTime()) return null;
  const userId = Buffer.from(encodedUser, "base64url").toString();
  const expected = signature(userId, packageId, expires);
  if (given.length !== expected.length) return null;
  return crypto.timingSafeEqual(Buffer.from(given), Buffer.from(expected)) ? userId : null;
}

/** The account a key names, as the route's reader check needs it (null when it is gone or deactivated). */
export async function findLaunchUser(db: DatabaseExecutor, userId: string) {
  const user = await db
    .selectFrom("user")
    .select(["id", "name", "role", "deactivated"])
    .where("id", "=", userId)
    .executeTakeFirst();
  if (!user || user.deactivated || !isUserRole(user.role)) return null;
  return { id: user.id, name: user.name, role: user.role };
}
