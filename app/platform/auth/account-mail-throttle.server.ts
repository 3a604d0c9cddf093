import { getEnvironment } from "~/lib/env.server";
import { consumeRateLimit, type RateLimitRule } from "~/lib/rate-limit.server";
import type { DatabaseExecutor } from "~db/executor";

/**
 * Sign-ups and password-reset mails are limited three ways (docs/decisions/0013): per client
 * address (one script), per target email (one person's inbox, whoever asks) and in total (many
 * addresses at once). Counted whether or not an account exists, so a refusal says nothing about it.
 */

const HOUR = 60 * 60 * 1000;

interface MailLimits {
  byAddress: RateLimitRule;
  byEmail: RateLimitRule;
  overall: RateLimitRule;
}

// Room for a training room signing up behind one address (SIGN_UP_LIMIT_PER_ADDRESS, 30 unless a
// company's whole intake signs up from one office line); a flood of new accounts is not normal.
function signUpLimits(): MailLimits {
  return {
    byAddress: { limit: getEnvironment().SIGN_UP_LIMIT_PER_ADDRESS, windowMs: HOUR },
    byEmail: SIGN_UP_PER_EMAIL,
    overall: { limit: 300, windowMs: HOUR },
  };
}

const SIGN_UP_PER_EMAIL: RateLimitRule = { limit: 3, windowMs: HOUR };

const PASSWORD_RESET_LIMITS: MailLimits = {
  byAddress: { limit: 10, windowMs: HOUR },
  byEmail: { limit: 3, windowMs: HOUR },
  overall: { limit: 300, windowMs: HOUR },
};

/**
 * "refused": tell the visitor to come back later (their address or the whole site is over its limit).
 * "quiet": answer as usual but send nothing (this inbox has had enough mail for the hour; saying so
 * would let anyone learn that someone else asked for it).
 * "allowed": go ahead.
 */
export type MailPermission =
  | { outcome: "allowed" }
  | { outcome: "quiet" }
  | { outcome: "refused"; retryAfterSeconds: number };

async function checkMailLimits(
  db: DatabaseExecutor,
  purpose: string,
  limits: MailLimits,
  email: string,
  address: string,
  now: number,
): Promise<MailPermission> {
  const byAddress = await consumeRateLimit(db, `${purpose}:address:${address}`, limits.byAddress, now);
  if (!byAddress.allowed) return { outcome: "refused", retryAfterSeconds: byAddress.retryAfterSeconds };
  const overall = await consumeRateLimit(db, `${purpose}:overall`, limits.overall, now);
  if (!overall.allowed) return { outcome: "refused", retryAfterSeconds: overall.retryAfterSeconds };
  const byEmail = await consumeRateLimit(db, `${purpose}:email:${email}`, limits.byEmail, now);
  return byEmail.allowed ? { outcome: "allowed" } : { outcome: "quiet" };
}

export function checkSignUpLimits(db: DatabaseExecutor, email: string, address: string, now = Date.now()) {
  return checkMailLimits(db, "sign-up", signUpLimits(), email, address, now);
}

export function checkPasswordResetLimits(db: DatabaseExecutor, email: string, address: string, now = Date.now()) {
  return checkMailLimits(db, "password-reset", PASSWORD_RESET_LIMITS, email, address, now);
}

/** A new confirmation link asked for by signing in to an unconfirmed account: the sign-up inbox limit. */
export async function mayResendConfirmation(db: DatabaseExecutor, email: string, now = Date.now()) {
  const result = await consumeRateLimit(db, `sign-up:email:${email}`, SIGN_UP_PER_EMAIL, now);
  return result.allowed;
}
