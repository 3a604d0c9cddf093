import { formatDateTime } from "~/lib/dates";
import { refuse } from "~/lib/refusal";
import type { DatabaseExecutor } from "~db/executor";
import { type EmailAttachment, findOutboxMessage, listOutbox } from "./mail.server";
import * as m from "./messages";

/** The mailbox's one filter (?status=failed, linked from the admin overview); anything else shows all. */
export function isFailedFilter(searchParams: URLSearchParams): boolean {
  return searchParams.get("status") === "failed";
}

/** One page of the admin mailbox: the newest messages first, as the list shows them. */
export async function loadMailboxPage(
  db: DatabaseExecutor,
  {
    page,
    pageSize,
    onlyFailed = false,
    timeZone,
  }: { page: number; pageSize: number; onlyFailed?: boolean; timeZone: string },
) {
  const offset = (page - 1) * pageSize;
  const { messages, total, failedCount } = await listOutbox(db, { limit: pageSize, offset, onlyFailed });
  return {
    total,
    failedCount,
    onlyFailed,
    messages: messages.map((message) => ({
      id: message.id,
      toEmail: message.to_email,
      subject: message.subject,
      status: message.status,
      createdAt: message.created_at,
      attempts: message.attempts,
      // A message waiting to send says when it goes (its first try, or the next after a failure).
      sendsAt: message.status === "pending" ? formatDateTime(message.next_attempt_at, timeZone) : null,
    })),
  };
}

/** One message as written to the outbox, with its attachments' names and sizes (not their bytes). */
export async function loadMailboxMessage(db: DatabaseExecutor, id: string) {
  const message = await findOutboxMessage(db, id);
  if (!message) return refuse("missing", m.notFound());
  const attachments = (JSON.parse(message.attachments_json) as EmailAttachment[]).map((attachment) => ({
    filename: attachment.filename,
    contentType: attachment.contentType,
    sizeBytes: Math.floor((attachment.contentBase64.length * 3) / 4),
  }));
  return {
    ok: true as const,
    attachments,
    message: {
      id: message.id,
      subject: message.subject,
      toName: message.to_name,
      toEmail: message.to_email,
      replyTo: message.reply_to,
      createdAt: message.created_at,
      status: message.status,
      attempts: message.attempts,
      nextAttemptAt: message.next_attempt_at,
      lastError: message.last_error,
      html: message.html,
      text: message.text,
    },
  };
}
