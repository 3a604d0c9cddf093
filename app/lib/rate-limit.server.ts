import { sql } from "kysely";
import type { DatabaseExecutor } from "~db/executor";
import { nothingToDownload, type PersonalDataOwner } from "./personal-data";

/**
 * Throttle counters in the rate_limits table, so every server process on one database (a SQLite
 * file or PostgreSQL) sees the same counts. Each hit is one atomic upsert: two processes counting
 * the same key at once both land, neither overwrites the other (docs/decisions/0013).
 */

export interface RateLimitRule {
  /** Hits allowed in one window. */
  limit: number;
  windowMs: number;
}

export interface CounterState {
  hits: number;
  lastHitAt: number;
  expiresAt: number;
}

export interface RateLimitResult {
  allowed: boolean;
  retryAfterSeconds: number;
}

/** Expired rows are removed now and then by the hits themselves: no timer, no extra process. */
const SWEEP_CHANCE = 0.01;

/**
 * Adds one hit to the key and returns the counter after it. A fixed window starts at the first hit;
 * a sliding one (failure counters) is forgotten only after windowMs without a hit.
 */
export async function recordHit(
  db: DatabaseExecutor,
  key: string,
  { windowMs, sliding = false }: { windowMs: number; sliding?: boolean },
  now = Date.now(),
): Promise<CounterState> {
  const current = sql.ref("rate_limits");
  const isExpired = sql`${sql.ref("rate_limits.expires_at")} <= ${now}`;
  const row = await db
    .insertInto("rate_limits")
    .values({ key, hits: 1, window_started_at: now, last_hit_at: now, expires_at: now + windowMs })
    .onConflict((conflict) =>
      conflict.column("key").doUpdateSet({
        hits: sql<number>`case when ${isExpired} then 1 else ${current}.hits + 1 end`,
        window_started_at: sql<number>`case when ${isExpired} then ${now} else ${current}.window_started_at end`,
        last_hit_at: now,
        expires_at: sliding
          ? now + windowMs
          : sql<number>`case when ${isExpired} then ${now + windowMs} else ${current}.expires_at end`,
      }),
    )
    .returning(["hits", "last_hit_at", "expires_at"])
    .executeTakeFirstOrThrow();
  if (Math.random() < SWEEP_CHANCE) await sweepExpiredCounters(db, now);
  return toCounterState(row);
}

/** Counts one hit against the rule; refused once the key has used up its hits in this window. */
export async function consumeRateLimit(
  db: DatabaseExecutor,
  key: string,
  rule: RateLimitRule,
  now = Date.now(),
): Promise<RateLimitResult> {
  const counter = await recordHit(db, key, { windowMs: rule.windowMs }, now);
  return {
    allowed: counter.hits <= rule.limit,
    retryAfterSeconds: Math.max(1, Math.ceil((counter.expiresAt - now) / 1000)),
  };
}

/** The live counters among these keys (expired ones are left out), in one query. */
export async function readCounters(
  db: DatabaseExecutor,
  keys: string[],
  now = Date.now(),
): Promise<Map<string, CounterState>> {
  const rows = await db
    .selectFrom("rate_limits")
    .select(["key", "hits", "last_hit_at", "expires_at"])
    .where("key", "in", keys)
    .where("expires_at", ">", now)
    .execute();
  return new Map(rows.map((row) => [row.key, toCounterState(row)]));
}

export async function clearCounter(db: DatabaseExecutor, key: string) {
  await db.deleteFrom("rate_limits").where("key", "=", key).execute();
}

export async function sweepExpiredCounters(db: DatabaseExecutor, now = Date.now()) {
  await db.deleteFrom("rate_limits").where("expires_at", "<=", now).execute();
}

function toCounterState(row: { hits: number; last_hit_at: number; expires_at: number }): CounterState {
  return { hits: row.hits, lastHitAt: row.last_hit_at, expiresAt: row.expires_at };
}

/**
 * Throttle counters are keyed by what they count: an address, an account id or an inbox
 * ("sign-up:email:…"). The person's go with them (decision 0067-erasure-registry); the
 * account is deactivated, so nothing is lost by forgetting its counts.
 */
export const rateLimitPersonalData: PersonalDataOwner = {
  owner: "rate-limits",
  tables: ["rate_limits"],
  notDownloaded: { rate_limits: "throttle counters (how many tries in the last minutes), gone within the hour" },
  personalDataOf: nothingToDownload,
  async erasePersonalData(db, person) {
    const markers = [...person.emails, ...(person.userId ? [person.userId.toLowerCase()] : [])];
    if (markers.length === 0) return undefined;
    await db
      .deleteFrom("rate_limits")
      .where((eb) => eb.or(markers.map((marker) => eb(eb.fn("lower", ["key"]), "like", `%${marker}%`))))
      .execute();
    return undefined;
  },
};
