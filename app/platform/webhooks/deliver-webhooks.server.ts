import type { Selectable } from "kysely";
import { createId } from "~/lib/ids";
import { logger } from "~/lib/logger.server";
import { type PeriodicWork, startPeriodicWork } from "~/lib/periodic-work.server";
import type { DatabaseExecutor } from "~db/executor";
import type { WebhookDeliveriesTable } from "~db/schema";
import { inTransaction } from "~db/transactions";
import { queueEndpointDisabledMail } from "./endpoint-disabled-mail.server";
import * as m from "./messages";
import { DEFAULT_WEBHOOK_TIMEOUT_MS, type PostResult, postWebhook } from "./post-webhook.server";
import { decryptWebhookSecret } from "./secrets.server";
import { signWebhook } from "./signature.server";
import type { UrlPolicy } from "./url-safety.server";

/** Tries per delivery; after the last failure the delivery is 'failed' (Replay sends it again). */
export const MAX_DELIVERY_ATTEMPTS = 5;
/** Waits after the 1st..4th failure: 1 min, 6 min, 36 min, 3 h 36 min (about 4 h 20 min in all). */
const RETRY_DELAYS_MS = [1, 6, 36, 216].map((minutes) => minutes * 60_000);
/** Failed attempts in a row, across deliveries, that turn an endpoint off (and mail the admins). */
export const DISABLE_AFTER_CONSECUTIVE_FAILURES = 10;
/** Longer than a send can take (the timeout), so a live worker never loses its claim. */
const WEBHOOK_CLAIM_LEASE_MS = 2 * 60 * 1000;
const CANDIDATES_PER_CLAIM = 16;
const DELIVERIES_PER_RUN = 20;

export interface WebhookDeliveryOptions {
  policy: UrlPolicy;
  secretKey: Buffer;
  /** Where the admins' mail about a disabled endpoint links to. */
  baseUrl: string;
  clock?: () => Date;
  timeoutMs?: number;
  concurrency?: number;
  limit?: number;
  signal?: AbortSignal;
}

interface ClaimedDelivery {
  delivery: Pick<Selectable<WebhookDeliveriesTable>, "id" | "endpoint_id" | "message_id" | "payload_json" | "attempts">;
  token: string;
}

/**
 * Claims one due delivery of an enabled endpoint with one conditional UPDATE (as the outbox does):
 * of several workers racing for it, on SQLite or PostgreSQL, only one UPDATE matches the row.
 */
async function claimNextDueDelivery(db: DatabaseExecutor, now: Date): Promise<ClaimedDelivery | undefined> {
  const nowText = now.toISOString();
  const token = createId();
  const candidates = await db
    .selectFrom("webhook_deliveries")
    .innerJoin("webhook_endpoints", "webhook_endpoints.id", "webhook_deliveries.endpoint_id")
    .select("webhook_deliveries.id")
    .where("webhook_deliveries.status", "=", "pending")
    .where("webhook_deliveries.next_attempt_at", "<=", nowText)
    .where((eb) =>
      eb.or([
        eb("webhook_deliveries.claimed_until", "is", null),
        eb("webhook_deliveries.claimed_until", "<=", nowText),
      ]),
    )
    .where("webhook_endpoints.enabled", "=", 1)
    .orderBy("webhook_deliveries.next_attempt_at")
    .orderBy("webhook_deliveries.id")
    .limit(CANDIDATES_PER_CLAIM)
    .execute();
  for (const { id } of candidates) {
    const delivery = await db
      .updateTable("webhook_deliveries")
      .set({ claim_token: token, claimed_until: new Date(now.getTime() + WEBHOOK_CLAIM_LEASE_MS).toISOString() })
      .where("id", "=", id)
      .where("status", "=", "pending")
      .where("next_attempt_at", "<=", nowText)
      .where((eb) => eb.or([eb("claimed_until", "is", null), eb("claimed_until", "<=", nowText)]))
      .returning(["id", "endpoint_id", "message_id", "payload_json", "attempts"])
      .executeTakeFirst();
    if (delivery) return { delivery, token };
  }
  return undefined;
}

