import type { DatabaseExecutor } from "~db/executor";

/** The oldest due message that is still waiting to be sent, and how many are waiting. */
export async function outboxBacklog(db: DatabaseExecutor, now = new Date()) {
  const row = await db
    .selectFrom("outbox")
    // i18n-exempt: a column name, not text
    .select((eb) => [eb.fn.countAll<number>().as("depth"), eb.fn.min("next_attempt_at").as("oldestDue")])
    .where("status", "=", "pending")
    .where("next_attempt_at", "<=", now.toISOString())
    .executeTakeFirstOrThrow();
  const oldestDue = row.oldestDue ? Date.parse(String(row.oldestDue)) : undefined;
  return {
    depth: row.depth,
    oldestDueAgeSeconds: oldestDue === undefined ? 0 : Math.max(0, (now.getTime() - oldestDue) / 1000),
  };
}

/** Messages the worker gave up on (status failed): a gauge for /metrics. */
export async function failedMailCount(db: DatabaseExecutor): Promise<number> {
  const row = await db
    .selectFrom("outbox")
    .select((eb) => eb.fn.countAll<number>().as("failed"))
    .where("status", "=", "failed")
    .executeTakeFirstOrThrow();
  return row.failed;
}
