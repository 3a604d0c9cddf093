import { redirect } from "react-router";
import { refusalReply } from "~/lib/action-reply";
import { pageTitle } from "~/lib/page-title";
import { pageNumberFrom, redirectPastLastPage } from "~/lib/pagination";
import { refusalResponse, refuse } from "~/lib/refusal";
import { readFormData } from "~/lib/request-body.server";
import type { RouteAccess } from "~/lib/route-access";
import { toastHeaders } from "~/lib/toast.server";
import { requireAdmin } from "~/platform/auth/session.server";
import {
  ENDPOINT_INTENTS,
  type WebhookEndpointActionData,
  WebhookEndpointScreen,
} from "~/platform/webhooks/components/webhook-endpoint-screen";
import { listEndpointDeliveries, replayWebhookDelivery } from "~/platform/webhooks/delivery-log.server";
import {
  enableWebhookEndpoint,
  findWebhookEndpoint,
  updateWebhookEndpoint,
} from "~/platform/webhooks/endpoints.server";
import { webhookSettings } from "~/platform/webhooks/webhook-settings.server";
import { getDb } from "~/server/app-context.server";
import type { Route } from "./+types/webhook-endpoint";
import * as m from "./messages";
import { endpointInputFrom, versionFrom } from "./webhook-endpoint-form.server";

/** One webhook endpoint: settings, turning it on again, the delivery log and Replay (decision 0047). */
export const access = {
  read: "admin",
  write: { [ENDPOINT_INTENTS.update]: "admin", [ENDPOINT_INTENTS.enable]: "admin", [ENDPOINT_INTENTS.replay]: "admin" },
} satisfies RouteAccess;

export const meta: Route.MetaFunction = ({ matches }) => pageTitle(m.webhookEndpoint(), matches);

const MISSING = "This webhook endpoint does not exist.";

export async function loader({ request, params }: Route.LoaderArgs) {
  await requireAdmin(request);
  const endpoint = await findWebhookEndpoint(getDb(), params.endpointId);
  if (!endpoint) throw refusalResponse(refuse("missing", MISSING));
  const url = new URL(request.url);
  const page = pageNumberFrom(url.searchParams);
  const log = await listEndpointDeliveries(getDb(), endpoint.id, { page });
  redirectPastLastPage(url, log);
  return { endpoint, log };
}

export async function action({ request, params }: Route.ActionArgs) {
  await requireAdmin(request);
  const formData = await readFormData(request);
  const here = `/admin/webhooks/${params.endpointId}`;
  const intent = formData.get("intent");
  if (intent === ENDPOINT_INTENTS.replay) {
    const replay = await replayWebhookDelivery(getDb(), {
      endpointId: params.endpointId,
      deliveryId: String(formData.get("deliveryId") ?? ""),
    });
    if (!replay.ok) return refusalReply(replay);
    return redirect(here, { headers: await toastHeaders(m.deliveryQueuedAgain()) });
  }
  if (intent !== ENDPOINT_INTENTS.update && intent !== ENDPOINT_INTENTS.enable) {
    return refusalReply(refuse("invalid", m.chooseSaveEndpointTurnOn()));
  }
  const version = versionFrom(formData);
  if (version === null) return refusalReply(refuse("invalid", m.theFormIsMissingIts()));
  const target = { id: params.endpointId, version };
  if (intent === ENDPOINT_INTENTS.enable) {
    const enabled = await enableWebhookEndpoint(getDb(), target);
    if (!enabled.ok) return refusalReply(enabled);
    return redirect(here, { headers: await toastHeaders(m.endpointTurnedOn()) });
  }
  const { input, values } = endpointInputFrom(formData);
  const saved = await updateWebhookEndpoint(
    getDb(),
    target,
    { ...input, enabled: formData.get("enabled") === "on" },
    webhookSettings(),
  );
  if (!saved.ok) return refusalReply(saved, values);
  return redirect(here, { headers: await toastHeaders(m.endpointSaved()) });
}

export default function AdminWebhookEndpoint({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <WebhookEndpointScreen
      endpoint={loaderData.endpoint}
      log={loaderData.log}
      actionData={actionData as WebhookEndpointActionData | undefined}
    />
  );
}
