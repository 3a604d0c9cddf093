import { type Outcome, refuse } from "~/lib/refusal";
import { selectConfirmedCompanyEmployees } from "~db/confirmed-company-employees";
import type { DatabaseExecutor } from "~db/executor";
import * as m from "./messages";

/**
 * Who gets a company's skills-development exports (decision 0103-skills-evidence): the company's
 * Skills Development Facilitator and admins. Anyone else is told the page does not exist (404), so
 * the exports do not reveal which companies Campus serves.
 */
const NOT_FOUND_MESSAGE = () => m.noSkillsReport();

export async function findFacilitatedCompany(
  db: DatabaseExecutor,
  caller: { id: string; role: string },
  companyId: string,
): Promise<Outcome<{ company: { id: string; name: string } }>> {
  const company = await db
    .selectFrom("companies")
    .leftJoin("company_skills_facilitators", "company_skills_facilitators.company_id", "companies.id")
    .select(["companies.id", "companies.name", "company_skills_facilitators.user_id as facilitatorId"])
    .where("companies.id", "=", companyId)
    .executeTakeFirst();
  if (!company) return refuse("missing", NOT_FOUND_MESSAGE());
  if (caller.role !== "admin" && company.facilitatorId !== caller.id) return refuse("missing", NOT_FOUND_MESSAGE());
  return { ok: true, company: { id: company.id, name: company.name } };
}

/** The evidence pack's chooser: the company's employees by name, at most 300 (a larger company asks an admin). */
export async function listEmployeesForPack(db: DatabaseExecutor, companyId: string) {
  return selectConfirmedCompanyEmployees(db)
    .select(["id", "name"])
    .where("company_id", "=", companyId)
    .orderBy("name")
    .orderBy("id")
    .limit(300)
    .execute();
}
