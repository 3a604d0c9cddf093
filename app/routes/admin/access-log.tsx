import { listAccessLog } from "~/features/privacy/access-log.server";
import { AccessLogScreen } from "~/features/privacy/components/access-log-screen";
import { ACCESS_LOG_PAGE_SIZE } from "~/features/privacy/privacy-views";
import { pageTitle } from "~/lib/page-title";
import { pageNumberFrom, redirectPastLastPage } from "~/lib/pagination";
import type { RouteAccess } from "~/lib/route-access";
import { requireAdmin } from "~/platform/auth/session.server";
import { getDb } from "~/server/app-context.server";
import type { Route } from "./+types/access-log";
import * as m from "./messages";

/** Who viewed or exported personal data, what and when (POPIA, decision 0036). Admins only. */
export const access = { read: "admin" } satisfies RouteAccess;

export const meta: Route.MetaFunction = ({ matches }) => pageTitle(m.accessLog(), matches);

export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  const url = new URL(request.url);
  const page = pageNumberFrom(url.searchParams);
  const log = await listAccessLog(getDb(), { page });
  redirectPastLastPage(url, { page, total: log.total, pageSize: ACCESS_LOG_PAGE_SIZE });
  return log;
}

export default function AccessLog({ loaderData }: Route.ComponentProps) {
  return <AccessLogScreen entries={loaderData.entries} total={loaderData.total} page={loaderData.page} />;
}
