import { data, redirect } from "react-router";
import { type ApiTokensActionData, ApiTokensScreen } from "~/features/api/components/api-tokens-screen";
import { createApiToken, defaultTokenLastDay, listApiTokens, revokeApiToken } from "~/features/api/tokens.server";
import { pageTitle } from "~/lib/page-title";
import { refusalResponse, STATUS_FOR_REASON } from "~/lib/refusal";
import { readFormData } from "~/lib/request-body.server";
import type { RouteAccess } from "~/lib/route-access";
import { toastHeaders } from "~/lib/toast.server";
import { requireAdmin } from "~/platform/auth/session.server";
import { getSiteTimeZone } from "~/platform/site-settings/site-settings.server";
import { getDb } from "~/server/app-context.server";
import type { Route } from "./+types/api-tokens";
import * as m from "./messages";

export const access = { read: "admin", write: { create: "admin", revoke: "admin" } } satisfies RouteAccess;

export const meta: Route.MetaFunction = ({ matches }) => pageTitle(m.apiTokens(), matches);

export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  const now = new Date();
  const timeZone = await getSiteTimeZone(getDb());
  return { tokens: await listApiTokens(getDb(), now), defaultLastDay: defaultTokenLastDay(now, timeZone) };
}

export async function action({ request }: Route.ActionArgs) {
  const user = await requireAdmin(request);
  const form = await readFormData(request);
  const intent = form.get("intent");
  if (intent === "create") {
    const created = await createApiToken(getDb(), {
      name: String(form.get("name") ?? ""),
      scopes: form.getAll("scopes").map(String),
      createdByUserId: user.id,
      lastDay: String(form.get("expiresOn") ?? ""),
      timeZone: await getSiteTimeZone(getDb()),
    });
    if (!created.ok) {
      return data<ApiTokensActionData>(
        { formError: created.message, fieldErrors: created.fieldErrors },
        { status: STATUS_FOR_REASON[created.reason] },
      );
    }
    // The token goes back in this one response only; it is never stored or shown again.
    return data<ApiTokensActionData>(
      { createdToken: { name: String(form.get("name")).trim(), token: created.token, expiresAt: created.expiresAt } },
      { headers: { "Cache-Control": "no-store" } },
    );
  }
  if (intent === "revoke") {
    const revoked = await revokeApiToken(getDb(), String(form.get("tokenId") ?? ""));
    if (!revoked.ok) throw refusalResponse(revoked);
    return redirect("/admin/api-tokens", { headers: await toastHeaders(m.tokenRevoked()) });
  }
  throw refusalResponse({ ok: false, reason: "invalid", message: m.chooseCreateOrRevoke() });
}

export default function AdminApiTokens({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <ApiTokensScreen tokens={loaderData.tokens} defaultLastDay={loaderData.defaultLastDay} actionData={actionData} />
  );
}
