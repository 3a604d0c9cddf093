import { joinCompanyAsEmployee } from "~/features/companies/join-company.server";
import { beginOidcSignIn, finishOidcSignIn, type VerifiedIdentity } from "~/features/single-sign-on/oidc.server";
import { beginSamlSignIn, finishSamlSignIn } from "~/features/single-sign-on/saml.server";
import { companyClaimsEmail, type SsoRoute } from "~/features/single-sign-on/sso-settings.server";
import { consumeRateLimit, readCounters, recordHit } from "~/lib/rate-limit.server";
import { type Outcome, refuse } from "~/lib/refusal";
import { landingPathFor } from "~/lib/roles";
import { safeRedirect } from "~/lib/safe-redirect";
import type { Auth } from "~/platform/auth/auth.server";
import { signInVouchedFor } from "~/platform/auth/sso-session.server";
import type { DatabaseExecutor } from "~db/executor";
import type { UserRole } from "~db/schema";
import * as m from "./sso-sign-in.messages";

/**
 * Single sign-on from the sign-in page to My learning (decision 0101-sso), composed here because
 * it joins three owners: the single-sign-on feature checks the provider's answer, platform auth
 * makes the account and session, and the companies feature lists the person as an employee.
 * Everything that can refuse is checked before the account is touched.
 */

/** Sign-ins sent to providers from one address: generous for an office behind one address. */
const STARTS_PER_ADDRESS = { limit: 60, windowMs: 15 * 60 * 1000 };
/** Refused answers from one address before it must wait, as password sign-in (decision 0013). */
const FAILURES_BEFORE_WAIT = 10;
const FAILURE_WINDOW_MS = 60 * 60 * 1000;
const TOO_MANY = "Too many sign-in attempts from your network. Please wait a few minutes and try again.";

const failureKey = (address: string) => `sso-failures:address:${address}`;

export async function beginSsoSignIn(
  db: DatabaseExecutor,
  route: SsoRoute,
  input: { email: string; returnTo: string; address: string },
): Promise<Outcome<{ location: string }>> {
  const started = await consumeRateLimit(db, `sso-starts:address:${input.address}`, STARTS_PER_ADDRESS);
  if (!started.allowed || (await isWaiting(db, input.address))) return refuse("too-many", TOO_MANY);
  return route.kind === "oidc"
    ? beginOidcSignIn(db, route.companyId, { email: input.email, returnTo: input.returnTo })
    : beginSamlSignIn(db, route.companyId, { returnTo: input.returnTo });
}

async function isWaiting(db: DatabaseExecutor, address: string) {
  const counters = await readCounters(db, [failureKey(address)]);
  return (counters.get(failureKey(address))?.hits ?? 0) >= FAILURES_BEFORE_WAIT;
}

export type ProviderAnswer =
  | { kind: "oidc"; search: URLSearchParams }
  | { kind: "saml"; companyId: string; samlResponse: string };

export type SsoCompletion = Outcome<{ location: string; setCookies: Headers }>;

/** The provider's answer: the session and where to go, or a refusal that changed no account. */
export async function completeSsoSignIn(
  db: DatabaseExecutor,
  auth: Auth,
  answer: ProviderAnswer,
  request: { address: string; headers: Headers },
): Promise<SsoCompletion> {
  if (await isWaiting(db, request.address)) return refuse("too-many", TOO_MANY);
  const verified =
    answer.kind === "oidc"
      ? await finishOidcSignIn(db, answer.search)
      : await finishSamlSignIn(db, answer.companyId, answer.samlResponse);
  const outcome = verified.ok ? await signInVerified(db, auth, verified, answer.kind, request.headers) : verified;
  if (!outcome.ok) await recordHit(db, failureKey(request.address), { windowMs: FAILURE_WINDOW_MS, sliding: true });
  return outcome;
}

async function signInVerified(
  db: DatabaseExecutor,
  auth: Auth,
  identity: VerifiedIdentity,
  kind: "oidc" | "saml",
  headers: Headers,
): Promise<SsoCompletion> {
  if (!(await companyClaimsEmail(db, identity.companyId, identity.email))) {
    return refuse("forbidden", m.isNotAnAddressOf({ email: identity.email }));
  }
  const session = await signInVouchedFor(db, auth, {
    email: identity.email,
    name: identity.name,
    headers,
    method: kind === "oidc" ? "sso-oidc" : "sso-saml",
    companyId: identity.companyId,
  });
  if (!session.ok) {
    return session.reason === "deactivated"
      ? refuse("forbidden", m.thisAccountHasBeenDeactivated())
      : refuse("forbidden", m.yourAccountCouldNotBe());
  }
  await joinCompanyAsEmployee(db, identity.companyId, {
    userId: session.userId,
    email: identity.email,
    name: identity.name,
  });
  const account = await db.selectFrom("user").select("role").where("id", "=", session.userId).executeTakeFirst();
  const role = (account?.role ?? "student") as UserRole;
  return { ok: true, location: safeRedirect(identity.returnTo, landingPathFor(role)), setCookies: session.setCookies };
}
