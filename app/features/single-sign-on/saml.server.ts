import type { CacheProvider, Profile } from "@node-saml/node-saml";
import { getEnvironment } from "~/lib/env.server";
import { loadNodeSaml } from "~/lib/heavy-modules.server";
import { createId } from "~/lib/ids";
import { type Outcome, refuse } from "~/lib/refusal";
import type { DatabaseExecutor } from "~db/executor";
import * as m from "./messages";
import type { VerifiedIdentity } from "./oidc.server";
import { type SignInState, saveSignInState, takeAssertionId, takeSignInState } from "./sign-in-states.server";

/**
 * SAML 2.0 sign-in with @node-saml/node-saml (decision 0101-sso): Campus sends an AuthnRequest
 * (HTTP-Redirect) and takes the signed answer at its ACS (HTTP-POST). node-saml checks the
 * signature against the certificate the admin pasted, the audience (Campus's entity id), the
 * issuer (the IdP's entity id) and the time conditions; InResponseTo must name a request Campus
 * sent and has not yet seen answered, and each assertion id is taken once until it expires.
 */
const ASSERTION_MAX_AGE_MS = 10 * 60 * 1000;
const REFUSED = () => m.providerRefused();
const ANSWER_USED = () => m.answerUsed();

export const samlPaths = (companyId: string) => ({
  metadata: `/sso/saml/${companyId}/metadata`,
  acs: `/sso/saml/${companyId}/acs`,
});

/** Campus's entity id and ACS URL for this company, as the client's IT team enters them. */
export function serviceProviderOf(companyId: string) {
  const base = getEnvironment().baseUrl;
  const paths = samlPaths(companyId);
  return { entityId: new URL(paths.metadata, base).href, acsUrl: new URL(paths.acs, base).href };
}

interface SamlProviderRow {
  saml_entity_id: string;
  saml_sso_url: string;
  saml_certificate: string;
}

async function samlFor(companyId: string, provider: SamlProviderRow | null, cacheProvider: CacheProvider) {
  const { SAML, ValidateInResponseTo } = await loadNodeSaml();
  const sp = serviceProviderOf(companyId);
  return new SAML({
    callbackUrl: sp.acsUrl,
    issuer: sp.entityId,
    audience: sp.entityId,
    entryPoint: provider?.saml_sso_url || sp.acsUrl,
    idpIssuer: provider?.saml_entity_id || undefined,
    // The metadata needs no IdP; any answer does, and without a certificate none is accepted.
    idpCert: provider?.saml_certificate || "MISSING",
    wantAssertionsSigned: true,
    wantAuthnResponseSigned: false,
    identifierFormat: "urn:oasis:names:tc:SAML:1.1:nameid-format:emailAddress",
    disableRequestedAuthnContext: true,
    acceptedClockSkewMs: 60_000,
    maxAssertionAgeMs: ASSERTION_MAX_AGE_MS,
    validateInResponseTo: ValidateInResponseTo.always,
    requestIdExpirationPeriodMs: ASSERTION_MAX_AGE_MS,
    generateUniqueId: () => `_${createId()}${createId()}`,
    cacheProvider,
  });
}

async function samlProviderRow(db: DatabaseExecutor, companyId: string): Promise<SamlProviderRow | null> {
  const row = await db
    .selectFrom("company_identity_providers")
    .select(["kind", "saml_entity_id", "saml_sso_url", "saml_certificate"])
    .where("company_id", "=", companyId)
    .executeTakeFirst();
  return row?.kind === "saml" ? row : null;
}

/** Campus's SP metadata for this company (entity id, ACS, name id format), for the IdP. */
export async function serviceProviderMetadata(companyId: string): Promise<string> {
  const none: CacheProvider = {
    saveAsync: async () => null,
    getAsync: async () => null,
    removeAsync: async () => null,
  };
  return (await samlFor(companyId, null, none)).generateServiceProviderMetadata(null, null);
}

