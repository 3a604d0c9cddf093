import { describe, expect, it } from "vitest";
import { privacyConsentMessage } from "~/lib/privacy-consent";
import * as adminSettingsRoute from "~/routes/admin/site-settings";
import * as editProfileRoute from "~/routes/auth/edit-profile";
import * as profileRoute from "~/routes/auth/profile";
import * as signInRoute from "~/routes/auth/sign-in";
import * as signUpRoute from "~/routes/auth/sign-up";
import * as userLandingRoute from "~/routes/auth/user-landing";
import { getAuth, getDb } from "~/server/app-context.server";
import { insertUser } from "~/server/factories/user-factory";
import { dataOf, formRequest, pageRequest, routeArgs, settle } from "~tests/support/requests";
import { sessionCookieFor, submitSignIn } from "~tests/support/sign-in";

describe("sign-up", () => {
  it("creates an unconfirmed student account and asks to confirm the email (sign-in follows the link)", async () => {
    const result = await settle(() =>
      signUpRoute.action(
        routeArgs(
          formRequest("/sign-up", {
            name: "Lerato Molefe",
            email: "Lerato@Example.test",
            password: "a-long-password",
            privacyConsent: "on",
          }),
        ),
      ),
    );
    // Confirmation and the landing page are covered in auth-sign-up.test.ts.
    const { data, status } = dataOf<{ sent: string }>(result);
    expect(status).toBe(200);
    expect(data.sent).toMatch(/follow the link in it to finish signing up/);
    const user = await getDb()
      .selectFrom("user")
      .selectAll()
      .where("email", "=", "lerato@example.test")
      .executeTakeFirstOrThrow();
    expect(user.role).toBe("student");
    const account = await getDb()
      .selectFrom("account" as never)
      .selectAll()
      .where("userId" as never, "=", user.id as never)
      .executeTakeFirstOrThrow();
    // Hashed, never the password itself.
    expect(JSON.stringify(account)).not.toContain("a-long-password");
  });

  it("refuses a role sent with the sign-up form", async () => {
    await settle(() =>
      signUpRoute.action(
        routeArgs(
          formRequest("/sign-up", {
            name: "Sneaky",
            email: "sneaky@example.test",
            password: "a-long-password",
            privacyConsent: "on",
            role: "admin",
          }),
        ),
      ),
    );
    const user = await getDb()
      .selectFrom("user")
      .select("role")
      .where("email", "=", "sneaky@example.test")
      .executeTakeFirstOrThrow();
    expect(user.role).toBe("student");
  });

  it("gives a message per field for missing and malformed input", async () => {
    const result = await signUpRoute.action(
      routeArgs(formRequest("/sign-up", { name: "", email: "not-an-email", password: "short" })),
    );
    const { data, status } = dataOf<{ fieldErrors: Record<string, string> }>(result);
    expect(status).toBe(400);
    expect(data.fieldErrors).toEqual({
      name: "Name is required",
      email: "Enter a valid email address",
      password: "Password must be at least 8 characters",
      privacyConsent: privacyConsentMessage(),
    });
  });
});

