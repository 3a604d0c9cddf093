import { type Kysely, sql } from "kysely";
import { customAlphabet } from "~/lib/random-text";
import type { DatabaseExecutor } from "~db/executor";
import type { UserRole } from "~db/schema";
import { discardMailTo } from "../mail/outbox-withdraw.server";
import type { Auth } from "./auth.server";

/** The response's Set-Cookie lines, to pass on with our own redirect. */
export function copySetCookies(from: Response | Headers, to = new Headers()): Headers {
  const headers = from instanceof Response ? from.headers : from;
  for (const cookie of headers.getSetCookie()) to.append("Set-Cookie", cookie);
  return to;
}

/** The code better-auth gives a refused call (INVALID_PASSWORD, EMAIL_NOT_VERIFIED...), or null. */
export async function betterAuthErrorCode(response: Response): Promise<string | null> {
  try {
    const body = (await response.clone().json()) as { code?: unknown };
    return typeof body.code === "string" ? body.code : null;
  } catch {
    return null;
  }
}

/** The account's id and role, for the sign-in that just succeeded with this email. */
export async function findAccountByEmail(db: DatabaseExecutor, email: string): Promise<{ id: string; role: UserRole }> {
  const user = await db
    .selectFrom("user")
    .select(["id", "role"])
    .where("email", "=", email.toLowerCase())
    .executeTakeFirstOrThrow();
  return { id: user.id, role: (user.role as UserRole | undefined) ?? "student" };
}

export async function isEmailTaken(db: DatabaseExecutor, email: string, exceptUserId?: string): Promise<boolean> {
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
export async function createAccount(auth: Auth, db: DatabaseExecutor, account: NewAccount): Promise<string> {
  const email = account.email.toLowerCase();
  await auth.api.signUpEmail({ body: { name: account.name, email, password: account.password } });
  const user = await db.selectFrom("user").select("id").where("email", "=", email).executeTakeFirstOrThrow();
  await db
    .updateTable("user")
    .set({ role: account.role ?? "student", emailVerified: sql<boolean>`true` })
    .where("id", "=", user.id)
    .execute();
  // Created by the seed or a test, not by the person: the confirmation mail is not sent.
  await discardMailTo(db, email);
  return user.id;
}

/** The account a password-reset token belongs to (read before the reset uses the token up). */
export async function findUserIdOfResetToken(db: DatabaseExecutor, token: string): Promise<string | null> {
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
export async function markEmailConfirmed(db: DatabaseExecutor, userId: string) {
  await db.updateTable("user").set({ emailVerified: sql<boolean>`true` }).where("id", "=", userId).execute();
}

// better-auth's own shape for ids and reset tokens: 32 letters and digits (the reset link's path allows these).
const createAuthId = customAlphabet("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789", 32);

/** better-auth's verification table (not in db/schema: only this module reads or writes it). */
interface VerificationTables {
  verification: {
    id: string;
    identifier: string;
    value: string;
    expiresAt: string;
    createdAt: string;
    updatedAt: string;
  };
}

export interface InvitedAccount {
  name: string;
  email: string;
  role: UserRole;
}

/**
 * The auth user row of an account opened for someone rather than by them (an admin's invitation, a
 * SCIM provisioning): no credential row, so nothing signs in as it until a password is set or single
 * sign-on vouches for it. One insert so both kinds of account get the same columns.
 */
function insertPasswordlessUser(
  db: DatabaseExecutor,
  userId: string,
  now: string,
  account: { name: string; email: string; role: UserRole; emailVerified: boolean; deactivated: boolean },
) {
  return db
    .insertInto("user")
    .values({
      id: userId,
      name: account.name,
      email: account.email.toLowerCase(),
      emailVerified: account.emailVerified ? sql<boolean>`true` : sql<boolean>`false`,
      image: null,
      createdAt: now,
      updatedAt: now,
      role: account.role,
      bio: null,
      deactivated: account.deactivated ? sql<boolean>`true` : sql<boolean>`false`,
    })
    .execute();
}

/**
 * An account an admin opens for someone: no password (no credential row, so nothing signs in as
 * it) and not yet confirmed, with a password-reset token for it. Setting a password through the
 * reset route with that token creates the credential and confirms the address (reset-password.tsx),
 * exactly as a forgotten-password link does. Takes the transaction that also queues the invitation.
 */
export async function createInvitedAccount(
  db: DatabaseExecutor,
  account: InvitedAccount,
  tokenLifetimeSeconds: number,
): Promise<{ userId: string; resetToken: string }> {
  const userId = createAuthId();
  const resetToken = createAuthId();
  const now = new Date();
  await insertPasswordlessUser(db, userId, now.toISOString(), {
    ...account,
    emailVerified: false,
    deactivated: false,
  });
  // The row better-auth's requestPasswordReset writes: identifier "reset-password:<token>", the user id as value.
  await (db as unknown as Kysely<VerificationTables>)
    .insertInto("verification")
    .values({
      id: createAuthId(),
      identifier: `reset-password:${resetToken}`,
      value: userId,
      expiresAt: new Date(now.getTime() + tokenLifetimeSeconds * 1000).toISOString(),
      createdAt: now.toISOString(),
      updatedAt: now.toISOString(),
    })
    .execute();
  return { userId, resetToken };
}

/** The link a password-reset email carries: better-auth checks the token, then opens /reset-password (auth-api.ts). */
export function passwordLinkFor(baseUrl: string, resetToken: string): string {
  return new URL(`/api/auth/reset-password/${resetToken}`, baseUrl).toString();
}

/** Signs an account out everywhere at once (deactivated): its sessions are auth's rows to end. */
export async function endSessionsOf(db: DatabaseExecutor, userId: string): Promise<void> {
  await db.deleteFrom("session").where("userId", "=", userId).execute();
}

/**
 * An account a company's identity provider provisions (SCIM, decision 0102-scim-provisioning): a
 * student account without a password, its address taken as confirmed because the company's
 * directory vouches for it. The person signs in through their company's single sign-on or sets a
 * password with "Forgot password".
 */
export async function createProvisionedAccount(
  db: DatabaseExecutor,
  account: { name: string; email: string; deactivated: boolean },
): Promise<string> {
  const userId = createAuthId();
  const now = new Date().toISOString();
  await insertPasswordlessUser(db, userId, now, { ...account, role: "student", emailVerified: true });
  return userId;
}

/**
 * Deactivates or reactivates an account for a system that manages it (a company's SCIM client):
 * deactivated, it is signed out everywhere at once, as an admin's deactivation does.
 */
export async function setAccountDeactivated(db: DatabaseExecutor, userId: string, deactivated: boolean): Promise<void> {
  await db
    .updateTable("user")
    .set({
      deactivated: deactivated ? sql<boolean>`true` : sql<boolean>`false`,
      updatedAt: new Date().toISOString(),
      version: sql<number>`version + 1`,
    })
    .where("id", "=", userId)
    .execute();
  if (deactivated) await endSessionsOf(db, userId);
}
