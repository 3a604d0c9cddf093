/**
 * What to do after a send failed (docs/decisions/0016-outbox-retries.md). A transient failure (the
 * server is down, slow, or answers 4xx) is retried with capped exponential back-off for at least
 * RETRY_WINDOW_MS; a permanent one (a 5xx reply: the server refuses this message) fails at once.
 */

export const RETRY_WINDOW_MS = 72 * 60 * 60 * 1000;
const FIRST_RETRY_DELAY_MS = 30_000;
export const LONGEST_RETRY_DELAY_MS = 60 * 60 * 1000;

type SendFailureKind = "transient" | "permanent";

interface SmtpErrorFields {
  code?: unknown;
  responseCode?: unknown;
}

/**
 * RFC 5321: 5yz replies are permanent, 4yz transient. 503 (bad sequence of commands) is about the
 * session, not the message; a refused login (EAUTH) is our configuration, not the message, and
 * goes out once an admin fixes it. An envelope refused before any reply (no valid recipient) can
 * never be sent. Everything else (refused, reset or timed-out connections) is worth retrying.
 */
function classifySendFailure(error: unknown): SendFailureKind {
  const { code, responseCode } = (error ?? {}) as SmtpErrorFields;
  if (code === "EAUTH" || code === "ENOAUTH") return "transient";
  if (typeof responseCode === "number") {
    return responseCode >= 500 && responseCode < 600 && responseCode !== 503 ? "permanent" : "transient";
  }
  return code === "EENVELOPE" ? "permanent" : "transient";
}

/**
 * Doubling from 30 s up to one hour, with "equal jitter" (half fixed, half random) so the messages
 * of one outage do not all come back at the same second when the server returns.
 */
export function retryDelayMs(attempts: number, random: () => number = Math.random): number {
  const ceiling = Math.min(FIRST_RETRY_DELAY_MS * 2 ** Math.max(0, attempts - 1), LONGEST_RETRY_DELAY_MS);
  return Math.round(ceiling / 2 + (random() * ceiling) / 2);
}

export interface FailurePlan {
  kind: SendFailureKind;
  status: "pending" | "failed";
  firstFailedAt: string;
  nextAttemptAt: string;
  /** The reason kept on the message and shown at /admin/mail. */
  lastError: string;
}

/** The message's next state after its attempt number `attempts` failed at `now`. */
export function planAfterFailure(
  error: unknown,
  { attempts, firstFailedAt, now }: { attempts: number; firstFailedAt: string | null; now: Date },
): FailurePlan {
  const kind = classifySendFailure(error);
  const runStartedAt = firstFailedAt ?? now.toISOString();
  const retriedLongEnough = now.getTime() - new Date(runStartedAt).getTime() >= RETRY_WINDOW_MS;
  const gaveUp = kind === "permanent" || retriedLongEnough;
  return {
    kind,
    status: gaveUp ? "failed" : "pending",
    firstFailedAt: runStartedAt,
    nextAttemptAt: new Date(now.getTime() + (gaveUp ? 0 : retryDelayMs(attempts))).toISOString(),
    lastError: `${failureHeadline(kind, gaveUp)}: ${errorText(error)}`.slice(0, 1000),
  };
}

function failureHeadline(kind: SendFailureKind, gaveUp: boolean): string {
  if (kind === "permanent") return "Refused by the mail server, not retried";
  return gaveUp ? "Could not be sent for 72 hours, gave up" : "Could not be sent yet, will retry";
}

/** nodemailer's message already carries the server's reply ("... 550 No such user"). */
function errorText(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
