import { PageContentList } from "~/features/site-content/components/page-content-list";
import { listPageContentOverview } from "~/features/site-content/page-content.server";
import { pageTitle } from "~/lib/page-title";
import type { RouteAccess } from "~/lib/route-access";
import { requireAdmin } from "~/platform/auth/session.server";
import { getSiteTimeZone } from "~/platform/site-settings/site-settings.server";
import { getDb } from "~/server/app-context.server";
import type { Route } from "./+types/site-content";
import * as m from "./messages";

export const access = { read: "admin" } satisfies RouteAccess;

export const meta: Route.MetaFunction = ({ matches }) => pageTitle(m.pageContent2(), matches);

export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  const db = getDb();
  return { pages: await listPageContentOverview(db, await getSiteTimeZone(db)) };
}

export default function SiteContent({ loaderData }: Route.ComponentProps) {
  return <PageContentList pages={loaderData.pages} />;
}
