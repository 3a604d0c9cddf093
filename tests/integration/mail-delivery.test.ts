import path from "node:path";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { getEnvironment } from "~/lib/env.server";
import {
  createSmtpTransport,
  deliverDueEmails,
  findOutboxMessage,
  queueEmail,
  startMailWorker,
} from "~/platform/mail/mail.server";
import { CLAIM_LEASE_MS, claimNextDueEmail } from "~/platform/mail/outbox-claim.server";
import { getAuth, getDb } from "~/server/app-context.server";
import { insertUser } from "~/server/factories/user-factory";
import { type DatabaseConnection, openDatabase } from "~db/database.server";
import { startSmtpTestServer } from "~tests/support/smtp-test-server";
import { startSilentSmtpServer } from "~tests/support/unreachable-smtp";

const FROM = "Campus <no-reply@campus.test>";

let smtp: Awaited<ReturnType<typeof startSmtpTestServer>>;
/** A second connection to this file's database: what a second server process would hold. */
let otherProcess: DatabaseConnection;
beforeAll(async () => {
  smtp = await startSmtpTestServer();
  const environment = getEnvironment();
  otherProcess = openDatabase(
    environment.DATABASE_URL
      ? { databaseUrl: environment.DATABASE_URL }
      : { sqliteFile: path.join(environment.dataDirectory, "campus.sqlite") },
  );
});
afterAll(async () => {
  await otherProcess.close();
  await smtp.close();
});
// Each test reasons about the whole queue (what is due first): it starts from an empty outbox.
beforeEach(async () => {
  await getDb().deleteFrom("outbox").execute();
  smtp.received.length = 0;
});

function plainMessage(to: string) {
  return { to, subject: `For ${to}`, html: "<p>Hello</p>", text: "Hello" };
}

async function waitUntil(condition: () => boolean | Promise<boolean>, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition()) && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 20));
}

describe("priority", () => {
  it("sends a password-reset mail first while 200 older messages, retries among them, are due", async () => {
    const db = getDb();
    const anHourAgo = new Date(Date.now() - 60 * 60 * 1000).toISOString();
    for (let index = 0; index < 200; index++) {
      const id = await queueEmail(db, plainMessage(`batch-${index}@example.test`));
      // Older than the reset, and half of them retries already due again.
      await db
        .updateTable("outbox")
        .set({ created_at: anHourAgo, next_attempt_at: anHourAgo, attempts: index % 2 })
        .where("id", "=", id)
        .execute();
    }
    const user = await insertUser(getAuth(), db);
    await getAuth().api.requestPasswordReset({
      body: { email: user.email, redirectTo: "http://localhost:3000/reset-password" },
      headers: new Headers(),
    });
    const reset = await db
      .selectFrom("outbox")
      .selectAll()
      .where("to_email", "=", user.email)
      .executeTakeFirstOrThrow();
    expect(reset.priority).toBe(0);

    // One send's worth of capacity: the reset is what gets it.
    expect(await deliverDueEmails(db, createSmtpTransport(smtp.url, FROM), { concurrency: 1, limit: 1 })).toBe(1);
    await smtp.waitForMailTo(user.email);
    expect(smtp.received).toHaveLength(1);
    expect((await findOutboxMessage(db, reset.id))?.status).toBe("sent");
    const stillWaiting = await db.selectFrom("outbox").select("id").where("status", "=", "pending").execute();
    expect(stillWaiting).toHaveLength(200);
  });
});

