import { GeneralErrorBoundary } from "~/components/general-error-boundary";
import { TaxDocumentPage } from "~/features/selling/components/tax-document-page";
import { loadTaxDocumentView } from "~/features/selling/tax-document-view.server";
import { pageTitle } from "~/lib/page-title";
import { refusalResponse } from "~/lib/refusal";
import type { RouteAccess } from "~/lib/route-access";
import { requireUser } from "~/platform/auth/session.server";
import { getDb } from "~/server/app-context.server";
import type { Route } from "./+types/credit-note";
import * as m from "./messages";

/** A credit note: the buyer, the company's training managers and admins (invoice-holder). */
export const access = { read: "invoice-holder" } satisfies RouteAccess;

export const meta: Route.MetaFunction = ({ loaderData: loaded, matches }) =>
  pageTitle(loaded ? m.creditNoteTitle({ number: loaded.view.number }) : m.creditNote(), matches);

export async function loader({ request, params }: Route.LoaderArgs) {
  const user = await requireUser(request);
  const found = await loadTaxDocumentView(getDb(), params.documentId, "credit_note", user);
  if (!found.ok) throw refusalResponse(found);
  return { view: found.view };
}

export default function CreditNote({ loaderData }: Route.ComponentProps) {
  return <TaxDocumentPage view={loaderData.view} pdfHref={`/credit-notes/${loaderData.view.id}/pdf`} />;
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary backTo={{ to: "/my-learning", label: m.backToMyLearning() }} />;
}
