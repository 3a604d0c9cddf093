import http from "node:http";
import type { AddressInfo } from "node:net";
import Provider from "oidc-provider";

/**
 * A real OpenID provider (the oidc-provider package) on 127.0.0.1 for the single-sign-on tests
 * and the journey spec: one confidential client, accounts the test defines, consent granted
 * up front, and a login step that signs in whichever account the test chose (no form to fill).
 */
export interface LocalAccount {
  email: string;
  name: string;
  emailVerified?: boolean;
}

export interface LocalOidcProvider {
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** The account the next login step signs in. */
  signInAs(account: LocalAccount): void;
  close(): Promise<void>;
}

export async function startLocalOidcProvider(redirectUri: string): Promise<LocalOidcProvider> {
  const clientId = "campus-test-client";
  const clientSecret = "campus-test-client-secret-0123456789";
  let current: LocalAccount = { email: "nobody@example.test", name: "Nobody" };
  const accounts = new Map<string, LocalAccount>();
  const server = http.createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: clientId,
        client_secret: clientSecret,
        redirect_uris: [redirectUri],
        grant_types: ["authorization_code"],
        response_types: ["code"],
        token_endpoint_auth_method: "client_secret_post",
      },
    ],
    claims: { openid: ["sub"], email: ["email", "email_verified"], profile: ["name"] },
    // Campus reads the person from the ID token, as Entra ID and Google put it there.
    conformIdTokenClaims: false,
    features: { devInteractions: { enabled: false } },
    cookies: { keys: ["local-oidc-provider-cookie-key"] },
    ttl: { Interaction: 600, Grant: 600, Session: 600, AccessToken: 600, IdToken: 600, AuthorizationCode: 60 },
    pkce: { required: () => true },
    findAccount: async (_context: unknown, id: string) => {
      const account = accounts.get(id);
      if (!account) return undefined;
      return {
        accountId: id,
        claims: async () => ({
          sub: id,
          email: account.email,
          email_verified: account.emailVerified ?? true,
          name: account.name,
        }),
      };
    },
    // biome-ignore lint/suspicious/noExplicitAny: oidc-provider's context is untyped here.
    loadExistingGrant: async (context: any) => {
      const grant = new context.oidc.provider.Grant({
        clientId: context.oidc.client?.clientId,
        accountId: context.oidc.session?.accountId,
      });
      grant.addOIDCScope("openid email profile");
      await grant.save();
      return grant;
    },
    interactions: { url: (_context: unknown, interaction: { uid: string }) => `/interaction/${interaction.uid}` },
  });
  const callback = provider.callback();
  server.on("request", async (request, response) => {
    if (request.url?.startsWith("/interaction/")) {
      try {
        const accountId = `account-${current.email}`;
        accounts.set(accountId, current);
        await provider.interactionFinished(
          request,
          response,
          { login: { accountId } },
          { mergeWithLastSubmission: false },
        );
      } catch (error) {
        response.statusCode = 500;
        response.end(String(error));
      }
      return;
    }
    callback(request, response);
  });
  return {
    issuer,
    clientId,
    clientSecret,
    signInAs(account) {
      current = account;
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/**
 * Follows redirects at the provider as a browser would (its cookies kept), from the address Campus
 * sent the person to, until the provider sends them back to Campus: that address is returned.
 */
export async function followProviderTo(start: string, campusOrigin: string): Promise<string> {
  const cookies = new Map<string, string>();
  let location = start;
  for (let hop = 0; hop < 10; hop++) {
    if (location.startsWith(campusOrigin)) return location;
    const response = await fetch(location, {
      redirect: "manual",
      headers: { cookie: [...cookies].map(([name, value]) => `${name}=${value}`).join("; ") },
    });
    for (const line of response.headers.getSetCookie()) {
      const [pair] = line.split(";");
      const at = pair.indexOf("=");
      cookies.set(pair.slice(0, at), pair.slice(at + 1));
    }
    const next = response.headers.get("location");
    if (!next) throw new Error(`the provider stopped at ${location}: ${response.status} ${await response.text()}`);
    location = new URL(next, location).href;
  }
  throw new Error("the provider never sent the person back");
}
