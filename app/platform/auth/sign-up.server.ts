import { consentRecord } from "~/lib/privacy-consent";
import type { DatabaseExecutor } from "~db/executor";
import { checkSignUpLimits } from "./account-mail-throttle.server";
import { type Auth, CONFIRMED_EMAIL_CALLBACK } from "./auth.server";

export const SIGN_UP_SENT =
  "Thank you. We have sent an email to that address: follow the link in it to finish signing up. If it does not arrive within a few minutes, check your spam folder.";
const TOO_MANY_SIGN_UPS = "Too many sign-ups from here. Please try again in an hour.";
const SIGN_UP_FAILED = "We could not create your account. Please try again.";

export interface SignUpRequest {
  name: string;
  email: string;
  password: string;
  address: string;
  headers: Headers;
  /** Where the confirmation link lands (confirmedEmailCallback); sign-in when not given. */
  callbackURL?: string;
}

export type SignUpResult = { ok: true } | { ok: false; status: 429 | 400; message: string; retryAfterSeconds?: number };

/**
 * Answers a new address and a registered one alike (docs/decisions/0013): a new account gets a
 * confirmation link and cannot sign in before following it; the owner of an existing account is
 * told by email that someone tried. No session is started either way. The sign-up form's POPIA
 * consent (required by its schema) is stored on the new account.
 */
export async function requestSignUp(db: DatabaseExecutor, auth: Auth, request: SignUpRequest): Promise<SignUpResult> {
  const permission = await checkSignUpLimits(db, request.email, request.address);
  if (permission.outcome === "refused") {
    return { ok: false, status: 429, message: TOO_MANY_SIGN_UPS, retryAfterSeconds: permission.retryAfterSeconds };
  }
  // This inbox has had its share of sign-up mail this hour: answer as usual, send nothing more.
  if (permission.outcome === "quiet") return { ok: true };
  const existing = await findAccountId(db, request.email);
  const response = await auth.api.signUpEmail({
    body: {
      name: request.name,
      email: request.email,
      password: request.password,
      callbackURL: request.callbackURL ?? CONFIRMED_EMAIL_CALLBACK,
    },
    headers: request.headers,
    asResponse: true,
  });
  if (!response.ok) return { ok: false, status: 400, message: SIGN_UP_FAILED };
  // Only an account this request created takes the consent: a registered address keeps its own.
  if (!existing) {
    await db
      .updateTable("user")
      .set(consentRecord())
      .where((eb) => eb(eb.fn("lower", ["email"]), "=", request.email.toLowerCase()))
      .where("consented_at", "is", null)
      .execute();
  }
  return { ok: true };
}

function findAccountId(db: DatabaseExecutor, email: string) {
  return db
    .selectFrom("user")
    .select("id")
    .where((eb) => eb(eb.fn("lower", ["email"]), "=", email.toLowerCase()))
    .executeTakeFirst();
}
