// A second server process for the numbering test (tests/integration/selling-numbering.test.ts):
// pays in full each order named on the command line, all at once, through the app's own
// recordPayment against the database in DATABASE_URL, and prints the invoice numbers it got.
import { withAppModules } from "../../scripts/app-modules.ts";

const orderIds = process.argv.slice(2);

await withAppModules(async (load) => {
  const settle = await load<typeof import("~/features/selling/settle.server")>("app/features/selling/settle.server.ts");
  const context = await load<typeof import("~/server/app-context.server")>("app/server/app-context.server.ts");
  const db = context.getDb();
  const outcomes = await Promise.all(
    orderIds.map(async (orderId) => {
      const order = await db
        .selectFrom("orders")
        .select("total_cents")
        .where("id", "=", orderId)
        .executeTakeFirstOrThrow();
      return settle.recordPayment(
        db,
        { orderId, amountCents: order.total_cents, receivedOn: "2026-11-20", method: "eft", source: "manual" },
        async () => ({ ok: true }),
      );
    }),
  );
  await context.closeAppContext();
  process.stdout.write(`${JSON.stringify(outcomes.map((outcome) => outcome.ok))}\n`);
});
