import { getSiteSettings } from "~/platform/site-settings/site-settings.server";
import type { DatabaseExecutor } from "~db/executor";
import { type IssuerKeySource, loadIssuerKeys } from "./issuer-keys.server";
import { signCredentialJwt } from "./jws.server";

/**
 * The issuer of Campus's Open Badges (decision 0100-open-badges-credentials): its addresses, its
 * profile with every published public key, and its signature. Every document is built on request
 * from the tables, so nothing copied can fall out of step with the certificate.
 */

export const VC_CONTEXT = "https://www.w3.org/ns/credentials/v2";
export const OB_CONTEXT = "https://purl.imsglobal.org/spec/ob/v3p0/context-3.0.3.json";

export interface OpenBadgeSettings extends IssuerKeySource {
  /** The site's public address (BASE_URL), without a trailing slash. */
  baseUrl: string;
  /**
   * The certificate's status-list position (the certificates feature's, given by the composition
   * root): taken when it was issued; taken now only for a certificate stored some other way.
   */
  statusPositionOf: (db: DatabaseExecutor, certificateId: string) => Promise<number>;
}

export const siteOrigin = (settings: OpenBadgeSettings) => settings.baseUrl.replace(/\/+$/, "");
export const issuerIdOf = (settings: OpenBadgeSettings) => `${siteOrigin(settings)}/credentials/issuer`;
export const statusListUrlOf = (settings: OpenBadgeSettings, listId: string) =>
  `${siteOrigin(settings)}/credentials/status/${listId}`;
const verificationMethodOf = (issuerId: string, keyId: string) => `${issuerId}#${keyId}`;

/** A date as VC 2.0 writes it, to the second ("2025-01-10T08:00:00Z"), and the same instant as a JWT NumericDate. */
export function credentialTime(value: Date) {
  const seconds = Math.floor(value.getTime() / 1000);
  return { text: new Date(seconds * 1000).toISOString().replace(".000Z", "Z"), seconds };
}

/** Signed with the current signing key; kid names its verification method in the profile. */
export function signAsIssuer(payload: object, settings: OpenBadgeSettings): string {
  const keys = loadIssuerKeys(settings);
  return signCredentialJwt(payload, keys.signing, verificationMethodOf(issuerIdOf(settings), keys.signing.keyId));
}

/** The issuer profile: the company's name and address and every published public key. */
export async function loadIssuerProfile(db: DatabaseExecutor, settings: OpenBadgeSettings) {
  const site = await getSiteSettings(db);
  const keys = loadIssuerKeys(settings);
  const issuerId = issuerIdOf(settings);
  return {
    "@context": [VC_CONTEXT, OB_CONTEXT],
    id: issuerId,
    type: ["Profile"],
    name: site.site_name,
    url: siteOrigin(settings),
    ...(site.contact_email ? { email: site.contact_email } : {}),
    verificationMethod: keys.published.map((key) => ({
      id: verificationMethodOf(issuerId, key.keyId),
      type: "JsonWebKey",
      controller: issuerId,
      publicKeyJwk: key.publicJwk,
    })),
  };
}
