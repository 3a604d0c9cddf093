import type { Kysely } from "kysely";
import type { Database, UserRole } from "~db/schema";
import type { Auth } from "./auth.server";

/** The response's Set-Cookie lines, to pass on with our own redirect. */
export function copySetCookies(from: Response | Headers, to = new Headers()): Headers {
  const headers = from instanceof Response ? from.headers : from;
  for (const cookie of headers.getSetCookie()) to.append("Set-Cookie", cookie);
  return to;
}

export async function findRoleByEmail(db: Kysely<Database>, email: string): Promise<UserRole> {
  const user = await db.selectFrom("user").select("role").where("email", "=", email).executeTakeFirst();
  return (user?.role as UserRole | undefined) ?? "student";
}

export async function isEmailTaken(db: Kysely<Database>, email: string, exceptUserId?: string): Promise<boolean> {
  let query = db.selectFrom("user").select("id").where("email", "=", email.toLowerCase());
  if (exceptUserId) query = query.where("id", "!=", exceptUserId);
  return Boolean(await query.executeTakeFirst());
}

export interface NewAccount {
  name: string;
  email: string;
  password: string;
  role?: UserRole;
}

/**
 * Creates an account with a hashed password through better-auth, then gives it its role.
 * Used by the seed and the tests; people sign up through the sign-up page.
 */
export async function createAccount(auth: Auth, db: Kysely<Database>, account: NewAccount): Promise<string> {
  const result = await auth.api.signUpEmail({
    body: { name: account.name, email: account.email.toLowerCase(), password: account.password },
  });
  if (account.role && account.role !== "student") {
    await db.updateTable("user").set({ role: account.role }).where("id", "=", result.user.id).execute();
  }
  // Sign-up signs the new account in; the seed needs no session.
  await db.deleteFrom("session").where("userId", "=", result.user.id).execute();
  return result.user.id;
}
