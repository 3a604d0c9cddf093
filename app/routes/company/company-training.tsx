import { Anchor } from "@mantine/core";
import { Link } from "react-router";
import { GeneralErrorBoundary } from "~/components/general-error-boundary";
import { COMPANY_TRAINING_PAGE_SIZE, YEAR_MESSAGE, yearFrom } from "~/features/companies/companies.schema";
import { findManagedCompany } from "~/features/companies/company-access.server";
import { loadCompanyTraining } from "~/features/companies/company-training.server";
import { CompanyTrainingPage } from "~/features/companies/components/company-training-page";
import { MyOrdersSection } from "~/features/my-learning/components/my-orders-section";
import { CompanyCredits } from "~/features/selling/components/company-credits";
import { ASSIGN_CREDIT_INTENT } from "~/features/selling/fulfilment.schema";
import { SkillsReportingLink } from "~/features/skills-reporting/components/skills-reporting-link";
import { pageTitle } from "~/lib/page-title";
import { pageNumberFrom, redirectPastLastPage, searchTermFrom } from "~/lib/pagination";
import { refusalResponse, refuse } from "~/lib/refusal";
import { readFormData } from "~/lib/request-body.server";
import type { RouteAccess } from "~/lib/route-access";
import { requireUser } from "~/platform/auth/session.server";
import { getDb } from "~/server/app-context.server";
import { loadCompanyCredits } from "~/server/selling-credits.server";
import { loadOrdersPage, ordersPageFrom } from "~/server/selling-my-orders.server";
import type { Route } from "./+types/company-training";
import { answerAssignCredit } from "./company-credits.server";
import * as m from "./messages";

/** My company › one company (decision 0039): only its training managers; 403 for anyone else. */
export const access = {
  read: "company-manager",
  // Seat credits bought by the company (decision 0083-fulfilment-seats).
  write: { [ASSIGN_CREDIT_INTENT]: "company-manager" },
} satisfies RouteAccess;

export const meta: Route.MetaFunction = ({ loaderData: loaded, matches }) =>
  pageTitle(loaded ? m.myCompany2({ name: loaded.view.company.name }) : m.myCompany(), matches);

export async function loader({ request, params }: Route.LoaderArgs) {
  const user = await requireUser(request);
  const db = getDb();
  const managed = await findManagedCompany(db, user.id, params.companyId);
  if (!managed.ok) throw refusalResponse(managed);
  const url = new URL(request.url);
  const year = yearFrom(url.searchParams, new Date().getUTCFullYear());
  if (year === null) throw refusalResponse(refuse("invalid", YEAR_MESSAGE()));
  const search = searchTermFrom(url.searchParams);
  const page = pageNumberFrom(url.searchParams);
  const view = await loadCompanyTraining(db, managed.company, {
    year,
    search,
    page,
    bodyCode: url.searchParams.get("body"),
  });
  redirectPastLastPage(url, { page, total: view.total, pageSize: COMPANY_TRAINING_PAGE_SIZE });
  const [credits, orders] = await Promise.all([
    loadCompanyCredits(db, managed.company.id),
    loadOrdersPage(db, { companyId: managed.company.id }, ordersPageFrom(url.searchParams)),
  ]);
  return { view, credits, orders, isFacilitator: managed.isSkillsFacilitator };
}

export async function action({ request, params }: Route.ActionArgs) {
  const user = await requireUser(request);
  return answerAssignCredit(user.id, params.companyId, await readFormData(request));
}

export default function CompanyTraining({ loaderData }: Route.ComponentProps) {
  const { view, credits, orders, isFacilitator } = loaderData;
  // The company's orders and invoices, and its seat credits (selling owns both: decision 0083).
  const selling = (
    <>
      <Anchor component={Link} to="groups" mt="lg" display="inline-block">
        {m.groupsAndEnrolments()}
      </Anchor>
      {isFacilitator ? <SkillsReportingLink companyId={view.company.id} /> : null}
      <MyOrdersSection
        view={orders}
        heading={m.companyOrdersAndInvoices()}
        basePath={`/my-company/${encodeURIComponent(view.company.id)}`}
      />
      <CompanyCredits credits={credits} />
    </>
  );
  return <CompanyTrainingPage view={view} credits={selling} />;
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary backTo={{ to: "/my-learning", label: m.backToMyLearning() }} />;
}
