import { describe, expect, it } from "vitest";
import type { RefusedReply } from "~/lib/action-reply";
import { nulByteMessage } from "~/lib/request-body.server";
import * as usersRoute from "~/routes/admin/users";
import * as forgotPasswordRoute from "~/routes/auth/forgot-password";
import * as resetPasswordRoute from "~/routes/auth/reset-password";
import * as authApiRoute from "~/routes/resources/auth-api";
import { getAuth, getDb } from "~/server/app-context.server";
import { insertUser } from "~/server/factories/user-factory";
import { insertListedAccounts } from "~tests/support/listed-accounts";
import { outboxTo } from "~tests/support/outbox";
import { dataOf, formRequest, pageRequest, routeArgs, settle } from "~tests/support/requests";
import { signedInAs, submitSignIn } from "~tests/support/sign-in";

/** 'Add user' on /admin/users: an account with no password, and an invitation whose link sets one. */

const invite = (fields: Record<string, string>, cookie?: string) =>
  settle(() => usersRoute.action(routeArgs(formRequest("/admin/users", { intent: "invite-user", ...fields }, cookie))));

type Refused = RefusedReply;

async function accountsWithEmail(email: string) {
  return getDb().selectFrom("user").selectAll().where("email", "=", email).execute();
}

async function credentialRows(userId: string) {
  return getDb()
    .selectFrom("account" as never)
    .select("id" as never)
    .where("userId" as never, "=", userId as never)
    .execute();
}

