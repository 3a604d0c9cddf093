import { describe, expect, it } from "vitest";
import * as authApiRoute from "~/routes/resources/auth-api";
import { getAuth, getDb } from "~/server/app-context.server";
import { insertUser } from "~/server/factories/user-factory";
import { routeArgs, settle, TEST_ORIGIN } from "~tests/support/requests";
import { signedInAs } from "~tests/support/sign-in";

/** better-auth's HTTP endpoints as a script would call them: /api/auth/* goes to routes/resources/auth-api.ts. */
function apiRequest(
  path: string,
  { method = "GET", body, cookie }: { method?: string; body?: unknown; cookie?: string } = {},
) {
  const headers = new Headers({ Origin: TEST_ORIGIN });
  if (body !== undefined) headers.set("Content-Type", "application/json");
  if (cookie) headers.set("Cookie", cookie);
  return new Request(`${TEST_ORIGIN}/api/auth${path}`, {
    method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}

async function callApi(request: Request): Promise<Response> {
  const handler = request.method === "GET" || request.method === "HEAD" ? authApiRoute.loader : authApiRoute.action;
  return (await settle(() => handler(routeArgs(request)))) as Response;
}

describe("better-auth's own endpoints", () => {
  it("never checks a password: 20 wrong guesses then the right one on /sign-in/email all answer 404, no session", async () => {
    const user = await insertUser(getAuth(), getDb());
    for (let guess = 0; guess < 20; guess++) {
      const response = await callApi(
        apiRequest("/sign-in/email", { method: "POST", body: { email: user.email, password: `guess-${guess}` } }),
      );
      expect(response.status).toBe(404);
    }
    const right = await callApi(
      apiRequest("/sign-in/email", { method: "POST", body: { email: user.email, password: user.password } }),
    );
    expect(right.status).toBe(404);
    expect(right.headers.getSetCookie()).toEqual([]);
    const sessions = await getDb().selectFrom("session").select("id").where("userId", "=", user.id).execute();
    expect(sessions).toHaveLength(0);
  });

  it("does not hand the session token to scripts on /get-session", async () => {
    const { cookie } = await signedInAs("student");
    const token = decodeURIComponent(cookie.match(/better-auth\.session_token=([^;]+)/)?.[1] ?? "").split(".")[0];
    expect(token.length).toBeGreaterThan(10);
    const response = await callApi(apiRequest("/get-session", { cookie }));
    expect(response.status).toBe(404);
    expect(await response.text()).not.toContain(token);
  });

  it.each([
    ["a 5,000-character name", { name: "x".repeat(5000) }],
    ["a javascript: image", { image: "javascript:alert(document.cookie)" }],
  ])("does not let /update-user save %s past the profile rules", async (_label, body) => {
    const { cookie, ...user } = await signedInAs("student");
    const response = await callApi(apiRequest("/update-user", { method: "POST", body, cookie }));
    expect(response.status).toBe(404);
    const saved = await getDb()
      .selectFrom("user")
      .select(["name", "image"])
      .where("id", "=", user.id)
      .executeTakeFirstOrThrow();
    expect(saved).toEqual({ name: user.name, image: null });
  });

  it.each([
    ["POST", "/sign-up/email"],
    ["POST", "/request-password-reset"],
    ["POST", "/reset-password"],
    ["POST", "/change-password"],
    ["POST", "/change-email"],
    ["POST", "/set-password"],
    ["POST", "/delete-user"],
    ["POST", "/send-verification-email"],
    ["POST", "/sign-out"],
    ["POST", "/revoke-sessions"],
    ["GET", "/list-sessions"],
    ["GET", "/list-accounts"],
    ["GET", "/ok"],
    ["GET", "/error"],
    ["GET", "/get-session"],
    ["GET", "/anything-else"],
  ])("answers 404 to %s %s", async (method, path) => {
    const { cookie } = await signedInAs("student");
    const response = await callApi(apiRequest(path, { method, body: method === "POST" ? {} : undefined, cookie }));
    expect(response.status).toBe(404);
  });

  it("keeps the reset-password link working, and it always lands on /reset-password", async () => {
    const user = await insertUser(getAuth(), getDb());
    await getAuth().api.requestPasswordReset({
      body: { email: user.email, redirectTo: `${TEST_ORIGIN}/reset-password` },
    });
    const mail = await getDb()
      .selectFrom("outbox")
      .select("text")
      .where("to_email", "=", user.email)
      .executeTakeFirstOrThrow();
    const link = new URL(mail.text.match(/https?:\/\/\S+/)?.[0] ?? "");
    expect(link.pathname).toMatch(/^\/api\/auth\/reset-password\/\w+$/);
    const token = link.pathname.split("/").pop();

    const followed = await callApi(new Request(link));
    expect(followed.status).toBe(302);
    expect(new URL(followed.headers.get("Location") ?? "", TEST_ORIGIN).pathname).toBe("/reset-password");
    expect(followed.headers.get("Location")).toContain(`token=${token}`);

    link.searchParams.set("callbackURL", "https://evil.example/steal");
    const forged = await callApi(new Request(link));
    expect(forged.headers.get("Location")).not.toContain("evil.example");
  });
});
