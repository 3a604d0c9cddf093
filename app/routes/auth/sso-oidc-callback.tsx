import { data, redirect } from "react-router";
import { SsoFailedPage } from "~/features/single-sign-on/components/sso-failed-page";
import { clientAddress } from "~/lib/client-address.server";
import { pageMeta } from "~/lib/page-title";
import { DEFAULT_MESSAGE_FOR_REASON, STATUS_FOR_REASON } from "~/lib/refusal";
import type { RouteAccess } from "~/lib/route-access";
import { getAuth, getDb } from "~/server/app-context.server";
import { completeSsoSignIn } from "~/server/sso-sign-in.server";
import type { Route } from "./+types/sso-oidc-callback";
import * as m from "./messages";

/** Where a company's OpenID Connect provider sends the person back (decision 0101-sso). */
export const access = { read: "public" } satisfies RouteAccess;

export const meta: Route.MetaFunction = ({ matches, location }) =>
  pageMeta(matches, location, {
    title: m.ssoTitle(),
    description: m.ssoDescription(),
  });

export async function loader({ request }: Route.LoaderArgs) {
  const search = new URL(request.url).searchParams;
  // A visit with no answer at all (a bookmark, a reload after signing in): nothing to check.
  if (!search.has("state") && !search.has("code") && !search.has("error")) return { message: null };
  const done = await completeSsoSignIn(
    getDb(),
    getAuth(),
    { kind: "oidc", search },
    { address: clientAddress(request), headers: request.headers },
  );
  if (done.ok) return redirect(done.location, { headers: done.setCookies });
  return data(
    { message: done.message ?? DEFAULT_MESSAGE_FOR_REASON[done.reason] },
    { status: STATUS_FOR_REASON[done.reason] },
  );
}

export default function SsoOidcCallback({ loaderData }: Route.ComponentProps) {
  return <SsoFailedPage message={loaderData.message} />;
}
