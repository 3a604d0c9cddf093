import { type Outcome, refuse } from "~/lib/refusal";
import type { DatabaseExecutor } from "~db/executor";
import { betterAuthErrorCode, copySetCookies } from "./account.server";
import type { Auth } from "./auth.server";
import * as m from "./messages";
import {
  clearFailedSignIns,
  recordFailedSignIn,
  signInWaitSeconds,
  tooManyWrongPasswordsMessage,
} from "./sign-in-throttle.server";

const WRONG_CURRENT_PASSWORD = "The current password is incorrect.";
export const PASSWORD_CHANGED = "Your password has been changed. You are signed out on every other device.";

export interface PasswordChange {
  /** The signed-in person's address: a wrong current password counts against it as a failed sign-in would. */
  email: string;
  currentPassword: string;
  newPassword: string;
  /** The client's address (lib/client-address.server.ts). */
  address: string;
  /** The request's headers: better-auth finds the session in its cookie. */
  headers: Headers;
}

/**
 * A signed-in person changes their own password with better-auth's changePassword, which checks the
 * current password, and every other session of the account ends (a stolen session dies with the
 * old password). The current password is a password guess like a sign-in's: the same throttle
 * (sign-in-throttle.server.ts, decision 0013) slows down whoever gets it wrong, so a borrowed
 * session cannot guess it faster than the sign-in page could. The answer carries the new session's
 * cookie: this browser stays signed in.
 */
export async function changeOwnPassword(
  db: DatabaseExecutor,
  auth: Auth,
  change: PasswordChange,
): Promise<Outcome<{ setCookies: Headers }> & { retryAfterSeconds?: number }> {
  const { email, address } = change;
  const waitSeconds = await signInWaitSeconds(db, email, address);
  if (waitSeconds > 0)
    return { ...refuse("too-many", tooManyWrongPasswordsMessage(waitSeconds)), retryAfterSeconds: waitSeconds };
  const response = await auth.api.changePassword({
    body: { currentPassword: change.currentPassword, newPassword: change.newPassword, revokeOtherSessions: true },
    headers: change.headers,
    asResponse: true,
  });
  if (response.ok) {
    await clearFailedSignIns(db, email, address);
    return { ok: true, setCookies: copySetCookies(response) };
  }
  const code = await betterAuthErrorCode(response);
  if (code === "INVALID_PASSWORD") {
    await recordFailedSignIn(db, email, address);
    // Said under the field alone (the refusal's default message keeps the form's own line empty).
    return refuse("invalid", undefined, { currentPassword: WRONG_CURRENT_PASSWORD });
  }
  if (response.status === 401) return refuse("forbidden", m.yourSessionHasEndedSign());
  // An invited account that never set a password has none to change: the reset link sets one.
  return refuse("invalid", m.thisAccountHasNoPassword());
}
