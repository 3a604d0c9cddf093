import crypto from "node:crypto";
import { getEnvironment } from "~/lib/env.server";
import { escapeHtml } from "~/lib/html";
import type { DatabaseExecutor } from "~db/executor";
import { inTransaction } from "~db/transactions";
import * as m from "./messages";

/**
 * Unsubscribe from reminders and other non-transactional mail (POPIA, decision 0036). The link
 * carries the address and an HMAC of it with the server's secret, so it needs no stored token and
 * cannot be made for someone else's address. Opening it (GET) shows a page with one button; the
 * button, or a mail client's RFC 8058 one-click POST, records the address in mail_suppressions and
 * takes back that address's reminders not sent yet. Password resets, receipts and confirmations
 * are transactional: they carry no link and are always sent.
 */

export const UNSUBSCRIBE_LINK_INVALID = () => m.unsubscribeLinkInvalid();

function signature(email: string): string {
  return crypto.createHmac("sha256", getEnvironment().authSecret).update(`unsubscribe:${email}`).digest("base64url");
}

function normalised(email: string): string {
  return email.trim().toLowerCase();
}

export function unsubscribeToken(email: string): string {
  const address = normalised(email);
  return `${Buffer.from(address, "utf8").toString("base64url")}.${signature(address)}`;
}

export function unsubscribeUrl(baseUrl: string, email: string): string {
  return `${baseUrl.replace(/\/$/, "")}/unsubscribe/${unsubscribeToken(email)}`;
}

/** The address a genuine link was made for; null for anything else. */
export function readUnsubscribeToken(token: string): string | null {
  if (!token || token.length > 600) return null;
  const [encoded, given, extra] = token.split(".");
  if (!encoded || !given || extra !== undefined) return null;
  const address = Buffer.from(encoded, "base64url").toString("utf8");
  if (!address.includes("@") || address !== normalised(address)) return null;
  const expected = Buffer.from(signature(address));
  const actual = Buffer.from(given);
  return actual.length === expected.length && crypto.timingSafeEqual(actual, expected) ? address : null;
}

export async function isUnsubscribed(db: DatabaseExecutor, email: string): Promise<boolean> {
  const row = await db
    .selectFrom("mail_suppressions")
    .select("email")
    .where("email", "=", normalised(email))
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * Records the address (once) and removes its non-transactional mail still waiting in the outbox,
 * in one transaction. A message a worker is sending right now is let go.
 */
export async function unsubscribeAddress(db: DatabaseExecutor, email: string, now = new Date()): Promise<void> {
  const address = normalised(email);
  const nowText = now.toISOString();
  await inTransaction(db, async (trx) => {
    await trx
      .insertInto("mail_suppressions")
      .values({ email: address, created_at: nowText })
      .onConflict((conflict) => conflict.column("email").doNothing())
      .execute();
    await trx
      .deleteFrom("outbox")
      .where((eb) => eb(eb.fn("lower", ["to_email"]), "=", address))
      .where("list_unsubscribe_url", "is not", null)
      .where("status", "=", "pending")
      .where((eb) => eb.or([eb("claimed_until", "is", null), eb("claimed_until", "<=", nowText)]))
      .execute();
  });
}

/** The footer a non-transactional mail ends with, in HTML and text. */
export function withUnsubscribeFooter(message: { html: string; text: string }, url: string) {
  const safeUrl = url.replace(/&/g, "&amp;").replace(/"/g, "&quot;");
  // In the language the mail is composed in (queueEmail runs inside the recipient's withLocale).
  const htmlFooter = `<p style="margin:24px 0 0;font-size:12px;color:#555;text-align:center">${escapeHtml(m.remindersBecauseBooked())} <a href="${safeUrl}" style="color:#1a4d80">${escapeHtml(m.unsubscribeFromReminders())}</a></p>`;
  const closing = message.html.lastIndexOf("</body>");
  const html =
    closing === -1
      ? `${message.html}${htmlFooter}`
      : `${message.html.slice(0, closing)}${htmlFooter}${message.html.slice(closing)}`;
  return { html, text: `${message.text}\n\n--\n${m.unsubscribeFromRemindersAt({ url })}\n` };
}
