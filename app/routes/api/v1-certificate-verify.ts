import { handleApiRequest } from "~/features/api/handler.server";
import { verifyCertificate } from "~/features/api/resources.server";
import { certificateCodeParam } from "~/features/api/schemas";
import { refuse } from "~/lib/refusal";
import type { RouteAccess } from "~/lib/route-access";
import { getDb } from "~/server/app-context.server";
import type { Route } from "./+types/v1-certificate-verify";

export const access = { read: "token" } satisfies RouteAccess;

export function loader({ request, params }: Route.LoaderArgs) {
  return handleApiRequest(request, { resource: "certificates", access: "read" }, async () => {
    const code = certificateCodeParam.safeParse(params.code);
    if (!code.success) return refuse("invalid", "Not a verification code.", { code: "Not a verification code." });
    const verified = await verifyCertificate(getDb(), code.data);
    return verified.ok ? { ok: true, body: verified.certificate } : verified;
  });
}
