import { X509Certificate } from "node:crypto";
import { createId } from "~/lib/ids";
import { type Outcome, refuse, refuseConflict } from "~/lib/refusal";
import { updateAtVersion } from "~/lib/versioned-update.server";
import type { DatabaseExecutor } from "~db/executor";
import type { IdentityProviderKind } from "~db/schema";
import { isUniqueViolation } from "~db/sql-helpers";
import { encryptClientSecret } from "./client-secret.server";
import * as m from "./messages";
import {
  ADD_DOMAIN_INTENT,
  REMOVE_DOMAIN_INTENT,
  SAVE_PROVIDER_INTENT,
  type SaveProviderInput,
  type SsoSettingsInput,
} from "./sso.schema";

/**
 * A company's single sign-on (docs/decisions/0101-sso-single-sign-on.md): the email domains it
 * claims and its one identity provider. Every statement names the company, so an id of another
 * company's domain is never touched.
 */

/** A company claims a handful of domains; the page shows them all, up to this bound. */
const MAX_DOMAINS_PER_COMPANY = 50;
const COMPANY_GONE = "That company no longer exists.";

export async function ssoSettingsOf(db: DatabaseExecutor, companyId: string) {
  const [provider, domains] = await Promise.all([
    db.selectFrom("company_identity_providers").selectAll().where("company_id", "=", companyId).executeTakeFirst(),
    db
      .selectFrom("company_sso_domains")
      .select(["id", "domain"])
      .where("company_id", "=", companyId)
      .orderBy("domain")
      .limit(MAX_DOMAINS_PER_COMPANY)
      .execute(),
  ]);
  return {
    domains,
    provider: provider
      ? {
          kind: provider.kind,
          oidcIssuer: provider.oidc_issuer,
          oidcClientId: provider.oidc_client_id,
          hasClientSecret: provider.oidc_client_secret !== "",
          oidcScopes: provider.oidc_scopes,
          samlEntityId: provider.saml_entity_id,
          samlSsoUrl: provider.saml_sso_url,
          samlCertificate: provider.saml_certificate,
          requireSso: Boolean(provider.require_sso),
          version: provider.version,
        }
      : null,
  };
}

export type SsoSettingsView = Awaited<ReturnType<typeof ssoSettingsOf>>;

export async function changeSsoSettings(
  db: DatabaseExecutor,
  companyId: string,
  input: SsoSettingsInput,
): Promise<Outcome<{ message: string }>> {
  const company = await db.selectFrom("companies").select("name").where("id", "=", companyId).executeTakeFirst();
  if (!company) return refuse("missing", COMPANY_GONE);
  switch (input.intent) {
    case SAVE_PROVIDER_INTENT:
      return saveProvider(db, companyId, input);
    case ADD_DOMAIN_INTENT:
      return addDomain(db, companyId, input.domain);
    case REMOVE_DOMAIN_INTENT: {
      const removed = await db
        .deleteFrom("company_sso_domains")
        .where("id", "=", input.domainId)
        .where("company_id", "=", companyId)
        .executeTakeFirst();
      if (Number(removed.numDeletedRows) === 0) return refuse("missing", m.domainNoLongerListed());
      return { ok: true, message: m.domainRemoved() };
    }
  }
}

async function addDomain(
  db: DatabaseExecutor,
  companyId: string,
  domain: string,
): Promise<Outcome<{ message: string }>> {
  const claimed = await db
    .selectFrom("company_sso_domains")
    .innerJoin("companies", "companies.id", "company_sso_domains.company_id")
    .select(["companies.id", "companies.name"])
    .where("company_sso_domains.domain", "=", domain)
    .executeTakeFirst();
  if (claimed) return domainTaken(domain, claimed.id === companyId ? m.thisCompany() : claimed.name);
  const count = await db
    .selectFrom("company_sso_domains")
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .where("company_id", "=", companyId)
    .executeTakeFirstOrThrow();
  if (Number(count.n) >= MAX_DOMAINS_PER_COMPANY) {
    return refuse("invalid", m.tooManyDomains({ count: MAX_DOMAINS_PER_COMPANY }), {
      domain: m.tooManyDomains({ count: MAX_DOMAINS_PER_COMPANY }),
    });
  }
  try {
    await db
      .insertInto("company_sso_domains")
      .values({ id: createId(), company_id: companyId, domain, created_at: new Date().toISOString() })
      .execute();
  } catch (error) {
    // Two admins adding one domain at once: the unique index decides, the loser is told who has it.
    if (isUniqueViolation(error)) return domainTaken(domain, m.anotherCompany());
    throw error;
  }
  return { ok: true, message: m.domainAdded({ domain }) };
}

const domainTaken = (domain: string, owner: string) => refuseConflict(m.domainTaken({ domain, owner }), "domain");

