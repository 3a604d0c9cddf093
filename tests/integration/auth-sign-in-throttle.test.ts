import { describe, expect, it } from "vitest";
import { recordFailedSignIn, signInWaitSeconds } from "~/platform/auth/sign-in-throttle.server";
import { getAuth, getDb } from "~/server/app-context.server";
import { insertUser } from "~/server/factories/user-factory";
import { dataOf } from "~tests/support/requests";
import { submitSignIn } from "~tests/support/sign-in";

let addressCounter = 0;
const newAddress = () => `203.0.113.${++addressCounter}`;

describe("sign-in throttle", () => {
  it("lets the owner sign in from their own address after an attacker's 50 failures from another", async () => {
    const owner = await insertUser(getAuth(), getDb());
    const attacker = newAddress();
    const statuses = new Set<number>();
    for (let guess = 0; guess < 50; guess++) {
      statuses.add(dataOf(await submitSignIn({ email: owner.email, password: `guess-${guess}` }, attacker)).status);
    }
    // The attacker was slowed down...
    expect(statuses).toContain(429);
    const attackerWithRightPassword = dataOf(
      await submitSignIn({ email: owner.email, password: owner.password }, attacker),
    );
    expect(attackerWithRightPassword.status).toBe(429);
    // ...the owner was not.
    const ownerAttempt = (await submitSignIn(
      { email: owner.email, password: owner.password },
      newAddress(),
    )) as Response;
    expect(ownerAttempt.status).toBe(302);
    expect(ownerAttempt.headers.get("Location")).toBe("/my-learning");
  });

  it("lets the owner in after failures spread over many addresses; only the failing addresses wait", async () => {
    const owner = await insertUser(getAuth(), getDb());
    const botnet = Array.from({ length: 60 }, newAddress);
    const now = Date.now();
    for (const address of botnet) await recordFailedSignIn(getDb(), owner.email, address, now);
    // Each bot failed once (under the per-address bar), but the account is past its high bar.
    expect(await signInWaitSeconds(getDb(), owner.email, botnet[0], now)).toBeGreaterThan(0);
    const bot = dataOf<{ formError: string }>(
      await submitSignIn({ email: owner.email, password: owner.password }, botnet[0]),
    );
    expect(bot.status).toBe(429);

    const ownerAttempt = (await submitSignIn(
      { email: owner.email, password: owner.password },
      newAddress(),
    )) as Response;
    expect(ownerAttempt.status).toBe(302);
  });

  it("makes each further failure from one address wait twice as long, up to 15 minutes", async () => {
    const email = "delays@example.test";
    const address = newAddress();
    const start = Date.UTC(2026, 10, 23, 9, 0, 0);
    const waits: number[] = [];
    let now = start;
    for (let failure = 1; failure <= 16; failure++) {
      await recordFailedSignIn(getDb(), email, address, now);
      const wait = await signInWaitSeconds(getDb(), email, address, now);
      waits.push(wait);
      now += wait * 1000;
      // Once the wait is over the address may try again.
      expect(await signInWaitSeconds(getDb(), email, address, now)).toBe(0);
    }
    expect(waits).toEqual([0, 0, 1, 2, 4, 8, 16, 32, 64, 128, 256, 512, 900, 900, 900, 900]);
    // Another address trying the same account is not slowed down.
    expect(await signInWaitSeconds(getDb(), email, newAddress(), now)).toBe(0);
    // Failures are forgotten a day after the last one.
    expect(await signInWaitSeconds(getDb(), email, address, now + 24 * 60 * 60 * 1000 + 1)).toBe(0);
  });

  it("says how long to wait, in the page's words, with Retry-After", async () => {
    const user = await insertUser(getAuth(), getDb());
    const address = newAddress();
    for (let guess = 0; guess < 3; guess++)
      await submitSignIn({ email: user.email, password: "wrong-password" }, address);
    const blocked = (await submitSignIn({ email: user.email, password: "wrong-password" }, address)) as unknown;
    const { data, status } = dataOf<{ formError: string }>(blocked);
    expect(status).toBe(429);
    expect(data.formError).toMatch(/^Too many failed sign-in attempts\. Please wait \d+ seconds? and try again\.$/);
    const init = (blocked as { init?: { headers?: Record<string, string> } }).init;
    expect(Number(init?.headers?.["Retry-After"])).toBeGreaterThan(0);
  });

  it("forgets the owner's own typos once they get it right", async () => {
    const user = await insertUser(getAuth(), getDb());
    const address = newAddress();
    await submitSignIn({ email: user.email, password: "typo-1" }, address);
    await submitSignIn({ email: user.email, password: "typo-2" }, address);
    expect(((await submitSignIn({ email: user.email, password: user.password }, address)) as Response).status).toBe(
      302,
    );
    expect(await signInWaitSeconds(getDb(), user.email, address)).toBe(0);
    await submitSignIn({ email: user.email, password: "typo-3" }, address);
    await submitSignIn({ email: user.email, password: "typo-4" }, address);
    expect(await signInWaitSeconds(getDb(), user.email, address)).toBe(0);
  });
});

describe("redirect after sign-in", () => {
  /** Where a new account lands after signing in with this redirectTo. */
  async function landingFor(redirectTo: string) {
    const user = await insertUser(getAuth(), getDb());
    const response = (await submitSignIn(
      { email: user.email, password: user.password, redirectTo },
      newAddress(),
    )) as Response;
    return response.headers.get("Location");
  }

  it.each([
    "/\t/evil.example",
    "//evil.example/x",
    "/\\evil.example",
    "/%2F%2Fevil.example",
    "https://evil.example",
    // Dot segments resolved after the check would come out as "//evil.example".
    "/.//evil.example",
    "/a/..//evil.example",
    "/%2e//evil.example",
  ])("lands %j on the role's page", async (redirectTo) => {
    expect(await landingFor(redirectTo)).toBe("/my-learning");
  });

  it("lands redirectTo=%2F%09%2Fevil.example from the query string on a local path", async () => {
    const redirectTo = new URLSearchParams("redirectTo=%2F%09%2Fevil.example").get("redirectTo") ?? "";
    expect(await landingFor(redirectTo)).toBe("/my-learning");
  });

  it("still returns to a local page", async () => {
    expect(await landingFor("/courses?search=quality%20management")).toBe("/courses?search=quality%20management");
  });
});
