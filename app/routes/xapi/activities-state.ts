import type { RouteAccess } from "~/lib/route-access";
import { getDb } from "~/server/app-context.server";
import type { Route } from "./+types/activities-state";
import { changeDocuments, readDocuments } from "./documents.server";

/** /xapi/activities/state (xAPI 1.0.3, decision 0098-lrs): a launched unit's own documents; staff read. */
export const access = { read: "token", write: "token" } satisfies RouteAccess;

export function loader({ request }: Route.LoaderArgs) {
  return readDocuments(getDb(), request, "state");
}

export function action({ request }: Route.ActionArgs) {
  return changeDocuments(getDb(), request, "state");
}
