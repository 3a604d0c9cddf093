import type { RouteAccess } from "~/lib/route-access";
import { serveApi } from "~/server/api.server";
import type { Route } from "./+types/v1-not-found";

/**
 * Any other path under /api/v1: problem details, never the site's HTML page. Like every API path it
 * asks for a token first (401), so a caller without one learns nothing of which paths exist; with
 * one, it is a 404 problem.
 */
export const access = { read: "token", write: "token" } satisfies RouteAccess;

export function loader({ request }: Route.LoaderArgs) {
  return serveApi(request, null, {});
}

export function action({ request }: Route.ActionArgs) {
  return serveApi(request, null, {});
}
