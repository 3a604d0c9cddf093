import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { readToast } from "~/lib/toast.server";
import {
  createSmtpTransport,
  deliverDueEmails,
  findOutboxMessage,
  type MailTransport,
  queueEmail,
} from "~/platform/mail/mail.server";
import { LONGEST_RETRY_DELAY_MS, RETRY_WINDOW_MS, retryDelayMs } from "~/platform/mail/send-failures";
import * as adminMailRoute from "~/routes/admin/mail";
import * as adminMailMessageRoute from "~/routes/admin/mail-message";
import { getDb } from "~/server/app-context.server";
import { cookiesFrom, formRequest, pageRequest, routeArgs, settle } from "~tests/support/requests";
import { signedInAs } from "~tests/support/sign-in";
import { startSmtpTestServer } from "~tests/support/smtp-test-server";
import { refusedSmtpUrl } from "~tests/support/unreachable-smtp";

const FROM = "Campus <no-reply@campus.test>";
const HOUR_MS = 60 * 60 * 1000;

let smtp: Awaited<ReturnType<typeof startSmtpTestServer>>;
beforeAll(async () => {
  smtp = await startSmtpTestServer();
});
afterAll(async () => {
  await smtp.close();
});
// Each test looks at the whole queue (what is due, what failed): it starts from an empty outbox.
beforeEach(async () => {
  await getDb().deleteFrom("outbox").execute();
});

function plainMessage(to: string) {
  return { to, subject: `For ${to}`, html: "<p>Hello</p>", text: "Hello" };
}

async function markFailed(id: string) {
  await getDb()
    .updateTable("outbox")
    .set({ status: "failed", attempts: 40, last_error: "Could not be sent for 72 hours, gave up" })
    .where("id", "=", id)
    .execute();
}

describe("retries during an SMTP outage", () => {
  it("keeps retrying through 72 hours of refused connections and 4xx replies, then fails with the reason", async () => {
    const db = getDb();
    const id = await queueEmail(db, plainMessage("outage@example.test"));
    const deferring = await startSmtpTestServer({ rejectAll: true });
    // The outage alternates between a server that is down and one that answers 450.
    const outage: MailTransport[] = [
      createSmtpTransport(await refusedSmtpUrl(), FROM),
      createSmtpTransport(deferring.url, FROM),
    ];
    const start = Date.now();
    const observed: Array<{ hoursIn: number; status: string; attempts: number }> = [];
    try {
      let at = new Date(start);
      // 80 hours' worth of failures, each attempt at the time the message asked to be tried again.
      while (at.getTime() - start <= 80 * HOUR_MS) {
        await deliverDueEmails(db, outage[observed.length % 2], { clock: () => at });
        const stored = await findOutboxMessage(db, id);
        observed.push({
          hoursIn: (at.getTime() - start) / HOUR_MS,
          status: stored?.status ?? "",
          attempts: stored?.attempts ?? 0,
        });
        if (stored?.status !== "pending") break;
        at = new Date(stored.next_attempt_at);
      }
    } finally {
      await deferring.close();
    }

    const beforeWindowEnds = observed.filter((step) => step.hoursIn < RETRY_WINDOW_MS / HOUR_MS);
    expect(beforeWindowEnds.every((step) => step.status === "pending")).toBe(true);
    const last = observed[observed.length - 1];
    expect(last.status).toBe("failed");
    expect(last.hoursIn).toBeGreaterThanOrEqual(72);
    expect(last.hoursIn).toBeLessThan(72 + LONGEST_RETRY_DELAY_MS / HOUR_MS);
    // Every failure was an attempt: at least one an hour once the back-off reached its cap.
    expect(last.attempts).toBe(observed.length);
    expect(last.attempts).toBeGreaterThanOrEqual(72);
    const stored = await findOutboxMessage(db, id);
    expect(stored?.last_error).toMatch(/gave up/);
    expect(stored?.last_error).toMatch(/Mailbox unavailable|ECONNREFUSED|connect/i);
  });

  it("spaces retries by doubling with jitter, never more than an hour apart", () => {
    expect(retryDelayMs(1, () => 0)).toBe(15_000);
    expect(retryDelayMs(1, () => 1)).toBe(30_000);
    expect(retryDelayMs(3, () => 1)).toBe(120_000);
    for (let attempts = 1; attempts <= 200; attempts++) {
      const delay = retryDelayMs(attempts);
      expect(delay).toBeLessThanOrEqual(LONGEST_RETRY_DELAY_MS);
      expect(delay).toBeGreaterThan(0);
    }
    expect(retryDelayMs(50, () => 0)).toBe(LONGEST_RETRY_DELAY_MS / 2);
  });

  it("fails a message the server refuses with 5xx at once, keeping the server's reason", async () => {
    const db = getDb();
    const id = await queueEmail(db, plainMessage("no-such-user@example.test"));
    const refusing = await startSmtpTestServer({ rejectRecipientsWith: { code: 550, text: "No such user" } });
    try {
      await deliverDueEmails(db, createSmtpTransport(refusing.url, FROM));
    } finally {
      await refusing.close();
    }
    const stored = await findOutboxMessage(db, id);
    expect(stored).toMatchObject({ status: "failed", attempts: 1, claim_token: null });
    expect(stored?.last_error).toMatch(/not retried.*550 No such user/);
  });

  it("retries a recipient the server defers with 4xx instead of failing it", async () => {
    const db = getDb();
    const id = await queueEmail(db, plainMessage("greylisted@example.test"));
    const greylisting = await startSmtpTestServer({ rejectRecipientsWith: { code: 451, text: "Try again later" } });
    try {
      await deliverDueEmails(db, createSmtpTransport(greylisting.url, FROM));
    } finally {
      await greylisting.close();
    }
    expect(await findOutboxMessage(db, id)).toMatchObject({ status: "pending", attempts: 1 });
  });
});

