import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { changeSsoSettings } from "~/features/single-sign-on/sso-settings.server";
import { CLIENT_ADDRESS_HEADER } from "~/lib/client-address.server";
import * as forgotPassword from "~/routes/auth/forgot-password";
import * as callback from "~/routes/auth/sso-oidc-callback";
import { getAuth, getDb } from "~/server/app-context.server";
import { insertUser } from "~/server/factories/user-factory";
import { dataOf, formRequest, pageRequest, routeArgs, settle, TEST_ORIGIN } from "~tests/support/requests";
import { submitSignIn } from "~tests/support/sign-in";
import { companyWithSso } from "~tests/support/sso-companies";
import { type Forgery, startForgingProvider } from "~tests/support/sso-fakes/forging-oidc-provider";
import {
  followProviderTo,
  type LocalOidcProvider,
  startLocalOidcProvider,
} from "~tests/support/sso-fakes/local-oidc-provider";

/** Where the sign-in page sends a company's person on: its provider (decision 0101-sso). */
function continueAddress(answer: unknown): string {
  const body = (answer as { data?: { continueTo?: { location?: string } } }).data;
  return body?.continueTo?.location ?? "";
}

/**
 * Single sign-on through OpenID Connect (decision 0101-sso) against a real OpenID provider on
 * 127.0.0.1: the sign-in page sends a company's person to it, the callback signs them in, and every
 * answer that should not sign anyone in leaves the accounts as they were.
 */
let provider: LocalOidcProvider;
let company: Awaited<ReturnType<typeof companyWithSso>>;

beforeAll(async () => {
  provider = await startLocalOidcProvider(`${TEST_ORIGIN}/sso/oidc/callback`);
  company = await companyWithSso({
    kind: "oidc",
    issuer: provider.issuer,
    clientId: provider.clientId,
    clientSecret: provider.clientSecret,
  });
});
afterAll(() => provider.close());

let addressCounter = 0;
const newAddress = () => `198.51.100.${++addressCounter}`;

/** Email first on the sign-in page, then the provider; the address the provider sends back to. */
async function startAndReturn(email: string, fields: Record<string, string> = {}) {
  const started = await submitSignIn({ email, ...fields }, newAddress());
  const location = continueAddress(started);
  expect(location.startsWith(provider.issuer)).toBe(true);
  return followProviderTo(location, TEST_ORIGIN);
}

/** The provider's answer arriving at Campus, from a client address of its own unless one is given. */
function callBack(url: string, address = newAddress()) {
  const parsed = new URL(url);
  const request = pageRequest(`${parsed.pathname}${parsed.search}`);
  request.headers.set(CLIENT_ADDRESS_HEADER, address);
  return settle(() => callback.loader(routeArgs(request)));
}

const accountOf = (email: string) =>
  getDb().selectFrom("user").select(["id", "emailVerified"]).where("email", "=", email).executeTakeFirst();

