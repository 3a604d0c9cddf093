import type { Selectable } from "kysely";
import { createId } from "~/lib/ids";
import { type Outcome, refuse } from "~/lib/refusal";
import { updateAtVersion, type VersionedSave } from "~/lib/versioned-update.server";
import type { DatabaseExecutor } from "~db/executor";
import type { WebhookEndpointsTable } from "~db/schema";
import { DISABLE_AFTER_CONSECUTIVE_FAILURES } from "./deliver-webhooks.server";
import { subscribedTypes } from "./emit-webhook-event.server";
import { isWebhookEventType, type WebhookEventType } from "./event-types";
import * as m from "./messages";
import { encryptWebhookSecret, generateWebhookSecret } from "./secrets.server";
import { checkUrlForm, resolveAllowedAddress, type UrlPolicy } from "./url-safety.server";

const ENDPOINTS_PAGE_SIZE = 25;

export interface WebhookEndpointInput {
  url: string;
  description: string;
  eventTypes: string[];
}

export interface WebhookEndpointView {
  id: string;
  url: string;
  description: string;
  eventTypes: WebhookEventType[];
  enabled: boolean;
  disabledReason: string | null;
  consecutiveFailures: number;
  version: number;
  createdAt: string;
}

const ENDPOINT_COLUMNS = [
  "id",
  "url",
  "description",
  "event_types_json",
  "enabled",
  "disabled_reason",
  "consecutive_failures",
  "version",
  "created_at",
] as const;

type EndpointRow = Pick<Selectable<WebhookEndpointsTable>, (typeof ENDPOINT_COLUMNS)[number]>;

function toView(row: EndpointRow): WebhookEndpointView {
  return {
    id: row.id,
    url: row.url,
    description: row.description,
    eventTypes: subscribedTypes(row.event_types_json),
    enabled: Number(row.enabled) === 1,
    // The stored reason is the one delivery writes (in English); shown in the reader's language.
    disabledReason:
      row.disabled_reason === null ? null : m.turnedOffAfterFailures({ count: DISABLE_AFTER_CONSECUTIVE_FAILURES }),
    consecutiveFailures: Number(row.consecutive_failures),
    version: Number(row.version),
    createdAt: row.created_at,
  };
}

/** The form's fields checked, the address included (its form, then what its host resolves to). */
async function checkEndpointInput(
  input: WebhookEndpointInput,
  policy: UrlPolicy,
): Promise<Outcome<{ url: string; description: string; eventTypes: WebhookEventType[] }>> {
  const fieldErrors: Record<string, string> = {};
  const rawUrl = input.url.trim();
  let url = "";
  if (!rawUrl) fieldErrors.url = "Enter the endpoint's address.";
  else if (rawUrl.length > 2000) fieldErrors.url = "Keep the address to 2,000 characters.";
  else {
    const form = checkUrlForm(rawUrl, policy);
    if ("message" in form) fieldErrors.url = form.message;
    else {
      const resolved = await resolveAllowedAddress(form.url, policy);
      if ("message" in resolved) fieldErrors.url = resolved.message;
      else url = form.url.toString();
    }
  }
  const description = input.description.trim();
  if (description.length > 200) fieldErrors.description = "Keep the description to 200 characters.";
  const eventTypes = [...new Set(input.eventTypes)];
  if (eventTypes.length === 0) fieldErrors.eventTypes = "Choose at least one event.";
  else if (!eventTypes.every(isWebhookEventType)) fieldErrors.eventTypes = "Choose events from the list.";
  if (Object.keys(fieldErrors).length > 0) return refuse("invalid", undefined, fieldErrors);
  return { ok: true, url, description, eventTypes: eventTypes as WebhookEventType[] };
}

