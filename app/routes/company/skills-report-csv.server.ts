import {
  FINANCIAL_YEAR_MESSAGE,
  financialYearFrom,
  financialYearLabel,
} from "~/features/skills-reporting/skills.schema";
import { findFacilitatedCompany } from "~/features/skills-reporting/skills-access.server";
import { SKILLS_REPORT_LABELS, type SkillsReport } from "~/features/skills-reporting/skills-exports";
import { buildSkillsReport } from "~/features/skills-reporting/skills-exports.server";
import { todayIn } from "~/lib/dates";
import { csvFileResponse } from "~/lib/file-response.server";
import { refusalResponse, refuse } from "~/lib/refusal";
import { requireUser } from "~/platform/auth/session.server";
import { getSiteTimeZone } from "~/platform/site-settings/site-settings.server";
import { getDb } from "~/server/app-context.server";
import { personalDataFile } from "~/server/personal-data-export.server";

/** The financial year the site's clock is in now: each starts on 1 April. */
export async function currentFinancialYear(now = new Date()): Promise<number> {
  const [year, month] = todayIn(await getSiteTimeZone(getDb()), now)
    .split("-")
    .map(Number);
  return (month ?? 1) >= 4 ? (year ?? 2000) : (year ?? 2001) - 1;
}

/**
 * GET /my-company/{companyId}/skills/{report}.csv?year=: one skills report for the company's
 * facilitator or an admin (decision 0103-skills-evidence). Anyone else: 404. Each download writes
 * a line of the access log naming the company, the year and the report.
 */
export async function serveSkillsReport(request: Request, companyId: string, report: SkillsReport) {
  const user = await requireUser(request);
  const db = getDb();
  const facilitated = await findFacilitatedCompany(db, user, companyId);
  if (!facilitated.ok) throw refusalResponse(facilitated);
  const year = financialYearFrom(new URL(request.url).searchParams, await currentFinancialYear());
  if (year === null) throw refusalResponse(refuse("invalid", FINANCIAL_YEAR_MESSAGE()));
  const built = await buildSkillsReport(db, { company: facilitated.company, year, report });
  if (!built.ok) throw refusalResponse(built);
  return personalDataFile(
    request,
    `Skills report: ${SKILLS_REPORT_LABELS[report]}, ${facilitated.company.name} (${facilitated.company.id}), financial year ${financialYearLabel(year)}`,
    csvFileResponse(built.csv, built.fileName),
  );
}
