import { loadCompanyStatementForQuery } from "~/features/selling/statement.server";
import { refusalResponse } from "~/lib/refusal";
import type { RouteAccess } from "~/lib/route-access";
import { requireFinance } from "~/platform/auth/session.server";
import { getDb } from "~/server/app-context.server";
import { statementPdfFile } from "~/server/selling-document-files.server";
import type { Route } from "./+types/company-statement-pdf";

export const access = { read: "finance" } satisfies RouteAccess;

/** A company's statement as PDF for staff; logged as an export of the company's data. */
export async function loader({ request, params }: Route.LoaderArgs) {
  await requireFinance(request);
  const db = getDb();
  const found = await loadCompanyStatementForQuery(db, params.companyId, new URL(request.url).searchParams);
  if (!found.ok) throw refusalResponse(found);
  return statementPdfFile(request, db, found.statement);
}
