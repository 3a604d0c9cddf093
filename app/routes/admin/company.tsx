import { data } from "react-router";
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
  findCompanyForAdmin,
  searchAccounts,
} from "~/features/companies/companies.server";
import { CompanyAdminPage } from "~/features/companies/components/company-admin-page";
import { CompanyBillingSection } from "~/features/selling/components/company-billing-section";
import {
  billingIntentSchema,
  REMOVE_COMPANY_PRICE_INTENT,
  SAVE_BILLING_INTENT,
  SAVE_COMPANY_PRICE_INTENT,
} from "~/features/selling/selling-admin.schema";
import { changeCompanyBilling, companyBillingOf } from "~/features/selling/selling-admin.server";
import { acceptedReply, invalidReply, refusalReply } from "~/lib/action-reply";
import { formatDateTime } from "~/lib/dates";
import { parseForm } from "~/lib/forms";
import { pageTitle } from "~/lib/page-title";
import { MAX_SEARCH_LENGTH, pageNumberFrom, redirectPastLastPage, searchTermFrom } from "~/lib/pagination";
import { refusalResponse, refuse } from "~/lib/refusal";
import { readFormData } from "~/lib/request-body.server";
import type { RouteAccess } from "~/lib/route-access";
import { toastHeaders } from "~/lib/toast.server";
import { requireAdmin } from "~/platform/auth/session.server";
import { getSiteTimeZone } from "~/platform/site-settings/site-settings.server";
import { getDb } from "~/server/app-context.server";
import type { Route } from "./+types/company";
import { answerCompanyForm } from "./company-actions.server";
import * as m from "./messages";

/** Admin › Companies › one company: its details, training managers, employees and audit downloads. */
export const access = {
  read: "admin",
  write: {
    [UPDATE_COMPANY_INTENT]: "admin",
    [ADD_EMPLOYEE_INTENT]: "admin",
    [ADD_MANAGER_INTENT]: "admin",
    [REMOVE_MANAGER_INTENT]: "admin",
    [REMOVE_EMPLOYEE_INTENT]: "admin",
    // Selling (decision 0082): billing account and price list
    [SAVE_BILLING_INTENT]: "admin",
    [SAVE_COMPANY_PRICE_INTENT]: "admin",
    [REMOVE_COMPANY_PRICE_INTENT]: "admin",
  },
} satisfies RouteAccess;

export const meta: Route.MetaFunction = ({ loaderData: loaded, matches }) =>
  pageTitle(loaded?.view.company.name ?? m.company(), matches);

export async function loader({ request, params }: Route.LoaderArgs) {
  await requireAdmin(request);
  const db = getDb();
  const url = new URL(request.url);
  const search = searchTermFrom(url.searchParams);
  const page = pageNumberFrom(url.searchParams);
  const find = (url.searchParams.get("find") ?? "").slice(0, MAX_SEARCH_LENGTH).trim();
  const found = await findCompanyForAdmin(db, params.companyId, { search, page });
  if (!found) throw refusalResponse(refuse("missing", COMPANY_GONE_MESSAGE()));
  const { company, employees, total, managers, managersHaveMore, downloads } = found;
  const [foundAccounts, timeZone] = await Promise.all([searchAccounts(db, find), getSiteTimeZone(db)]);
  // Selling's side of the company, composed here: companies does not know selling (decision 0077).
  const billing = await companyBillingOf(db, company.id);
  redirectPastLastPage(url, { page, total, pageSize: COMPANY_PEOPLE_PAGE_SIZE });
  return {
    view: {
      company,
      employees: employees.map(({ id, name, email, hasAccount }) => ({ id, name, email, hasAccount })),
      employeeTotal: total,
      search,
      page,
      managers,
      managersHaveMore,
      find,
      foundAccounts,
      downloads: downloads.map(({ createdAt, ...download }) => ({
        ...download,
        createdLabel: formatDateTime(createdAt, timeZone),
      })),
    },
    billing,
  };
}

export async function action({ request, params }: Route.ActionArgs) {
  await requireAdmin(request);
  const formData = await readFormData(request);
  const intent = formData.get("intent");
  if (
    intent === SAVE_BILLING_INTENT ||
    intent === SAVE_COMPANY_PRICE_INTENT ||
    intent === REMOVE_COMPANY_PRICE_INTENT
  ) {
    const db = getDb();
    if (!(await findCompany(db, params.companyId))) return refusalReply(refuse("missing", COMPANY_GONE_MESSAGE()));
    const parsed = parseForm(billingIntentSchema, formData);
    if (!parsed.ok) return invalidReply(parsed);
    const changed = await changeCompanyBilling(db, params.companyId, parsed.data);
    if (!changed.ok) return refusalReply(changed, parsed.values);
    return data(acceptedReply(), { headers: await toastHeaders(changed.message) });
  }
  return answerCompanyForm(params.companyId, formData);
}

export default function AdminCompany({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <CompanyAdminPage view={loaderData.view} />
      <CompanyBillingSection billing={loaderData.billing} />
    </>
  );
}
