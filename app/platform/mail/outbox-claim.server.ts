import { createId } from "~/lib/ids";
import type { DatabaseExecutor } from "~db/executor";
import type { OutboxMessage } from "~db/schema";

/**
 * Longer than any one send can take with the SMTP timeouts (connection, greeting, socket idle),
 * so a live worker never loses its claim; a crashed worker's messages go out again after it.
 */
export const CLAIM_LEASE_MS = 5 * 60 * 1000;

// Every lane of every worker reads the same front of the queue; trying a few candidates lets a
// lane that lost the race for the first one take the next instead of going idle.
const CANDIDATES_PER_CLAIM = 16;
const CLAIM_ROUNDS = 3;

export interface ClaimedMessage {
  message: OutboxMessage;
  token: string;
}

/**
 * Claims the most urgent due message for one send. The claim is one conditional UPDATE (pending,
 * and not claimed by anyone else or the claim ran out), so on PostgreSQL and SQLite alike only one
 * of several workers racing for a message gets it: the others' UPDATE matches no row.
 */
export async function claimNextDueEmail(db: DatabaseExecutor, now: Date): Promise<ClaimedMessage | undefined> {
  const nowText = now.toISOString();
  const token = createId();
  for (let round = 0; round < CLAIM_ROUNDS; round++) {
    const candidates = await db
      .selectFrom("outbox")
      .select("id")
      .where("status", "=", "pending")
      .where("next_attempt_at", "<=", nowText)
      .where((eb) => eb.or([eb("claimed_until", "is", null), eb("claimed_until", "<=", nowText)]))
      .orderBy("priority")
      .orderBy("next_attempt_at")
      .limit(CANDIDATES_PER_CLAIM)
      .execute();
    if (candidates.length === 0) return undefined;
    for (const { id } of candidates) {
      const message = await db
        .updateTable("outbox")
        .set({ claim_token: token, claimed_until: new Date(now.getTime() + CLAIM_LEASE_MS).toISOString() })
        .where("id", "=", id)
        // Checked again here, not only in the SELECT: between the two, another lane may have sent
        // the message, or tried it and put it back with a later time.
        .where("status", "=", "pending")
        .where("next_attempt_at", "<=", nowText)
        .where((eb) => eb.or([eb("claimed_until", "is", null), eb("claimed_until", "<=", nowText)]))
        .returningAll()
        .executeTakeFirst();
      if (message) return { message, token };
    }
  }
  return undefined;
}
