import { RevenueReportPage } from "~/features/selling/components/revenue-report-page";
import { revenueReport } from "~/features/selling/revenue-report.server";
import { pageTitle } from "~/lib/page-title";
import type { RouteAccess } from "~/lib/route-access";
import { requireFinance } from "~/platform/auth/session.server";
import { getSiteTimeZone } from "~/platform/site-settings/site-settings.server";
import { getDb } from "~/server/app-context.server";
import type { Route } from "./+types/revenue-report";
import { readPeriod } from "./finance-query.server";
import * as m from "./messages";

/** Finance › Reports › Revenue: by month, item and company for a period, and the accounting exports. */
export const access = { read: "finance" } satisfies RouteAccess;

export const meta: Route.MetaFunction = ({ matches }) => pageTitle(m.revenueTitle(), matches);

export async function loader({ request }: Route.LoaderArgs) {
  await requireFinance(request);
  const db = getDb();
  const period = readPeriod(new URL(request.url), await getSiteTimeZone(db));
  return revenueReport(db, period);
}

export default function StaffRevenueReport({ loaderData }: Route.ComponentProps) {
  return <RevenueReportPage {...loaderData} />;
}
