import type { RouteAccess } from "~/lib/route-access";
import { getDb } from "~/server/app-context.server";
import type { Route } from "./+types/agents-profile";
import { changeDocuments, readDocuments } from "./documents.server";

/** /xapi/agents/profile (xAPI 1.0.3, decision 0098-lrs): a launched unit's own documents; staff read. */
export const access = { read: "token", write: "token" } satisfies RouteAccess;

export function loader({ request }: Route.LoaderArgs) {
  return readDocuments(getDb(), request, "agent-profile");
}

export function action({ request }: Route.ActionArgs) {
  return changeDocuments(getDb(), request, "agent-profile");
}
