import { EMPLOYEES_TEMPLATE_CSV } from "~/features/companies/employee-csv.server";
import { csvFileResponse } from "~/lib/file-response.server";
import type { RouteAccess } from "~/lib/route-access";
import { requireUser } from "~/platform/auth/session.server";
import type { Route } from "./+types/company-employees-template";
import { companyForImport } from "./company-employees-import.server";

/** The employees file's template (columns name,email and one example row): no one's data. */
export const access = { read: "company-manager-or-admin", refusesWithNotFound: true } satisfies RouteAccess;

export async function loader({ request, params }: Route.LoaderArgs) {
  await companyForImport(await requireUser(request), params.companyId);
  return csvFileResponse(EMPLOYEES_TEMPLATE_CSV, "employees-template.csv");
}