/** Sends what is due, `concurrency` at a time; returns how many deliveries it claimed. */
export async function deliverDueWebhooks(db: DatabaseExecutor, options: WebhookDeliveryOptions): Promise<number> {
  const { clock = () => new Date(), concurrency = 4, limit = DELIVERIES_PER_RUN, signal } = options;
  let claimed = 0;
  const lane = async () => {
    while (claimed < limit && !signal?.aborted) {
      claimed += 1;
      const claim = await claimNextDueDelivery(db, clock());
      if (!claim) {
        claimed -= 1;
        return;
      }
      await deliverClaimed(db, claim, options, clock);
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, concurrency) }, lane));
  return claimed;
}

async function deliverClaimed(
  db: DatabaseExecutor,
  { delivery, token }: ClaimedDelivery,
  options: WebhookDeliveryOptions,
  clock: () => Date,
) {
  const endpoint = await db
    .selectFrom("webhook_endpoints")
    .select(["url", "secret_encrypted"])
    .where("id", "=", delivery.endpoint_id)
    .executeTakeFirst();
  if (!endpoint) return;
  const secret = decryptWebhookSecret(endpoint.secret_encrypted, options.secretKey);
  const attemptedAt = clock();
  let result: PostResult;
  if (!secret) {
    result = { kind: "refused", error: m.theSigningSecretCannotBe() };
  } else {
    const timestamp = Math.floor(attemptedAt.getTime() / 1000);
    result = await postWebhook(
      new URL(endpoint.url),
      {
        "webhook-id": delivery.message_id,
        "webhook-timestamp": String(timestamp),
        "webhook-signature": signWebhook(secret, delivery.message_id, timestamp, delivery.payload_json),
        "user-agent": "Campus-Webhooks/1",
      },
      delivery.payload_json,
      { policy: options.policy, timeoutMs: options.timeoutMs ?? DEFAULT_WEBHOOK_TIMEOUT_MS },
    );
  }
  await recordAttempt(db, { delivery, token }, result, attemptedAt, options);
}

function isSuccess(result: PostResult): boolean {
  return result.kind === "answered" && result.statusCode >= 200 && result.statusCode < 300;
}

/**
 * The attempt's result on the delivery (only while the claim is ours) and on the endpoint's count
 * of failures in a row, in one transaction; reaching the limit disables the endpoint and mails
 * the admins, once (the disabling UPDATE is conditional on the endpoint being enabled).
 */
