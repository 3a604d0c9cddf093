import type { BetterAuthPlugin } from "better-auth";
import { createAuthEndpoint } from "better-auth/api";
import { setSessionCookie } from "better-auth/cookies";
import { z } from "zod";

/**
 * A session for a person a company's identity provider has vouched for (decision 0101-sso).
 * better-auth's own adapter finds or creates the account (no password: one can be set later with
 * Forgot password, unless the domain requires single sign-on) and makes the session and its
 * signed cookie, so the rest of Campus sees an ordinary session. The endpoint is server-only and
 * better-auth's HTTP routes are closed anyway (routes/resources/auth-api.ts): nothing outside can call it.
 */
export const ssoSessionPlugin = () =>
  ({
    id: "campus-sso-session",
    endpoints: {
      signInVouchedFor: createAuthEndpoint(
        "/campus-sso/sign-in",
        {
          method: "POST",
          body: z.object({
            email: z.string().email(),
            name: z.string().min(1).max(100),
            method: z.enum(["sso-oidc", "sso-saml"]),
            providerId: z.string().min(1).max(40),
          }),
          metadata: { SERVER_ONLY: true },
        },
        async (ctx) => {
          const adapter = ctx.context.internalAdapter;
          const found = await adapter.findUserByEmail(ctx.body.email);
          let user = found?.user;
          if (!user) {
            user = await adapter.createUser(
              { email: ctx.body.email, name: ctx.body.name, emailVerified: true },
              { method: ctx.body.method, sso: { providerId: ctx.body.providerId } },
            );
          } else if (!user.emailVerified) {
            // The company's provider has confirmed the address, as the confirmation link would have.
            user = await adapter.updateUser(user.id, { emailVerified: true });
          }
          const session = await adapter.createSession(user.id);
          await setSessionCookie(ctx, { session, user });
          return ctx.json({ userId: user.id });
        },
      ),
    },
  }) satisfies BetterAuthPlugin;