describe("a hung SMTP server", () => {
  it("costs each send one short timeout, four at a time, instead of holding the outbox", async () => {
    const db = getDb();
    const ids: string[] = [];
    for (let index = 0; index < 8; index++) ids.push(await queueEmail(db, plainMessage(`hung-${index}@example.test`)));
    const hung = await startSilentSmtpServer();
    const timeoutMs = 2000;
    const attempted = async () =>
      (await db.selectFrom("outbox").select("id").where("attempts", ">", 0).execute()).length;
    try {
      const startedAt = Date.now();
      const delivery = deliverDueEmails(db, createSmtpTransport(hung.url, FROM, { timeoutMs }), { concurrency: 4 });
      // Before the first timeout: exactly four connections open at once, not one and not eight.
      await waitUntil(() => hung.accepted >= 4, timeoutMs * 0.8);
      expect(Date.now() - startedAt).toBeLessThan(timeoutMs);
      expect(hung.accepted).toBe(4);
      // Within 2.5 timeouts at least four attempts are over (one at a time with nodemailer's
      // 30 s greeting timeout, none would be).
      await waitUntil(async () => (await attempted()) >= 4, startedAt + timeoutMs * 2.5 - Date.now());
      expect(await attempted()).toBeGreaterThanOrEqual(4);
      await delivery;
    } finally {
      await hung.close();
    }
    expect(hung.accepted).toBe(8);
    for (const id of ids) {
      const stored = await findOutboxMessage(db, id);
      expect(stored).toMatchObject({ status: "pending", attempts: 1, claim_token: null });
      expect(stored?.last_error).toMatch(/will retry.*(timeout|greeting)/i);
    }
  });
});

describe("the worker", () => {
  it("sends what is queued, and on stop finishes the sends in flight but claims nothing more", async () => {
    const db = getDb();
    await queueEmail(db, plainMessage("worker@example.test"));
    const delivering = startMailWorker(db, createSmtpTransport(smtp.url, FROM), { intervalMs: 60_000 });
    await delivering.flush();
    await delivering.stop();
    await smtp.waitForMailTo("worker@example.test");

    for (let index = 0; index < 10; index++) await queueEmail(db, plainMessage(`stopping-${index}@example.test`));
    const hung = await startSilentSmtpServer();
    try {
      const transport = createSmtpTransport(hung.url, FROM, { timeoutMs: 500 });
      const stopping = startMailWorker(db, transport, { intervalMs: 60_000, concurrency: 2 });
      void stopping.flush();
      await waitUntil(() => hung.accepted >= 2, 2000);
      await stopping.stop();
      expect(hung.accepted).toBe(2);
      const untouched = await db.selectFrom("outbox").select("id").where("attempts", "=", 0).execute();
      expect(untouched).toHaveLength(8);
    } finally {
      await hung.close();
    }
  });
});

describe("several workers on one database", () => {
  it("sends each message exactly once when two workers deliver at the same time", async () => {
    const db = getDb();
    const recipients = Array.from({ length: 30 }, (_, index) => `twice-${index}@example.test`);
    for (const to of recipients) await queueEmail(db, plainMessage(to));
    const transport = createSmtpTransport(smtp.url, FROM);
    const drain = async (worker: typeof db) => {
      while ((await deliverDueEmails(worker, transport)) > 0) {}
    };
    await Promise.all([drain(db), drain(otherProcess.db)]);

    const deliveries = smtp.received.flatMap((mail) => mail.envelopeTo);
    expect([...deliveries].sort()).toEqual([...recipients].sort());
    const rows = await db.selectFrom("outbox").select(["status", "attempts"]).execute();
    expect(rows.every((row) => row.status === "sent" && row.attempts === 1)).toBe(true);
  });

  it("sends a message claimed by a worker that crashed once its claim runs out, not before", async () => {
    const db = getDb();
    const id = await queueEmail(db, plainMessage("orphaned@example.test"));
    const now = new Date();
    const crashed = await claimNextDueEmail(otherProcess.db, now);
    expect(crashed?.message.id).toBe(id);
    // The worker dies here, holding the claim.
    expect(await claimNextDueEmail(db, now)).toBeUndefined();

    const transport = createSmtpTransport(smtp.url, FROM);
    const aMinuteLater = new Date(now.getTime() + 60_000);
    expect(await deliverDueEmails(db, transport, { clock: () => aMinuteLater })).toBe(0);
    const afterTheLease = new Date(now.getTime() + CLAIM_LEASE_MS + 1000);
    expect(await deliverDueEmails(db, transport, { clock: () => afterTheLease })).toBe(1);
    await smtp.waitForMailTo("orphaned@example.test");
    expect(await findOutboxMessage(db, id)).toMatchObject({ status: "sent", attempts: 1, claim_token: null });
  });
});
