import { describe, expect, it } from "vitest";
import type { RefusedReply } from "~/lib/action-reply";
import { CLIENT_ADDRESS_HEADER } from "~/lib/client-address.server";
import * as profileRoute from "~/routes/auth/profile";
import { cookiesFrom, dataOf, formRequest, routeArgs, settle } from "~tests/support/requests";
import { isSignedIn, sessionCookieFor, signedInAs, submitSignIn } from "~tests/support/sign-in";

/**
 * Change password on the profile: better-auth's changePassword behind Campus's form rules and the
 * sign-in throttle; the browser that changed it stays signed in, every other session ends.
 */

let addressCounter = 0;
const newAddress = () => `198.51.100.${++addressCounter}`;

function changePassword(cookie: string, fields: Record<string, string>, address = newAddress()) {
  const request = formRequest("/profile", { intent: "change-password", ...fields }, cookie);
  request.headers.set(CLIENT_ADDRESS_HEADER, address);
  return settle(() => profileRoute.action(routeArgs(request)));
}

const refused = (answer: unknown) => dataOf<RefusedReply>(answer);

describe("change password from the profile", () => {
  it("changes it with the current password, keeps this browser signed in and signs every other session out", async () => {
    const student = await signedInAs("student");
    const otherDevice = await sessionCookieFor(student);
    expect(await isSignedIn(otherDevice)).toBe(true);

    const answer = (await changePassword(student.cookie, {
      currentPassword: student.password,
      password: "a-new-password-1",
      confirmPassword: "a-new-password-1",
    })) as Response;
    expect(answer.status).toBe(302);
    expect(answer.headers.get("Location")).toBe("/profile");
    expect(answer.headers.get("Set-Cookie")).toContain("campus_toast");

    // This browser: the answer's new session cookie. The old sessions, here and elsewhere, are over.
    const newSession = cookiesFrom(answer)
      .split("; ")
      .filter((pair) => !pair.startsWith("campus_toast="))
      .join("; ");
    expect(await isSignedIn(newSession)).toBe(true);
    expect(await isSignedIn(otherDevice)).toBe(false);
    expect(await isSignedIn(student.cookie)).toBe(false);

    // The new password signs in; the old one does not.
    expect(((await submitSignIn({ email: student.email, password: "a-new-password-1" })) as Response).status).toBe(302);
    const old = refused(await submitSignIn({ email: student.email, password: student.password }));
    expect(old.status).toBe(400);
  });

  it("says what is wrong under each field, and changes nothing", async () => {
    const student = await signedInAs("student");
    const wrong = refused(
      await changePassword(student.cookie, {
        currentPassword: "not-my-password",
        password: "a-new-password-1",
        confirmPassword: "a-new-password-1",
      }),
    );
    expect(wrong.status).toBe(400);
    expect(wrong.data.fieldErrors).toEqual({ currentPassword: "The current password is incorrect." });
    expect(wrong.data.formError).toBeNull();
    expect(wrong.data.values).toEqual({ intent: "change-password" });

    const cases: Array<[Record<string, string>, Record<string, string>]> = [
      [
        { currentPassword: "", password: "", confirmPassword: "" },
        {
          currentPassword: "Enter your current password",
          password: "Password is required",
          confirmPassword: "Repeat the new password",
        },
      ],
      [
        { currentPassword: student.password, password: "short", confirmPassword: "short" },
        { password: "Password must be at least 8 characters" },
      ],
      [
        { currentPassword: student.password, password: "a-new-password-1", confirmPassword: "a-new-password-2" },
        { confirmPassword: "The two passwords do not match" },
      ],
      [
        { currentPassword: student.password, password: student.password, confirmPassword: student.password },
        { password: "Choose a new password that differs from the current one" },
      ],
    ];
    for (const [fields, fieldErrors] of cases) {
      const answer = refused(await changePassword(student.cookie, fields));
      expect(answer.status).toBe(400);
      expect(answer.data.fieldErrors).toEqual(fieldErrors);
    }
    // Nothing changed: the session lives and the password still signs in.
    expect(await isSignedIn(student.cookie)).toBe(true);
    expect(((await submitSignIn({ email: student.email, password: student.password })) as Response).status).toBe(302);
  });

  it("slows down wrong current passwords from one address as sign-in does (429 with Retry-After)", async () => {
    const student = await signedInAs("student");
    const address = newAddress();
    const statuses: number[] = [];
    let last: unknown;
    for (let guess = 0; guess < 5; guess++) {
      last = await changePassword(
        student.cookie,
        { currentPassword: `guess-${guess}`, password: "a-new-password-1", confirmPassword: "a-new-password-1" },
        address,
      );
      statuses.push(refused(last).status);
    }
    // Three free failures per account and address, then a wait that doubles.
    expect(statuses.slice(0, 3)).toEqual([400, 400, 400]);
    expect(statuses).toContain(429);
    const throttled = refused(
      await changePassword(
        student.cookie,
        { currentPassword: student.password, password: "a-new-password-1", confirmPassword: "a-new-password-1" },
        address,
      ),
    );
    expect(throttled.status).toBe(429);
    expect(throttled.data.formError).toMatch(/^Too many wrong passwords\. Please wait \d+ seconds? and try again\.$/);
    expect((last as { init?: { headers?: Record<string, string> } }).init?.headers?.["Retry-After"]).toMatch(/^\d+$/);
    // The password is unchanged.
    expect(await isSignedIn(student.cookie)).toBe(true);
  });

  it("sends a visitor who is not signed in to sign in", async () => {
    const answer = (await settle(() =>
      profileRoute.action(
        routeArgs(
          formRequest("/profile", {
            intent: "change-password",
            currentPassword: "x",
            password: "a-new-password-1",
            confirmPassword: "a-new-password-1",
          }),
        ),
      ),
    )) as Response;
    expect(answer.status).toBe(302);
    expect(answer.headers.get("Location")).toMatch(/^\/sign-in\?redirectTo=/);
  });
});
