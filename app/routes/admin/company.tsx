import {
  ADD_EMPLOYEE_INTENT,
  ADD_MANAGER_INTENT,
  COMPANY_PEOPLE_PAGE_SIZE,
  REMOVE_EMPLOYEE_INTENT,
  REMOVE_MANAGER_INTENT,
  UPDATE_COMPANY_INTENT,
} from "~/features/companies/companies.schema";
import {
  COMPANY_GONE_MESSAGE,
  findCompany,
  listAuditDownloads,
  listCompanyEmployees,
  listCompanyManagers,
  searchAccounts,
} from "~/features/companies/companies.server";
import { CompanyAdminPage } from "~/features/companies/components/company-admin-page";
import { formatDateTime } from "~/lib/dates";
import { pageTitle } from "~/lib/page-title";
import { MAX_SEARCH_LENGTH, pageNumberFrom, redirectPastLastPage, searchTermFrom } from "~/lib/pagination";
import { refusalResponse, refuse } from "~/lib/refusal";
import { readFormData } from "~/lib/request-body.server";
import type { RouteAccess } from "~/lib/route-access";
import { requireAdmin } from "~/platform/auth/session.server";
import { getSiteTimeZone } from "~/platform/site-settings/site-settings.server";
import { getDb } from "~/server/app-context.server";
import type { Route } from "./+types/company";
import { answerCompanyForm } from "./company-actions.server";

/** Admin › Companies › one company: its details, training managers, employees and audit downloads. */
export const access = {
  read: "admin",
  write: {
    [UPDATE_COMPANY_INTENT]: "admin",
    [ADD_EMPLOYEE_INTENT]: "admin",
    [ADD_MANAGER_INTENT]: "admin",
    [REMOVE_MANAGER_INTENT]: "admin",
    [REMOVE_EMPLOYEE_INTENT]: "admin",
  },
} satisfies RouteAccess;

export const meta: Route.MetaFunction = ({ loaderData: loaded, matches }) =>
  pageTitle(loaded?.view.company.name ?? "Company", matches);

export async function loader({ request, params }: Route.LoaderArgs) {
  await requireAdmin(request);
  const db = getDb();
  const url = new URL(request.url);
  const search = searchTermFrom(url.searchParams);
  const page = pageNumberFrom(url.searchParams);
  const find = (url.searchParams.get("find") ?? "").slice(0, MAX_SEARCH_LENGTH).trim();
  const company = await findCompany(db, params.companyId);
  if (!company) throw refusalResponse(refuse("missing", COMPANY_GONE_MESSAGE));
  const [{ employees, total }, { managers, hasMore }, foundAccounts, downloads, timeZone] = await Promise.all([
    listCompanyEmployees(db, company.id, { search, page }),
    listCompanyManagers(db, company.id),
    searchAccounts(db, find),
    listAuditDownloads(db, company.id),
    getSiteTimeZone(db),
  ]);
  redirectPastLastPage(url, { page, total, pageSize: COMPANY_PEOPLE_PAGE_SIZE });
  return {
    view: {
      company,
      employees: employees.map(({ id, name, email, hasAccount }) => ({ id, name, email, hasAccount })),
      employeeTotal: total,
      search,
      page,
      managers,
      managersHaveMore: hasMore,
      find,
      foundAccounts,
      downloads: downloads.map(({ createdAt, ...download }) => ({
        ...download,
        createdLabel: formatDateTime(createdAt, timeZone),
      })),
    },
  };
}

export async function action({ request, params }: Route.ActionArgs) {
  await requireAdmin(request);
  return answerCompanyForm(params.companyId, await readFormData(request));
}

export default function AdminCompany({ loaderData }: Route.ComponentProps) {
  return <CompanyAdminPage view={loaderData.view} />;
}
