import { data } from "react-router";
import { GeneralErrorBoundary } from "~/components/general-error-boundary";
import { COMPANY_GONE_MESSAGE, findCompany } from "~/features/companies/companies.server";
import { type CompanyScimReply, CompanyScimScreen } from "~/features/scim/components/company-scim-screen";
import { CREATE_SCIM_TOKEN_INTENT, REVOKE_SCIM_TOKEN_INTENT, scimTokenIntentSchema } from "~/features/scim/scim.schema";
import { createScimToken, listScimTokens, revokeScimToken } from "~/features/scim/scim-tokens.server";
import { invalidReply, refusalReply } from "~/lib/action-reply";
import { parseForm } from "~/lib/forms";
import { pageTitle } from "~/lib/page-title";
import { refusalResponse, refuse } from "~/lib/refusal";
import { readFormData } from "~/lib/request-body.server";
import type { RouteAccess } from "~/lib/route-access";
import { toastHeaders } from "~/lib/toast.server";
import { requireAdmin } from "~/platform/auth/session.server";
import { getDb } from "~/server/app-context.server";
import type { Route } from "./+types/company-scim";
import * as m from "./messages";

/** Admin › Companies › a company › SCIM provisioning (decision 0102-scim-provisioning). */
export const access = {
  read: "admin",
  write: { [CREATE_SCIM_TOKEN_INTENT]: "admin", [REVOKE_SCIM_TOKEN_INTENT]: "admin" },
} satisfies RouteAccess;

export const meta: Route.MetaFunction = ({ loaderData: loaded, matches }) =>
  pageTitle(loaded ? m.scimProvisioning({ name: loaded.view.company.name }) : m.scimProvisioning2(), matches);

export async function loader({ request, params }: Route.LoaderArgs) {
  await requireAdmin(request);
  const db = getDb();
  const company = await findCompany(db, params.companyId);
  if (!company) throw refusalResponse(refuse("missing", COMPANY_GONE_MESSAGE()));
  const tenantUrl = `${new URL(request.url).origin}/scim/v2`;
  return {
    view: { company: { id: company.id, name: company.name }, tenantUrl, tokens: await listScimTokens(db, company.id) },
  };
}

export async function action({ request, params }: Route.ActionArgs) {
  const user = await requireAdmin(request);
  const parsed = parseForm(scimTokenIntentSchema, await readFormData(request));
  if (!parsed.ok) return invalidReply(parsed);
  const db = getDb();
  if (!(await findCompany(db, params.companyId))) return refusalReply(refuse("missing", COMPANY_GONE_MESSAGE()));
  if (parsed.data.intent === CREATE_SCIM_TOKEN_INTENT) {
    const created = await createScimToken(db, {
      companyId: params.companyId,
      name: parsed.data.name,
      createdByUserId: user.id,
    });
    if (!created.ok) return refusalReply(created, parsed.values);
    // The token goes back in this one response only; it is never stored or shown again.
    const createdToken = { name: parsed.data.name, token: created.token };
    return data({ ok: true as const, createdToken }, { headers: { "Cache-Control": "no-store" } });
  }
  const revoked = await revokeScimToken(db, { companyId: params.companyId, tokenId: parsed.data.tokenId });
  if (!revoked.ok) return refusalReply(revoked);
  return data({ ok: true as const }, { headers: await toastHeaders(m.scimTokenRevoked()) });
}

export default function AdminCompanyScim({ loaderData, actionData }: Route.ComponentProps) {
  const reply: CompanyScimReply | undefined = actionData
    ? {
        createdToken:
          "createdToken" in actionData ? (actionData.createdToken as CompanyScimReply["createdToken"]) : undefined,
        formError: "formError" in actionData ? actionData.formError : null,
        fieldErrors: "fieldErrors" in actionData ? actionData.fieldErrors : undefined,
      }
    : undefined;
  return <CompanyScimScreen view={loaderData.view} reply={reply} />;
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary backTo={{ to: "/admin/companies", label: m.backToCompanies() }} />;
}
