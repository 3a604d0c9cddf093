import { findManagedCompany } from "~/features/companies/company-access.server";
import { loadCompanyStatementForQuery } from "~/features/selling/statement.server";
import { refusalResponse } from "~/lib/refusal";
import { requireUser } from "~/platform/auth/session.server";
import { getDb } from "~/server/app-context.server";

/**
 * The statement of the company in the URL, for the period its query names, for one of the company's
 * training managers: the statement page and its PDF read it so. Anyone else gets the refusal.
 */
export async function requireManagedCompanyStatement(request: Request, companyId: string) {
  const user = await requireUser(request);
  const db = getDb();
  const managed = await findManagedCompany(db, user.id, companyId);
  if (!managed.ok) throw refusalResponse(managed);
  const found = await loadCompanyStatementForQuery(db, managed.company.id, new URL(request.url).searchParams);
  if (!found.ok) throw refusalResponse(found);
  return { db, statement: found.statement };
}
