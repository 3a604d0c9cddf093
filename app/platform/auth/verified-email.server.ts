import { readOncePerRequest } from "~/lib/request-context.server";
import type { DatabaseExecutor } from "~db/executor";

/** An account's address and whether it is confirmed. */
export interface AccountEmail {
  email: string;
  emailVerified: boolean;
}

const accountEmailKey = (userId: string) => `account-email:${userId}`;

/**
 * The account's address, read once per page request: the session's own read (which joins the
 * person) keeps it for the signed-in person (keepAccountEmail), so My learning, My CPD and the
 * events page ask the database for it no more
 * (docs/decisions/0118-learner-pages-within-budget.md).
 */
export function findAccountEmail(db: DatabaseExecutor, userId: string): Promise<AccountEmail | undefined> {
  return readOncePerRequest(accountEmailKey(userId), async () => {
    const row = await db
      .selectFrom("user")
      .select(["email", "emailVerified"])
      .where("id", "=", userId)
      .executeTakeFirst();
    // SQLite hands the flag back as 0/1, PostgreSQL as a boolean.
    return row ? { email: row.email, emailVerified: Boolean(row.emailVerified) } : undefined;
  });
}

/** The session's read of the signed-in person, kept for the rest of the request (a GET or HEAD only). */
export function keepAccountEmail(userId: string, account: AccountEmail) {
  void readOncePerRequest(accountEmailKey(userId), async () => account);
}

/**
 * The account's email address once it is confirmed, else null. Records keyed by an address (CPD
 * certificates, event bookings made before signing up) are shown to an account only through it:
 * an address someone typed but never confirmed proves nothing.
 */
export async function findVerifiedEmail(db: DatabaseExecutor, userId: string): Promise<string | null> {
  const account = await findAccountEmail(db, userId);
  return account?.emailVerified && account.email ? account.email : null;
}
