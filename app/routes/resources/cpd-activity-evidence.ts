import { findEvidenceFor } from "~/features/cpd-ledger/cpd-activities.server";
import { getEnvironment } from "~/lib/env.server";
import { fileResponse } from "~/lib/file-response.server";
import { fileStorage } from "~/lib/file-storage.server";
import { refusalResponse, refuse } from "~/lib/refusal";
import type { RouteAccess } from "~/lib/route-access";
import { requireUser } from "~/platform/auth/session.server";
import { getDb } from "~/server/app-context.server";
import type { Route } from "./+types/cpd-activity-evidence";
import * as m from "./messages";

// The activity's owner and staff; anyone else is told there is no such file (404).
export const access = { read: "cpd-activity-holder", refusesWithNotFound: true } satisfies RouteAccess;

/**
 * An external CPD activity's evidence (decision 0038): streamed from file storage after the access
 * check, never from a public address; saved or shown under its own name, with nosniff and the
 * file CSP (lib/file-response.server.ts), and kept in no cache.
 */
export async function loader({ request, params }: Route.LoaderArgs) {
  const user = await requireUser(request);
  const evidence = await findEvidenceFor(getDb(), user, params.activityId);
  if (!evidence.ok) throw refusalResponse(evidence);
  const stored = await fileStorage(getEnvironment().uploadDirectory).get(evidence.storedName);
  if (!stored) throw refusalResponse(refuse("missing", m.evidenceMissing()));
  return fileResponse(stored.body, {
    contentType: evidence.contentType,
    fileName: evidence.fileName,
    disposition: new URL(request.url).searchParams.has("download") ? "attachment" : "inline",
    cacheControl: "private, no-store",
    headers: { "Content-Length": String(stored.size), ETag: stored.etag },
  });
}
