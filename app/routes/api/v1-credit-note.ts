import type { RouteAccess } from "~/lib/route-access";
import { serveApi } from "~/server/api.server";
import type { Route } from "./+types/v1-credit-note";

/** /api/v1/credit-notes/{creditNoteId}: see app/features/api/operations.ts (docs/decisions/0034-rest-api.md, 0041, 0082). */
export const access = { read: "token", write: "token" } satisfies RouteAccess;

const PATH = "/api/v1/credit-notes/{creditNoteId}";

export function loader({ request, params }: Route.LoaderArgs) {
  return serveApi(request, PATH, params);
}

export function action({ request, params }: Route.ActionArgs) {
  return serveApi(request, PATH, params);
}