describe("OpenID Connect sign-in", () => {
  it("creates the account, joins it to the company and lands on My learning; the same answer twice is refused", async () => {
    const email = `thandi@${company.domain}`;
    provider.signInAs({ email, name: "Thandi Mokoena" });
    const back = await startAndReturn(email);
    const answer = (await callBack(back)) as Response;
    expect(answer.status).toBe(302);
    expect(answer.headers.get("Location")).toBe("/my-learning");
    expect(answer.headers.getSetCookie().join(";")).toMatch(/session_token=/);
    const account = await accountOf(email);
    expect(account).toBeTruthy();
    const employee = await getDb()
      .selectFrom("company_employees")
      .select(["user_id", "name"])
      .where("company_id", "=", company.id)
      .where("email", "=", email)
      .executeTakeFirstOrThrow();
    expect(employee).toEqual({ user_id: account?.id, name: "Thandi Mokoena" });

    const replayed = dataOf<{ message: string }>(await callBack(back));
    expect(replayed.status).toBe(400);
    expect(replayed.data.message).toMatch(/already been used or has expired/);
  });

  it("links an existing password account by its email, without a second account", async () => {
    const existing = await insertUser(getAuth(), getDb(), { email: `sipho@${company.domain}`, name: "Sipho" });
    provider.signInAs({ email: existing.email, name: "Sipho Dlamini" });
    const answer = (await callBack(await startAndReturn(existing.email))) as Response;
    expect(answer.status).toBe(302);
    const rows = await getDb().selectFrom("user").select("id").where("email", "=", existing.email).execute();
    expect(rows).toEqual([{ id: existing.id }]);
  });

  it("refuses an address outside the company's domains, an unverified address and an expired sign-in, creating no account", async () => {
    provider.signInAs({ email: "outsider@elsewhere.example", name: "Outsider" });
    const outside = dataOf<{ message: string }>(await callBack(await startAndReturn(`lerato@${company.domain}`)));
    expect(outside.status).toBe(403);
    expect(outside.data.message).toMatch(/is not an address of this company's email domains/);
    expect(await accountOf("outsider@elsewhere.example")).toBeUndefined();

    const unverified = `naledi@${company.domain}`;
    provider.signInAs({ email: unverified, name: "Naledi", emailVerified: false });
    const refused = dataOf<{ message: string }>(await callBack(await startAndReturn(unverified)));
    expect(refused.status).toBe(403);
    expect(refused.data.message).toMatch(/not verified/);
    expect(await accountOf(unverified)).toBeUndefined();

    const late = `kagiso@${company.domain}`;
    provider.signInAs({ email: late, name: "Kagiso" });
    const back = await startAndReturn(late);
    const state = new URL(back).searchParams.get("state") ?? "";
    await getDb()
      .updateTable("sso_sign_in_states")
      .set({ expires_at: "2000-01-01T00:00:00.000Z" })
      .where("id", "=", state)
      .execute();
    const expired = dataOf<{ message: string }>(await callBack(back));
    expect(expired.status).toBe(400);
    expect(await accountOf(late)).toBeUndefined();
  });

  it("refuses a forged state and the provider's own error, with a message inside the page", async () => {
    const forged = dataOf<{ message: string }>(await callBack(`${TEST_ORIGIN}/sso/oidc/callback?state=forged&code=x`));
    expect(forged.status).toBe(400);
    const bare = dataOf<{ message: null }>(await callBack(`${TEST_ORIGIN}/sso/oidc/callback`));
    expect(bare.status).toBe(200);
  });

  it("does not sign in a deactivated account", async () => {
    const person = await insertUser(getAuth(), getDb(), { email: `gone@${company.domain}` });
    await getDb().updateTable("user").set({ deactivated: 1 }).where("id", "=", person.id).execute();
    provider.signInAs({ email: person.email, name: "Gone" });
    const refused = dataOf<{ message: string }>(await callBack(await startAndReturn(person.email)));
    expect(refused.status).toBe(403);
    expect(refused.data.message).toMatch(/deactivated/);
  });

  it("asks for the password for a domain without single sign-on", async () => {
    const other = await insertUser(getAuth(), getDb());
    const asked = dataOf<{ fieldErrors: Record<string, string> }>(
      await submitSignIn({ email: other.email }, newAddress()),
    );
    expect(asked.status).toBe(400);
    expect(asked.data.fieldErrors.password).toBe("Enter your password to sign in.");
    const signedIn = (await submitSignIn({ email: other.email, password: other.password }, newAddress())) as Response;
    expect(signedIn.status).toBe(302);
  });

  it("refuses password sign-in and password reset when the company requires single sign-on", async () => {
    const strict = await companyWithSso(
      { kind: "oidc", issuer: provider.issuer, clientId: provider.clientId, clientSecret: provider.clientSecret },
      { requireSso: true },
    );
    const person = await insertUser(getAuth(), getDb(), { email: `zanele@${strict.domain}` });
    const refused = dataOf<{ formError: string }>(
      await submitSignIn({ email: person.email, password: person.password }, newAddress()),
    );
    expect(refused.status).toBe(403);
    expect(refused.data.formError).toContain(`${strict.name} signs its people in with the company account`);
    const reset = dataOf<{ formError: string }>(
      await settle(() => forgotPassword.action(routeArgs(formRequest("/forgot-password", { email: person.email })))),
    );
    expect(reset.status).toBe(403);
    expect(reset.data.formError).toContain("company account");
  });

  it("refuses a domain another company has claimed, naming that company", async () => {
    const second = await companyWithSso({
      kind: "oidc",
      issuer: provider.issuer,
      clientId: provider.clientId,
      clientSecret: provider.clientSecret,
    });
    const taken = await changeSsoSettings(getDb(), second.id, { intent: "add-sso-domain", domain: company.domain });
    expect(taken.ok).toBe(false);
    expect(!taken.ok && taken.message).toBe(
      `${company.domain} is already claimed by ${company.name}. A domain can belong to one company only.`,
    );
  });
  it("keeps each company's domains its own and refuses a stale provider save", async () => {
    const other = await companyWithSso({
      kind: "oidc",
      issuer: provider.issuer,
      clientId: provider.clientId,
      clientSecret: provider.clientSecret,
    });
    const domain = await getDb()
      .selectFrom("company_sso_domains")
      .select("id")
      .where("company_id", "=", company.id)
      .executeTakeFirstOrThrow();
    // Company B's page cannot remove company A's domain by its id.
    const removed = await changeSsoSettings(getDb(), other.id, { intent: "remove-sso-domain", domainId: domain.id });
    expect(removed.ok).toBe(false);
    expect(
      await getDb().selectFrom("company_sso_domains").select("id").where("id", "=", domain.id).executeTakeFirst(),
    ).toBeTruthy();
    const stale = await changeSsoSettings(getDb(), other.id, {
      intent: "save-identity-provider",
      version: 0,
      kind: "oidc",
      oidcIssuer: provider.issuer,
      oidcClientId: "changed",
      oidcClientSecret: "",
      oidcScopes: "",
      samlEntityId: "",
      samlSsoUrl: "",
      samlCertificate: "",
      requireSso: true,
    });
    expect(stale.ok === false && stale.reason).toBe("stale");
    const kept = await getDb()
      .selectFrom("company_identity_providers")
      .select(["oidc_client_id", "oidc_client_secret"])
      .where("company_id", "=", other.id)
      .executeTakeFirstOrThrow();
    expect(kept.oidc_client_id).toBe(provider.clientId);
    // The secret is stored encrypted, never as typed.
    expect(kept.oidc_client_secret).not.toContain(provider.clientSecret);
  });
  it.each<Forgery>(["signature", "audience", "issuer", "expired"])(
    "refuses an ID token with a forged %s and creates no account",
    async (forgery) => {
      const forging = await startForgingProvider();
      try {
        const target = await companyWithSso({
          kind: "oidc",
          issuer: forging.issuer,
          clientId: forging.clientId,
          clientSecret: forging.clientSecret,
        });
        const email = `forged-${forgery}@${target.domain}`;
        const started = await submitSignIn({ email }, newAddress());
        const sentTo = new URL(continueAddress(started));
        expect(sentTo.origin).toBe(forging.issuer);
        forging.answerWith(forgery, { email, nonce: sentTo.searchParams.get("nonce") ?? "" });
        const state = sentTo.searchParams.get("state") ?? "";
        const refused = dataOf<{ message: string }>(
          await callBack(`${TEST_ORIGIN}/sso/oidc/callback?code=forged-code&state=${state}`),
        );
        expect(refused.status).toBe(403);
        expect(refused.data.message).toMatch(/did not confirm who you are/);
        expect(await accountOf(email)).toBeUndefined();
      } finally {
        await forging.close();
      }
    },
  );
  it("makes an address that keeps failing wait, as password sign-in does", async () => {
    const address = "203.0.113.250";
    for (let attempt = 0; attempt < 10; attempt++) {
      const refused = dataOf(await callBack(`${TEST_ORIGIN}/sso/oidc/callback?state=guess-${attempt}&code=x`, address));
      expect(refused.status).toBe(400);
    }
    const waiting = dataOf<{ message: string }>(
      await callBack(`${TEST_ORIGIN}/sso/oidc/callback?state=guess-10&code=x`, address),
    );
    expect(waiting.status).toBe(429);
    expect(waiting.data.message).toMatch(/Too many sign-in attempts/);
    // Another address is not slowed down by it.
    const elsewhere = dataOf(await callBack(`${TEST_ORIGIN}/sso/oidc/callback?state=guess-11&code=x`));
    expect(elsewhere.status).toBe(400);
  });
});