export async function beginSamlSignIn(
  db: DatabaseExecutor,
  companyId: string,
  input: { returnTo: string },
): Promise<Outcome<{ location: string }>> {
  const provider = await samlProviderRow(db, companyId);
  if (!provider) return refuse("closed", m.notSetUp());
  const cache: CacheProvider = {
    saveAsync: async (key, value) => {
      await saveSignInState(db, {
        id: key,
        companyId,
        kind: "saml",
        codeVerifier: "",
        nonce: "",
        returnTo: input.returnTo,
      });
      return { value, createdAt: Date.now() };
    },
    getAsync: async () => null,
    removeAsync: async () => null,
  };
  const location = await (await samlFor(companyId, provider, cache)).getAuthorizeUrlAsync("", undefined, {});
  return { ok: true, location };
}

/** The IdP's answer posted to the ACS: the person it vouches for, or why not. Nothing is written for a refused answer but the taken request id. */
export async function finishSamlSignIn(
  db: DatabaseExecutor,
  companyId: string,
  samlResponse: string,
): Promise<Outcome<VerifiedIdentity>> {
  const provider = await samlProviderRow(db, companyId);
  if (!provider) return refuse("closed", m.notSetUp());
  let taken: SignInState | null = null;
  const cache: CacheProvider = {
    saveAsync: async () => null,
    // Taking the request id is one DELETE: of two answers to one request only one gets past here.
    // node-saml asks for the Response's InResponseTo and again for the subject's: one take, two answers.
    // Its answer is the request's time; takeSignInState has already refused an expired request.
    getAsync: async (key) => {
      if (!taken || taken.id !== key) taken = await takeSignInState(db, key, "saml");
      return taken && taken.companyId === companyId ? new Date().toISOString() : null;
    },
    removeAsync: async () => null,
  };
  let profile: Profile | null;
  try {
    ({ profile } = await (await samlFor(companyId, provider, cache)).validatePostResponseAsync({
      SAMLResponse: samlResponse,
    }));
  } catch (error) {
    const message = error instanceof Error ? error.message : "";
    if (/InResponseTo/i.test(message)) return refuse("invalid", ANSWER_USED());
    return refuse("forbidden", REFUSED());
  }
  const state = taken as SignInState | null;
  if (!profile || !state) return refuse("forbidden", REFUSED());
  // node-saml checks the issuer of logout messages only: the assertion's is checked here.
  if (profile.issuer !== provider.saml_entity_id) return refuse("forbidden", REFUSED());
  const assertion = profile.getAssertion?.() as {
    Assertion?: { $?: { ID?: string }; Conditions?: { $?: { NotOnOrAfter?: string } }[] };
  };
  const assertionId = assertion?.Assertion?.$?.ID;
  if (!assertionId) return refuse("forbidden", REFUSED());
  const notOnOrAfter = Date.parse(assertion.Assertion?.Conditions?.[0]?.$?.NotOnOrAfter ?? "");
  const keepUntil = new Date(Number.isNaN(notOnOrAfter) ? Date.now() + ASSERTION_MAX_AGE_MS : notOnOrAfter);
  if (!(await takeAssertionId(db, companyId, assertionId, keepUntil))) return refuse("invalid", ANSWER_USED());
  const email = emailOf(profile);
  if (!email) return refuse("forbidden", m.noEmailSent());
  return { ok: true, companyId, email, name: nameOf(profile, email), returnTo: state.returnTo };
}

const EMAIL_ATTRIBUTES = ["email", "mail", "http://schemas.xmlsoap.org/ws/2005/05/identity/claims/emailaddress"];

function emailOf(profile: Profile): string {
  for (const attribute of EMAIL_ATTRIBUTES) {
    const value = profile[attribute];
    if (typeof value === "string" && value.includes("@")) return value.trim().toLowerCase();
  }
  return profile.nameID?.includes("@") ? profile.nameID.trim().toLowerCase() : "";
}

function nameOf(profile: Profile, email: string): string {
  const text = (key: string) => (typeof profile[key] === "string" ? (profile[key] as string).trim() : "");
  const display = text("displayName") || text("http://schemas.microsoft.com/identity/claims/displayname");
  const given = text("givenName") || text("http://schemas.xmlsoap.org/ws/2005/05/identity/claims/givenname");
  const surname = text("sn") || text("http://schemas.xmlsoap.org/ws/2005/05/identity/claims/surname");
  return (display || `${given} ${surname}`.trim() || email.split("@")[0]).slice(0, 100);
}
