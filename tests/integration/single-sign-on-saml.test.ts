import { beforeAll, describe, expect, it } from "vitest";
import { serviceProviderOf } from "~/features/single-sign-on/saml.server";
import { CLIENT_ADDRESS_HEADER } from "~/lib/client-address.server";
import * as acs from "~/routes/auth/sso-saml-acs";
import * as metadata from "~/routes/resources/sso-saml-metadata";
import { getDb } from "~/server/app-context.server";
import { dataOf, formRequest, pageRequest, routeArgs, settle, TEST_ORIGIN } from "~tests/support/requests";
import { submitSignIn } from "~tests/support/sign-in";
import { companyWithSso } from "~tests/support/sso-companies";
import {
  type AssertionOptions,
  authnRequestIdFrom,
  newSigningKey,
  type SigningKey,
  samlResponse,
} from "~tests/support/sso-fakes/local-saml-idp";

/** Where the sign-in page sends a company's person on: its provider (decision 0101-sso). */
function continueAddress(answer: unknown): string {
  const body = (answer as { data?: { continueTo?: { location?: string } } }).data;
  return body?.continueTo?.location ?? "";
}

/**
 * Single sign-on through SAML 2.0 (decision 0101-sso) against an identity provider made in the
 * test: Campus's AuthnRequest is read from the redirect, and signed answers are posted to the ACS
 * as the IdP's page would. Forged, expired, misaddressed and replayed answers sign no one in.
 */
const IDP_ENTITY_ID = "https://idp.example.test/saml";
const IDP_SSO_URL = "https://idp.example.test/saml/sso";

let key: SigningKey;
let otherKey: SigningKey;
let company: Awaited<ReturnType<typeof companyWithSso>>;

beforeAll(async () => {
  [key, otherKey] = await Promise.all([newSigningKey(), newSigningKey()]);
  company = await companyWithSso({
    kind: "saml",
    entityId: IDP_ENTITY_ID,
    ssoUrl: IDP_SSO_URL,
    certificate: key.certificate,
  });
});

let addressCounter = 0;
const newAddress = () => `192.0.2.${++addressCounter}`;

/** Email first on the sign-in page: Campus sends the person on to the IdP with an AuthnRequest; its ID. */
async function startSignIn(email: string) {
  const location = continueAddress(await submitSignIn({ email }, newAddress()));
  expect(location.startsWith(IDP_SSO_URL)).toBe(true);
  return authnRequestIdFrom(location);
}

function answerFor(email: string, inResponseTo: string, overrides: Partial<AssertionOptions> = {}) {
  const sp = serviceProviderOf(company.id);
  return samlResponse({
    key,
    issuer: IDP_ENTITY_ID,
    audience: sp.entityId,
    acsUrl: sp.acsUrl,
    inResponseTo,
    email,
    name: "Ayanda Nkosi",
    ...overrides,
  });
}

function post(SAMLResponse: string, companyId = company.id) {
  const request = formRequest(`/sso/saml/${companyId}/acs`, { SAMLResponse });
  // The IdP's page posts from its own origin.
  request.headers.set("Origin", "https://idp.example.test");
  request.headers.set(CLIENT_ADDRESS_HEADER, newAddress());
  return settle(() => acs.action(routeArgs(request, { companyId })));
}

const accountOf = (email: string) =>
  getDb().selectFrom("user").select("id").where("email", "=", email).executeTakeFirst();

describe("SAML sign-in", () => {
  it("signs in with a signed answer, joins the company and lands on My learning; the same answer twice is refused", async () => {
    const email = `ayanda@${company.domain}`;
    const answer = answerFor(email, await startSignIn(email));
    const done = (await post(answer)) as Response;
    expect(done.status).toBe(302);
    expect(done.headers.get("Location")).toBe("/my-learning");
    expect(done.headers.getSetCookie().join(";")).toMatch(/session_token=/);
    const account = await accountOf(email);
    const employee = await getDb()
      .selectFrom("company_employees")
      .select("user_id")
      .where("company_id", "=", company.id)
      .where("email", "=", email)
      .executeTakeFirstOrThrow();
    expect(employee.user_id).toBe(account?.id);

    const replayed = dataOf<{ message: string }>(await post(answer));
    expect(replayed.status).toBe(400);
    expect(replayed.data.message).toMatch(/already been used or has expired/);
  });

  it("refuses an assertion id seen before, even under a new request", async () => {
    const email = `bongani@${company.domain}`;
    const first = (await post(
      answerFor(email, await startSignIn(email), { assertionId: "_same-assertion" }),
    )) as Response;
    expect(first.status).toBe(302);
    const again = dataOf<{ message: string }>(
      await post(answerFor(email, await startSignIn(email), { assertionId: "_same-assertion" })),
    );
    expect(again.status).toBe(400);
  });

  it.each([
    ["signed with another key", { key: undefined as unknown as SigningKey }, "forged"],
    ["expired", { validForMinutes: -10 }, "expired"],
    ["for another audience", { audience: "https://another-sp.example.test" }, "audience"],
    ["from another issuer", { issuer: "https://impostor.example.test" }, "issuer"],
  ])("refuses an answer %s and creates no account", async (_what, overrides, slug) => {
    const email = `${slug}@${company.domain}`;
    const changes = slug === "forged" ? { key: otherKey } : overrides;
    const refused = dataOf<{ message: string }>(await post(answerFor(email, await startSignIn(email), changes)));
    expect(refused.status).toBe(403);
    expect(refused.data.message).toMatch(/did not confirm who you are/);
    expect(await accountOf(email)).toBeUndefined();
  });

  it("refuses an answer for an address outside the company's domains", async () => {
    const email = `mpho@${company.domain}`;
    const refused = dataOf<{ message: string }>(
      await post(answerFor("mpho@not-the-company.example", await startSignIn(email))),
    );
    expect(refused.status).toBe(403);
    expect(refused.data.message).toMatch(/is not an address of this company's email domains/);
    expect(await accountOf("mpho@not-the-company.example")).toBeUndefined();
  });

  it("refuses an answer to a request made for another company", async () => {
    const other = await companyWithSso({
      kind: "saml",
      entityId: IDP_ENTITY_ID,
      ssoUrl: IDP_SSO_URL,
      certificate: key.certificate,
    });
    const email = `lindiwe@${other.domain}`;
    const requestId = await startSignIn(email);
    const refused = dataOf<{ message: string }>(await post(answerFor(email, requestId)));
    expect(refused.status).toBeGreaterThanOrEqual(400);
    expect(await accountOf(email)).toBeUndefined();
  });

  it("answers a post without SAMLResponse with 400, and serves the SP metadata", async () => {
    const empty = dataOf<{ message: string }>(await post(""));
    expect(empty.status).toBe(400);
    const served = (await metadata.loader(
      routeArgs(pageRequest(`/sso/saml/${company.id}/metadata`), { companyId: company.id }),
    )) as Response;
    const xml = await served.text();
    expect(xml).toContain(`entityID="${TEST_ORIGIN}/sso/saml/${company.id}/metadata"`);
    expect(xml).toContain(`Location="${TEST_ORIGIN}/sso/saml/${company.id}/acs"`);
  });
});
