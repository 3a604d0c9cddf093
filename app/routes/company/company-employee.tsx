import { GeneralErrorBoundary } from "~/components/general-error-boundary";
import { EmployeePage } from "~/features/companies/components/employee-page";
import {
  MANAGER_ASSIGN_TRAINING_INTENT,
  MANAGER_REMOVE_EMPLOYEE_INTENT,
} from "~/features/companies/employee-self-service.schema";
import { pageTitle } from "~/lib/page-title";
import type { RouteAccess } from "~/lib/route-access";
import { requireUser } from "~/platform/auth/session.server";
import type { Route } from "./+types/company-employee";
import { answerEmployeePost, loadEmployeePage } from "./company-employee.server";
import * as m from "./messages";

/** My company › one employee (decision 0104-company-self-service). */
export const access = {
  read: "company-manager-or-admin",
  // Removal last: the matrix posts the intents in this order.
  write: {
    [MANAGER_ASSIGN_TRAINING_INTENT]: "company-manager-or-admin",
    [MANAGER_REMOVE_EMPLOYEE_INTENT]: "company-manager-or-admin",
  },
  refusesWithNotFound: true,
} satisfies RouteAccess;

export const meta: Route.MetaFunction = ({ loaderData: loaded, matches }) =>
  pageTitle(loaded ? `${loaded.view.employee.name}: ${loaded.view.company.name}` : m.employee(), matches);

export async function loader({ request, params }: Route.LoaderArgs) {
  return loadEmployeePage(await requireUser(request), params.companyId, params.employeeId);
}

export async function action({ request, params }: Route.ActionArgs) {
  return answerEmployeePost(request, await requireUser(request), params.companyId, params.employeeId);
}

export default function CompanyEmployee({ loaderData }: Route.ComponentProps) {
  return <EmployeePage {...loaderData} />;
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary backTo={{ to: "/my-learning", label: m.backToMyLearning() }} />;
}
