import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { consumeRateLimit, readCounters, sweepExpiredCounters } from "~/lib/rate-limit.server";
import { recordFailedSignIn, signInWaitSeconds } from "~/platform/auth/sign-in-throttle.server";
import { getDb } from "~/server/app-context.server";
import { openDatabase } from "~db/database.server";

/** A second, independent connection to the same database, as a second server process would have. */
const secondProcess = openDatabase(
  process.env.DATABASE_URL
    ? { databaseUrl: process.env.DATABASE_URL }
    : { sqliteFile: path.join(process.env.DATA_DIR ?? "", "campus.sqlite") },
);
afterAll(() => secondProcess.close());

describe("the database-backed limiter", () => {
  it("shares one count between two connections", async () => {
    const rule = { limit: 4, windowMs: 60_000 };
    const first = getDb();
    const second = secondProcess.db;
    const results = [];
    for (const db of [first, second, first, second, first, second]) {
      results.push((await consumeRateLimit(db, "shared:two-processes", rule)).allowed);
    }
    expect(results).toEqual([true, true, true, true, false, false]);
  });

  it("loses no hit when both connections count at once", async () => {
    const rule = { limit: 1000, windowMs: 60_000 };
    await Promise.all(
      Array.from({ length: 60 }, (_, index) =>
        consumeRateLimit(index % 2 ? getDb() : secondProcess.db, "shared:concurrent", rule),
      ),
    );
    const counters = await readCounters(getDb(), ["shared:concurrent"]);
    expect(counters.get("shared:concurrent")?.hits).toBe(60);
  });

  it("slows an address down across processes: failures counted by one are seen by the other", async () => {
    const now = Date.now();
    for (let failure = 0; failure < 5; failure++) {
      await recordFailedSignIn(failure % 2 ? getDb() : secondProcess.db, "shared@example.test", "192.0.2.7", now);
    }
    expect(await signInWaitSeconds(getDb(), "shared@example.test", "192.0.2.7", now)).toBe(4);
    expect(await signInWaitSeconds(secondProcess.db, "shared@example.test", "192.0.2.7", now)).toBe(4);
  });

  it("starts a new window once the old one is over, and sweeps expired counters", async () => {
    const rule = { limit: 1, windowMs: 1000 };
    const start = Date.UTC(2026, 10, 23, 8, 0, 0);
    expect((await consumeRateLimit(getDb(), "window:reset", rule, start)).allowed).toBe(true);
    const refused = await consumeRateLimit(secondProcess.db, "window:reset", rule, start + 400);
    expect(refused).toEqual({ allowed: false, retryAfterSeconds: 1 });
    expect((await consumeRateLimit(getDb(), "window:reset", rule, start + 1000)).allowed).toBe(true);

    await sweepExpiredCounters(getDb(), start + 10_000);
    const left = await getDb().selectFrom("rate_limits").select("key").where("key", "=", "window:reset").execute();
    expect(left).toHaveLength(0);
  });
});
