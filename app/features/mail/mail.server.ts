import type { Kysely, Transaction } from "kysely";
import nodemailer from "nodemailer";
import { createId } from "~/lib/ids";
import { logger } from "~/lib/logger.server";
import type { Database, OutboxMessage } from "~db/schema";

export interface EmailAttachment {
  filename: string;
  contentType: string;
  contentBase64: string;
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

type DatabaseOrTransaction = Kysely<Database> | Transaction<Database>;

export const MAX_SEND_ATTEMPTS = 8;
const FIRST_RETRY_DELAY_MS = 30_000;
const LONGEST_RETRY_DELAY_MS = 60 * 60 * 1000;

/**
 * Writes the message to the outbox. Call it inside the transaction that saves the record the
 * message is about: either both are kept or neither is, and a failed send never loses the record.
 */
export async function queueEmail(db: DatabaseOrTransaction, message: EmailMessage): Promise<string> {
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
      html: message.html,
      text: message.text,
      attachments_json: JSON.stringify(message.attachments ?? []),
      status: "pending",
      next_attempt_at: now,
      created_at: now,
    })
    .execute();
  return id;
}

export interface MailTransport {
  send: (message: OutboxMessage) => Promise<void>;
}

export function createSmtpTransport(smtpUrl: string, from: string): MailTransport {
  const transporter = nodemailer.createTransport(smtpUrl);
  return {
    send: async (message) => {
      const attachments = JSON.parse(message.attachments_json) as EmailAttachment[];
      await transporter.sendMail({
        from,
        to: message.to_name ? { name: message.to_name, address: message.to_email } : message.to_email,
        replyTo: message.reply_to ?? undefined,
        subject: message.subject,
        html: message.html,
        text: message.text,
        attachments: attachments.map((attachment) => ({
          filename: attachment.filename,
          contentType: attachment.contentType,
          content: Buffer.from(attachment.contentBase64, "base64"),
        })),
      });
    },
  };
}

/**
 * Sends every message that is due. Without a transport (no SMTP_URL) messages are marked
 * 'not-sent' and stay readable at /admin/mail and in the log.
 */
export async function deliverDueEmails(
  db: Kysely<Database>,
  transport: MailTransport | null,
  now = new Date(),
): Promise<number> {
  const due = await db
    .selectFrom("outbox")
    .selectAll()
    .where("status", "=", "pending")
    .where("next_attempt_at", "<=", now.toISOString())
    .orderBy("created_at")
    .limit(20)
    .execute();
  for (const message of due) {
    await deliverOne(db, transport, message, now);
  }
  return due.length;
}

async function deliverOne(db: Kysely<Database>, transport: MailTransport | null, message: OutboxMessage, now: Date) {
  if (!transport) {
    logger.info("mail not sent (no SMTP_URL): kept in the outbox", { to: message.to_email, subject: message.subject });
    await db.updateTable("outbox").set({ status: "not-sent" }).where("id", "=", message.id).execute();
    return;
  }
  try {
    await transport.send(message);
    await db
      .updateTable("outbox")
      .set({ status: "sent", sent_at: new Date().toISOString(), attempts: message.attempts + 1, last_error: null })
      .where("id", "=", message.id)
      .execute();
  } catch (error) {
    const attempts = message.attempts + 1;
    const gaveUp = attempts >= MAX_SEND_ATTEMPTS;
    const delay = Math.min(FIRST_RETRY_DELAY_MS * 2 ** (attempts - 1), LONGEST_RETRY_DELAY_MS);
    logger.error("mail send failed", { to: message.to_email, attempts, gaveUp, error: String(error) });
    await db
      .updateTable("outbox")
      .set({
        status: gaveUp ? "failed" : "pending",
        attempts,
        last_error: String(error).slice(0, 1000),
        next_attempt_at: new Date(now.getTime() + delay).toISOString(),
      })
      .where("id", "=", message.id)
      .execute();
  }
}

/** Puts a failed or unsent message back in the queue (the admin mailbox's Retry button). */
export async function retryEmail(db: Kysely<Database>, id: string) {
  await db
    .updateTable("outbox")
    .set({ status: "pending", next_attempt_at: new Date().toISOString(), attempts: 0 })
    .where("id", "=", id)
    .where("status", "in", ["failed", "not-sent"])
    .execute();
}

export async function listOutbox(db: Kysely<Database>, { limit = 50, offset = 0 } = {}) {
  const [messages, total] = await Promise.all([
    db.selectFrom("outbox").selectAll().orderBy("created_at", "desc").limit(limit).offset(offset).execute(),
    db
      .selectFrom("outbox")
      .select((eb) => eb.fn.countAll<string | number>().as("count"))
      .executeTakeFirstOrThrow(),
  ]);
  return { messages, total: Number(total.count) };
}

export async function findOutboxMessage(db: Kysely<Database>, id: string) {
  return db.selectFrom("outbox").selectAll().where("id", "=", id).executeTakeFirst();
}

export interface MailWorker {
  stop: () => Promise<void>;
  /** Sends what is due now instead of waiting for the next tick. */
  flush: () => Promise<void>;
}

export function startMailWorker(db: Kysely<Database>, transport: MailTransport | null, intervalMs = 1000): MailWorker {
  let running: Promise<unknown> = Promise.resolve();
  let stopped = false;
  const tick = () => {
    running = running
      .then(() => deliverDueEmails(db, transport))
      .catch((error) => logger.error("mail worker tick failed", { error: String(error) }));
    return running as Promise<void>;
  };
  const timer = setInterval(() => {
    if (!stopped) void tick();
  }, intervalMs);
  timer.unref();
  return {
    stop: async () => {
      stopped = true;
      clearInterval(timer);
      await running;
    },
    flush: () => tick(),
  };
}
