import { data } from "react-router";
import { SsoSettingsPage } from "~/features/single-sign-on/components/sso-settings-page";
import { OIDC_CALLBACK_PATH } from "~/features/single-sign-on/oidc.server";
import { samlPaths, serviceProviderOf } from "~/features/single-sign-on/saml.server";
import {
  ADD_DOMAIN_INTENT,
  REMOVE_DOMAIN_INTENT,
  SAVE_PROVIDER_INTENT,
  ssoSettingsSchema,
} from "~/features/single-sign-on/sso.schema";
import { changeSsoSettings, ssoSettingsOf } from "~/features/single-sign-on/sso-settings.server";
import { acceptedReply, invalidReply, refusalReply } from "~/lib/action-reply";
import { getEnvironment } from "~/lib/env.server";
import { parseForm } from "~/lib/forms";
import { pageTitle } from "~/lib/page-title";
import { refusalResponse, refuse } from "~/lib/refusal";
import { readFormData } from "~/lib/request-body.server";
import type { RouteAccess } from "~/lib/route-access";
import { toastHeaders } from "~/lib/toast.server";
import { requireAdmin } from "~/platform/auth/session.server";
import { getDb } from "~/server/app-context.server";
import type { Route } from "./+types/company-sso";
import * as m from "./messages";

/** Admin › Companies › a company › Single sign-on (decision 0101-sso). */
export const access = {
  read: "admin",
  write: { [SAVE_PROVIDER_INTENT]: "admin", [ADD_DOMAIN_INTENT]: "admin", [REMOVE_DOMAIN_INTENT]: "admin" },
} satisfies RouteAccess;

export const meta: Route.MetaFunction = ({ loaderData: loaded, matches }) =>
  pageTitle(loaded ? m.singleSignOn({ name: loaded.view.company.name }) : m.singleSignOn2(), matches);

export async function loader({ request, params }: Route.LoaderArgs) {
  await requireAdmin(request);
  const db = getDb();
  const company = await db
    .selectFrom("companies")
    .select(["id", "name"])
    .where("id", "=", params.companyId)
    .executeTakeFirst();
  if (!company) throw refusalResponse(refuse("missing", m.companyGone()));
  const settings = await ssoSettingsOf(db, company.id);
  const base = getEnvironment().baseUrl;
  const sp = serviceProviderOf(company.id);
  return {
    view: {
      ...settings,
      company,
      serviceProvider: {
        ...sp,
        metadataUrl: new URL(samlPaths(company.id).metadata, base).href,
        oidcRedirectUri: new URL(OIDC_CALLBACK_PATH, base).href,
      },
    },
  };
}

export async function action({ request, params }: Route.ActionArgs) {
  await requireAdmin(request);
  const parsed = parseForm(ssoSettingsSchema, await readFormData(request));
  if (!parsed.ok) return invalidReply(parsed);
  const changed = await changeSsoSettings(getDb(), params.companyId, parsed.data);
  if (!changed.ok) return refusalReply(changed, parsed.values);
  return data(acceptedReply(), { headers: await toastHeaders(changed.message) });
}

export default function CompanySso({ loaderData }: Route.ComponentProps) {
  return <SsoSettingsPage view={loaderData.view} />;
}
