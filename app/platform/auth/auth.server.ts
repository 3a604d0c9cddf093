import { type BetterAuthOptions, betterAuth } from "better-auth";
import type { Environment } from "~/lib/env.server";
import { queueEmail } from "~/platform/mail/mail.server";
import { inRecipientLanguage } from "~/platform/mail/recipient-locale.server";
import { renderPasswordResetEmail } from "~/platform/mail/templates/password-reset";
import type { DatabaseConnection } from "~db/database.server";
import { renderConfirmAccountEmail, renderExistingAccountEmail } from "./account-emails";
import { ssoSessionPlugin } from "./sso-session-plugin.server";

/** The profile's language (users.locale, an additional field better-auth's callbacks do not type). */
function profileLocale(user: object): unknown {
  return (user as { locale?: unknown }).locale;
}

const THIRTY_DAYS_IN_SECONDS = 60 * 60 * 24 * 30;
const ONE_DAY_IN_SECONDS = 60 * 60 * 24;

/** Where the confirmation link lands after better-auth checks it: signed in, sign-in sends on to the role page. */
export const CONFIRMED_EMAIL_CALLBACK = "/sign-in";

/**
 * The parts of better-auth's configuration that shape its tables. Migrations use this alone;
 * the running app adds secrets, URLs and mail on top (see createAuth).
 */
export function buildAuthSchemaOptions(connection: DatabaseConnection) {
  return {
    database: { db: connection.db, type: connection.kind },
    emailAndPassword: { enabled: true, minPasswordLength: 8, maxPasswordLength: 128 },
    user: {
      additionalFields: {
        // input: false means sign-up and update-user cannot set it: nobody raises their own role.
        role: { type: "string", required: false, defaultValue: "student", input: false },
        bio: { type: "string", required: false, input: false },
        deactivated: { type: "boolean", required: false, defaultValue: false, input: false },
        // The person's language (decision 0106-languages): set by Campus's own profile and switcher.
        locale: { type: "string", required: false, input: false },
      },
    },
  } satisfies BetterAuthOptions;
}

export function createAuth(connection: DatabaseConnection, environment: Environment) {
  const schemaOptions = buildAuthSchemaOptions(connection);
  return betterAuth({
    ...schemaOptions,
    appName: "Campus",
    baseURL: environment.baseUrl,
    basePath: "/api/auth",
    secret: environment.authSecret,
    trustedOrigins: [environment.baseUrl, `http://127.0.0.1:${environment.PORT}`],
    emailAndPassword: {
      ...schemaOptions.emailAndPassword,
      // A new account is confirmed by the link in its email before it can sign in; with this set,
      // sign-up answers an existing address exactly like a new one (docs/decisions/0013).
      requireEmailVerification: true,
      revokeSessionsOnPasswordReset: true,
      resetPasswordTokenExpiresIn: 60 * 60,
      sendResetPassword: async ({ user, url }) => {
        // Someone is waiting at the screen for this link: it goes before any batch or retry back-log.
        await inRecipientLanguage(profileLocale(user), () =>
          queueEmail(connection.db, renderPasswordResetEmail({ name: user.name, email: user.email, url }), {
            priority: "urgent",
          }),
        );
      },
      onExistingUserSignUp: async ({ user }) => {
        const signInUrl = new URL("/sign-in", environment.baseUrl).toString();
        const resetUrl = new URL("/forgot-password", environment.baseUrl).toString();
        await inRecipientLanguage(profileLocale(user), () =>
          queueEmail(
            connection.db,
            renderExistingAccountEmail({ name: user.name, email: user.email, signInUrl, resetUrl }),
            { priority: "urgent" },
          ),
        );
      },
    },
    emailVerification: {
      sendOnSignUp: true,
      // The sign-in page asks for a new link itself, within the mail limits.
      sendOnSignIn: false,
      autoSignInAfterVerification: true,
      expiresIn: ONE_DAY_IN_SECONDS,
      sendVerificationEmail: async ({ user, url }) => {
        // The person is waiting on the sign-up page for this link: it goes before any batch.
        await inRecipientLanguage(profileLocale(user), () =>
          queueEmail(connection.db, renderConfirmAccountEmail({ name: user.name, email: user.email, url }), {
            priority: "urgent",
          }),
        );
      },
    },
    session: { expiresIn: THIRTY_DAYS_IN_SECONDS, updateAge: 60 * 60 * 24 },
    // Campus throttles in the database itself (platform/auth/sign-in-throttle.server.ts and
    // account-mail-throttle.server.ts); better-auth's HTTP endpoints are closed except the two links
    // in our emails (routes/resources/auth-api.ts), so its own per-process limiter has nothing to guard.
    rateLimit: { enabled: false },
    advanced: {
      useSecureCookies: environment.baseUrl.startsWith("https://"),
      defaultCookieAttributes: { httpOnly: true, sameSite: "lax", path: "/" },
      // Sessions record the address the edge trusts (TRUST_PROXY), never a client-sent X-Forwarded-For.
      ipAddress: { ipAddressHeaders: ["x-campus-client-address"] },
      // A session and its person in one statement (a join) instead of two: every signed-in request
      // reads them (docs/decisions/0114-statements-per-request-and-server-timing.md).
      database: { joins: true },
    },
    databaseHooks: {
      session: {
        create: {
          // A deactivated account keeps its data but gets no new session.
          before: async (session) => {
            const user = await connection.db
              .selectFrom("user")
              .select("deactivated")
              .where("id", "=", session.userId)
              .executeTakeFirst();
            return Boolean(user) && !user?.deactivated;
          },
        },
      },
    },
    // Sessions for people a company's identity provider vouched for (decision 0101-sso).
    plugins: [ssoSessionPlugin()],
    telemetry: { enabled: false },
    // Wrong passwords are expected traffic, not warnings; Campus logs what matters itself.
    logger: { level: "error" },
  });
}

export type Auth = ReturnType<typeof createAuth>;
