import { supplierOf } from "~/features/selling/invoices.server";
import { loadCompanyStatement, statementFileName, statementPeriodFrom } from "~/features/selling/statement.server";
import { renderStatementPdf } from "~/features/selling/statement-pdf.server";
import { pdfFileResponse } from "~/lib/file-response.server";
import { refusalResponse } from "~/lib/refusal";
import type { RouteAccess } from "~/lib/route-access";
import { requireFinance } from "~/platform/auth/session.server";
import { getDb } from "~/server/app-context.server";
import { personalDataFile } from "~/server/personal-data-export.server";
import type { Route } from "./+types/company-statement-pdf";

export const access = { read: "finance" } satisfies RouteAccess;

/** A company's statement as PDF for staff; logged as an export of the company's data. */
export async function loader({ request, params }: Route.LoaderArgs) {
  await requireFinance(request);
  const db = getDb();
  const period = await statementPeriodFrom(db, new URL(request.url).searchParams);
  if (!period.ok) throw refusalResponse(period);
  const found = await loadCompanyStatement(db, params.companyId, period.period);
  if (!found.ok) throw refusalResponse(found);
  const pdf = await renderStatementPdf(found.statement, await supplierOf(db));
  return personalDataFile(
    request,
    `Statement PDF: ${found.statement.companyName} ${found.statement.period.from} to ${found.statement.period.to}`,
    pdfFileResponse(pdf, statementFileName(found.statement)),
  );
}
