import { GeneralErrorBoundary } from "~/components/general-error-boundary";
import { ImportEmployeesPage } from "~/features/companies/components/import-employees-page";
import { pageTitle } from "~/lib/page-title";
import type { RouteAccess } from "~/lib/route-access";
import { requireUser } from "~/platform/auth/session.server";
import type { Route } from "./+types/company-employees-import";
import { answerEmployeesImport, companyForImport } from "./company-employees-import.server";
import * as m from "./messages";

/** My company › Import employees from a CSV file (decision 0104-company-self-service). */
export const access = {
  read: "company-manager-or-admin",
  write: "company-manager-or-admin",
  refusesWithNotFound: true,
} satisfies RouteAccess;

export const meta: Route.MetaFunction = ({ matches }) => pageTitle(m.importEmployees(), matches);

export async function loader({ request, params }: Route.LoaderArgs) {
  return { company: await companyForImport(await requireUser(request), params.companyId) };
}

export async function action({ request, params }: Route.ActionArgs) {
  return answerEmployeesImport(request, await requireUser(request), params.companyId);
}

export default function CompanyEmployeesImport({ loaderData }: Route.ComponentProps) {
  return <ImportEmployeesPage company={loaderData.company} />;
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary backTo={{ to: "/my-learning", label: m.backToMyLearning() }} />;
}
