import { findManagedCompany } from "~/features/companies/company-access.server";
import { supplierOf } from "~/features/selling/invoices.server";
import { loadCompanyStatement, statementFileName, statementPeriodFrom } from "~/features/selling/statement.server";
import { renderStatementPdf } from "~/features/selling/statement-pdf.server";
import { pdfFileResponse } from "~/lib/file-response.server";
import { refusalResponse } from "~/lib/refusal";
import type { RouteAccess } from "~/lib/route-access";
import { requireUser } from "~/platform/auth/session.server";
import { getDb } from "~/server/app-context.server";
import { personalDataFile } from "~/server/personal-data-export.server";
import type { Route } from "./+types/company-statement-pdf";

export const access = { read: "company-manager" } satisfies RouteAccess;

/** The company's statement as PDF, for its training managers; logged as an export of the company's data. */
export async function loader({ request, params }: Route.LoaderArgs) {
  const user = await requireUser(request);
  const db = getDb();
  const managed = await findManagedCompany(db, user.id, params.companyId);
  if (!managed.ok) throw refusalResponse(managed);
  const period = await statementPeriodFrom(db, new URL(request.url).searchParams);
  if (!period.ok) throw refusalResponse(period);
  const found = await loadCompanyStatement(db, managed.company.id, period.period);
  if (!found.ok) throw refusalResponse(found);
  const pdf = await renderStatementPdf(found.statement, await supplierOf(db));
  return personalDataFile(
    request,
    `Statement PDF: ${found.statement.companyName} ${found.statement.period.from} to ${found.statement.period.to}`,
    pdfFileResponse(pdf, statementFileName(found.statement)),
  );
}