describe("resend all failed (/admin/mail)", () => {
  async function queueMix() {
    const db = getDb();
    const failed = [];
    for (const to of ["failed-1@example.test", "failed-2@example.test", "failed-3@example.test"]) {
      const id = await queueEmail(db, plainMessage(to));
      await markFailed(id);
      failed.push(id);
    }
    const sent = await queueEmail(db, plainMessage("sent@example.test"));
    await db.updateTable("outbox").set({ status: "sent", attempts: 1 }).where("id", "=", sent).execute();
    return { failed, sent };
  }

  async function statuses() {
    const rows = await getDb().selectFrom("outbox").select(["id", "status", "attempts"]).orderBy("id").execute();
    return rows;
  }

  it("refuses instructors and students, changing nothing", async () => {
    await queueMix();
    const before = await statuses();
    for (const role of ["instructor", "student"] as const) {
      const { cookie } = await signedInAs(role);
      const response = (await settle(() =>
        adminMailRoute.action(routeArgs(formRequest("/admin/mail", { intent: "resend-failed" }, cookie))),
      )) as Response;
      expect(response.status).toBe(403);
    }
    const anonymous = (await settle(() =>
      adminMailRoute.action(routeArgs(formRequest("/admin/mail", { intent: "resend-failed" }))),
    )) as Response;
    expect(anonymous.status).toBe(302);
    expect(anonymous.headers.get("Location")).toMatch(/^\/sign-in/);
    expect(await statuses()).toEqual(before);
  });

  it("shows when a queued message will go: its next attempt, on the site's clock", async () => {
    const db = getDb();
    const id = await queueEmail(db, plainMessage("waiting@example.test"));
    const sentId = await queueEmail(db, plainMessage("gone@example.test"));
    await db
      .updateTable("outbox")
      .set({ next_attempt_at: "2026-11-28T14:05:00.000Z", attempts: 2 })
      .where("id", "=", id)
      .execute();
    await db.updateTable("outbox").set({ status: "sent" }).where("id", "=", sentId).execute();
    const { cookie } = await signedInAs("admin");
    const page = await adminMailRoute.loader(routeArgs(pageRequest("/admin/mail", cookie)));
    const shown = Object.fromEntries(page.messages.map((message) => [message.toEmail, message.sendsAt]));
    // 14:05 UTC is 16:05 in Johannesburg, the site's zone.
    expect(shown).toEqual({ "waiting@example.test": "28 Nov 2026, 16:05", "gone@example.test": null });
  });

  it("requeues every failed message in one action, says how many, and they go out", async () => {
    const { failed, sent } = await queueMix();
    const { cookie } = await signedInAs("admin");
    const page = await adminMailRoute.loader(routeArgs(pageRequest("/admin/mail", cookie)));
    expect(page).toMatchObject({ total: 4, failedCount: 3 });
    const response = (await settle(() =>
      adminMailRoute.action(routeArgs(formRequest("/admin/mail", { intent: "resend-failed" }, cookie))),
    )) as Response;
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/admin/mail");
    const { toast } = await readToast(new Request("http://localhost/", { headers: { Cookie: cookiesFrom(response) } }));
    expect(toast?.message).toBe("Queued 3 failed emails to send again");

    for (const id of failed) {
      expect(await findOutboxMessage(getDb(), id)).toMatchObject({
        status: "pending",
        attempts: 0,
        first_failed_at: null,
      });
    }
    expect((await findOutboxMessage(getDb(), sent))?.status).toBe("sent");
    await deliverDueEmails(getDb(), createSmtpTransport(smtp.url, FROM));
    for (const to of ["failed-1@example.test", "failed-2@example.test", "failed-3@example.test"]) {
      await smtp.waitForMailTo(to);
    }

    const unknownIntent = (await settle(() =>
      adminMailRoute.action(routeArgs(formRequest("/admin/mail", { intent: "delete-everything" }, cookie))),
    )) as Response;
    expect(unknownIntent.status).toBe(400);
  });

  it("keeps the per-message Send again working, and answers 404 for a message that does not exist", async () => {
    const id = await queueEmail(getDb(), plainMessage("send-again@example.test"));
    await markFailed(id);
    const { cookie } = await signedInAs("admin");
    const response = (await settle(() =>
      adminMailMessageRoute.action(routeArgs(formRequest(`/admin/mail/${id}`, {}, cookie), { messageId: id })),
    )) as Response;
    expect(response.headers.get("Location")).toBe(`/admin/mail/${id}`);
    expect(await findOutboxMessage(getDb(), id)).toMatchObject({ status: "pending", attempts: 0 });
    await deliverDueEmails(getDb(), createSmtpTransport(smtp.url, FROM));
    await smtp.waitForMailTo("send-again@example.test");

    const missing = (await settle(() =>
      adminMailMessageRoute.action(
        routeArgs(formRequest("/admin/mail/nothing-here", {}, cookie), { messageId: "nothing-here" }),
      ),
    )) as Response;
    expect(missing.status).toBe(404);
  });
});
