import type { Updateable } from "kysely";
import type { Transporter } from "nodemailer";
import { getEnvironment } from "~/lib/env.server";
import { loadNodemailer } from "~/lib/heavy-modules.server";
import { createId } from "~/lib/ids";
import { logger } from "~/lib/logger.server";
import { type PeriodicWork, startPeriodicWork } from "~/lib/periodic-work.server";
import { type Outcome, refuse } from "~/lib/refusal";
import { currentRequestId, recordMailSendFailure } from "~/lib/request-context.server";
import type { DatabaseExecutor } from "~db/executor";
import type { OutboxMessage, OutboxTable } from "~db/schema";
import * as m from "./messages";
import { type ClaimedMessage, claimNextDueEmail } from "./outbox-claim.server";
import { planAfterFailure } from "./send-failures";
import { isUnsubscribed, unsubscribeUrl, withUnsubscribeFooter } from "./unsubscribe.server";

export interface EmailAttachment {
  filename: string;
  contentType: string;
  contentBase64: string;
  /** Set for an image the HTML shows inline (<img src="cid:…">): mail clients block data: URIs. */
  cid?: string;
}

export interface EmailMessage {
  to: string;
  toName?: string;
  replyTo?: string;
  subject: string;
  html: string;
  text: string;
  attachments?: EmailAttachment[];
}

/** Lower is sent first. Urgent: someone is waiting for this mail right now (a password reset). */
const MAIL_PRIORITY = { urgent: 0, normal: 1 } as const;
type MailPriority = keyof typeof MAIL_PRIORITY;

const DEFAULT_SMTP_TIMEOUT_MS = 10_000;
const DEFAULT_SEND_CONCURRENCY = 4;
const MESSAGES_PER_DELIVERY = 20;

interface QueueOptions {
  priority?: MailPriority;
  /** Not sent before this time (a reminder's due time); unset, at once. */
  sendAt?: Date;
  /** What the message is about, unique in the outbox: a second message with it is not queued. */
  reference?: string;
  /** Not transactional (a reminder, never a password reset or receipt): the person may opt out. */
  unsubscribable?: boolean;
}

/**
 * Writes the message to the outbox. Call it inside the transaction that saves the record the
 * message is about: either both are kept or neither is, and a failed send never loses the record.
 * Non-transactional mail (reminders; `unsubscribable`) gets an unsubscribe link in its footer and
 * RFC 8058 headers, and is not queued at all for an address that unsubscribed: then the answer is
 * null.
 */
export async function queueEmail(
  db: DatabaseExecutor,
  message: EmailMessage,
  options?: QueueOptions & { unsubscribable?: false },
): Promise<string>;
export async function queueEmail(
  db: DatabaseExecutor,
  message: EmailMessage,
  options: QueueOptions & { unsubscribable: true },
): Promise<string | null>;
export async function queueEmail(
  db: DatabaseExecutor,
  message: EmailMessage,
  { priority = "normal", sendAt, reference, unsubscribable = false }: QueueOptions = {},
): Promise<string | null> {
  let listUnsubscribeUrl: string | null = null;
  let body = { html: message.html, text: message.text };
  if (unsubscribable) {
    if (await isUnsubscribed(db, message.to)) return null;
    listUnsubscribeUrl = unsubscribeUrl(getEnvironment().baseUrl, message.to);
    body = withUnsubscribeFooter(body, listUnsubscribeUrl);
  }
  const id = createId();
  const now = new Date().toISOString();
  await db
    .insertInto("outbox")
    .values({
      id,
      to_email: message.to,
      to_name: message.toName ?? null,
      reply_to: message.replyTo ?? null,
      subject: message.subject,
      html: body.html,
      text: body.text,
      attachments_json: JSON.stringify(message.attachments ?? []),
      status: "pending",
      priority: MAIL_PRIORITY[priority],
      next_attempt_at: sendAt ? sendAt.toISOString() : now,
      created_at: now,
      request_id: currentRequestId() ?? null,
      reference: reference ?? null,
      list_unsubscribe_url: listUnsubscribeUrl,
    })
    .onConflict((conflict) => conflict.column("reference").doNothing())
    .execute();
  return id;
}