async function recordAttempt(
  db: DatabaseExecutor,
  { delivery, token }: ClaimedDelivery,
  result: PostResult,
  attemptedAt: Date,
  options: WebhookDeliveryOptions,
) {
  const attempts = Number(delivery.attempts) + 1;
  const succeeded = isSuccess(result);
  const retriesLeft = attempts < MAX_DELIVERY_ATTEMPTS;
  const answer =
    result.kind === "answered"
      ? { last_status_code: result.statusCode, last_response_excerpt: result.excerpt, last_error: null }
      : { last_status_code: null, last_response_excerpt: null, last_error: result.error };
  await inTransaction(db, async (trx) => {
    const updated = await trx
      .updateTable("webhook_deliveries")
      .set({
        ...answer,
        attempts,
        last_attempt_at: attemptedAt.toISOString(),
        status: succeeded ? "delivered" : retriesLeft ? "pending" : "failed",
        delivered_at: succeeded ? attemptedAt.toISOString() : null,
        next_attempt_at:
          !succeeded && retriesLeft
            ? new Date(attemptedAt.getTime() + RETRY_DELAYS_MS[attempts - 1]).toISOString()
            : attemptedAt.toISOString(),
        claim_token: null,
        claimed_until: null,
      })
      .where("id", "=", delivery.id)
      .where("claim_token", "=", token)
      .executeTakeFirst();
    if (Number(updated.numUpdatedRows) === 0) {
      logger.error("webhook claim ran out before the send finished; another worker may send it again", {
        id: delivery.id,
      });
      return;
    }
    if (succeeded) {
      await trx
        .updateTable("webhook_endpoints")
        .set({ consecutive_failures: 0 })
        .where("id", "=", delivery.endpoint_id)
        .where("consecutive_failures", "!=", 0)
        .execute();
      return;
    }
    logger.error("webhook delivery failed", {
      deliveryId: delivery.id,
      endpointId: delivery.endpoint_id,
      attempts,
      status: result.kind === "answered" ? result.statusCode : undefined,
      error: result.kind === "answered" ? undefined : result.error,
    });
    const endpoint = await trx
      .updateTable("webhook_endpoints")
      .set((eb) => ({ consecutive_failures: eb("consecutive_failures", "+", 1) }))
      .where("id", "=", delivery.endpoint_id)
      .returning(["consecutive_failures", "url", "description"])
      .executeTakeFirst();
    if (!endpoint || Number(endpoint.consecutive_failures) < DISABLE_AFTER_CONSECUTIVE_FAILURES) return;
    // Stored in English (a record); the screens and each admin's mail word it in their language.
    const reason = m.turnedOffAfterFailures({ count: DISABLE_AFTER_CONSECUTIVE_FAILURES }, "en");
    const disabled = await trx
      .updateTable("webhook_endpoints")
      .set((eb) => ({
        enabled: 0,
        disabled_reason: reason,
        version: eb("version", "+", 1),
        updated_at: attemptedAt.toISOString(),
      }))
      .where("id", "=", delivery.endpoint_id)
      .where("enabled", "=", 1)
      .executeTakeFirst();
    if (Number(disabled.numUpdatedRows) === 1) {
      logger.error("webhook endpoint disabled after repeated failures", { endpointId: delivery.endpoint_id });
      await queueEndpointDisabledMail(trx, {
        endpointId: delivery.endpoint_id,
        url: endpoint.url,
        description: endpoint.description,
        failedAttempts: DISABLE_AFTER_CONSECUTIVE_FAILURES,
        lastError: answer.last_error ?? `HTTP ${answer.last_status_code}`,
        baseUrl: options.baseUrl,
      });
    }
  });
}

/** Finished deliveries (delivered or failed) are kept this long in the log, then removed. */
const DELIVERY_LOG_RETENTION_DAYS = 90;
const PRUNE_EVERY_MS = 60 * 60 * 1000;

/** Removes finished deliveries older than the retention; waiting ones stay whatever their age. */
export async function pruneWebhookDeliveries(db: DatabaseExecutor, now = new Date()): Promise<number> {
  const cutoff = new Date(now.getTime() - DELIVERY_LOG_RETENTION_DAYS * 86_400_000).toISOString();
  const result = await db
    .deleteFrom("webhook_deliveries")
    .where("status", "in", ["delivered", "failed"])
    .where("created_at", "<", cutoff)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

export type WebhookWorker = PeriodicWork;

/** Polls for due deliveries; one drain at a time per process, processes kept apart by the claim. */
export function startWebhookWorker(
  db: DatabaseExecutor,
  options: Omit<WebhookDeliveryOptions, "signal" | "clock"> & { intervalMs?: number },
): WebhookWorker {
  const { intervalMs = 2000, ...deliveryOptions } = options;
  let prunedAt = 0;
  const drain = async (signal: AbortSignal) => {
    if (Date.now() - prunedAt >= PRUNE_EVERY_MS) {
      prunedAt = Date.now();
      await pruneWebhookDeliveries(db);
    }
    const runOptions = { ...deliveryOptions, signal };
    while (!signal.aborted && (await deliverDueWebhooks(db, runOptions)) >= DELIVERIES_PER_RUN) {}
  };
  return startPeriodicWork("webhook worker tick", drain, { intervalMs });
}
