import { redirect } from "react-router";
import { COMPANIES_PAGE_SIZE, CREATE_COMPANY_INTENT } from "~/features/companies/companies.schema";
import { listCompanies } from "~/features/companies/companies.server";
import { createCompanyFromForm } from "~/features/companies/company-admin-actions.server";
import { CompaniesList } from "~/features/companies/components/companies-list";
import { invalidReply, refusalReply } from "~/lib/action-reply";
import { pageTitle } from "~/lib/page-title";
import { pageNumberFrom, redirectPastLastPage, searchTermFrom } from "~/lib/pagination";
import { refuse } from "~/lib/refusal";
import { readFormData } from "~/lib/request-body.server";
import type { RouteAccess } from "~/lib/route-access";
import { toastHeaders } from "~/lib/toast.server";
import { requireAdmin } from "~/platform/auth/session.server";
import { getDb } from "~/server/app-context.server";
import type { Route } from "./+types/companies";

/** Admin › Companies (docs/decisions/0039-company-accounts.md). */
export const access = { read: "admin", write: { [CREATE_COMPANY_INTENT]: "admin" } } satisfies RouteAccess;

export const meta: Route.MetaFunction = ({ matches }) => pageTitle("Companies", matches);

export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  const url = new URL(request.url);
  const search = searchTermFrom(url.searchParams);
  const page = pageNumberFrom(url.searchParams);
  const { companies, total } = await listCompanies(getDb(), { search, page });
  redirectPastLastPage(url, { page, total, pageSize: COMPANIES_PAGE_SIZE });
  return { companies, total, search, page };
}

export async function action({ request }: Route.ActionArgs) {
  await requireAdmin(request);
  const formData = await readFormData(request);
  if (formData.get("intent") !== CREATE_COMPANY_INTENT) return refusalReply(refuse("invalid", "Unknown action"));
  const created = await createCompanyFromForm(getDb(), formData);
  if (!created.ok) return "values" in created ? invalidReply(created) : refusalReply(created);
  return redirect(`/admin/companies/${created.companyId}`, { headers: await toastHeaders(created.message) });
}

export default function AdminCompanies({ loaderData }: Route.ComponentProps) {
  return <CompaniesList {...loaderData} />;
}
