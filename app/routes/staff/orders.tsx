import { OrdersList } from "~/features/selling/components/finance-lists";
import { orderFilterSchema } from "~/features/selling/finance.schema";
import { companiesWithOrders, listOrdersForStaff } from "~/features/selling/finance-lists.server";
import { formatDate } from "~/lib/dates";
import { encodeKeysetCursor } from "~/lib/keyset-cursor.server";
import { pageTitle } from "~/lib/page-title";
import type { RouteAccess } from "~/lib/route-access";
import { requireFinance } from "~/platform/auth/session.server";
import { getSiteTimeZone } from "~/platform/site-settings/site-settings.server";
import { getDb } from "~/server/app-context.server";
import type { Route } from "./+types/orders";
import { readListQuery } from "./finance-query.server";
import * as m from "./messages";

/** Finance › Orders: every order, filtered, searched and paged newest first (admins and finance). */
export const access = { read: "finance" } satisfies RouteAccess;

export const meta: Route.MetaFunction = ({ matches }) => pageTitle(m.ordersTitle(), matches);

export async function loader({ request }: Route.LoaderArgs) {
  await requireFinance(request);
  const url = new URL(request.url);
  const { filter, after, values } = readListQuery(url, orderFilterSchema, [
    "q",
    "status",
    "method",
    "company",
    "from",
    "to",
  ]);
  const db = getDb();
  const timeZone = await getSiteTimeZone(db);
  const [page, companies] = await Promise.all([
    listOrdersForStaff(db, filter, after, timeZone),
    companiesWithOrders(db),
  ]);
  return {
    orders: page.items.map(({ createdAt, ...order }) => ({ ...order, created: formatDate(createdAt, timeZone) })),
    total: page.total,
    next: page.next ? encodeKeysetCursor(page.next) : null,
    values,
    companies,
  };
}

export default function StaffOrders({ loaderData }: Route.ComponentProps) {
  return <OrdersList {...loaderData} />;
}
