import { data } from "react-router";
import { acceptedReply, refusalReply } from "~/lib/action-reply";
import { pageTitle } from "~/lib/page-title";
import { pageNumberFrom, redirectPastLastPage } from "~/lib/pagination";
import { refuse } from "~/lib/refusal";
import { readFormData } from "~/lib/request-body.server";
import type { RouteAccess } from "~/lib/route-access";
import { requireAdmin } from "~/platform/auth/session.server";
import {
  CREATE_ENDPOINT_INTENT,
  type WebhooksActionData,
  WebhooksScreen,
} from "~/platform/webhooks/components/webhooks-screen";
import { createWebhookEndpoint, listWebhookEndpoints } from "~/platform/webhooks/endpoints.server";
import { webhookSettings } from "~/platform/webhooks/webhook-settings.server";
import { getDb } from "~/server/app-context.server";
import type { Route } from "./+types/webhooks";
import * as m from "./messages";
import { endpointInputFrom } from "./webhook-endpoint-form.server";

/** Admin › Webhooks (docs/decisions/0047-webhooks.md). */
export const access = { read: "admin", write: { [CREATE_ENDPOINT_INTENT]: "admin" } } satisfies RouteAccess;

export const meta: Route.MetaFunction = ({ matches }) => pageTitle(m.webhooks(), matches);

export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  const url = new URL(request.url);
  const page = pageNumberFrom(url.searchParams);
  const list = await listWebhookEndpoints(getDb(), { page });
  redirectPastLastPage(url, list);
  return list;
}

export async function action({ request }: Route.ActionArgs) {
  const user = await requireAdmin(request);
  const formData = await readFormData(request);
  if (formData.get("intent") !== CREATE_ENDPOINT_INTENT) return refusalReply(refuse("invalid", m.chooseAddEndpoint()));
  const { input, values } = endpointInputFrom(formData);
  const created = await createWebhookEndpoint(getDb(), { ...input, createdByUserId: user.id }, webhookSettings());
  if (!created.ok) return refusalReply(created, values);
  // The secret goes back in this one response only: it is stored encrypted and never shown again.
  return data<WebhooksActionData>(
    acceptedReply({ created: { id: created.id, url: input.url.trim(), secret: created.secret } }),
    { headers: { "Cache-Control": "no-store" } },
  );
}

export default function AdminWebhooks({ loaderData, actionData }: Route.ComponentProps) {
  return <WebhooksScreen {...loaderData} actionData={actionData} />;
}
