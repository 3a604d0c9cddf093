import crypto from "node:crypto";
import type { IssuerKey } from "./issuer-keys.server";

/**
 * A compact JWS signed with EdDSA (Ed25519), as VC-JOSE-COSE secures a credential: the payload is the
 * credential itself, typ "vc+jwt", and kid names the verification method in the issuer profile
 * (decision 0100-open-badges-credentials). Signed with node:crypto so the tests can check it with another library.
 */
export function signCredentialJwt(payload: object, key: IssuerKey, verificationMethodId: string): string {
  const header = { alg: "EdDSA", typ: "vc+jwt", cty: "vc", kid: verificationMethodId };
  const signingInput = `${base64url(header)}.${base64url(payload)}`;
  const signature = crypto.sign(null, Buffer.from(signingInput), key.privateKey).toString("base64url");
  return `${signingInput}.${signature}`;
}

function base64url(value: object) {
  return Buffer.from(JSON.stringify(value)).toString("base64url");
}
