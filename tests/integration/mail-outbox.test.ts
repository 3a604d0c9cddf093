import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createSmtpTransport, deliverDueEmails, findOutboxMessage, queueEmail } from "~/platform/mail/mail.server";
import { LONGEST_RETRY_DELAY_MS } from "~/platform/mail/send-failures";
import { renderEmailLayout } from "~/platform/mail/templates/email-layout";
import { getDb } from "~/server/app-context.server";
import { startSmtpTestServer } from "~tests/support/smtp-test-server";

let smtp: Awaited<ReturnType<typeof startSmtpTestServer>>;
beforeAll(async () => {
  smtp = await startSmtpTestServer();
});
afterAll(async () => {
  await smtp.close();
});

function message(to: string) {
  return {
    to,
    toName: "Ayanda Zulu",
    subject: "Your booking <confirmed>",
    ...renderEmailLayout({ heading: "Hello <Ayanda>", paragraphs: ["Line & more"], details: [["Course", "ISO 9001"]] }),
    attachments: [
      {
        filename: "note.txt",
        contentType: "text/plain",
        contentBase64: Buffer.from("attached text").toString("base64"),
      },
    ],
  };
}

describe("the outbox", () => {
  it("delivers a queued message over SMTP with its attachment, escaping user text in the HTML", async () => {
    const db = getDb();
    const id = await queueEmail(db, message("ayanda@example.test"));
    const sent = await deliverDueEmails(db, createSmtpTransport(smtp.url, "Campus <no-reply@campus.test>"));
    expect(sent).toBe(1);
    const received = await smtp.waitForMailTo("ayanda@example.test");
    expect(received.parsed.subject).toBe("Your booking <confirmed>");
    expect(received.parsed.html).toContain("Hello &lt;Ayanda&gt;");
    expect(received.parsed.text).toContain("Course: ISO 9001");
    expect(received.parsed.attachments[0]?.content.toString()).toBe("attached text");
    expect((await findOutboxMessage(db, id))?.status).toBe("sent");
  });

  it("keeps a message the server defers (4xx) and tries it again once its back-off has passed", async () => {
    const db = getDb();
    const id = await queueEmail(db, message("retry@example.test"));
    const deferring = await startSmtpTestServer({ rejectAll: true });
    try {
      const transport = createSmtpTransport(deferring.url, "Campus <no-reply@campus.test>");
      await deliverDueEmails(db, transport);
      const stored = await findOutboxMessage(db, id);
      expect(stored).toMatchObject({ status: "pending", attempts: 1, claim_token: null });
      expect(stored?.last_error).toMatch(/will retry.*Mailbox unavailable/);
      expect(new Date(stored?.next_attempt_at ?? 0).getTime()).toBeGreaterThan(Date.now());

      // Not due yet: nothing happens until the back-off has passed.
      expect(await deliverDueEmails(db, transport)).toBe(0);
      const later = new Date(Date.now() + LONGEST_RETRY_DELAY_MS);
      expect(await deliverDueEmails(db, transport, { clock: () => later })).toBe(1);
      expect(await findOutboxMessage(db, id)).toMatchObject({ status: "pending", attempts: 2 });
    } finally {
      await deferring.close();
    }
  });

  it("without SMTP keeps every message readable as not sent", async () => {
    const db = getDb();
    const id = await queueEmail(db, message("nobody@example.test"));
    await deliverDueEmails(db, null);
    expect(await findOutboxMessage(db, id)).toMatchObject({ status: "not-sent", subject: "Your booking <confirmed>" });
  });

  it("writes nothing when the transaction that queues it is rolled back", async () => {
    const db = getDb();
    await expect(
      db.transaction().execute(async (transaction) => {
        await queueEmail(transaction, message("rolled-back@example.test"));
        throw new Error("the record could not be saved");
      }),
    ).rejects.toThrow("the record could not be saved");
    const rows = await db
      .selectFrom("outbox")
      .select("id")
      .where("to_email", "=", "rolled-back@example.test")
      .execute();
    expect(rows).toHaveLength(0);
  });
});