export interface MailTransport {
  send: (message: OutboxMessage) => Promise<void>;
}

/**
 * One connection per message. Every phase has its own short timeout (nodemailer waits 2 minutes
 * to connect, 30 s for the greeting and 10 minutes of silence by default), so a hung server costs
 * a send a few seconds, not a worker.
 */
export function createSmtpTransport(
  smtpUrl: string,
  from: string,
  { timeoutMs = DEFAULT_SMTP_TIMEOUT_MS }: { timeoutMs?: number } = {},
): MailTransport {
  // nodemailer loads with the first message to send, not at start (app/lib/heavy-modules.server.ts).
  let transporter: Promise<Transporter> | undefined;
  const connect = () =>
    (transporter ??= loadNodemailer().then((nodemailer) =>
      nodemailer.createTransport({
        url: smtpUrl,
        connectionTimeout: timeoutMs,
        greetingTimeout: timeoutMs,
        socketTimeout: timeoutMs,
        dnsTimeout: timeoutMs,
      }),
    ));
  return {
    send: async (message) => {
      const attachments = JSON.parse(message.attachments_json) as EmailAttachment[];
      await (await connect()).sendMail({
        from,
        to: message.to_name ? { name: message.to_name, address: message.to_email } : message.to_email,
        replyTo: message.reply_to ?? undefined,
        subject: message.subject,
        html: message.html,
        text: message.text,
        // RFC 8058: mail clients show an Unsubscribe button that posts to the link itself.
        headers: message.list_unsubscribe_url
          ? {
              "List-Unsubscribe": `<${message.list_unsubscribe_url}>`,
              "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
            }
          : undefined,
        attachments: attachments.map((attachment) => ({
          filename: attachment.filename,
          contentType: attachment.contentType,
          content: Buffer.from(attachment.contentBase64, "base64"),
          ...(attachment.cid ? { cid: attachment.cid, contentDisposition: "inline" as const } : {}),
        })),
      });
    },
  };
}

export interface DeliveryOptions {
  /** The time to act at; tests pass a simulated clock instead of waiting. */
  clock?: () => Date;
  /** Sends in flight at once; each lane claims its next message when its send is done. */
  concurrency?: number;
  /** Messages claimed by this call at most. */
  limit?: number;
  /** Once aborted (the server is shutting down), lanes finish their send and claim nothing more. */
  signal?: AbortSignal;
}

/**
 * Sends what is due, most urgent first, up to `concurrency` at a time. Without a transport (no
 * SMTP_URL) messages are marked 'not-sent' and stay readable at /admin/mail and in the log.
 * Returns how many messages it claimed.
 */
export async function deliverDueEmails(
  db: DatabaseExecutor,
  transport: MailTransport | null,
  {
    clock = () => new Date(),
    concurrency = DEFAULT_SEND_CONCURRENCY,
    limit = MESSAGES_PER_DELIVERY,
    signal,
  }: DeliveryOptions = {},
): Promise<number> {
  let claimed = 0;
  const lane = async () => {
    while (claimed < limit && !signal?.aborted) {
      claimed += 1; // taken before the await, so the lanes together stop at the limit
      const claim = await claimNextDueEmail(db, clock());
      if (!claim) {
        claimed -= 1;
        return;
      }
      await deliverClaimed(db, transport, claim, clock);
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, concurrency) }, lane));
  return claimed;
}

