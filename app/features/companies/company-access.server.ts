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

export async function findManagedCompany(
  db: DatabaseExecutor,
  userId: string,
  companyId: string,
): Promise<Outcome<{ company: { id: string; name: string } }>> {
  const company = await db
    .selectFrom("company_managers")
    .innerJoin("companies", "companies.id", "company_managers.company_id")
    .select(["companies.id", "companies.name"])
    .where("company_managers.user_id", "=", userId)
    .where("company_managers.company_id", "=", companyId)
    .executeTakeFirst();
  return company ? { ok: true, company } : refuse("forbidden", NOT_A_MANAGER_MESSAGE());
}
