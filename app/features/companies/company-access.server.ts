import { type Outcome, refuse } from "~/lib/refusal";
import type { DatabaseExecutor } from "~db/executor";
import * as m from "./messages";

/**
 * Who sees a company's people (decision 0039): its training managers, ordinary accounts named in
 * company_managers, and nobody else; not even an admin through "My company" (admins use the
 * company's admin page). Every loader of /my-company/{companyId} asks here first.
 */
const NOT_A_MANAGER_MESSAGE = () => m.notManagerOfThisCompany();
export const NO_COMPANY_MESSAGE = () => m.notManagerOfAnyCompany();

export async function listManagedCompanies(db: DatabaseExecutor, userId: string) {
  return db
    .selectFrom("company_managers")
    .innerJoin("companies", "companies.id", "company_managers.company_id")
    .select(["companies.id", "companies.name"])
    .where("company_managers.user_id", "=", userId)
    .orderBy("companies.name")
    .orderBy("companies.id")
    .limit(50)
    .execute();
}

/**
 * The company, when this person manages it; with whether they are also its skills facilitator (My
 * company then links to the skills reports), an EXISTS column of the same statement (decision
 * 0123-learner-statements) rather than a statement of its own.
 */
export async function findManagedCompany(
  db: DatabaseExecutor,
  userId: string,
  companyId: string,
): Promise<Outcome<{ company: { id: string; name: string }; isSkillsFacilitator: boolean }>> {
  const row = await db
    .selectFrom("company_managers")
    .innerJoin("companies", "companies.id", "company_managers.company_id")
    .select((eb) => [
      "companies.id",
      "companies.name",
      eb
        .exists(
          eb
            .selectFrom("company_skills_facilitators")
            .select("company_skills_facilitators.company_id")
            .whereRef("company_skills_facilitators.company_id", "=", "companies.id")
            .where("company_skills_facilitators.user_id", "=", userId),
        )
        .as("is_skills_facilitator"),
    ])
    .where("company_managers.user_id", "=", userId)
    .where("company_managers.company_id", "=", companyId)
    .executeTakeFirst();
  if (!row) return refuse("forbidden", NOT_A_MANAGER_MESSAGE());
  // SQLite answers 0/1, PostgreSQL a boolean.
  return { ok: true, company: { id: row.id, name: row.name }, isSkillsFacilitator: Boolean(row.is_skills_facilitator) };
}
