import type { DatabaseExecutor } from "~db/executor";
import type { UserRole } from "~db/schema";
import { betterAuthErrorCode, copySetCookies, findAccountByEmail } from "./account.server";
import { mayResendConfirmation } from "./account-mail-throttle.server";
import { type Auth, CONFIRMED_EMAIL_CALLBACK } from "./auth.server";
import {
  clearFailedSignIns,
  recordFailedSignIn,
  signInWaitSeconds,
  tooManyAttemptsMessage,
} from "./sign-in-throttle.server";

const WRONG_CREDENTIALS = "The email or password is incorrect.";
const CONFIRM_EMAIL_FIRST =
  "Please confirm your email address first: follow the link in the email we sent you. We have sent a new link in case the first one is lost or has expired.";

export interface SignInAttempt {
  email: string;
  password: string;
  rememberMe: boolean;
  /** The client's address (lib/client-address.server.ts): throttles count per address. */
  address: string;
  headers: Headers;
  /** Where a new confirmation link (sent to an unconfirmed account) lands: keeps the Enrol return. */
  confirmationCallback?: string;
}

export type SignInResult =
  | { ok: true; role: UserRole; userId: string; setCookies: Headers }
  | { ok: false; status: 400 | 403 | 429; message: string; retryAfterSeconds?: number };

/**
 * The one way Campus checks a password (better-auth's own sign-in endpoint is closed): throttled
 * per address, per account and address, and per account (platform/auth/sign-in-throttle.server.ts).
 */
export async function signInWithPassword(
  db: DatabaseExecutor,
  auth: Auth,
  attempt: SignInAttempt,
): Promise<SignInResult> {
  const { email, address } = attempt;
  const waitSeconds = await signInWaitSeconds(db, email, address);
  if (waitSeconds > 0) {
    return { ok: false, status: 429, message: tooManyAttemptsMessage(waitSeconds), retryAfterSeconds: waitSeconds };
  }
  const response = await auth.api.signInEmail({
    body: { email, password: attempt.password, rememberMe: attempt.rememberMe },
    headers: attempt.headers,
    asResponse: true,
  });
  if (response.status === 403 && (await betterAuthErrorCode(response)) === "EMAIL_NOT_VERIFIED") {
    // Only someone who knows the password gets here, so saying the account is unconfirmed leaks nothing.
    await resendConfirmation(db, auth, email, attempt.confirmationCallback);
    return { ok: false, status: 403, message: CONFIRM_EMAIL_FIRST };
  }
  if (!response.ok) {
    await recordFailedSignIn(db, email, address);
    // One message whichever part was wrong, so the form does not reveal who has an account.
    return { ok: false, status: 400, message: WRONG_CREDENTIALS };
  }
  await clearFailedSignIns(db, email, address);
  const account = await findAccountByEmail(db, email);
  return { ok: true, role: account.role, userId: account.id, setCookies: copySetCookies(response) };
}

async function resendConfirmation(db: DatabaseExecutor, auth: Auth, email: string, callbackURL?: string) {
  if (!(await mayResendConfirmation(db, email))) return;
  await auth.api.sendVerificationEmail({ body: { email, callbackURL: callbackURL ?? CONFIRMED_EMAIL_CALLBACK } });
}
