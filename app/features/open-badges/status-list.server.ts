import { gzipSync } from "node:zlib";
import type { DatabaseExecutor } from "~db/executor";

/**
 * Revocation through a W3C Bitstring Status List (decision 0100-open-badges-credentials). Each certificate has
 * a position (certificate-status-position.server.ts, taken when it is issued); list n holds
 * positions from (n-1)·LIST_SIZE.
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
