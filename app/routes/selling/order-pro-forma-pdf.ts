import { loadProForma } from "~/features/selling/pro-forma.server";
import { renderProFormaPdf } from "~/features/selling/pro-forma-pdf.server";
import { pdfFileResponse } from "~/lib/file-response.server";
import type { RouteAccess } from "~/lib/route-access";
import { getSiteSettings } from "~/platform/site-settings/site-settings.server";
import { getDb } from "~/server/app-context.server";
import { personalDataFile } from "~/server/personal-data-export.server";
import type { Route } from "./+types/order-pro-forma-pdf";
import { requireOrderOfBuyer } from "./require-order.server";

export const access = { read: "order-holder", refusesWithNotFound: true } satisfies RouteAccess;

/** The pro-forma invoice as PDF: the buyer's own download, or an admin's export of the buyer's details. */
export async function loader({ request, params }: Route.LoaderArgs) {
  const { order, isBuyer } = await requireOrderOfBuyer(request, params.orderId);
  const db = getDb();
  const [view, settings] = await Promise.all([loadProForma(db, order), getSiteSettings(db)]);
  const pdf = await renderProFormaPdf(view, { siteName: settings.site_name });
  return personalDataFile(
    request,
    `Pro-forma invoice PDF: order ${order.number} (${order.buyer_name})`,
    pdfFileResponse(pdf, `pro-forma-${order.number}.pdf`),
    isBuyer ? "download" : "export",
  );
}
