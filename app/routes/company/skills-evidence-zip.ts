import {
  FINANCIAL_YEAR_MESSAGE,
  financialYearFrom,
  financialYearLabel,
} from "~/features/skills-reporting/skills.schema";
import { findFacilitatedCompany } from "~/features/skills-reporting/skills-access.server";
import { fileResponse } from "~/lib/file-response.server";
import { refusalResponse, refuse } from "~/lib/refusal";
import type { RouteAccess } from "~/lib/route-access";
import { requireUser } from "~/platform/auth/session.server";
import { getDb } from "~/server/app-context.server";
import { personalDataFile } from "~/server/personal-data-export.server";
import { buildEvidencePack } from "~/server/skills-evidence-pack.server";
import type { Route } from "./+types/skills-evidence-zip";
import * as m from "./messages";
import { currentFinancialYear } from "./skills-report-csv.server";

/**
 * GET /my-company/{companyId}/skills/evidence.zip?employee=&year=: one learner's evidence pack
 * (invoices, proofs of payment, their attendance-register row, certificates) for the company's
 * facilitator or an admin (decision 0103-skills-evidence); 404 for anyone else; logged.
 */
export const access = { read: "company-sdf", refusesWithNotFound: true } satisfies RouteAccess;

export async function loader({ request, params }: Route.LoaderArgs) {
  const user = await requireUser(request);
  const db = getDb();
  const facilitated = await findFacilitatedCompany(db, user, params.companyId);
  if (!facilitated.ok) throw refusalResponse(facilitated);
  const search = new URL(request.url).searchParams;
  const year = financialYearFrom(search, await currentFinancialYear());
  if (year === null) throw refusalResponse(refuse("invalid", FINANCIAL_YEAR_MESSAGE()));
  const employeeId = (search.get("employee") ?? "").slice(0, 100);
  if (!employeeId) throw refusalResponse(refuse("invalid", m.chooseAnEmployeeForThe()));
  const pack = await buildEvidencePack(db, { company: facilitated.company, employeeId, year, viewer: user });
  if (!pack.ok) throw refusalResponse(pack);
  return personalDataFile(
    request,
    `Skills evidence pack: ${pack.learnerName}, ${facilitated.company.name} (${facilitated.company.id}), financial year ${financialYearLabel(year)}`,
    fileResponse(pack.body, { contentType: "application/zip", fileName: pack.fileName }),
  );
}
