import { loadCpdLedger } from "~/features/cpd-ledger/cpd-ledger.server";
import { cpdTranscriptCsv } from "~/features/cpd-ledger/cpd-transcript-csv";
import { csvFileResponse } from "~/lib/file-response.server";
import type { RouteAccess } from "~/lib/route-access";
import { requireUser } from "~/platform/auth/session.server";
import { getSiteTimeZone } from "~/platform/site-settings/site-settings.server";
import { getDb } from "~/server/app-context.server";
import type { Route } from "./+types/cpd-transcript-csv";

// Only ever the signed-in person's own ledger: there is no user id in the URL.
export const access = { read: "signed-in" } satisfies RouteAccess;

/** The CPD transcript as CSV, for the body chosen with ?body= (else the body the learner reports to, or none). */
export async function loader({ request }: Route.LoaderArgs) {
  const user = await requireUser(request);
  const bodyCode = new URL(request.url).searchParams.get("body");
  const [view, timeZone] = await Promise.all([loadCpdLedger(getDb(), user.id, { bodyCode }), getSiteTimeZone(getDb())]);
  return csvFileResponse(
    cpdTranscriptCsv(view, timeZone),
    `cpd-transcript-${view.body?.code ?? "all"}-${view.year}.csv`,
  );
}
