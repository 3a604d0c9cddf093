import { loadIssuerProfile } from "~/features/open-badges/open-badge-issuer.server";
import { cacheableResponse } from "~/lib/cacheable-response.server";
import type { RouteAccess } from "~/lib/route-access";
import { getDb } from "~/server/app-context.server";
import { openBadgeSettings } from "~/server/open-badges.server";
import type { Route } from "./+types/open-badge-issuer";

export const access = { read: "public" } satisfies RouteAccess;

/**
 * GET /credentials/issuer: the Open Badges issuer profile (decision 0100-open-badges-credentials), the company's
 * name and address with every public key its credentials were signed with.
 */
export async function loader({ request }: Route.LoaderArgs) {
  const profile = await loadIssuerProfile(getDb(), openBadgeSettings());
  return cacheableResponse(request, JSON.stringify(profile, null, 2), {
    contentType: "application/json; charset=utf-8",
    maxAgeSeconds: 300,
  });
}
