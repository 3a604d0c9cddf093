import type { AddressInfo } from "node:net";
import express from "express";
import { afterAll, describe, expect, it } from "vitest";
import { createSmtpTransport, deliverDueEmails } from "~/platform/mail/mail.server";
import { unsubscribeToken } from "~/platform/mail/unsubscribe.server";
import * as eventsRoute from "~/routes/site/events";
import * as unsubscribeRoute from "~/routes/site/unsubscribe";
import { getDb } from "~/server/app-context.server";
import { bookingFormFields, insertEvent } from "~/server/factories/event-factory";
import { outboxTo, remindersTo } from "~tests/support/outbox";
import { formRequest, pageRequest, routeArgs, settle } from "~tests/support/requests";
import { startSmtpTestServer } from "~tests/support/smtp-test-server";
import { requireSameOrigin } from "../../server/security.ts";

/**
 * Issue 14 item 7 (POPIA): every non-transactional mail (event and certificate-expiry reminders)
 * carries a signed unsubscribe link and the RFC 8058 headers; after unsubscribing, no such mail is
 * queued for the address, and its waiting reminders are taken back. Transactional mail is unchanged.
 */
const smtp = await startSmtpTestServer();
afterAll(() => smtp.close());

async function bookVia(eventId: string, email: string) {
  const fields = bookingFormFields(eventId, { email });
  const response = await settle(() => eventsRoute.action(routeArgs(formRequest(`/events?event=${eventId}`, fields))));
  expect((response as Response).status).toBe(302);
}

function unsubscribeLinkIn(text: string): string {
  const link = /https?:\/\/\S+\/unsubscribe\/([A-Za-z0-9_.-]+)/.exec(text);
  if (!link?.[1]) throw new Error("no unsubscribe link in the mail");
  return link[1];
}

