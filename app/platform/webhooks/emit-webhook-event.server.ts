import { randomUUID } from "node:crypto";
import { createId } from "~/lib/ids";
import { currentRequestId } from "~/lib/request-context.server";
import type { DatabaseExecutor } from "~db/executor";
import { isWebhookEventType, type WebhookEventData, type WebhookEventType } from "./event-types";

/**
 * Queues one delivery of the event to every enabled endpoint that asked for its type. Call it in
 * the transaction that makes the change it reports (like queueEmail): a rolled-back booking sends
 * no webhook, a kept one always does. One read and one insert, however many endpoints.
 */
export async function emitWebhookEvent<Type extends WebhookEventType>(
  db: DatabaseExecutor,
  type: Type,
  data: WebhookEventData[Type],
  now = new Date(),
): Promise<number> {
  const endpoints = await db
    .selectFrom("webhook_endpoints")
    .select(["id", "event_types_json"])
    .where("enabled", "=", 1)
    .execute();
  const subscribed = endpoints.filter((endpoint) => subscribedTypes(endpoint.event_types_json).includes(type));
  if (subscribed.length === 0) return 0;
  const createdAt = now.toISOString();
  const messageId = `msg_${randomUUID().replaceAll("-", "")}`;
  const payloadJson = JSON.stringify({ type, timestamp: createdAt, data });
  await db
    .insertInto("webhook_deliveries")
    .values(
      subscribed.map((endpoint) => ({
        id: createId(),
        endpoint_id: endpoint.id,
        message_id: messageId,
        event_type: type,
        payload_json: payloadJson,
        status: "pending" as const,
        attempts: 0,
        next_attempt_at: createdAt,
        request_id: currentRequestId() ?? null,
        created_at: createdAt,
      })),
    )
    .execute();
  return subscribed.length;
}

export function subscribedTypes(json: string): WebhookEventType[] {
  try {
    const value = JSON.parse(json);
    return Array.isArray(value) ? value.filter(isWebhookEventType) : [];
  } catch {
    return [];
  }
}
