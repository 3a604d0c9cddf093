import type { RouteAccess } from "~/lib/route-access";
import { serveScim } from "~/server/scim.server";
import type { Route } from "./+types/scim-v2";

/**
 * /scim/v2/* (decision 0102-scim-provisioning): a company's SCIM token in the Authorization header,
 * never a session cookie; every cookie-signed-in caller is refused 401 in SCIM's error shape.
 */
export const access = { read: "token", write: "token" } satisfies RouteAccess;

export function loader({ request, params }: Route.LoaderArgs) {
  return serveScim(request, params["*"] ?? "");
}

export function action({ request, params }: Route.ActionArgs) {
  return serveScim(request, params["*"] ?? "");
}