/** Saves a new endpoint, enabled, and returns its signing secret: the one time it is shown. */
export async function createWebhookEndpoint(
  db: DatabaseExecutor,
  input: WebhookEndpointInput & { createdByUserId: string },
  { policy, secretKey, now = new Date() }: { policy: UrlPolicy; secretKey: Buffer; now?: Date },
): Promise<Outcome<{ id: string; secret: string }>> {
  const checked = await checkEndpointInput(input, policy);
  if (!checked.ok) return checked;
  const id = createId();
  const secret = generateWebhookSecret();
  await db
    .insertInto("webhook_endpoints")
    .values({
      id,
      url: checked.url,
      description: checked.description,
      event_types_json: JSON.stringify(checked.eventTypes),
      secret_encrypted: encryptWebhookSecret(secret, secretKey),
      enabled: 1,
      consecutive_failures: 0,
      disabled_reason: null,
      version: 1,
      created_by_user_id: input.createdByUserId,
      created_at: now.toISOString(),
      updated_at: now.toISOString(),
    })
    .execute();
  return { ok: true, id, secret };
}

/** Address, description, events and the enabled flag, at the version the form was loaded at. */
export async function updateWebhookEndpoint(
  db: DatabaseExecutor,
  target: { id: string; version: number },
  input: WebhookEndpointInput & { enabled: boolean },
  { policy, now = new Date() }: { policy: UrlPolicy; now?: Date },
): Promise<VersionedSave> {
  const checked = await checkEndpointInput(input, policy);
  if (!checked.ok) return checked;
  return updateAtVersion(
    db,
    "webhook_endpoints",
    target,
    {
      url: checked.url,
      description: checked.description,
      event_types_json: JSON.stringify(checked.eventTypes),
      enabled: input.enabled ? 1 : 0,
      // Enabling again starts the count of failures afresh.
      ...(input.enabled ? { consecutive_failures: 0, disabled_reason: null } : {}),
      updated_at: now.toISOString(),
    },
    {
      stale: m.someoneChangedThisEndpointWhile(),
      missing: m.thisWebhookEndpointDoesNot2(),
    },
  );
}

/** Turns a disabled endpoint back on (the button beside the notice that it was disabled). */
export async function enableWebhookEndpoint(
  db: DatabaseExecutor,
  target: { id: string; version: number },
  now = new Date(),
): Promise<VersionedSave> {
  return updateAtVersion(
    db,
    "webhook_endpoints",
    target,
    { enabled: 1, consecutive_failures: 0, disabled_reason: null, updated_at: now.toISOString() },
    {
      stale: m.someoneChangedThisEndpointWhile2(),
      missing: m.thisWebhookEndpointDoesNot2(),
    },
  );
}

async function _deleteWebhookEndpoint(db: DatabaseExecutor, id: string): Promise<Outcome> {
  const result = await db.deleteFrom("webhook_endpoints").where("id", "=", id).executeTakeFirst();
  return Number(result.numDeletedRows) > 0 ? { ok: true } : refuse("missing", m.thisWebhookEndpointDoesNot());
}

export async function listWebhookEndpoints(db: DatabaseExecutor, { page = 1 }: { page?: number } = {}) {
  const [rows, count] = await Promise.all([
    db
      .selectFrom("webhook_endpoints")
      .select(ENDPOINT_COLUMNS)
      .orderBy("created_at", "desc")
      .orderBy("id")
      .limit(ENDPOINTS_PAGE_SIZE)
      .offset((page - 1) * ENDPOINTS_PAGE_SIZE)
      .execute(),
    db
      .selectFrom("webhook_endpoints")
      .select((eb) => eb.fn.countAll<number>().as("total"))
      .executeTakeFirstOrThrow(),
  ]);
  return { endpoints: rows.map(toView), total: count.total, page, pageSize: ENDPOINTS_PAGE_SIZE };
}

export async function findWebhookEndpoint(db: DatabaseExecutor, id: string): Promise<WebhookEndpointView | undefined> {
  const row = await db.selectFrom("webhook_endpoints").select(ENDPOINT_COLUMNS).where("id", "=", id).executeTakeFirst();
  return row ? toView(row) : undefined;
}
