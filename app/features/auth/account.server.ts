import { type Kysely, sql } from "kysely";
import type { Database, UserRole } from "~db/schema";
import type { Auth } from "./auth.server";

/** The response's Set-Cookie lines, to pass on with our own redirect. */
export function copySetCookies(from: Response | Headers, to = new Headers()): Headers {
  const headers = from instanceof Response ? from.headers : from;
  for (const cookie of headers.getSetCookie()) to.append("Set-Cookie", cookie);
  return to;
}

/** The account's id and role, for the sign-in that just succeeded with this email. */
export async function findAccountByEmail(db: Kysely<Database>, email: string): Promise<{ id: string; role: UserRole }> {
  const user = await db
    .selectFrom("user")
    .select(["id", "role"])
    .where("email", "=", email.toLowerCase())
    .executeTakeFirstOrThrow();
  return { id: user.id, role: (user.role as UserRole | undefined) ?? "student" };
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
 * Creates a confirmed account with a hashed password through better-auth, then gives it its role.
 * Used by the seed and the tests; people sign up through the sign-up page and confirm by email.
 */
export async function createAccount(auth: Auth, db: Kysely<Database>, account: NewAccount): Promise<string> {
  const email = account.email.toLowerCase();
  await auth.api.signUpEmail({ body: { name: account.name, email, password: account.password } });
  const user = await db.selectFrom("user").select("id").where("email", "=", email).executeTakeFirstOrThrow();
  await db
    .updateTable("user")
    .set({ role: account.role ?? "student", emailVerified: sql<boolean>`true` })
    .where("id", "=", user.id)
    .execute();
  // Created by the seed or a test, not by the person: the confirmation mail is not sent.
  await db.deleteFrom("outbox").where("to_email", "=", email).execute();
  return user.id;
}

/** The account a password-reset token belongs to (read before the reset uses the token up). */
export async function findUserIdOfResetToken(db: Kysely<Database>, token: string): Promise<string | null> {
  const verification = await db
    .selectFrom("verification" as never)
    .select("value" as never)
    .where("identifier" as never, "=", `reset-password:${token}` as never)
    .executeTakeFirst();
  return (verification as { value?: string } | undefined)?.value ?? null;
}

/**
 * A reset link reached the inbox, which proves the address as well as a confirmation link would;
 * it also replaces any password someone else chose when signing up with this address.
 */
export async function markEmailConfirmed(db: Kysely<Database>, userId: string) {
  await db.updateTable("user").set({ emailVerified: sql<boolean>`true` }).where("id", "=", userId).execute();
}
