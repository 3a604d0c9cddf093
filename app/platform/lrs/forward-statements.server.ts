import { createId } from "~/lib/ids";
import { logger } from "~/lib/logger.server";
import { type PeriodicWork, startPeriodicWork } from "~/lib/periodic-work.server";
import type { DatabaseExecutor } from "~db/executor";
import type { LrsForwardTarget } from "./lrs-settings.server";
import { XAPI_VERSION } from "./xapi-terms";

/**
 * Copies stored statements to an external LRS (decision 0098-lrs) through lrs_forward_outbox,
 * claimed like the webhook deliveries: one conditional UPDATE per row, so N processes on one
 * database send each statement once. Each is PUT with its own id, so a retry after a lost answer
 * is harmless (the LRS answers 204 or 409 for the same statement).
 */
export const MAX_FORWARD_ATTEMPTS = 6;
/** Waits after the 1st..5th failure: 1, 5, 25, 125 minutes, then 10 hours. */
const RETRY_DELAYS_MS = [1, 5, 25, 125, 600].map((minutes) => minutes * 60_000);
const CLAIM_LEASE_MS = 2 * 60 * 1000;
const FORWARD_TIMEOUT_MS = 15_000;
const PER_RUN = 50;

export interface ForwardOptions {
  target: LrsForwardTarget;
  clock?: () => Date;
  limit?: number;
  signal?: AbortSignal;
}

async function claimNext(db: DatabaseExecutor, now: Date) {
  const nowText = now.toISOString();
  const token = createId();
  const candidates = await db
    .selectFrom("lrs_forward_outbox")
    .select("id")
    .where("status", "=", "pending")
    .where("next_attempt_at", "<=", nowText)
    .where((eb) => eb.or([eb("claimed_until", "is", null), eb("claimed_until", "<=", nowText)]))
    .orderBy("next_attempt_at")
    .orderBy("id")
    .limit(16)
    .execute();
  for (const { id } of candidates) {
    const claimed = await db
      .updateTable("lrs_forward_outbox")
      .set({ claim_token: token, claimed_until: new Date(now.getTime() + CLAIM_LEASE_MS).toISOString() })
      .where("id", "=", id)
      .where("status", "=", "pending")
      .where((eb) => eb.or([eb("claimed_until", "is", null), eb("claimed_until", "<=", nowText)]))
      .returning(["id", "statement_id", "attempts"])
      .executeTakeFirst();
    if (claimed) return { ...claimed, token };
  }
  return undefined;
}

async function send(target: LrsForwardTarget, statementId: string, body: string): Promise<string | null> {
  const headers: Record<string, string> = {
    "Content-Type": "application/json",
    "X-Experience-API-Version": XAPI_VERSION,
  };
  if (target.basic) headers.Authorization = `Basic ${Buffer.from(target.basic).toString("base64")}`;
  try {
    const response = await fetch(
      new URL(`statements?statementId=${encodeURIComponent(statementId)}`, target.endpoint),
      {
        method: "PUT",
        headers,
        body,
        redirect: "manual",
        signal: AbortSignal.timeout(FORWARD_TIMEOUT_MS),
      },
    );
    await response.body?.cancel().catch(() => undefined);
    // 409: the LRS already holds this id (a retry whose first answer was lost): nothing more to send.
    if (response.ok || response.status === 409) return null;
    return `HTTP ${response.status}`;
  } catch (error) {
    return error instanceof Error ? error.message.slice(0, 300) : "The request failed.";
  }
}

/** Sends what is due; returns how many rows it claimed. */
export async function forwardDueStatements(db: DatabaseExecutor, options: ForwardOptions): Promise<number> {
  const { clock = () => new Date(), limit = PER_RUN, signal } = options;
  let claimed = 0;
  while (claimed < limit && !signal?.aborted) {
    const row = await claimNext(db, clock());
    if (!row) break;
    claimed += 1;
    const statement = await db
      .selectFrom("lrs_statements")
      .select("statement_json")
      .where("id", "=", row.statement_id)
      .executeTakeFirst();
    const attemptedAt = clock();
    // A statement erased since it was queued is not sent.
    const error = statement ? await send(options.target, row.statement_id, statement.statement_json) : null;
    const attempts = Number(row.attempts) + 1;
    const retriesLeft = attempts < MAX_FORWARD_ATTEMPTS;
    if (error) logger.error("LRS forwarding failed", { statementId: row.statement_id, attempts, error });
    await db
      .updateTable("lrs_forward_outbox")
      .set({
        attempts,
        status: error === null ? "delivered" : retriesLeft ? "pending" : "failed",
        last_error: error,
        delivered_at: error === null ? attemptedAt.toISOString() : null,
        next_attempt_at:
          error !== null && retriesLeft
            ? new Date(attemptedAt.getTime() + RETRY_DELAYS_MS[attempts - 1]).toISOString()
            : attemptedAt.toISOString(),
        claim_token: null,
        claimed_until: null,
      })
      .where("id", "=", row.id)
      .where("claim_token", "=", row.token)
      .execute();
  }
  return claimed;
}

/** Polls the outbox while LRS_FORWARD_ENDPOINT is set; started and stopped with the server. */
export function startLrsForwarding(db: DatabaseExecutor, target: LrsForwardTarget, intervalMs = 5000): PeriodicWork {
  return startPeriodicWork(
    "LRS forwarding tick",
    async (signal) => {
      while (!signal.aborted && (await forwardDueStatements(db, { target, signal })) >= PER_RUN) {}
    },
    { intervalMs },
  );
}
