import { createRateLimiter } from "~/lib/rate-limit.server";

const FIFTEEN_MINUTES = 15 * 60 * 1000;

// Failed attempts only: someone who signs in correctly is never slowed down.
const failuresByEmail = createRateLimiter({ limit: 5, windowMs: FIFTEEN_MINUTES });
const failuresByAddress = createRateLimiter({ limit: 30, windowMs: FIFTEEN_MINUTES });

export const TOO_MANY_ATTEMPTS_MESSAGE = "Too many failed sign-in attempts. Please wait 15 minutes and try again.";

export function isSignInBlocked(email: string, address: string): boolean {
  return failuresByEmail.isBlocked(email) || failuresByAddress.isBlocked(address);
}

export function recordFailedSignIn(email: string, address: string) {
  failuresByEmail.hit(email);
  failuresByAddress.hit(address);
}

export function clearFailedSignIns(email: string) {
  failuresByEmail.reset(email);
}
