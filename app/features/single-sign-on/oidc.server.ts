import type * as Client from "openid-client";
import { getEnvironment } from "~/lib/env.server";
import { loadOpenIdClient } from "~/lib/heavy-modules.server";
import { type Outcome, refuse } from "~/lib/refusal";
import type { DatabaseExecutor } from "~db/executor";
import { decryptClientSecret } from "./client-secret.server";
import * as m from "./messages";
import { saveSignInState, takeSignInState } from "./sign-in-states.server";

/**
 * OpenID Connect sign-in with openid-client (decision 0101-sso): discovery from the issuer, the
 * authorization code flow with PKCE (S256), a one-time state and a nonce. openid-client checks the
 * ID token's issuer, audience, expiry and nonce, and (non-repudiation checks on) its signature
 * against the provider's JWKS.
 */
export const OIDC_CALLBACK_PATH = "/sso/oidc/callback";

export interface VerifiedIdentity {
  companyId: string;
  email: string;
  name: string;
  returnTo: string;
}

const PROVIDER_UNREACHABLE = () => m.providerUnreachable();
const PROVIDER_REFUSED = () => m.providerRefused();
const ANSWER_USED = () => m.linkUsed();

const callbackUrl = () => new URL(OIDC_CALLBACK_PATH, getEnvironment().baseUrl);

/** Plain http only for a provider on this machine (the tests' local provider); any other must use https. */
function isLoopback(url: URL) {
  return url.protocol === "http:" && ["127.0.0.1", "localhost", "[::1]"].includes(url.hostname);
}

async function configurationFor(db: DatabaseExecutor, companyId: string): Promise<Client.Configuration | null> {
  const provider = await db
    .selectFrom("company_identity_providers")
    .select(["kind", "oidc_issuer", "oidc_client_id", "oidc_client_secret"])
    .where("company_id", "=", companyId)
    .executeTakeFirst();
  if (provider?.kind !== "oidc") return null;
  const secret = decryptClientSecret(provider.oidc_client_secret);
  if (!secret) return null;
  const issuer = new URL(provider.oidc_issuer);
  const insecure = isLoopback(issuer);
  const client = await loadOpenIdClient();
  return client.discovery(
    issuer,
    provider.oidc_client_id,
    { client_secret: secret, redirect_uris: [callbackUrl().href] },
    client.ClientSecretPost(secret),
    {
      timeout: 10,
      // openid-client trusts an ID token from the token endpoint by TLS alone unless told otherwise
      // (OIDC Core 3.1.3.7); Campus checks its signature against the provider's JWKS as well.
      execute: [client.enableNonRepudiationChecks, ...(insecure ? [client.allowInsecureRequests] : [])],
    },
  );
}

/** The provider's authorization address for this company, with a new state, nonce and PKCE verifier saved. */
export async function beginOidcSignIn(
  db: DatabaseExecutor,
  companyId: string,
  input: { email: string; returnTo: string },
): Promise<Outcome<{ location: string }>> {
  let config: Client.Configuration | null;
  try {
    config = await configurationFor(db, companyId);
  } catch {
    return refuse("closed", PROVIDER_UNREACHABLE());
  }
  if (!config) return refuse("closed", PROVIDER_UNREACHABLE());
  const scopes = await db
    .selectFrom("company_identity_providers")
    .select("oidc_scopes")
    .where("company_id", "=", companyId)
    .executeTakeFirstOrThrow();
  const client = await loadOpenIdClient();
  const codeVerifier = client.randomPKCECodeVerifier();
  const state = client.randomState();
  const nonce = client.randomNonce();
  await saveSignInState(db, { id: state, companyId, kind: "oidc", codeVerifier, nonce, returnTo: input.returnTo });
  const location = client.buildAuthorizationUrl(config, {
    redirect_uri: callbackUrl().href,
    scope: scopes.oidc_scopes,
    code_challenge: await client.calculatePKCECodeChallenge(codeVerifier),
    code_challenge_method: "S256",
    state,
    nonce,
    login_hint: input.email,
  });
  return { ok: true, location: location.href };
}

/** The provider's answer at the callback (its query string): the person it vouches for, or why not. */
export async function finishOidcSignIn(
  db: DatabaseExecutor,
  search: URLSearchParams,
): Promise<Outcome<VerifiedIdentity>> {
  const stateId = search.get("state");
  if (!stateId || stateId.length > 200) return refuse("invalid", ANSWER_USED());
  const state = await takeSignInState(db, stateId, "oidc");
  if (!state) return refuse("invalid", ANSWER_USED());
  if (search.get("error")) {
    const described = (search.get("error_description") ?? search.get("error") ?? "").slice(0, 200);
    return refuse("forbidden", m.providerSaidNo({ reason: described }));
  }
  let config: Client.Configuration | null;
  try {
    config = await configurationFor(db, state.companyId);
  } catch {
    return refuse("closed", PROVIDER_UNREACHABLE());
  }
  if (!config) return refuse("closed", PROVIDER_UNREACHABLE());
  const current = callbackUrl();
  current.search = search.toString();
  let claims: ReturnType<Client.TokenEndpointResponseHelpers["claims"]>;
  const client = await loadOpenIdClient();
  try {
    const tokens = await client.authorizationCodeGrant(config, current, {
      pkceCodeVerifier: state.codeVerifier,
      expectedState: state.id,
      expectedNonce: state.nonce,
      idTokenExpected: true,
    });
    claims = tokens.claims();
  } catch {
    return refuse("forbidden", PROVIDER_REFUSED());
  }
  if (!claims) return refuse("forbidden", PROVIDER_REFUSED());
  const email = typeof claims.email === "string" ? claims.email.trim().toLowerCase() : "";
  if (!email) return refuse("forbidden", m.noEmailSent());
  // Absent is accepted: Entra ID sends no email_verified, and the domain check below still applies.
  if (claims.email_verified === false || claims.email_verified === "false") {
    return refuse("forbidden", m.emailNotVerified());
  }
  const name = typeof claims.name === "string" && claims.name.trim() ? claims.name.trim() : email.split("@")[0];
  return { ok: true, companyId: state.companyId, email, name: name.slice(0, 100), returnTo: state.returnTo };
}
