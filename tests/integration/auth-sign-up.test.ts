import { describe, expect, it } from "vitest";
import { CLIENT_ADDRESS_HEADER } from "~/lib/client-address.server";
import { CONFIRM_EMAIL_SUBJECT, EXISTING_ACCOUNT_SUBJECT } from "~/platform/auth/account-emails";
import { checkSignUpLimits } from "~/platform/auth/account-mail-throttle.server";
import * as forgotPasswordRoute from "~/routes/auth/forgot-password";
import * as signInRoute from "~/routes/auth/sign-in";
import * as signUpRoute from "~/routes/auth/sign-up";
import * as authApiRoute from "~/routes/resources/auth-api";
import { getAuth, getDb } from "~/server/app-context.server";
import { insertUser } from "~/server/factories/user-factory";
import { outboxTo } from "~tests/support/outbox";
import { cookiesFrom, dataOf, formRequest, pageRequest, routeArgs, settle } from "~tests/support/requests";
import { submitSignIn } from "~tests/support/sign-in";

let addressCounter = 0;
const newAddress = () => `198.51.100.${++addressCounter}`;

function fromAddress(request: Request, address: string) {
  request.headers.set(CLIENT_ADDRESS_HEADER, address);
  return request;
}

async function signUp(fields: Record<string, string>, address = newAddress()) {
  return settle(() =>
    signUpRoute.action(routeArgs(fromAddress(formRequest("/sign-up", { privacyConsent: "on", ...fields }), address))),
  );
}

/** What a stranger sees: status, the shown data, and whether a cookie came back. */
async function visibleAnswer(result: unknown) {
  const { data, status } = dataOf<Record<string, unknown>>(result);
  const cookies = result instanceof Response ? result.headers.getSetCookie() : [];
  return { status, data, cookies };
}

describe("sign-up without enumeration", () => {
  it("answers a registered address exactly like a new one, and mails the owner instead", async () => {
    const owner = await insertUser(getAuth(), getDb(), { name: "Existing Owner" });
    const newcomer = { name: "New Person", email: "new-person@example.test", password: "a-long-password" };
    const forNew = await visibleAnswer(await signUp(newcomer));
    const forExisting = await visibleAnswer(
      await signUp({ name: "Someone Else", email: owner.email, password: "another-password" }),
    );

    expect(forExisting).toEqual({ ...forNew, data: { ...forNew.data } });
    expect(forNew.status).toBe(200);
    expect(forNew.cookies).toEqual([]);
    expect(forNew.data.sent).toMatch(/We have sent an email to that address/);
    expect(JSON.stringify(forExisting)).not.toMatch(/already exists/i);

    const ownerMail = await outboxTo(owner.email);
    expect(ownerMail.map((mail) => mail.subject)).toEqual([EXISTING_ACCOUNT_SUBJECT]);
    expect(ownerMail[0].text).toContain("http://localhost:3000/sign-in");
    expect(ownerMail[0].text).toContain("http://localhost:3000/forgot-password");
    // The owner's password and name are untouched.
    const signIn = (await submitSignIn({ email: owner.email, password: owner.password })) as Response;
    expect(signIn.status).toBe(302);
    const stored = await getDb().selectFrom("user").select("name").where("email", "=", owner.email).executeTakeFirst();
    expect(stored?.name).toBe("Existing Owner");
  });

  it("opens a new account only through the link in its email, then signs it in", async () => {
    const person = { name: "Lindiwe Dube", email: "lindiwe@example.test", password: "lindiwe-password" };
    await signUp(person);

    const early = dataOf<{ formError: string }>(await submitSignIn({ email: person.email, password: person.password }));
    expect(early.status).toBe(403);
    expect(early.data.formError).toMatch(/confirm your email address first/);

    const mail = (await outboxTo(person.email)).find((message) => message.subject === CONFIRM_EMAIL_SUBJECT);
    const link = new URL(mail?.text.match(/https?:\/\/\S+/)?.[0] ?? "");
    expect(link.pathname).toBe("/api/auth/verify-email");
    const confirmed = (await settle(() => authApiRoute.loader(routeArgs(new Request(link))))) as Response;
    expect(confirmed.status).toBe(302);
    expect(confirmed.headers.get("Location")).toBe("/sign-in");
    const cookie = cookiesFrom(confirmed);
    expect(cookie).toMatch(/better-auth\.session_token=/);
    const landing = (await settle(() => signInRoute.loader(routeArgs(pageRequest("/sign-in", cookie))))) as Response;
    expect(landing.headers.get("Location")).toBe("/my-learning");
  });

  it("sends a failed confirmation link back to sign-in with a message, never elsewhere", async () => {
    const forged = new Request(
      "http://localhost:3000/api/auth/verify-email?token=forged&callbackURL=https://evil.example",
    );
    const response = (await settle(() => authApiRoute.loader(routeArgs(forged)))) as Response;
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toMatch(/^\/sign-in\?error=/);
  });
});

describe("sign-up and reset-mail limits", () => {
  it("stops one address after 30 sign-ups an hour", async () => {
    const address = newAddress();
    // 29 sign-ups counted directly (each real one hashes a password: slow on a shared machine), the 30th through the form.
    for (let attempt = 0; attempt < 29; attempt++)
      await checkSignUpLimits(getDb(), `bulk-${attempt}@example.test`, address);
    const thirtieth = await visibleAnswer(
      await signUp({ name: "Bulk", email: "bulk-29@example.test", password: "a-long-password" }, address),
    );
    expect(thirtieth.status).toBe(200);
    const refused = await visibleAnswer(
      await signUp({ name: "Bulk", email: "bulk-last@example.test", password: "a-long-password" }, address),
    );
    expect(refused.status).toBe(429);
    expect(refused.data.formError).toBe("Too many sign-ups from here. Please try again in an hour.");
    expect(await outboxTo("bulk-last@example.test")).toHaveLength(0);
  });

  it("mails one inbox at most three times an hour, however many addresses ask, without saying so", async () => {
    const owner = await insertUser(getAuth(), getDb());
    const answers = [];
    for (let attempt = 0; attempt < 6; attempt++) {
      answers.push(await visibleAnswer(await signUp({ name: "X", email: owner.email, password: "a-long-password" })));
    }
    expect(new Set(answers.map((answer) => JSON.stringify(answer))).size).toBe(1);
    expect(await outboxTo(owner.email)).toHaveLength(3);
  });

  it("limits reset mails per inbox across addresses and per address, and answers alike for unknown emails", async () => {
    const owner = await insertUser(getAuth(), getDb());
    const forgot = (email: string, address = newAddress()) =>
      forgotPasswordRoute.action(routeArgs(fromAddress(formRequest("/forgot-password", { email }), address)));

    const known = dataOf(await forgot(owner.email));
    const unknown = dataOf(await forgot("nobody-here@example.test"));
    expect(unknown).toEqual(known);
    for (let attempt = 0; attempt < 5; attempt++) expect(dataOf(await forgot(owner.email)).status).toBe(200);
    expect(await outboxTo(owner.email)).toHaveLength(3);

    const address = newAddress();
    for (let attempt = 0; attempt < 10; attempt++) await forgot(`someone-${attempt}@example.test`, address);
    const refused = dataOf<{ formError: string }>(await forgot("someone-else@example.test", address));
    expect(refused.status).toBe(429);
    expect(refused.data.formError).toBe("Too many requests. Please try again in an hour.");
  });
});
