import { COMPANIES_PAGE_SIZE, CREATE_COMPANY_INTENT } from "~/features/companies/companies.schema";
import { listCompanies } from "~/features/companies/companies.server";
import { CompaniesList } from "~/features/companies/components/companies-list";
import { pageTitle } from "~/lib/page-title";
import { pageNumberFrom, redirectPastLastPage, searchTermFrom } from "~/lib/pagination";
import { readFormData } from "~/lib/request-body.server";
import type { RouteAccess } from "~/lib/route-access";
import { requireAdmin } from "~/platform/auth/session.server";
import { getDb } from "~/server/app-context.server";
import type { Route } from "./+types/companies";
import { answerCreateCompany } from "./company-actions.server";
import * as m from "./messages";

/** Admin › Companies (docs/decisions/0039-company-accounts.md). */
export const access = { read: "admin", write: { [CREATE_COMPANY_INTENT]: "admin" } } satisfies RouteAccess;

export const meta: Route.MetaFunction = ({ matches }) => pageTitle(m.companies(), matches);

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
  return answerCreateCompany(await readFormData(request));
}

export default function AdminCompanies({ loaderData }: Route.ComponentProps) {
  return <CompaniesList {...loaderData} />;
}