describe("admin adds a user", () => {
  it("opens the whole list after Add user, on the page that shows the new account among the others", async () => {
    const admin = await signedInAs("admin");
    // Enough accounts before the new one (by name) that it is on a later page.
    await insertListedAccounts(Array.from({ length: 30 }, (_, index) => ({ name: `Aaron Listed ${index}` })));
    const email = `zola.${Date.now()}@example.test`;
    const answer = (await invite({ name: "Zola Mthembu", email, role: "student" }, admin.cookie)) as Response;
    expect(answer.status).toBe(302);
    const location = answer.headers.get("Location") ?? "";
    expect(location).toMatch(/^\/admin\/users(\?page=\d+)?$/);

    const listed = await usersRoute.loader(routeArgs(pageRequest(location, admin.cookie)));
    expect(listed.search).toBe("");
    expect(listed.users.map((user) => user.email)).toContain(email);
    expect(listed.users.length).toBeGreaterThan(1);
    expect(listed.total).toBeGreaterThan(30);
  });

  it("creates the account with its role and no password, queues one invitation whose link sets a password, then the person signs in on their role's home", async () => {
    const admin = await signedInAs("admin", { name: "Naledi Dlamini" });
    const email = `zanele.${Date.now()}@example.test`;

    const answer = (await invite(
      { name: "Zanele Khumalo", email: email.toUpperCase(), role: "instructor" },
      admin.cookie,
    )) as Response;
    expect(answer.status).toBe(302);
    expect(answer.headers.get("Set-Cookie")).toContain("campus_toast");

    const [account] = await accountsWithEmail(email);
    expect(account).toMatchObject({ name: "Zanele Khumalo", role: "instructor", bio: null });
    expect(Boolean(account?.emailVerified)).toBe(false);
    expect(Boolean(account?.deactivated)).toBe(false);
    const userId = account?.id as string;
    expect(await credentialRows(userId)).toHaveLength(0);

    // Listed at once.
    const listed = await usersRoute.loader(routeArgs(pageRequest(`/admin/users?q=${email}`, admin.cookie)));
    expect(listed.users.map((user) => [user.email, user.role, user.isConfirmed])).toEqual([
      [email, "instructor", false],
    ]);

    // No password yet: nobody signs in as the account.
    const early = dataOf<{ formError: string }>(await submitSignIn({ email, password: "anything-at-all" }));
    expect(early.data.formError).toBe("The email or password is incorrect.");

    const mails = await outboxTo(email);
    expect(mails).toHaveLength(1);
    const mail = mails[0];
    expect(mail?.subject).toBe("You are invited to Campus");
    expect(mail?.to_name).toBe("Zanele Khumalo");
    expect(mail?.text).toContain("Naledi Dlamini has invited you to Campus as an instructor.");
    expect(mail?.text).toContain("The link below sets your password.");
    const link = mail?.text.match(/https?:\/\/\S+/)?.[0] ?? "";
    expect(new URL(link).pathname).toMatch(/^\/api\/auth\/reset-password\/[A-Za-z0-9]{32}$/);
    expect(mail?.html).toContain(link);

    // The link: better-auth checks the token and opens the reset-password page with it.
    const opened = (await settle(() =>
      authApiRoute.loader(routeArgs(pageRequest(new URL(link).pathname))),
    )) as Response;
    expect(opened.status).toBe(302);
    const resetPage = new URL(opened.headers.get("Location") ?? "", "http://localhost:3000");
    expect(resetPage.pathname).toBe("/reset-password");
    const token = resetPage.searchParams.get("token") ?? "";
    expect(link.endsWith(`/${token}`)).toBe(true);

    const reset = (await settle(() =>
      resetPasswordRoute.action(
        routeArgs(
          formRequest("/reset-password", {
            token,
            password: "zanele-chose-this",
            confirmPassword: "zanele-chose-this",
          }),
        ),
      ),
    )) as Response;
    expect(reset.headers.get("Location")).toBe("/sign-in");

    // Setting the password through the emailed link proved the address.
    const [confirmed] = await accountsWithEmail(email);
    expect(Boolean(confirmed?.emailVerified)).toBe(true);
    const relisted = await usersRoute.loader(routeArgs(pageRequest(`/admin/users?q=${email}`, admin.cookie)));
    expect(relisted.users[0]?.isConfirmed).toBe(true);
    const signedIn = (await submitSignIn({ email, password: "zanele-chose-this" })) as Response;
    expect(signedIn.headers.get("Location")).toBe("/instructor/dashboard");

    // The link is used up.
    const reused = dataOf<{ formError: string }>(
      await resetPasswordRoute.action(
        routeArgs(
          formRequest("/reset-password", { token, password: "someone-else-1", confirmPassword: "someone-else-1" }),
        ),
      ),
    );
    expect(reused.status).toBe(400);
    expect(reused.data.formError).toMatch(/invalid or has expired/);
  });

  it("gives the invitation link a week, then refuses it; forgot-password still reaches the account", async () => {
    const admin = await signedInAs("admin");
    const email = `week.${Date.now()}@example.test`;
    await invite({ name: "Sipho Ndlovu", email, role: "student" }, admin.cookie);
    const [account] = await accountsWithEmail(email);
    const verification = (await getDb()
      .selectFrom("verification" as never)
      .select(["identifier" as never, "expiresAt" as never])
      .where("value" as never, "=", account?.id as never)
      .executeTakeFirstOrThrow()) as { identifier: string; expiresAt: string | Date };
    const lifetime = new Date(verification.expiresAt).getTime() - Date.now();
    expect(lifetime).toBeGreaterThan(7 * 86_400_000 - 60_000);
    expect(lifetime).toBeLessThanOrEqual(7 * 86_400_000);

    await getDb()
      .updateTable("verification" as never)
      .set({ expiresAt: new Date(Date.now() - 1000).toISOString() } as never)
      .where("identifier" as never, "=", verification.identifier as never)
      .execute();
    const token = verification.identifier.replace("reset-password:", "");
    const expired = dataOf<{ formError: string }>(
      await resetPasswordRoute.action(
        routeArgs(
          formRequest("/reset-password", { token, password: "too-late-pass", confirmPassword: "too-late-pass" }),
        ),
      ),
    );
    expect(expired.status).toBe(400);
    expect(expired.data.formError).toMatch(/invalid or has expired/);

    // As the invitation says: a new link from forgot-password sets the password all the same.
    await forgotPasswordRoute.action(routeArgs(formRequest("/forgot-password", { email })));
    const resetMail = (await outboxTo(email)).find((mail) => mail.subject === "Reset your Campus password");
    const resetToken = new URL(resetMail?.text.match(/https?:\/\/\S+/)?.[0] ?? "").pathname.split("/").pop() ?? "";
    const reset = (await settle(() =>
      resetPasswordRoute.action(
        routeArgs(
          formRequest("/reset-password", {
            token: resetToken,
            password: "second-chance",
            confirmPassword: "second-chance",
          }),
        ),
      ),
    )) as Response;
    expect(reset.headers.get("Location")).toBe("/sign-in");
    const signedIn = (await submitSignIn({ email, password: "second-chance" })) as Response;
    expect(signedIn.headers.get("Location")).toBe("/my-learning");
  });

  it("refuses an email that already has an account (any case) as a conflict with the message, and sends nothing", async () => {
    const admin = await signedInAs("admin");
    const existing = await insertUser(getAuth(), getDb(), { name: "Lerato Mahlangu" });
    const before = await outboxTo(existing.email);

    const answer = dataOf<Refused>(
      await invite({ name: "Someone Else", email: existing.email.toUpperCase(), role: "admin" }, admin.cookie),
    );
    expect(answer.status).toBe(409);
    expect(answer.data.reason).toBe("conflict");
    expect(answer.data.fieldErrors).toEqual({ email: "An account with this email already exists." });
    expect(answer.data.formError).toBe("An account with this email already exists.");
    expect(answer.data.values).toMatchObject({ name: "Someone Else", role: "admin" });
    expect(await accountsWithEmail(existing.email)).toHaveLength(1);
    expect((await accountsWithEmail(existing.email))[0]?.role).toBe("student");
    expect(await outboxTo(existing.email)).toHaveLength(before.length);
  });

  it("two admins adding the same address at once: one account, one invitation, the other told it exists", async () => {
    const [first, second] = await Promise.all([signedInAs("admin"), signedInAs("admin")]);
    const email = `at-once.${Date.now()}@example.test`;
    const answers = await Promise.all(
      [first, second].map((admin) => invite({ name: "Thabo Mokoena", email, role: "student" }, admin.cookie)),
    );
    const statuses = answers.map((answer) => (answer instanceof Response ? answer.status : dataOf(answer).status));
    expect(statuses.sort()).toEqual([302, 409]);
    const refused = answers.find((answer) => !(answer instanceof Response));
    expect(dataOf<Refused>(refused).data.fieldErrors.email).toBe("An account with this email already exists.");
    expect(await accountsWithEmail(email)).toHaveLength(1);
    expect(await outboxTo(email)).toHaveLength(1);
  });

  it("refuses anyone but an admin: 403 for instructors and students, sign-in for visitors; nothing is created", async () => {
    const email = `not-allowed.${Date.now()}@example.test`;
    for (const role of ["instructor", "student"] as const) {
      const { cookie } = await signedInAs(role);
      const answer = (await invite({ name: "Not Allowed", email, role: "admin" }, cookie)) as Response;
      expect(answer.status).toBe(403);
    }
    const visitor = (await invite({ name: "Not Allowed", email, role: "admin" })) as Response;
    expect(visitor.status).toBe(302);
    expect(visitor.headers.get("Location")).toMatch(/^\/sign-in/);
    expect(await accountsWithEmail(email)).toHaveLength(0);
    expect(await outboxTo(email)).toHaveLength(0);
  });

  it("checks every field with its message and creates nothing", async () => {
    const admin = await signedInAs("admin");
    const cases: Array<[Record<string, string>, Record<string, string>]> = [
      [
        {},
        { name: "Name is required", email: "Email is required", role: "Choose student, instructor, admin or finance" },
      ],
      [
        { name: "   ", email: "not-an-address", role: "instructor" },
        { name: "Name is required", email: "Enter a valid email address" },
      ],
      [
        { name: "N".repeat(101), email: "long@example.test", role: "student" },
        { name: "Name must be at most 100 characters" },
      ],
      [
        { name: "Long Email", email: `${"a".repeat(190)}@example.test`, role: "student" },
        { email: "Email must be at most 200 characters" },
      ],
      [
        { name: "Super User", email: "super@example.test", role: "superuser" },
        { role: "Choose student, instructor, admin or finance" },
      ],
      [
        { name: "Two\r\nLines", email: "two-lines@example.test", role: "student" },
        { name: "Name must be one line, without control characters" },
      ],
    ];
    for (const [fields, fieldErrors] of cases) {
      const answer = dataOf<Refused>(await invite(fields, admin.cookie));
      expect(answer.status, JSON.stringify(fields)).toBe(400);
      expect(answer.data.fieldErrors).toEqual(fieldErrors);
    }
    for (const email of ["long@example.test", "super@example.test", "two-lines@example.test"]) {
      expect(await accountsWithEmail(email)).toHaveLength(0);
    }
  });

  it("refuses a NUL byte through the shared body reader, and keeps markup in a name as text in the mail", async () => {
    const admin = await signedInAs("admin");
    const nul = (await invite(
      { name: "Nul\u0000Byte", email: "nul@example.test", role: "student" },
      admin.cookie,
    )) as Response;
    expect(nul.status).toBe(400);
    expect(await nul.text()).toBe(nulByteMessage());
    expect(await accountsWithEmail("nul@example.test")).toHaveLength(0);

    const email = `markup.${Date.now()}@example.test`;
    const answer = (await invite(
      { name: '<img src=x onerror="alert(1)">', email, role: "student" },
      admin.cookie,
    )) as Response;
    expect(answer.status).toBe(302);
    const [mail] = await outboxTo(email);
    expect(mail?.html).not.toContain("<img src=x");
    expect(mail?.html).toContain("&lt;img src=x onerror=&quot;alert(1)&quot;&gt;");
  });
});