describe("sign-in", () => {
  it("sends each role to its landing page", async () => {
    for (const [role, landing] of [
      ["admin", "/admin/overview"],
      ["instructor", "/instructor/dashboard"],
      ["student", "/my-learning"],
    ] as const) {
      const user = await insertUser(getAuth(), getDb(), { role });
      const response = (await submitSignIn({ email: user.email, password: user.password })) as Response;
      expect(response.headers.get("Location")).toBe(landing);
    }
  });

  it("sends a signed-in person from /user, /sign-in and /sign-up to their role's home", async () => {
    for (const [role, landing] of [
      ["admin", "/admin/overview"],
      ["instructor", "/instructor/dashboard"],
      ["student", "/my-learning"],
    ] as const) {
      const cookie = await sessionCookieFor(await insertUser(getAuth(), getDb(), { role }));
      const fromUser = (await settle(() =>
        userLandingRoute.loader(routeArgs(pageRequest("/user", cookie))),
      )) as Response;
      const fromSignIn = (await settle(() =>
        signInRoute.loader(routeArgs(pageRequest("/sign-in", cookie))),
      )) as Response;
      const fromSignUp = (await settle(() =>
        signUpRoute.loader(routeArgs(pageRequest("/sign-up", cookie))),
      )) as Response;
      expect([fromUser, fromSignIn, fromSignUp].map((response) => response.headers.get("Location"))).toEqual([
        landing,
        landing,
        landing,
      ]);
    }
  });

  it("lets a safe redirectTo win over the role's home, for every role", async () => {
    for (const role of ["admin", "instructor", "student"] as const) {
      const user = await insertUser(getAuth(), getDb(), { role });
      const response = (await submitSignIn({
        email: user.email,
        password: user.password,
        redirectTo: "/events?x=1",
      })) as Response;
      expect(response.headers.get("Location")).toBe("/events?x=1");
    }
  });

  it("keeps the session for 30 days only with remember me", async () => {
    const user = await insertUser(getAuth(), getDb());
    const remembered = (await submitSignIn({
      email: user.email,
      password: user.password,
      rememberMe: "on",
    })) as Response;
    const rememberedCookie = remembered.headers
      .getSetCookie()
      .find((line) => line.startsWith("better-auth.session_token"));
    expect(rememberedCookie).toMatch(/Max-Age=2592000/);
    expect(rememberedCookie).toMatch(/HttpOnly/);
    expect(rememberedCookie).toMatch(/SameSite=Lax/i);

    const forgotten = (await submitSignIn({ email: user.email, password: user.password })) as Response;
    const sessionCookie = forgotten.headers.getSetCookie().find((line) => line.startsWith("better-auth.session_token"));
    expect(sessionCookie).toBeDefined();
    expect(sessionCookie).not.toMatch(/Max-Age|Expires/i);
  });

  it("gives the same message for a wrong password and an unknown email", async () => {
    const user = await insertUser(getAuth(), getDb());
    const wrongPassword = dataOf<{ formError: string }>(
      await submitSignIn({ email: user.email, password: "not-the-password" }),
    );
    const unknownEmail = dataOf<{ formError: string }>(
      await submitSignIn({ email: "nobody@example.test", password: "whatever-password" }),
    );
    expect(wrongPassword.status).toBe(400);
    expect(wrongPassword.data.formError).toBe("The email or password is incorrect.");
    expect(unknownEmail.data.formError).toBe(wrongPassword.data.formError);
  });

  it("slows down an address that keeps failing on one email, even with the right password", async () => {
    const user = await insertUser(getAuth(), getDb());
    for (let attempt = 0; attempt < 5; attempt++) await submitSignIn({ email: user.email, password: "wrong-password" });
    const blocked = dataOf<{ formError: string }>(await submitSignIn({ email: user.email, password: user.password }));
    expect(blocked.status).toBe(429);
    expect(blocked.data.formError).toMatch(/Too many failed sign-in attempts/);
  });

  it("returns to the page a signed-out visitor was sent away from, and only to this site", async () => {
    const user = await insertUser(getAuth(), getDb());
    const back = (await submitSignIn({
      email: user.email,
      password: user.password,
      redirectTo: "/edit-profile",
    })) as Response;
    expect(back.headers.get("Location")).toBe("/edit-profile");
    const offsite = (await submitSignIn({
      email: user.email,
      password: user.password,
      redirectTo: "//evil.example/x",
    })) as Response;
    expect(offsite.headers.get("Location")).toBe("/my-learning");
  });
});

describe("guards", () => {
  it("sends signed-out visitors from the profile to sign-in and back", async () => {
    const result = (await settle(() => profileRoute.loader(routeArgs(pageRequest("/profile"))))) as Response;
    expect(result.status).toBe(302);
    expect(result.headers.get("Location")).toBe("/sign-in?redirectTo=%2Fprofile");
  });

  it("counts instructors as signed in on profile pages", async () => {
    const instructor = await insertUser(getAuth(), getDb(), { role: "instructor" });
    const cookie = await sessionCookieFor(instructor);
    const result = await profileRoute.loader(routeArgs(pageRequest("/profile", cookie)));
    expect(result.user.email).toBe(instructor.email);
  });

  it("answers 403 to a student on an admin screen, in the loader and the action", async () => {
    const student = await insertUser(getAuth(), getDb());
    const cookie = await sessionCookieFor(student);
    const loaderResult = (await settle(() =>
      adminSettingsRoute.loader(routeArgs(pageRequest("/admin", cookie))),
    )) as Response;
    expect(loaderResult.status).toBe(403);
    const actionResult = (await settle(() =>
      adminSettingsRoute.action(routeArgs(formRequest("/admin", { siteName: "Mine now" }, cookie))),
    )) as Response;
    expect(actionResult.status).toBe(403);
  });
});

describe("edit profile", () => {
  it("saves name, email and bio but never a role", async () => {
    const student = await insertUser(getAuth(), getDb());
    const cookie = await sessionCookieFor(student);
    const response = (await settle(() =>
      editProfileRoute.action(
        routeArgs(
          formRequest(
            "/edit-profile",
            {
              name: "New Name",
              email: "new-address@example.test",
              bio: "Quality manager",
              role: "admin",
              version: "1",
            },
            cookie,
          ),
        ),
      ),
    )) as Response;
    expect(response.headers.get("Location")).toBe("/profile");
    const saved = await getDb().selectFrom("user").selectAll().where("id", "=", student.id).executeTakeFirstOrThrow();
    expect(saved).toMatchObject({
      name: "New Name",
      email: "new-address@example.test",
      bio: "Quality manager",
      role: "student",
    });
  });

  it("refuses an email another account uses, keeping what was saved", async () => {
    const first = await insertUser(getAuth(), getDb(), { name: "First Person" });
    const second = await insertUser(getAuth(), getDb());
    const cookie = await sessionCookieFor(second);
    const result = dataOf<{ fieldErrors: Record<string, string> }>(
      await editProfileRoute.action(
        routeArgs(formRequest("/edit-profile", { name: "Second", email: first.email, bio: "", version: "1" }, cookie)),
      ),
    );
    expect(result.status).toBe(400);
    expect(result.data.fieldErrors.email).toBe("Another account already uses this email.");
    const unchanged = await getDb()
      .selectFrom("user")
      .select(["name", "email"])
      .where("id", "=", second.id)
      .executeTakeFirstOrThrow();
    expect(unchanged.email).toBe(second.email);
  });
});
