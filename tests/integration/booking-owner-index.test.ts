import { CompiledQuery, type KyselyPlugin, type RootOperationNode, sql } from "kysely";
import { describe, expect, it } from "vitest";
import { listOwnBookings } from "~/features/bookings/my-bookings.server";
import { getDatabaseConnection, getDb } from "~/server/app-context.server";
import { insertEvent } from "~/server/factories/event-factory";

/**
 * My learning's bookings are found by their owner through indexes, whatever share of bookings has no
 * owner (decision 0112-render-signed-in-render-cost). Most bookings come from the public form with no
 * user_id; with a full index on user_id SQLite's statistics then made "user_id = ? or lower(email) = ?"
 * look unselective, and the query walked every event by date and each event's bookings (300 ms on
 * 100k bookings) instead of the two indexes. The partial index counts only owned bookings.
 */
describe.skipIf(getDatabaseConnection().kind !== "sqlite")("My learning's bookings query on SQLite", () => {
  it("reads the owner's bookings through the owner and email indexes after ANALYZE of unowned bookings", async () => {
    const db = getDb();
    const events = await Promise.all(Array.from({ length: 20 }, () => insertEvent(db)));
    const rows = events.flatMap((event, eventIndex) =>
      Array.from({ length: 25 }, (_, index) => ({
        id: `plan-${eventIndex}-${index}`,
        event_id: event.id,
        name: "Ayanda",
        surname: `Zulu ${index}`,
        email: `ayanda-${eventIndex}-${index}@example.test`,
        phone: "+27 82 555 0101",
        province: "Gauteng",
        city: "Johannesburg",
        company: "Acme",
        occupation: "Auditor",
        created_at: "2026-11-01T08:00:00.000Z",
        status: "confirmed",
        country: "South Africa",
      })),
    );
    await db.insertInto("event_bookings").values(rows).execute();
    await sql`analyze`.execute(db);

    const statements: RootOperationNode[] = [];
    const capture: KyselyPlugin = {
      transformQuery: (args) => {
        statements.push(args.node);
        return args.node;
      },
      transformResult: async (args) => args.result,
    };
    await listOwnBookings(
      db.withPlugin(capture),
      { userId: "no-such-user", verifiedEmail: "someone@example.test" },
      { today: "2026-11-29", limit: 20, timeZone: "Africa/Johannesburg" },
    );
    expect(statements).toHaveLength(2);
    for (const node of statements) {
      const compiled = db.getExecutor().compileQuery(node, { queryId: "plan" } as never);
      const plan = await db.executeQuery<{ detail: string }>(
        CompiledQuery.raw(`explain query plan ${compiled.sql}`, [...compiled.parameters]),
      );
      const steps = plan.rows.map((row) => row.detail).join("\n");
      expect(steps).toContain("MULTI-INDEX OR");
      expect(steps).toContain("event_bookings_owner");
      expect(steps).not.toMatch(/SCAN events/);
    }
  });
});
