import { randsFromCents } from "~/features/selling/accounting-exports";
import { type RevenueRow, revenueReport } from "~/features/selling/revenue-report.server";
import { recordsToCsv } from "~/lib/csv";
import { csvFileResponse } from "~/lib/file-response.server";
import type { RouteAccess } from "~/lib/route-access";
import { requireFinance } from "~/platform/auth/session.server";
import { getSiteTimeZone } from "~/platform/site-settings/site-settings.server";
import { readPeriod } from "~/routes/staff/finance-query.server";
import { getDb } from "~/server/app-context.server";
import { personalDataFile } from "~/server/personal-data-export.server";
import type { Route } from "./+types/revenue-report-csv";

export const access = { read: "finance" } satisfies RouteAccess;

type Grouped = RevenueRow & { grouping: string };

/** GET /staff/reports/revenue.csv?from=&to=: every row of the revenue report, rands with two decimals. */
export async function loader({ request }: Route.LoaderArgs) {
  await requireFinance(request);
  const db = getDb();
  const timeZone = await getSiteTimeZone(db);
  const period = readPeriod(new URL(request.url), timeZone);
  const report = await revenueReport(db, period, { limit: null });
  const rows: Grouped[] = [
    ...report.byMonth.map((row) => ({ ...row, grouping: "Month" })),
    ...report.byItem.map((row) => ({ ...row, grouping: "Item" })),
    ...report.byCompany.map((row) => ({ ...row, grouping: "Company" })),
  ];
  const csv = recordsToCsv<Grouped>(
    [
      ["Grouping", (row) => row.grouping],
      ["Name", (row) => row.label],
      ["Invoiced excl. VAT", (row) => randsFromCents(row.invoicedNetCents)],
      ["VAT invoiced", (row) => randsFromCents(row.vatCents)],
      ["Credited excl. VAT", (row) => randsFromCents(row.creditedNetCents)],
      ["VAT credited", (row) => randsFromCents(row.creditedVatCents)],
      ["Paid", (row) => (row.paidCents === null ? "" : randsFromCents(row.paidCents))],
    ],
    rows,
    { timeZone },
  );
  // Company names are buyers' details: the download is logged like every export of people's data.
  return personalDataFile(
    request,
    "Revenue report CSV",
    csvFileResponse(csv, `revenue-${period.from}-to-${period.to}.csv`),
  );
}
