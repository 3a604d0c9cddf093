import type { RouteAccess } from "~/lib/route-access";
import { fetchAuthToken } from "~/platform/lrs/cmi5-launch.server";
import { getDb } from "~/server/app-context.server";
import type { Route } from "./+types/cmi5-fetch";
import { xapiJson } from "./xapi-http.server";

/**
 * The cmi5 fetch URL (cmi5 8.2.3): a POST returns the launch's auth token once; a second call, or
 * an unknown or expired token, gets the cmi5 error object (error-code 1: already used).
 */
export const access = { write: "public" } satisfies RouteAccess;

export async function action({ request, params }: Route.ActionArgs) {
  if (request.method !== "POST") return xapiJson({ "error-code": "3", "error-text": "The fetch URL takes POST." }, 405);
  const fetched = await fetchAuthToken(getDb(), params.fetchToken.slice(0, 200), new Date());
  if (fetched.ok) return xapiJson({ "auth-token": fetched.authToken });
  return xapiJson(
    { "error-code": fetched.errorCode, "error-text": fetched.errorText, message: fetched.errorText },
    400,
  );
}
