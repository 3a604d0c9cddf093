import { loadCpdLedger } from "~/features/cpd-ledger/cpd-ledger.server";
import { renderCpdTranscriptPdf } from "~/features/cpd-ledger/cpd-transcript-pdf.server";
import { formatDate } from "~/lib/dates";
import { pdfFileResponse } from "~/lib/file-response.server";
import type { RouteAccess } from "~/lib/route-access";
import { requireUser } from "~/platform/auth/session.server";
import { getSiteSettings } from "~/platform/site-settings/site-settings.server";
import { getDb } from "~/server/app-context.server";
import type { Route } from "./+types/cpd-transcript-pdf";

// Only ever the signed-in person's own ledger: there is no user id in the URL.
export const access = { read: "signed-in" } satisfies RouteAccess;

/** The CPD transcript as PDF, for the body chosen with ?body= (else the body the learner reports to, or none). */
export async function loader({ request }: Route.LoaderArgs) {
  const user = await requireUser(request);
  const bodyCode = new URL(request.url).searchParams.get("body");
  const [view, settings] = await Promise.all([loadCpdLedger(getDb(), user.id, { bodyCode }), getSiteSettings(getDb())]);
  const pdf = await renderCpdTranscriptPdf(view, {
    siteName: settings.site_name,
    learnerName: user.name,
    generatedOn: formatDate(new Date(), settings.time_zone, "long"),
  });
  return pdfFileResponse(pdf, `cpd-transcript-${view.body?.code ?? "all"}-${view.year}.pdf`);
}
