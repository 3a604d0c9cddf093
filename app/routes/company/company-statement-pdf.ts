import type { RouteAccess } from "~/lib/route-access";
import { statementPdfFile } from "~/server/selling-document-files.server";
import type { Route } from "./+types/company-statement-pdf";
import { requireManagedCompanyStatement } from "./require-statement.server";

export const access = { read: "company-manager" } satisfies RouteAccess;

/** The company's statement as PDF, for its training managers; logged as an export of the company's data. */
export async function loader({ request, params }: Route.LoaderArgs) {
  const { db, statement } = await requireManagedCompanyStatement(request, params.companyId);
  return statementPdfFile(request, db, statement);
}
