import type { DatabaseExecutor } from "~db/executor";

/**
 * Takes back mail not sent yet whose reference starts with one of `referencePrefixes` (a cancelled
 * booking's reminders, a revoked certificate's expiry notices). A message a worker has claimed and
 * is sending right now is let go: its send is already under way. The outbox is mail's table; other
 * features withdraw through here rather than deleting its rows themselves.
 */
export async function withdrawPendingMail(
  trx: DatabaseExecutor,
  referencePrefixes: string[],
  now: Date,
): Promise<void> {
  if (referencePrefixes.length === 0) return;
  const nowText = now.toISOString();
  await trx
    .deleteFrom("outbox")
    .where("status", "=", "pending")
    // A prefix compared exactly (substr), not by LIKE: an id's '_' would be a wildcard there.
    .where((eb) =>
      eb.or(
        referencePrefixes.map((prefix) =>
          eb(eb.fn("substr", ["reference", eb.val(1), eb.val(prefix.length)]), "=", prefix),
        ),
      ),
    )
    .where((eb) => eb.or([eb("claimed_until", "is", null), eb("claimed_until", "<=", nowText)]))
    .execute();
}

/**
 * Drops every message to one address, sent or not: an account the seed or a test made, whose
 * confirmation mail no person asked for and none should see in the outbox's log.
 */
export async function discardMailTo(db: DatabaseExecutor, email: string): Promise<void> {
  await db.deleteFrom("outbox").where("to_email", "=", email.toLowerCase()).execute();
}
