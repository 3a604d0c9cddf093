import { createCompany } from "~/features/companies/companies.server";
import { changeSsoSettings } from "~/features/single-sign-on/sso-settings.server";
import { createId } from "~/lib/ids";
import { getDb } from "~/server/app-context.server";

/** A new company claiming one fresh domain (returned), with the identity provider given. */
export async function companyWithSso(
  provider:
    | { kind: "oidc"; issuer: string; clientId: string; clientSecret: string }
    | { kind: "saml"; entityId: string; ssoUrl: string; certificate: string },
  { requireSso = false } = {},
) {
  const db = getDb();
  const name = `SSO Company ${createId()}`;
  const created = await createCompany(db, {
    name,
    registrationNumber: "",
    contactName: "",
    contactEmail: "",
    contactPhone: "",
  });
  if (!created.ok) throw new Error(created.message);
  const domain = `${createId()}.example`;
  const added = await changeSsoSettings(db, created.id, { intent: "add-sso-domain", domain });
  if (!added.ok) throw new Error(added.message);
  const saved = await changeSsoSettings(db, created.id, {
    intent: "save-identity-provider",
    version: 0,
    kind: provider.kind,
    oidcIssuer: provider.kind === "oidc" ? provider.issuer : "",
    oidcClientId: provider.kind === "oidc" ? provider.clientId : "",
    oidcClientSecret: provider.kind === "oidc" ? provider.clientSecret : "",
    oidcScopes: "",
    samlEntityId: provider.kind === "saml" ? provider.entityId : "",
    samlSsoUrl: provider.kind === "saml" ? provider.ssoUrl : "",
    samlCertificate: provider.kind === "saml" ? provider.certificate : "",
    requireSso,
  });
  if (!saved.ok) throw new Error(saved.message);
  return { id: created.id, name, domain };
}
