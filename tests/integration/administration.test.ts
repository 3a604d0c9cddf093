import { describe, expect, it } from "vitest";
import { getSiteSettings } from "~/platform/site-settings/site-settings.server";
import * as siteSettingsRoute from "~/routes/admin/site-settings";
import * as usersRoute from "~/routes/admin/users";
import * as profileRoute from "~/routes/auth/profile";
import { getAuth, getDb } from "~/server/app-context.server";
import { insertUser } from "~/server/factories/user-factory";
import { dataOf, formRequest, pageRequest, routeArgs, settle } from "~tests/support/requests";
import { signedInAs, submitSignIn } from "~tests/support/sign-in";

describe("site settings", () => {
  it("an admin saves the site name, mailbox and about text", async () => {
    const { cookie } = await signedInAs("admin");
    const { settings } = await siteSettingsRoute.loader(routeArgs(pageRequest("/admin", cookie)));
    const response = (await settle(() =>
      siteSettingsRoute.action(
        routeArgs(
          formRequest(
            "/admin",
            {
              siteName: "QualiTrain Africa",
              logoUrl: "",
              notificationEmail: "info@qualitrain.test",
              aboutText: "Consulting and training since 2004.",
              version: String(settings.version),
            },
            cookie,
          ),
        ),
      ),
    )) as Response;
    expect(response.headers.get("Location")).toBe("/admin");
    expect(await getSiteSettings(getDb())).toMatchObject({
      site_name: "QualiTrain Africa",
      notification_email: "info@qualitrain.test",
      logo_url: null,
    });
  });

  it("refuses a save made on a stale copy and keeps the newer settings", async () => {
    const { cookie } = await signedInAs("admin");
    const before = await getSiteSettings(getDb());
    const save = (siteName: string) =>
      settle(() =>
        siteSettingsRoute.action(
          routeArgs(
            formRequest(
              "/admin",
              {
                siteName,
                logoUrl: "",
                notificationEmail: "a@b.test",
                aboutText: "About",
                version: String(before.version),
              },
              cookie,
            ),
          ),
        ),
      );
    await save("First save");
    const second = dataOf<{ formError: string }>(await save("Second, stale save"));
    expect(second.status).toBe(409);
    expect(second.data.formError).toMatch(/Someone else saved the settings/);
    expect((await getSiteSettings(getDb())).site_name).toBe("First save");
  });

  it("answers bad input with a message per field", async () => {
    const { cookie } = await signedInAs("admin");
    const result = dataOf<{ fieldErrors: Record<string, string> }>(
      await siteSettingsRoute.action(
        routeArgs(
          formRequest(
            "/admin",
            { siteName: "", logoUrl: "javascript:alert(1)", notificationEmail: "nope", aboutText: "", version: "1" },
            cookie,
          ),
        ),
      ),
    );
    expect(result.status).toBe(400);
    expect(result.data.fieldErrors).toEqual({
      siteName: "Site name is required",
      logoUrl: "Upload the logo as an image (PNG, JPEG, WebP or GIF)",
      notificationEmail: "Enter a valid email address",
      aboutText: "About text is required",
    });
  });
});

describe("admin users", () => {
  it("lists and searches users", async () => {
    const { cookie } = await signedInAs("admin");
    await insertUser(getAuth(), getDb(), { name: "Bongani Sithole", email: "bongani@example.test" });
    const result = await usersRoute.loader(routeArgs(pageRequest("/admin/users?q=bongani", cookie)));
    expect(result.users.map((user) => user.email)).toEqual(["bongani@example.test"]);
  });

  it("changes a role; the new role's screens open at once", async () => {
    const { cookie } = await signedInAs("admin");
    const student = await insertUser(getAuth(), getDb());
    await usersRoute.action(
      routeArgs(
        formRequest(
          "/admin/users",
          { intent: "change-role", userId: student.id, role: "instructor", version: "1" },
          cookie,
        ),
      ),
    );
    const saved = await getDb()
      .selectFrom("user")
      .select("role")
      .where("id", "=", student.id)
      .executeTakeFirstOrThrow();
    expect(saved.role).toBe("instructor");
  });

  it("refuses role changes from anyone but an admin", async () => {
    const { cookie, ...user } = await signedInAs("instructor");
    const result = (await settle(() =>
      usersRoute.action(
        routeArgs(formRequest("/admin/users", { intent: "change-role", userId: user.id, role: "admin" }, cookie)),
      ),
    )) as Response;
    expect(result.status).toBe(403);
    const saved = await getDb().selectFrom("user").select("role").where("id", "=", user.id).executeTakeFirstOrThrow();
    expect(saved.role).toBe("instructor");
  });

  it("deactivating signs the user out everywhere and stops sign-in; reactivating lets them back", async () => {
    const { cookie } = await signedInAs("admin");
    const { cookie: studentCookie, ...student } = await signedInAs("student");
    await usersRoute.action(
      routeArgs(formRequest("/admin/users", { intent: "deactivate", userId: student.id, version: "1" }, cookie)),
    );

    const profile = (await settle(() =>
      profileRoute.loader(routeArgs(pageRequest("/profile", studentCookie))),
    )) as Response;
    expect(profile.headers.get("Location")).toMatch(/^\/sign-in/);
    const again = dataOf<{ formError: string }>(
      await submitSignIn({ email: student.email, password: student.password }),
    );
    expect(again.data.formError).toBe("The email or password is incorrect.");

    await usersRoute.action(
      routeArgs(formRequest("/admin/users", { intent: "reactivate", userId: student.id, version: "2" }, cookie)),
    );
    expect(
      ((await submitSignIn({ email: student.email, password: student.password })) as Response).headers.get("Location"),
    ).toBe("/my-learning");
  });

  it("does not let an admin demote or deactivate themselves", async () => {
    const { cookie, ...user } = await signedInAs("admin");
    const result = dataOf<{ formError: string }>(
      await usersRoute.action(
        routeArgs(formRequest("/admin/users", { intent: "deactivate", userId: user.id, version: "1" }, cookie)),
      ),
    );
    expect(result.status).toBe(400);
    expect(result.data.formError).toBe("You cannot deactivate your own account.");
  });
});
