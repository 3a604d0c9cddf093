import { createId } from "~/lib/ids";
import { type Outcome, refuse } from "~/lib/refusal";
import type { DatabaseExecutor } from "~db/executor";
import type { WebhookDeliveryStatus } from "~db/schema";
import * as m from "./messages";

const DELIVERY_LOG_PAGE_SIZE = 25;

export interface WebhookDeliveryView {
  id: string;
  messageId: string;
  eventType: string;
  status: WebhookDeliveryStatus;
  attempts: number;
  lastStatusCode: number | null;
  lastAttemptAt: string | null;
  nextAttemptAt: string;
  responseExcerpt: string | null;
  error: string | null;
  isReplay: boolean;
  createdAt: string;
}

/** One page of an endpoint's deliveries, newest first (two queries, whatever the page). */
export async function listEndpointDeliveries(db: DatabaseExecutor, endpointId: string, { page = 1 } = {}) {
  const [rows, count] = await Promise.all([
    db
      .selectFrom("webhook_deliveries")
      .select([
        "id",
        "message_id",
        "event_type",
        "status",
        "attempts",
        "last_status_code",
        "last_attempt_at",
        "next_attempt_at",
        "last_response_excerpt",
        "last_error",
        "replay_of_id",
        "created_at",
      ])
      .where("endpoint_id", "=", endpointId)
      .orderBy("created_at", "desc")
      .orderBy("id", "desc")
      .limit(DELIVERY_LOG_PAGE_SIZE)
      .offset((page - 1) * DELIVERY_LOG_PAGE_SIZE)
      .execute(),
    db
      .selectFrom("webhook_deliveries")
      .select((eb) => eb.fn.countAll<number>().as("total"))
      .where("endpoint_id", "=", endpointId)
      .executeTakeFirstOrThrow(),
  ]);
  const deliveries: WebhookDeliveryView[] = rows.map((row) => ({
    id: row.id,
    messageId: row.message_id,
    eventType: row.event_type,
    status: row.status,
    attempts: Number(row.attempts),
    lastStatusCode: row.last_status_code === null ? null : Number(row.last_status_code),
    lastAttemptAt: row.last_attempt_at,
    nextAttemptAt: row.next_attempt_at,
    responseExcerpt: row.last_response_excerpt,
    error: row.last_error,
    isReplay: row.replay_of_id !== null,
    createdAt: row.created_at,
  }));
  return { deliveries, total: count.total, page, pageSize: DELIVERY_LOG_PAGE_SIZE };
}

/**
 * Queues the delivery's event again, as a new delivery with the same webhook-id (a receiver that
 * already processed it can tell), to the same endpoint. Scoped to the endpoint in the statement.
 */
export async function replayWebhookDelivery(
  db: DatabaseExecutor,
  { endpointId, deliveryId }: { endpointId: string; deliveryId: string },
  now = new Date(),
): Promise<Outcome<{ id: string }>> {
  const original = await db
    .selectFrom("webhook_deliveries")
    .innerJoin("webhook_endpoints", "webhook_endpoints.id", "webhook_deliveries.endpoint_id")
    .select([
      "webhook_deliveries.message_id",
      "webhook_deliveries.event_type",
      "webhook_deliveries.payload_json",
      "webhook_endpoints.enabled",
    ])
    .where("webhook_deliveries.id", "=", deliveryId)
    .where("webhook_deliveries.endpoint_id", "=", endpointId)
    .executeTakeFirst();
  if (!original) return refuse("missing", m.thisDeliveryDoesNotExist());
  if (Number(original.enabled) !== 1) {
    return refuse("closed", m.thisEndpointIsTurnedOff());
  }
  const id = createId();
  await db
    .insertInto("webhook_deliveries")
    .values({
      id,
      endpoint_id: endpointId,
      message_id: original.message_id,
      event_type: original.event_type,
      payload_json: original.payload_json,
      status: "pending",
      attempts: 0,
      next_attempt_at: now.toISOString(),
      replay_of_id: deliveryId,
      created_at: now.toISOString(),
    })
    .execute();
  return { ok: true, id };
}
