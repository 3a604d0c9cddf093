import { buildOpenBadgeCredential } from "~/features/open-badges/open-badge-credential.server";
import { FILE_CONTENT_SECURITY_POLICY } from "~/lib/content-security-policy";
import { refusalResponse } from "~/lib/refusal";
import type { RouteAccess } from "~/lib/route-access";
import { getDb } from "~/server/app-context.server";
import { openBadgeSettings } from "~/server/open-badges.server";
import type { Route } from "./+types/verify-open-badge";

export const access = { read: "public" } satisfies RouteAccess;

/**
 * GET /verify/:code/open-badge.jwt: the certificate as a signed Open Badges 3.0 credential
 * (decision 0100-open-badges-credentials), public like the verification page it sits under. A revoked
 * certificate's credential is still served: its status list entry tells a verifier it is revoked.
 */
export async function loader({ params }: Route.LoaderArgs) {
  const credential = await buildOpenBadgeCredential(getDb(), params.code, openBadgeSettings());
  if (!credential.ok) throw refusalResponse(credential);
  return new Response(credential.jwt, {
    headers: {
      "Content-Type": "application/vc+jwt",
      "Content-Disposition": `attachment; filename="${credential.fileName}"`,
      "Cache-Control": "private, no-store",
      "Content-Security-Policy": FILE_CONTENT_SECURITY_POLICY,
      "X-Content-Type-Options": "nosniff",
    },
  });
}
