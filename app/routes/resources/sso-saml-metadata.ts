import { serviceProviderMetadata } from "~/features/single-sign-on/saml.server";
import { refusalResponse, refuse } from "~/lib/refusal";
import type { RouteAccess } from "~/lib/route-access";
import { getDb } from "~/server/app-context.server";
import type { Route } from "./+types/sso-saml-metadata";
import * as m from "./messages";

/** Campus's SAML service-provider metadata for one company, for the client's IT team to load into their IdP. */
export const access = { read: "public" } satisfies RouteAccess;

export async function loader({ params }: Route.LoaderArgs) {
  const company = await getDb()
    .selectFrom("companies")
    .select("id")
    .where("id", "=", params.companyId)
    .executeTakeFirst();
  if (!company) throw refusalResponse(refuse("missing", m.noCompanyHere()));
  return new Response(await serviceProviderMetadata(company.id), {
    headers: { "Content-Type": "application/samlmetadata+xml; charset=utf-8", "Cache-Control": "no-cache" },
  });
}
