import { InvoicesList } from "~/features/selling/components/finance-lists";
import { invoiceFilterSchema } from "~/features/selling/finance.schema";
import { companiesWithOrders, listInvoicesForStaff } from "~/features/selling/finance-lists.server";
import { todayIn } from "~/lib/dates";
import { encodeKeysetCursor } from "~/lib/keyset-cursor.server";
import { pageTitle } from "~/lib/page-title";
import type { RouteAccess } from "~/lib/route-access";
import { requireFinance } from "~/platform/auth/session.server";
import { getSiteTimeZone } from "~/platform/site-settings/site-settings.server";
import { getDb } from "~/server/app-context.server";
import type { Route } from "./+types/invoices";
import { readListQuery } from "./finance-query.server";
import * as m from "./messages";

/** Finance › Invoices: tax invoices and credit notes as issued (admins and finance). */
export const access = { read: "finance" } satisfies RouteAccess;

export const meta: Route.MetaFunction = ({ matches }) => pageTitle(m.invoicesTitle(), matches);

export async function loader({ request }: Route.LoaderArgs) {
  await requireFinance(request);
  const url = new URL(request.url);
  const { filter, after, values } = readListQuery(url, invoiceFilterSchema, [
    "q",
    "kind",
    "standing",
    "company",
    "from",
    "to",
  ]);
  const db = getDb();
  const today = todayIn(await getSiteTimeZone(db));
  const [page, companies] = await Promise.all([
    listInvoicesForStaff(db, filter, after, today),
    companiesWithOrders(db),
  ]);
  return {
    documents: page.items,
    total: page.total,
    next: page.next ? encodeKeysetCursor(page.next) : null,
    values,
    companies,
  };
}

export default function StaffInvoices({ loaderData }: Route.ComponentProps) {
  return <InvoicesList {...loaderData} />;
}
