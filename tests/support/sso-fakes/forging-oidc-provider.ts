import http from "node:http";
import type { AddressInfo } from "node:net";
import { exportJWK, generateKeyPair, SignJWT } from "jose";

/**
 * An OpenID provider that answers the token request with an ID token Campus must refuse: signed
 * by a key that is not in its published JWKS, for another audience, from another issuer, or
 * already expired. Discovery, JWKS and token endpoints only, as openid-client calls them.
 */
export type Forgery = "signature" | "audience" | "issuer" | "expired";

export interface ForgingProvider {
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** What the next token answer gets wrong, for the person and nonce given. */
  answerWith(forgery: Forgery, claims: { email: string; nonce: string }): void;
  close(): Promise<void>;
}

export async function startForgingProvider(): Promise<ForgingProvider> {
  const published = await generateKeyPair("RS256");
  const unpublished = await generateKeyPair("RS256");
  const publicJwk = { ...(await exportJWK(published.publicKey)), kid: "published", alg: "RS256", use: "sig" };
  const clientId = "forging-client";
  let next: { forgery: Forgery; email: string; nonce: string } = { forgery: "signature", email: "", nonce: "" };
  const server = http.createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  server.on("request", async (request, response) => {
    const path = new URL(request.url ?? "/", issuer).pathname;
    const json = (body: unknown) => {
      response.setHeader("content-type", "application/json");
      response.end(JSON.stringify(body));
    };
    if (path === "/.well-known/openid-configuration") {
      return json({
        issuer,
        authorization_endpoint: `${issuer}/authorize`,
        token_endpoint: `${issuer}/token`,
        jwks_uri: `${issuer}/jwks`,
        response_types_supported: ["code"],
        subject_types_supported: ["public"],
        id_token_signing_alg_values_supported: ["RS256"],
        code_challenge_methods_supported: ["S256"],
      });
    }
    if (path === "/jwks") return json({ keys: [publicJwk] });
    if (path === "/token") {
      for await (const _chunk of request) {
        // the body (code, verifier, client credentials) is not checked: the answer is what matters
      }
      const now = Math.floor(Date.now() / 1000);
      const expired = next.forgery === "expired";
      const token = await new SignJWT({ email: next.email, email_verified: true, nonce: next.nonce, name: "Forged" })
        .setProtectedHeader({ alg: "RS256", kid: "published" })
        .setIssuer(next.forgery === "issuer" ? "https://impostor.example.test" : issuer)
        .setAudience(next.forgery === "audience" ? "another-client" : clientId)
        .setSubject("forged-subject")
        .setIssuedAt(expired ? now - 7200 : now)
        .setExpirationTime(expired ? now - 3600 : now + 300)
        .sign(next.forgery === "signature" ? unpublished.privateKey : published.privateKey);
      return json({ access_token: "opaque", token_type: "Bearer", expires_in: 300, id_token: token });
    }
    response.statusCode = 404;
    response.end();
  });
  return {
    issuer,
    clientId,
    clientSecret: "forging-client-secret-0123456789",
    answerWith(forgery, claims) {
      next = { forgery, ...claims };
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
