import { sql } from "kysely";
import type { DatabaseExecutor } from "~db/executor";
import { inTransaction } from "~db/transactions";

/**
 * A certificate's stable position in the Open Badges revocation status lists (decision
 * 0100-open-badges-credentials), taken in the transaction that issues it; certificates issued before Open Badges
 * were given theirs by the migration. The bit itself is read from revoked_at when a list is served.
 */

const REVOCATION = "revocation";

/**
 * The certificate's position, taken now when it has none. The counter row is bumped first (it locks
 * on PostgreSQL; SQLite has one writer), then the entry is inserted in the same transaction, so a
 * rollback gives the position back and no two certificates share one. Two first requests for the
 * same certificate at once: the loser's insert fails on the key and it reads the winner's position.
 */
export async function takeStatusPosition(
  db: DatabaseExecutor,
  certificateId: string,
  now = new Date(),
): Promise<number> {
  const existing = await findPosition(db, certificateId);
  if (existing !== undefined) return existing;
  try {
    const position = await inTransaction(db, async (trx) => {
      await trx
        .updateTable("open_badge_status_counters")
        .set({ next_position: sql`next_position + 1` })
        .where("status_purpose", "=", REVOCATION)
        .execute();
      const counter = await trx
        .selectFrom("open_badge_status_counters")
        .select("next_position")
        .where("status_purpose", "=", REVOCATION)
        .executeTakeFirstOrThrow();
      const taken = Number(counter.next_position) - 1;
      await trx
        .insertInto("open_badge_status_entries")
        .values({ certificate_id: certificateId, position: taken, created_at: now.toISOString() })
        .execute();
      return taken;
    });
    return position;
  } catch (error) {
    if (db.isTransaction) throw error;
    const winner = await findPosition(db, certificateId);
    if (winner === undefined) throw error;
    return winner;
  }
}

async function findPosition(db: DatabaseExecutor, certificateId: string): Promise<number | undefined> {
  const row = await db
    .selectFrom("open_badge_status_entries")
    .select("position")
    .where("certificate_id", "=", certificateId)
    .executeTakeFirst();
  return row ? Number(row.position) : undefined;
}
