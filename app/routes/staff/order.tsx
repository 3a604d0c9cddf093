import { StaffOrderPage } from "~/features/selling/components/staff-order-page";
import { orderFactsOf } from "~/features/selling/selling-records.server";
import { findStaffOrder } from "~/features/selling/staff-order.server";
import { formatDateTime } from "~/lib/dates";
import { pageTitle } from "~/lib/page-title";
import { refusalResponse, refuse } from "~/lib/refusal";
import type { RouteAccess } from "~/lib/route-access";
import { requireFinance } from "~/platform/auth/session.server";
import { getSiteTimeZone } from "~/platform/site-settings/site-settings.server";
import { getDb } from "~/server/app-context.server";
import type { Route } from "./+types/order";
import * as m from "./messages";

/** Finance › Orders › one order: lines, seats, payments, documents, proofs and history (admins and finance). */
export const access = { read: "finance" } satisfies RouteAccess;

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  pageTitle(loaderData ? m.orderTitle({ number: loaderData.order.number }) : m.order(), matches);

export async function loader({ request, params }: Route.LoaderArgs) {
  const user = await requireFinance(request);
  const db = getDb();
  const found = await findStaffOrder(db, params.orderId);
  if (!found) throw refusalResponse(refuse("missing", m.noSuchOrder()));
  const timeZone = await getSiteTimeZone(db);
  const at = (value: string) => formatDateTime(value, timeZone);
  const { order } = found;
  return {
    order: { ...orderFactsOf(order), placed: at(order.placed_at ?? order.created_at) },
    lines: found.lines.map((line) => ({
      id: line.id,
      description: line.description,
      quantity: Number(line.quantity),
      unitPriceCents: Number(line.unit_price_cents),
      discountCents: Number(line.discount_cents),
      netCents: Number(line.net_cents),
      vatRateBasisPoints: Number(line.vat_rate_basis_points),
      vatCents: Number(line.vat_cents),
      totalCents: Number(line.total_cents),
    })),
    seats: found.seats,
    payments: found.payments,
    documents: found.documents,
    proofs: found.proofs.map((proof) => ({
      id: proof.id,
      originalName: proof.originalName,
      uploaded: at(proof.uploadedAt),
    })),
    history: found.history.map((event) => ({ at: at(event.at), what: event.what })),
    // Seats are cancelled, and credited, on the order's cancel page: an admin's, not the finance role's (mayCancelOrder).
    canCancelSeats: user.role === "admin",
  };
}

export default function StaffOrder({ loaderData }: Route.ComponentProps) {
  return <StaffOrderPage {...loaderData} />;
}
