import { gzipSync } from "node:zlib";
import { sql } from "kysely";
import type { DatabaseExecutor } from "~db/executor";
import { inTransaction } from "~db/transactions";

/**
 * Revocation through a W3C Bitstring Status List (decision 0097-open-badges). Each certificate takes
 * a position the first time its credential is built; list n holds positions from (n-1)·LIST_SIZE.
 * The bits are read from certificates.revoked_at whenever a list is served, so revoking a
 * certificate (revoke-certificate.server.ts) flips its bit with nothing else to keep in step.
 */

/** 131,072 bits (16 KiB): the spec's minimum, so one list gives no clue which holder was checked. */
export const STATUS_LIST_SIZE = 131_072;
const REVOCATION = "revocation";

export interface StatusPlace {
  listId: string;
  index: number;
}

export function statusPlaceOf(position: number): StatusPlace {
  return { listId: String(Math.floor(position / STATUS_LIST_SIZE) + 1), index: position % STATUS_LIST_SIZE };
}

/**
 * The certificate's place, taken now when it has none. The counter row is bumped first (it locks
 * on PostgreSQL; SQLite has one writer), then the entry is inserted in the same transaction, so a
 * rollback gives the position back and no two certificates share one. Two first requests for the
 * same certificate at once: the loser's insert fails on the key and it reads the winner's place.
 */
export async function takeStatusPlace(db: DatabaseExecutor, certificateId: string, now = new Date()) {
  const existing = await findPosition(db, certificateId);
  if (existing !== undefined) return statusPlaceOf(existing);
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
    return statusPlaceOf(position);
  } catch (error) {
    if (db.isTransaction) throw error;
    const winner = await findPosition(db, certificateId);
    if (winner === undefined) throw error;
    return statusPlaceOf(winner);
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

/** "1", "2": a whole number from 1 up to the last list any position falls in; list 1 always exists. */
export async function readStatusListId(db: DatabaseExecutor, listId: string): Promise<number | undefined> {
  if (!/^[1-9]\d{0,8}$/.test(listId)) return undefined;
  const number = Number(listId);
  if (number === 1) return 1;
  const counter = await db
    .selectFrom("open_badge_status_counters")
    .select("next_position")
    .where("status_purpose", "=", REVOCATION)
    .executeTakeFirst();
  const lists = Math.max(1, Math.ceil(Number(counter?.next_position ?? 0) / STATUS_LIST_SIZE));
  return number <= lists ? number : undefined;
}

/**
 * The list's encodedList: bit i is the i-th bit from the left of the bitstring (the spec's order),
 * gzipped and written as multibase base64url ("u" prefix). One query for the whole list.
 */
export async function encodedRevocationList(db: DatabaseExecutor, listNumber: number): Promise<string> {
  const first = (listNumber - 1) * STATUS_LIST_SIZE;
  const revoked = await db
    .selectFrom("open_badge_status_entries")
    .innerJoin("certificates", "certificates.id", "open_badge_status_entries.certificate_id")
    .select("open_badge_status_entries.position")
    .where("open_badge_status_entries.position", ">=", first)
    .where("open_badge_status_entries.position", "<", first + STATUS_LIST_SIZE)
    .where("certificates.revoked_at", "is not", null)
    .execute();
  const bits = new Uint8Array(STATUS_LIST_SIZE / 8);
  for (const { position } of revoked) {
    const index = Number(position) - first;
    bits[index >> 3] |= 0x80 >> (index & 7);
  }
  return `u${gzipSync(bits).toString("base64url")}`;
}
