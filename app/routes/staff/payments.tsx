import { PaymentsList } from "~/features/selling/components/finance-lists";
import { paymentFilterSchema } from "~/features/selling/finance.schema";
import {
  companiesWithOrders,
  listPaymentsForStaff,
  paymentMethodsInUse,
} from "~/features/selling/finance-lists.server";
import { encodeKeysetCursor } from "~/lib/keyset-cursor.server";
import { pageTitle } from "~/lib/page-title";
import type { RouteAccess } from "~/lib/route-access";
import { requireFinance } from "~/platform/auth/session.server";
import { getDb } from "~/server/app-context.server";
import type { Route } from "./+types/payments";
import { readListQuery } from "./finance-query.server";
import * as m from "./messages";

/** Finance › Payments: money received, newest first (admins and finance). */
export const access = { read: "finance" } satisfies RouteAccess;

export const meta: Route.MetaFunction = ({ matches }) => pageTitle(m.paymentsTitle(), matches);

export async function loader({ request }: Route.LoaderArgs) {
  await requireFinance(request);
  const url = new URL(request.url);
  const { filter, after, values } = readListQuery(url, paymentFilterSchema, ["q", "method", "company", "from", "to"]);
  const db = getDb();
  const [page, companies, methods] = await Promise.all([
    listPaymentsForStaff(db, filter, after),
    companiesWithOrders(db),
    paymentMethodsInUse(db),
  ]);
  return {
    payments: page.items,
    total: page.total,
    next: page.next ? encodeKeysetCursor(page.next) : null,
    values,
    companies,
    methods,
  };
}

export default function StaffPayments({ loaderData }: Route.ComponentProps) {
  return <PaymentsList {...loaderData} />;
}
