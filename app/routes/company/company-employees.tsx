import { GeneralErrorBoundary } from "~/components/general-error-boundary";
import { EmployeesPage } from "~/features/companies/components/employees-page";
import {
  MANAGER_ADD_EMPLOYEE_INTENT,
  MANAGER_ASSIGN_TRAINING_INTENT,
  MANAGER_CANCEL_INVITATION_INTENT,
  MANAGER_RESEND_INVITATION_INTENT,
} from "~/features/companies/employee-self-service.schema";
import { pageTitle } from "~/lib/page-title";
import type { RouteAccess } from "~/lib/route-access";
import { requireUser } from "~/platform/auth/session.server";
import type { Route } from "./+types/company-employees";
import { answerEmployeesPost, loadEmployeesPage } from "./company-employees.server";
import * as m from "./messages";

/** My company › Employees (decision 0104-company-self-service): progress, add, assign. */
export const access = {
  read: "company-manager-or-admin",
  write: {
    [MANAGER_ADD_EMPLOYEE_INTENT]: "company-manager-or-admin",
    [MANAGER_ASSIGN_TRAINING_INTENT]: "company-manager-or-admin",
    [MANAGER_RESEND_INVITATION_INTENT]: "company-manager-or-admin",
    // Withdrawal last: the matrix posts the intents in this order.
    [MANAGER_CANCEL_INVITATION_INTENT]: "company-manager-or-admin",
  },
  refusesWithNotFound: true,
} satisfies RouteAccess;

export const meta: Route.MetaFunction = ({ loaderData: loaded, matches }) =>
  pageTitle(loaded ? m.employees({ name: loaded.view.company.name }) : m.employees2(), matches);

export async function loader({ request, params }: Route.LoaderArgs) {
  return loadEmployeesPage(request, await requireUser(request), params.companyId);
}

export async function action({ request, params }: Route.ActionArgs) {
  return answerEmployeesPost(request, await requireUser(request), params.companyId);
}

export default function CompanyEmployees({ loaderData }: Route.ComponentProps) {
  return <EmployeesPage {...loaderData} />;
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary backTo={{ to: "/my-learning", label: m.backToMyLearning() }} />;
}
