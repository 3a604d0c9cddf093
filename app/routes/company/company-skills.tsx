import { GeneralErrorBoundary } from "~/components/general-error-boundary";
import { SkillsReportsPage } from "~/features/skills-reporting/components/skills-reports-page";
import {
  FINANCIAL_YEAR_MESSAGE,
  financialYearFrom,
  SET_EMPLOYEE_ID_INTENT,
} from "~/features/skills-reporting/skills.schema";
import { findFacilitatedCompany, listEmployeesForPack } from "~/features/skills-reporting/skills-access.server";
import { pageTitle } from "~/lib/page-title";
import { refusalResponse, refuse } from "~/lib/refusal";
import type { RouteAccess } from "~/lib/route-access";
import { requireUser } from "~/platform/auth/session.server";
import { getDb } from "~/server/app-context.server";
import type { Route } from "./+types/company-skills";
import { answerEmployeeIdNumber } from "./company-skills-actions.server";
import * as m from "./messages";
import { currentFinancialYear } from "./skills-report-csv.server";

/** My company › Skills development reporting: the company's facilitator and admins; 404 for anyone else. */
export const access = {
  read: "company-sdf",
  write: { [SET_EMPLOYEE_ID_INTENT]: "company-sdf" },
  refusesWithNotFound: true,
} satisfies RouteAccess;

export const meta: Route.MetaFunction = ({ loaderData: loaded, matches }) =>
  pageTitle(
    loaded ? m.skillsDevelopmentReporting({ name: loaded.view.company.name }) : m.skillsDevelopmentReporting2(),
    matches,
  );

export async function loader({ request, params }: Route.LoaderArgs) {
  const user = await requireUser(request);
  const facilitated = await findFacilitatedCompany(getDb(), user, params.companyId);
  if (!facilitated.ok) throw refusalResponse(facilitated);
  const current = await currentFinancialYear();
  const year = financialYearFrom(new URL(request.url).searchParams, current);
  if (year === null) throw refusalResponse(refuse("invalid", FINANCIAL_YEAR_MESSAGE()));
  // The chooser offers the last six years and the next (for the Workplace Skills Plan).
  const years = Array.from({ length: 8 }, (_, index) => current + 1 - index).filter((each) => each >= 2000);
  if (!years.includes(year)) years.push(year);
  const employees = await listEmployeesForPack(getDb(), facilitated.company.id);
  return { view: { company: facilitated.company, year, years, employees } };
}

/** The facilitator enters an employee's ID number (the sidecar reads the form). */
export async function action({ request, params }: Route.ActionArgs) {
  const user = await requireUser(request);
  return answerEmployeeIdNumber(request, user, params.companyId);
}

export default function CompanySkills({ loaderData }: Route.ComponentProps) {
  return <SkillsReportsPage view={loaderData.view} />;
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary backTo={{ to: "/my-learning", label: m.backToMyLearning() }} />;
}
