import { data, redirect } from "react-router";
import { SsoFailedPage } from "~/features/single-sign-on/components/sso-failed-page";
import { clientAddress } from "~/lib/client-address.server";
import { pageMeta } from "~/lib/page-title";
import { DEFAULT_MESSAGE_FOR_REASON, refusalResponse, refuse, STATUS_FOR_REASON } from "~/lib/refusal";
import { readFormData } from "~/lib/request-body.server";
import type { RouteAccess } from "~/lib/route-access";
import { getAuth, getDb } from "~/server/app-context.server";
import { completeSsoSignIn } from "~/server/sso-sign-in.server";
import type { Route } from "./+types/sso-saml-acs";
import * as m from "./messages";

/**
 * Campus's SAML Assertion Consumer Service for one company (decision 0101-sso): the identity
 * provider's page posts the signed answer here (HTTP-POST binding, exempt from the same-origin
 * rule in server/security.ts: the signature and the request id are the proof).
 */
export const access = { read: "public", write: "public" } satisfies RouteAccess;

export const meta: Route.MetaFunction = ({ matches, location }) =>
  pageMeta(matches, location, {
    title: m.ssoTitle(),
    description: m.ssoDescription(),
  });

const companyUnknown = () => m.ssoCompanyUnknown();

async function companyExists(companyId: string) {
  return Boolean(await getDb().selectFrom("companies").select("id").where("id", "=", companyId).executeTakeFirst());
}

export async function loader({ params }: Route.LoaderArgs) {
  if (!(await companyExists(params.companyId))) throw refusalResponse(refuse("missing", companyUnknown()));
  return { message: null };
}

export async function action({ request, params }: Route.ActionArgs) {
  const form = await readFormData(request);
  const samlResponse = form.get("SAMLResponse");
  if (typeof samlResponse !== "string" || samlResponse.length === 0 || samlResponse.length > 500_000) {
    return data({ message: m.ssoNoAnswer() }, { status: 400 });
  }
  if (!(await companyExists(params.companyId))) return data({ message: companyUnknown() }, { status: 404 });
  const done = await completeSsoSignIn(
    getDb(),
    getAuth(),
    { kind: "saml", companyId: params.companyId, samlResponse },
    { address: clientAddress(request), headers: request.headers },
  );
  if (done.ok) return redirect(done.location, { headers: done.setCookies });
  return data(
    { message: done.message ?? DEFAULT_MESSAGE_FOR_REASON[done.reason] },
    { status: STATUS_FOR_REASON[done.reason] },
  );
}

export default function SsoSamlAcs({ loaderData, actionData }: Route.ComponentProps) {
  return <SsoFailedPage message={actionData?.message ?? loaderData.message} />;
}
