import { inflateRawSync } from "node:zlib";
import { generate } from "selfsigned";
import { SignedXml } from "xml-crypto";

/**
 * A SAML 2.0 identity provider made in the test (decision 0101-sso): a self-signed key and
 * certificate, the AuthnRequest Campus sends read back from the redirect, and a Response with a
 * signed Assertion built as Entra ID, Okta and Google Workspace send it (HTTP-POST binding).
 * Options make the answers the ACS must refuse: another key, an expired assertion, another
 * audience or issuer.
 */
export interface SigningKey {
  privateKey: string;
  certificate: string;
}

export async function newSigningKey(): Promise<SigningKey> {
  const pems = await generate([{ name: "commonName", value: "idp.example.test" }], { keySize: 2048 });
  return { privateKey: pems.private, certificate: pems.cert };
}

/** The AuthnRequest's ID from the address Campus redirected to (HTTP-Redirect binding: deflated, base64). */
export function authnRequestIdFrom(location: string): string {
  const encoded = new URL(location).searchParams.get("SAMLRequest") ?? "";
  const xml = inflateRawSync(Buffer.from(encoded, "base64")).toString("utf8");
  const id = xml.match(/\bID="([^"]+)"/)?.[1];
  if (!id) throw new Error(`no ID in the AuthnRequest: ${xml}`);
  return id;
}

export interface AssertionOptions {
  key: SigningKey;
  issuer: string;
  audience: string;
  acsUrl: string;
  inResponseTo: string;
  email: string;
  name: string;
  /** Minutes from now the assertion stops being valid; negative: already expired. */
  validForMinutes?: number;
  assertionId?: string;
}

let counter = 0;

/** A base64 SAMLResponse with a signed assertion, as the IdP's page would post it. */
export function samlResponse(options: AssertionOptions): string {
  const now = Date.now();
  const minutes = options.validForMinutes ?? 5;
  const at = (offsetMs: number) => new Date(now + offsetMs).toISOString();
  const notBefore = minutes < 0 ? at(minutes * 60_000 * 2) : at(-60_000);
  const notOnOrAfter = at(minutes * 60_000);
  const issueInstant = minutes < 0 ? at(minutes * 60_000 * 2) : at(0);
  const assertionId = options.assertionId ?? `_assertion${++counter}${now}`;
  const xml =
    `<samlp:Response xmlns:samlp="urn:oasis:names:tc:SAML:2.0:protocol" xmlns:saml="urn:oasis:names:tc:SAML:2.0:assertion" ID="_response${counter}${now}" Version="2.0" IssueInstant="${issueInstant}" Destination="${options.acsUrl}" InResponseTo="${options.inResponseTo}">` +
    `<saml:Issuer>${options.issuer}</saml:Issuer>` +
    `<samlp:Status><samlp:StatusCode Value="urn:oasis:names:tc:SAML:2.0:status:Success"/></samlp:Status>` +
    `<saml:Assertion ID="${assertionId}" Version="2.0" IssueInstant="${issueInstant}">` +
    `<saml:Issuer>${options.issuer}</saml:Issuer>` +
    `<saml:Subject><saml:NameID Format="urn:oasis:names:tc:SAML:1.1:nameid-format:emailAddress">${options.email}</saml:NameID>` +
    `<saml:SubjectConfirmation Method="urn:oasis:names:tc:SAML:2.0:cm:bearer"><saml:SubjectConfirmationData InResponseTo="${options.inResponseTo}" NotOnOrAfter="${notOnOrAfter}" Recipient="${options.acsUrl}"/></saml:SubjectConfirmation></saml:Subject>` +
    `<saml:Conditions NotBefore="${notBefore}" NotOnOrAfter="${notOnOrAfter}"><saml:AudienceRestriction><saml:Audience>${options.audience}</saml:Audience></saml:AudienceRestriction></saml:Conditions>` +
    `<saml:AuthnStatement AuthnInstant="${issueInstant}" SessionIndex="_session${counter}"><saml:AuthnContext><saml:AuthnContextClassRef>urn:oasis:names:tc:SAML:2.0:ac:classes:PasswordProtectedTransport</saml:AuthnContextClassRef></saml:AuthnContext></saml:AuthnStatement>` +
    `<saml:AttributeStatement><saml:Attribute Name="email"><saml:AttributeValue>${options.email}</saml:AttributeValue></saml:Attribute>` +
    `<saml:Attribute Name="displayName"><saml:AttributeValue>${options.name}</saml:AttributeValue></saml:Attribute></saml:AttributeStatement>` +
    `</saml:Assertion></samlp:Response>`;
  const signature = new SignedXml({
    privateKey: options.key.privateKey,
    publicCert: options.key.certificate,
    signatureAlgorithm: "http://www.w3.org/2001/04/xmldsig-more#rsa-sha256",
    canonicalizationAlgorithm: "http://www.w3.org/2001/10/xml-exc-c14n#",
  });
  signature.addReference({
    xpath: "//*[local-name(.)='Assertion']",
    digestAlgorithm: "http://www.w3.org/2001/04/xmlenc#sha256",
    transforms: ["http://www.w3.org/2000/09/xmldsig#enveloped-signature", "http://www.w3.org/2001/10/xml-exc-c14n#"],
  });
  signature.computeSignature(xml, {
    location: { reference: "//*[local-name(.)='Assertion']/*[local-name(.)='Issuer']", action: "after" },
  });
  return Buffer.from(signature.getSignedXml(), "utf8").toString("base64");
}
