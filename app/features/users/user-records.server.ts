import { type KeysetPage, type KeysetRequest, keysetPageOf } from "~/lib/pagination";
import type { DatabaseExecutor } from "~db/executor";

/** An account as systems outside the screens read it (the REST API maps it to JSON). */
export interface UserRecord {
  id: string;
  name: string;
  email: string;
  role: string;
  deactivated: boolean;
  emailVerified: boolean;
  /** ISO time. */
  createdAt: string;
}

/** better-auth writes createdAt as a Date, an ISO string or epoch milliseconds, by database. */
function isoTime(value: Date | string | number): string {
  if (value instanceof Date) return value.toISOString();
  const asNumber = typeof value === "number" ? value : /^\d+$/.test(value) ? Number(value) : Number.NaN;
  const date = Number.isNaN(asNumber) ? new Date(value) : new Date(asNumber);
  return Number.isNaN(date.getTime()) ? String(value) : date.toISOString();
}

const flag = (value: number | string | boolean | null) => Boolean(Number(value));

/**
 * Accounts by email (unique, lower case), a page after `after` (whose createdAt holds the email):
 * createdAt is stored differently by each database, email sorts the same everywhere.
 */
export async function listUserRecords(
  db: DatabaseExecutor,
  request: KeysetRequest & { role?: string },
): Promise<KeysetPage<UserRecord>> {
  let select = db
    .selectFrom("user")
    .select(["id", "name", "email", "role", "deactivated", "emailVerified", "createdAt"])
    .orderBy("email")
    .orderBy("id");
  if (request.role) select = select.where("role", "=", request.role);
  const after = request.after;
  if (after) {
    select = select.where((eb) =>
      eb.or([eb("email", ">", after.createdAt), eb.and([eb("email", "=", after.createdAt), eb("id", ">", after.id)])]),
    );
  }
  const rows = await select.limit(request.limit + 1).execute();
  return keysetPageOf(
    rows,
    request.limit,
    (row) => ({
      id: row.id,
      name: row.name,
      email: row.email,
      role: row.role,
      deactivated: flag(row.deactivated),
      emailVerified: flag(row.emailVerified),
      createdAt: isoTime(row.createdAt),
    }),
    (row) => ({ createdAt: row.email, id: row.id }),
  );
}
