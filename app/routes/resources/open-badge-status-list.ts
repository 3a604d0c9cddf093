import { buildStatusListCredential } from "~/features/open-badges/status-list-credential.server";
import { FILE_CONTENT_SECURITY_POLICY } from "~/lib/content-security-policy";
import { refusalResponse } from "~/lib/refusal";
import type { RouteAccess } from "~/lib/route-access";
import { getDb } from "~/server/app-context.server";
import { openBadgeSettings } from "~/server/open-badges.server";
import type { Route } from "./+types/open-badge-status-list";

export const access = { read: "public" } satisfies RouteAccess;

/**
 * GET /credentials/status/:listId: a signed Bitstring Status List credential (decision
 * 0100-open-badges-credentials). Kept briefly by caches, so a revocation shows to verifiers within a minute.
 */
export async function loader({ params }: Route.LoaderArgs) {
  const list = await buildStatusListCredential(getDb(), params.listId, openBadgeSettings());
  if (!list.ok) throw refusalResponse(list);
  return new Response(list.jwt, {
    headers: {
      "Content-Type": "application/vc+jwt",
      "Cache-Control": "public, max-age=60",
      "Content-Security-Policy": FILE_CONTENT_SECURITY_POLICY,
      "X-Content-Type-Options": "nosniff",
    },
  });
}
