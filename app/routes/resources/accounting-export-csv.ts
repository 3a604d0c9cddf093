import { exportFileName } from "~/features/selling/accounting-exports";
import { accountingExportCsv } from "~/features/selling/accounting-exports.server";
import { exportRequestSchema, firstIssue } from "~/features/selling/finance.schema";
import { csvFileResponse } from "~/lib/file-response.server";
import { refusalResponse, refuse } from "~/lib/refusal";
import type { RouteAccess } from "~/lib/route-access";
import { requireFinance } from "~/platform/auth/session.server";
import { getSiteTimeZone } from "~/platform/site-settings/site-settings.server";
import { readPeriod } from "~/routes/staff/finance-query.server";
import { getDb } from "~/server/app-context.server";
import { personalDataFile } from "~/server/personal-data-export.server";
import type { Route } from "./+types/accounting-export-csv";

export const access = { read: "finance" } satisfies RouteAccess;

/**
 * GET /staff/exports/accounting.csv?system=xero|sage&kind=invoices|credit-notes|payments&from=&to=:
 * the period's documents or payments as the accounting system's import file (unset: Xero, tax
 * invoices, this month so far).
 */
export async function loader({ request }: Route.LoaderArgs) {
  await requireFinance(request);
  const url = new URL(request.url);
  const parsed = exportRequestSchema.safeParse({
    system: url.searchParams.get("system") ?? undefined,
    kind: url.searchParams.get("kind") ?? undefined,
  });
  if (!parsed.success) throw refusalResponse(refuse("invalid", firstIssue(parsed.error)));
  const db = getDb();
  const timeZone = await getSiteTimeZone(db);
  const period = readPeriod(url, timeZone);
  const csv = await accountingExportCsv(db, { ...parsed.data, period }, timeZone);
  return personalDataFile(
    request,
    "Accounting export CSV",
    csvFileResponse(csv, exportFileName(parsed.data.system, parsed.data.kind, period.from, period.to)),
  );
}