async function deliverClaimed(
  db: DatabaseExecutor,
  transport: MailTransport | null,
  { message, token }: ClaimedMessage,
  clock: () => Date,
) {
  if (!transport) {
    logger.info("mail not sent (no SMTP_URL): kept in the outbox", { to: message.to_email, subject: message.subject });
    await recordOutcome(db, message.id, token, { status: "not-sent" });
    return;
  }
  const attempts = message.attempts + 1;
  try {
    await transport.send(message);
  } catch (error) {
    const plan = planAfterFailure(error, { attempts, firstFailedAt: message.first_failed_at, now: clock() });
    recordMailSendFailure();
    logger.error("mail send failed", {
      to: message.to_email,
      attempts,
      kind: plan.kind,
      status: plan.status,
      error: String(error),
    });
    await recordOutcome(db, message.id, token, {
      status: plan.status,
      attempts,
      last_error: plan.lastError,
      first_failed_at: plan.firstFailedAt,
      next_attempt_at: plan.nextAttemptAt,
    });
    return;
  }
  await recordOutcome(db, message.id, token, {
    status: "sent",
    sent_at: clock().toISOString(),
    attempts,
    last_error: null,
    first_failed_at: null,
  });
}

/** Writes the send's result and lets go of the claim, only while the claim is still ours. */
async function recordOutcome(db: DatabaseExecutor, id: string, token: string, changes: Updateable<OutboxTable>) {
  const result = await db
    .updateTable("outbox")
    .set({ ...changes, claim_token: null, claimed_until: null })
    .where("id", "=", id)
    .where("claim_token", "=", token)
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) === 0) {
    logger.error("mail claim ran out before the send finished; another worker may send it again", { id });
  }
}

const REQUEUE = { status: "pending", attempts: 0, first_failed_at: null, claim_token: null, claimed_until: null };

/** Puts one failed or unsent message back in the queue (the message page's "Send again"). */
export async function retryEmail(db: DatabaseExecutor, id: string, now = new Date()): Promise<Outcome> {
  const result = await db
    .updateTable("outbox")
    .set({ ...REQUEUE, next_attempt_at: now.toISOString() })
    .where("id", "=", id)
    .where("status", "in", ["failed", "not-sent"])
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) > 0) return { ok: true };
  const exists = await findOutboxMessage(db, id);
  return exists ? refuse("stale", m.thisEmailIsNotFailed()) : refuse("missing");
}

/** Puts every failed message back in the queue in one statement (/admin/mail's "Resend all failed"). */
export async function resendAllFailedEmails(db: DatabaseExecutor, now = new Date()): Promise<number> {
  const result = await db
    .updateTable("outbox")
    .set({ ...REQUEUE, next_attempt_at: now.toISOString() })
    .where("status", "=", "failed")
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/** One page of the outbox, newest first; with `onlyFailed`, the failed messages only (the counts are of all). */
export async function listOutbox(db: DatabaseExecutor, { limit = 50, offset = 0, onlyFailed = false } = {}) {
  let page = db.selectFrom("outbox").selectAll();
  if (onlyFailed) page = page.where("status", "=", "failed");
  const [messages, counts] = await Promise.all([
    page.orderBy("created_at", "desc").limit(limit).offset(offset).execute(),
    db
      .selectFrom("outbox")
      .select((eb) => [
        eb.fn.countAll<number>().as("total"),
        eb.fn.sum<number | null>(eb.case().when("status", "=", "failed").then(1).else(0).end()).as("failed"),
      ])
      .executeTakeFirstOrThrow(),
  ]);
  return { messages, total: counts.total, failedCount: counts.failed ?? 0 };
}

export async function findOutboxMessage(db: DatabaseExecutor, id: string) {
  return db.selectFrom("outbox").selectAll().where("id", "=", id).executeTakeFirst();
}

/** flush() sends what is due now instead of waiting for the next tick. */
export type MailWorker = PeriodicWork;

export function startMailWorker(
  db: DatabaseExecutor,
  transport: MailTransport | null,
  { intervalMs = 1000, concurrency = DEFAULT_SEND_CONCURRENCY }: { intervalMs?: number; concurrency?: number } = {},
): MailWorker {
  // Whole batches mean more is due: keep going, so a back-log drains without waiting a tick per batch.
  // The stop signal waits for the sends in flight (one SMTP timeout at most), not for the rest of the batch.
  const drain = async (signal: AbortSignal) => {
    const options = { concurrency, signal };
    while (!signal.aborted && (await deliverDueEmails(db, transport, options)) >= MESSAGES_PER_DELIVERY) {}
  };
  return startPeriodicWork("mail worker tick", drain, { intervalMs });
}
