import { findManagedCompany } from "~/features/companies/company-access.server";
import { loadCompanyStatementForQuery } from "~/features/selling/statement.server";
import { refusalResponse } from "~/lib/refusal";
import type { RouteAccess } from "~/lib/route-access";
import { requireUser } from "~/platform/auth/session.server";
import { getDb } from "~/server/app-context.server";
import { statementPdfFile } from "~/server/selling-document-files.server";
import type { Route } from "./+types/company-statement-pdf";

export const access = { read: "company-manager" } satisfies RouteAccess;

/** The company's statement as PDF, for its training managers; logged as an export of the company's data. */
export async function loader({ request, params }: Route.LoaderArgs) {
  const user = await requireUser(request);
  const db = getDb();
  const managed = await findManagedCompany(db, user.id, params.companyId);
  if (!managed.ok) throw refusalResponse(managed);
  const found = await loadCompanyStatementForQuery(db, managed.company.id, new URL(request.url).searchParams);
  if (!found.ok) throw refusalResponse(found);
  return statementPdfFile(request, db, found.statement);
}
