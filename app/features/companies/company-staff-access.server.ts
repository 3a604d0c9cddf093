import { type Outcome, refuse } from "~/lib/refusal";
import type { SessionUser } from "~/platform/auth/session.server";
import type { DatabaseExecutor } from "~db/executor";
import * as m from "./messages";

/**
 * Who runs a company's people on My company (decision 0104-company-self-service): its training
 * managers and the site's admins. Anyone else, a manager of another company included, is told the
 * company is not there (404): the pages do not reveal which companies exist.
 */
const COMPANY_NOT_FOUND_MESSAGE = () => m.companyNotFoundOrNotManaged();

export interface ManagedCompany {
  id: string;
  name: string;
}

export async function findCompanyForStaff(
  db: DatabaseExecutor,
  user: Pick<SessionUser, "id" | "role">,
  companyId: string,
): Promise<Outcome<{ company: ManagedCompany }>> {
  const company =
    user.role === "admin"
      ? await db.selectFrom("companies").select(["id", "name"]).where("id", "=", companyId).executeTakeFirst()
      : await db
          .selectFrom("company_managers")
          .innerJoin("companies", "companies.id", "company_managers.company_id")
          .select(["companies.id", "companies.name"])
          .where("company_managers.user_id", "=", user.id)
          .where("company_managers.company_id", "=", companyId)
          .executeTakeFirst();
  return company ? { ok: true, company } : refuse("missing", COMPANY_NOT_FOUND_MESSAGE());
}
