import { describe, expect, it } from "vitest";
import * as forgotPasswordRoute from "~/routes/auth/forgot-password";
import * as resetPasswordRoute from "~/routes/auth/reset-password";
import { getAuth, getDb } from "~/server/app-context.server";
import { insertUser } from "~/server/factories/user-factory";
import { dataOf, formRequest, routeArgs, settle } from "~tests/support/requests";
import { submitSignIn } from "~tests/support/sign-in";

describe("forgot password", () => {
  it("mails a reset link through the outbox; the link sets a new password once", async () => {
    const user = await insertUser(getAuth(), getDb(), { name: "Palesa Nkosi" });
    const result = dataOf<{ ok: boolean }>(
      await forgotPasswordRoute.action(routeArgs(formRequest("/forgot-password", { email: user.email }))),
    );
    expect(result.data.ok).toBe(true);

    const mail = await getDb()
      .selectFrom("outbox")
      .selectAll()
      .where("to_email", "=", user.email)
      .executeTakeFirstOrThrow();
    expect(mail.subject).toBe("Reset your Campus password");
    const link = mail.text.match(/https?:\/\/\S+/)?.[0] ?? "";
    expect(link).toContain("/api/auth/reset-password/");
    const token = new URL(link).pathname.split("/").pop() ?? "";

    const reset = (await settle(() =>
      resetPasswordRoute.action(
        routeArgs(
          formRequest("/reset-password", {
            token,
            password: "brand-new-password",
            confirmPassword: "brand-new-password",
          }),
        ),
      ),
    )) as Response;
    expect(reset.headers.get("Location")).toBe("/sign-in");

    const signIn = (await submitSignIn({ email: user.email, password: "brand-new-password" })) as Response;
    expect(signIn.headers.get("Location")).toBe("/my-learning");

    const reused = dataOf<{ formError: string }>(
      await resetPasswordRoute.action(
        routeArgs(
          formRequest("/reset-password", { token, password: "another-password", confirmPassword: "another-password" }),
        ),
      ),
    );
    expect(reused.status).toBe(400);
    expect(reused.data.formError).toMatch(/invalid or has expired/);
  });

  it("answers the same for an unknown address and sends nothing", async () => {
    const result = dataOf<{ ok: boolean }>(
      await forgotPasswordRoute.action(routeArgs(formRequest("/forgot-password", { email: "ghost@example.test" }))),
    );
    expect(result.data.ok).toBe(true);
    const mail = await getDb().selectFrom("outbox").select("id").where("to_email", "=", "ghost@example.test").execute();
    expect(mail).toHaveLength(0);
  });

  it("checks the two new passwords match", async () => {
    const result = dataOf<{ fieldErrors: Record<string, string> }>(
      await resetPasswordRoute.action(
        routeArgs(
          formRequest("/reset-password", { token: "x", password: "long-enough-1", confirmPassword: "long-enough-2" }),
        ),
      ),
    );
    expect(result.data.fieldErrors.confirmPassword).toBe("The two passwords do not match");
  });
});
