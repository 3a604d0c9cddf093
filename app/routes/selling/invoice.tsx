import { GeneralErrorBoundary } from "~/components/general-error-boundary";
import { TaxDocumentPage } from "~/features/selling/components/tax-document-page";
import { loadTaxDocumentView } from "~/features/selling/tax-document-view.server";
import { pageTitle } from "~/lib/page-title";
import { refusalResponse } from "~/lib/refusal";
import type { RouteAccess } from "~/lib/route-access";
import { requireUser } from "~/platform/auth/session.server";
import { getDb } from "~/server/app-context.server";
import type { Route } from "./+types/invoice";
import * as m from "./messages";

/** A tax invoice: its buyer, the company's training managers and admins (invoice-holder). */
export const access = { read: "invoice-holder" } satisfies RouteAccess;

export const meta: Route.MetaFunction = ({ loaderData: loaded, matches }) =>
  pageTitle(loaded ? m.taxInvoiceTitle({ number: loaded.view.number }) : m.taxInvoice(), matches);

export async function loader({ request, params }: Route.LoaderArgs) {
  const user = await requireUser(request);
  const found = await loadTaxDocumentView(getDb(), params.documentId, "tax_invoice", user);
  if (!found.ok) throw refusalResponse(found);
  return { view: found.view };
}

export default function Invoice({ loaderData }: Route.ComponentProps) {
  return <TaxDocumentPage view={loaderData.view} pdfHref={`/invoices/${loaderData.view.id}/pdf`} />;
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary backTo={{ to: "/my-learning", label: m.backToMyLearning() }} />;
}
