import { sql } from "kysely";
import { describe, expect, it } from "vitest";
import { listOwnBookings } from "~/features/bookings/my-bookings.server";
import { loadOwnBookingState } from "~/features/bookings/own-booking-state.server";
import { listOwnCertificates } from "~/features/certificates/own-certificates.server";
import { runWithRequestContext } from "~/lib/request-context.server";
import { getDatabaseConnection, getDb } from "~/server/app-context.server";

/**
 * A person's own bookings and certificates (`user_id = ? or lower(email) = ?`) are read through
 * indexes whatever SQLite's statistics say (docs/decisions/0118-learner-pages-within-budget.md).
 * On the bench data every booking's user_id was NULL; ANALYZE then told the planner that a user_id
 * matches all 100,000 rows and it scanned the table, 250 ms of CPU a page. The statistics of that
 * data are given here (sqlite_stat1 as ANALYZE wrote it, the index of rows with a user empty), and
 * each statement the pages run must search, never scan, the two tables.
 */
const BENCH_STATISTICS: Array<[string, string, string]> = [
  ["event_bookings", "event_bookings_email", "100000 1"],
  ["event_bookings", "event_bookings_created_at", "100000 55"],
  ["event_bookings", "event_bookings_event_status", "100000 200 200 7"],
  ["event_bookings", "event_bookings_event_email", "100000 200 1"],
  ["event_bookings", "event_bookings_event_surname", "100000 200 4 1"],
  ["event_bookings", "sqlite_autoindex_event_bookings_1", "100000 1"],
  ["certificates", "certificates_recipient_email", "100000 1"],
];

const owner = { userId: "someone", verifiedEmail: "someone@example.com" };

async function statementsOf(work: () => Promise<unknown>) {
  const usage = { statements: 0, ms: 0, texts: [] as string[] };
  await runWithRequestContext({ requestId: "query-plans", sql: usage }, work);
  return usage.texts.filter((text) => /event_bookings|certificates/.test(text));
}

describe.skipIf(getDatabaseConnection().kind !== "sqlite")("a person's own bookings and certificates on SQLite", () => {
  it("are searched by index, not scanned, with the statistics of mostly anonymous bookings", async () => {
    const db = getDb();
    await sql`analyze`.execute(db);
    for (const [table, index, stat] of BENCH_STATISTICS) {
      await sql`delete from sqlite_stat1 where tbl = ${table} and idx = ${index}`.execute(db);
      await sql`insert into sqlite_stat1 (tbl, idx, stat) values (${table}, ${index}, ${stat})`.execute(db);
    }
    // The index of bookings with a user as ANALYZE leaves it when none has one: no row. The old
    // index of every row would say "100000 100000" here.
    await sql`delete from sqlite_stat1 where idx in ('event_bookings_owner', 'certificates_user')`.execute(db);
    await sql`analyze sqlite_schema`.execute(db);

    const texts = await statementsOf(async () => {
      await loadOwnBookingState(db, { name: "Some One", email: owner.verifiedEmail }, owner, "an-event");
      await listOwnBookings(db, owner, { today: "2026-11-29", limit: 5, timeZone: "Africa/Johannesburg" });
      await listOwnCertificates(db, owner, { limit: 5 });
    });
    expect(texts.length).toBe(3);
    for (const text of texts) {
      const plan = await sql<{ detail: string }>`${sql.raw(`explain query plan ${text}`)}`.execute(db);
      const details = plan.rows.map((row) => row.detail);
      expect(
        details.filter((detail) => /^SCAN (event_bookings|certificates)\b/.test(detail)),
        text,
      ).toEqual([]);
      expect(
        details.some((detail) => /INDEX (event_bookings_owner|certificates_user)\b/.test(detail)),
        text,
      ).toBe(true);
    }
  });
});
