import type { DatabaseExecutor } from "~db/executor";
import { copySetCookies } from "./account.server";
import type { Auth } from "./auth.server";

/** The account signed in by single sign-on (plugin in sso-session-plugin.server.ts, decision 0101-sso). */
export type SsoSessionResult =
  | { ok: true; userId: string; setCookies: Headers }
  | { ok: false; reason: "deactivated" | "failed" };

/** Signs in (creating the account when there is none) the person with this verified address. */
export async function signInVouchedFor(
  db: DatabaseExecutor,
  auth: Auth,
  person: { email: string; name: string; headers: Headers; method: "sso-oidc" | "sso-saml"; companyId: string },
): Promise<SsoSessionResult> {
  const existing = await db
    .selectFrom("user")
    .select("deactivated")
    .where((eb) => eb(eb.fn("lower", ["email"]), "=", person.email.toLowerCase()))
    .executeTakeFirst();
  if (existing?.deactivated) return { ok: false, reason: "deactivated" };
  const response = await auth.api.signInVouchedFor({
    body: { email: person.email, name: person.name, method: person.method, providerId: person.companyId },
    headers: person.headers,
    asResponse: true,
  });
  if (!response.ok) return { ok: false, reason: "failed" };
  const { userId } = (await response.json()) as { userId: string };
  return { ok: true, userId, setCookies: copySetCookies(response) };
}
