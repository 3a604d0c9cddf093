import type { RouteAccess } from "~/lib/route-access";
import type { Route } from "./+types/skills-annual-training-report-csv";
import { serveSkillsReport } from "./skills-report-csv.server";

/** The company's annual training report for a financial year (decision 0103-skills-evidence). */
export const access = { read: "company-sdf", refusesWithNotFound: true } satisfies RouteAccess;

export async function loader({ request, params }: Route.LoaderArgs) {
  return serveSkillsReport(request, params.companyId, "annual-training-report");
}