function providerProblems(input: SaveProviderInput, hasSecret: boolean): Record<string, string> {
  const problems: Record<string, string> = {};
  if (input.kind === "oidc") {
    if (!input.oidcIssuer) problems.oidcIssuer = m.enterIssuer();
    if (!input.oidcClientId) problems.oidcClientId = m.enterClientId();
    if (!input.oidcClientSecret && !hasSecret) problems.oidcClientSecret = m.enterClientSecret();
    if (input.oidcScopes && !input.oidcScopes.split(/\s+/).includes("openid"))
      problems.oidcScopes = m.scopesNeedOpenid();
  } else {
    if (!input.samlEntityId) problems.samlEntityId = m.enterEntityId();
    if (!input.samlSsoUrl) problems.samlSsoUrl = m.enterSsoUrl();
    if (!input.samlCertificate) problems.samlCertificate = m.pasteCertificate();
    else if (!isCertificate(input.samlCertificate)) problems.samlCertificate = m.notCertificate();
  }
  return problems;
}

/** The certificate as the SAML library wants it: its base64 body, headers and line breaks removed. */
function certificateBody(text: string): string {
  return text.replace(/-----(BEGIN|END) CERTIFICATE-----/g, "").replace(/\s+/g, "");
}

function isCertificate(text: string): boolean {
  try {
    new X509Certificate(Buffer.from(certificateBody(text), "base64"));
    return true;
  } catch {
    return false;
  }
}

async function saveProvider(
  db: DatabaseExecutor,
  companyId: string,
  input: SaveProviderInput,
): Promise<Outcome<{ message: string }>> {
  const current = await db
    .selectFrom("company_identity_providers")
    .select(["id", "oidc_client_secret"])
    .where("company_id", "=", companyId)
    .executeTakeFirst();
  const problems = providerProblems(input, Boolean(current?.oidc_client_secret));
  if (Object.keys(problems).length > 0) return refuse("invalid", m.checkProvider(), problems);
  const now = new Date().toISOString();
  const values = {
    kind: input.kind as IdentityProviderKind,
    oidc_issuer: input.oidcIssuer.replace(/\/+$/, ""),
    oidc_client_id: input.oidcClientId,
    oidc_scopes: input.oidcScopes || "openid email profile",
    saml_entity_id: input.samlEntityId,
    saml_sso_url: input.samlSsoUrl,
    saml_certificate: input.samlCertificate ? certificateBody(input.samlCertificate) : "",
    require_sso: input.requireSso ? 1 : 0,
    updated_at: now,
    ...(input.oidcClientSecret ? { oidc_client_secret: encryptClientSecret(input.oidcClientSecret) } : {}),
  };
  if (!current) {
    if (input.version !== 0) return refuse("stale");
    try {
      await db
        .insertInto("company_identity_providers")
        .values({ id: createId(), company_id: companyId, created_at: now, ...values })
        .execute();
    } catch (error) {
      if (isUniqueViolation(error)) return refuse("stale");
      throw error;
    }
    return { ok: true, message: m.providerSaved() };
  }
  const saved = await updateAtVersion(
    db,
    "company_identity_providers",
    { id: current.id, version: input.version, scope: { company_id: companyId } },
    values,
  );
  return saved.ok ? { ok: true, message: m.providerSaved() } : saved;
}

export interface SsoRoute {
  companyId: string;
  companyName: string;
  kind: IdentityProviderKind;
  requireSso: boolean;
}

/** The lower-case domain of an address, or "" when it has none. */
function emailDomain(email: string): string {
  const at = email.lastIndexOf("@");
  return at < 0
    ? ""
    : email
        .slice(at + 1)
        .trim()
        .toLowerCase();
}

/** The company and provider that sign this address in, when its domain is claimed and a provider is set. */
export async function ssoRouteFor(db: DatabaseExecutor, email: string): Promise<SsoRoute | null> {
  const domain = emailDomain(email);
  if (!domain) return null;
  const row = await db
    .selectFrom("company_sso_domains")
    .innerJoin("companies", "companies.id", "company_sso_domains.company_id")
    .innerJoin("company_identity_providers", "company_identity_providers.company_id", "company_sso_domains.company_id")
    .select([
      "companies.id",
      "companies.name",
      "company_identity_providers.kind",
      "company_identity_providers.require_sso",
    ])
    .where("company_sso_domains.domain", "=", domain)
    .executeTakeFirst();
  return row
    ? { companyId: row.id, companyName: row.name, kind: row.kind, requireSso: Boolean(row.require_sso) }
    : null;
}

/** Whether this company claims the address's domain: the provider may only sign in its own people. */
export async function companyClaimsEmail(db: DatabaseExecutor, companyId: string, email: string): Promise<boolean> {
  const domain = emailDomain(email);
  if (!domain) return false;
  const row = await db
    .selectFrom("company_sso_domains")
    .select("id")
    .where("company_id", "=", companyId)
    .where("domain", "=", domain)
    .executeTakeFirst();
  return Boolean(row);
}

export const USE_COMPANY_SIGN_IN = (companyName: string) => m.companySignInInstead({ company: companyName });
