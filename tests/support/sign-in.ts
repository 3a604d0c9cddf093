import { makeSignature } from "better-auth/crypto";
import { CLIENT_ADDRESS_HEADER } from "~/lib/client-address.server";
import { createId } from "~/lib/ids";
import * as signInRoute from "~/routes/auth/sign-in";
import { getAuth, getDb } from "~/server/app-context.server";
import { insertUser, type UserFields } from "~/server/factories/user-factory";
import type { UserRole } from "~db/schema";
import { cookiesFrom, formRequest, routeArgs, settle } from "./requests";

/**
 * Signed-in sessions for integration tests: the one way a test gets a Cookie header. Sessions come
 * from the sign-in action a person submits, so a test signs in exactly as the product does (the
 * factory's accounts are confirmed; sign-up's confirmation is the auth tests' business).
 */

export interface Credentials {
  email: string;
  password: string;
}

export type SignedInUser = Awaited<ReturnType<typeof insertUser>> & { cookie: string };

/**
 * Submits the sign-in form as a browser would, from a client address if given (the throttles count
 * per address): the action's answer, a redirect Response or data() with the form's error.
 */
export function submitSignIn(fields: Record<string, string>, clientAddress?: string) {
  const request = formRequest("/sign-in", fields);
  if (clientAddress) request.headers.set(CLIENT_ADDRESS_HEADER, clientAddress);
  return settle(() => signInRoute.action(routeArgs(request)));
}

/** The Cookie header of a new session for these credentials, from the real sign-in action; throws if refused. */
export async function sessionCookieFor(credentials: Credentials): Promise<string> {
  const answer = await submitSignIn({ email: credentials.email, password: credentials.password });
  if (!(answer instanceof Response) || answer.status !== 302) {
    const { formError } = ((answer as { data?: { formError?: string } }).data ?? {}) as { formError?: string };
    throw new Error(`sign-in refused ${credentials.email}: ${formError ?? "no redirect"}`);
  }
  return cookiesFrom(answer);
}

/**
 * A new confirmed account with this role (and any other fields given), signed in: its fields, id
 * and cookie. Its name is its own ("instructor 4f…"), so lists of people tell the accounts apart.
 */
export async function signedInAs(role: UserRole, overrides: Partial<UserFields> = {}): Promise<SignedInUser> {
  const user = await insertUser(getAuth(), getDb(), { name: `${role} ${createId()}`, ...overrides, role });
  return { ...user, cookie: await sessionCookieFor(user) };
}

/**
 * A new session for a user without submitting the password (no password hashing, no sign-in
 * throttle): better-auth's own adapter makes the session row and its secret signs the cookie, as
 * sign-in would. For suites that sign the same people in again and again.
 */
export async function newSessionCookie(userId: string): Promise<string> {
  const context = await getAuth().$context;
  const session = await context.internalAdapter.createSession(userId);
  const signed = `${session.token}.${await makeSignature(session.token, context.secret)}`;
  return `${context.authCookies.sessionToken.name}=${encodeURIComponent(signed)}`;
}

/** Whether this Cookie header still belongs to a live session (sign-out and deactivation end one). */
export async function isSignedIn(cookie: string): Promise<boolean> {
  return (await getAuth().api.getSession({ headers: new Headers({ Cookie: cookie }) })) !== null;
}