describe("unsubscribe from non-transactional mail", () => {
  it("reminders carry the link and the List-Unsubscribe headers; the booking confirmation does not", async () => {
    const email = "reminded@example.test";
    const event = await insertEvent(getDb());
    await bookVia(event.id, email);
    const reminders = await remindersTo(email);
    expect(reminders).toHaveLength(3);
    for (const reminder of reminders) {
      expect(reminder.list_unsubscribe_url).toMatch(/\/unsubscribe\/[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+$/);
      expect(reminder.text).toContain(`Unsubscribe from reminders: ${reminder.list_unsubscribe_url}`);
      expect(reminder.html).toContain(`href="${reminder.list_unsubscribe_url}"`);
    }
    const [confirmation] = await outboxTo(email);
    expect(confirmation?.list_unsubscribe_url).toBeNull();
    expect(confirmation?.text).not.toContain("/unsubscribe/");

    const farFuture = new Date(Date.now() + 60 * 24 * 60 * 60 * 1000);
    const transport = createSmtpTransport(smtp.url, "Campus <noreply@example.test>");
    while ((await deliverDueEmails(getDb(), transport, { clock: () => farFuture })) > 0) {}
    const received = smtp.received.filter((mail) => mail.envelopeTo.includes(email));
    const headerOf = (mail: (typeof received)[number], name: string) =>
      // Unfolded: a long header line arrives folded onto the next line.
      mail.parsed.headerLines.find((line) => line.key === name)?.line.replace(/\r\n[ \t]+/g, " ") ?? null;
    const sentReminders = received.filter((mail) => headerOf(mail, "list-unsubscribe"));
    expect(sentReminders).toHaveLength(3);
    for (const mail of sentReminders) {
      expect(headerOf(mail, "list-unsubscribe")).toBe(`List-Unsubscribe: <${reminders[0]?.list_unsubscribe_url}>`);
      expect(headerOf(mail, "list-unsubscribe-post")).toBe("List-Unsubscribe-Post: List-Unsubscribe=One-Click");
    }
    expect(received.length - sentReminders.length).toBe(1); // the confirmation, without the headers
  });

  it("the link's page unsubscribes in one click: waiting reminders go, later bookings get none", async () => {
    const email = "opting.out@example.test";
    const first = await insertEvent(getDb());
    await bookVia(first.id, email);
    const [reminder] = await remindersTo(email);
    const token = unsubscribeLinkIn(reminder?.text ?? "");

    const opened = await unsubscribeRoute.loader(routeArgs(pageRequest(`/unsubscribe/${token}`), { token }));
    expect(opened).toEqual({ email, done: false });
    // Opening the link changes nothing (link checkers open every link).
    expect(await remindersTo(email)).toHaveLength(3);

    const pressed = await unsubscribeRoute.action(
      routeArgs(formRequest(`/unsubscribe/${token}`, { "List-Unsubscribe": "One-Click" }), { token }),
    );
    expect(pressed).toEqual({ done: true });
    const suppressed = await getDb().selectFrom("mail_suppressions").selectAll().where("email", "=", email).execute();
    expect(suppressed).toHaveLength(1);
    expect(await remindersTo(email)).toHaveLength(0);
    // Pressed again, from the page's button: back to the page (post/redirect/get), one row.
    const fromPage = await unsubscribeRoute.action(routeArgs(formRequest(`/unsubscribe/${token}`, {}), { token }));
    expect(fromPage).toBeInstanceOf(Response);
    expect((fromPage as Response).headers.get("Location")).toBe(`/unsubscribe/${token}`);
    expect(await getDb().selectFrom("mail_suppressions").selectAll().where("email", "=", email).execute()).toHaveLength(
      1,
    );
    expect(await unsubscribeRoute.loader(routeArgs(pageRequest(`/unsubscribe/${token}`), { token }))).toEqual({
      email,
      done: true,
    });

    const second = await insertEvent(getDb(), { title: "ISO 14001 internal audits" });
    await bookVia(second.id, email);
    expect(await remindersTo(email)).toHaveLength(0);
    const confirmations = (await outboxTo(email)).filter((mail) => mail.subject.includes("ISO 14001 internal audits"));
    expect(confirmations).toHaveLength(1);
  });

  it("refuses a forged or altered link with a 404 and records nothing", async () => {
    const genuine = unsubscribeToken("someone@example.test");
    const [encoded] = genuine.split(".");
    const forged = [
      `${Buffer.from("victim@example.test").toString("base64url")}.${genuine.split(".")[1]}`,
      `${encoded}.AAAA`,
      "not-a-token",
      `${genuine}.extra`,
    ];
    for (const token of forged) {
      const answer = await settle(() =>
        unsubscribeRoute.action(routeArgs(formRequest(`/unsubscribe/${token}`, {}), { token })),
      );
      expect((answer as Response).status).toBe(404);
    }
    expect(
      await getDb().selectFrom("mail_suppressions").selectAll().where("email", "=", "victim@example.test").execute(),
    ).toHaveLength(0);
  });

  it("lets a mail client's one-click POST through the same-origin check (no Origin), and nothing else", async () => {
    const app = express();
    app.use(requireSameOrigin);
    app.all("/{*path}", (_request, response) => {
      response.json({ ok: true });
    });
    const server = await new Promise<ReturnType<typeof app.listen>>((resolve) => {
      const listening = app.listen(0, "127.0.0.1", () => resolve(listening));
    });
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    try {
      const oneClick = await fetch(`${base}/unsubscribe/${unsubscribeToken("a@example.test")}`, {
        method: "POST",
        headers: { "Content-Type": "application/x-www-form-urlencoded" },
        body: "List-Unsubscribe=One-Click",
      });
      expect(oneClick.status).toBe(200);
      expect((await fetch(`${base}/sign-in`, { method: "POST" })).status).toBe(403);
      expect((await fetch(`${base}/unsubscribe-not/x`, { method: "POST" })).status).toBe(403);
    } finally {
      server.close();
    }
  });
});
