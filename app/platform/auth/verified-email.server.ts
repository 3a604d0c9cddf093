import type { DatabaseExecutor } from "~db/executor";

/**
 * The account's email address once it is confirmed, else null. Records keyed by an address (CPD
 * certificates, event bookings made before signing up) are shown to an account only through it:
 * an address someone typed but never confirmed proves nothing.
 */
export async function findVerifiedEmail(db: DatabaseExecutor, userId: string): Promise<string | null> {
  const row = await db
    .selectFrom("user")
    .select(["email", "emailVerified"])
    .where("id", "=", userId)
    .executeTakeFirst();
  // SQLite hands the flag back as 0/1, PostgreSQL as a boolean.
  return row?.emailVerified && row.email ? row.email : null;
}
