import { clearCounter, readCounters, recordHit } from "~/lib/rate-limit.server";
import type { DatabaseExecutor } from "~db/executor";
import * as m from "./messages";

/**
 * Failed sign-ins slow down whoever fails, not the account's owner (docs/decisions/0013):
 * - per address: after 10 failures from one address (any accounts), each further attempt from it
 *   waits twice as long as the one before;
 * - per account and address: after 3 failures on one account from one address, the same;
 * - per account: beyond 50 failures from everywhere, every address that has failed on the account
 *   waits too, so a botnet gets one guess per address. An address that has never failed on the
 *   account (the owner at home) is never slowed down by other people's failures.
 * Failures are forgotten a day after the last one; a correct password clears its own pair only.
 */

interface DelayRule {
  freeFailures: number;
  firstDelayMs: number;
}

const BY_ADDRESS: DelayRule = { freeFailures: 10, firstDelayMs: 1000 };
const BY_ACCOUNT_FROM_ADDRESS: DelayRule = { freeFailures: 3, firstDelayMs: 1000 };
const BY_ACCOUNT: DelayRule = { freeFailures: 50, firstDelayMs: 1000 };
const MAX_DELAY_MS = 15 * 60 * 1000;
const FORGET_AFTER_MS = 24 * 60 * 60 * 1000;

const keysFor = (email: string, address: string) => ({
  address: `sign-in-failures:address:${address}`,
  accountFromAddress: `sign-in-failures:account-address:${email}|${address}`,
  account: `sign-in-failures:account:${email}`,
});

/** How long to wait after this many failures: nothing at first, then doubling up to 15 minutes. */
function delayAfterFailures(failures: number, rule: DelayRule): number {
  if (failures < rule.freeFailures) return 0;
  const doublings = Math.min(failures - rule.freeFailures, 30);
  return Math.min(rule.firstDelayMs * 2 ** doublings, MAX_DELAY_MS);
}

function remainingWait(counter: { hits: number; lastHitAt: number } | undefined, rule: DelayRule, now: number) {
  if (!counter) return 0;
  return Math.max(0, counter.lastHitAt + delayAfterFailures(counter.hits, rule) - now);
}

/** Seconds this address must wait before it may try this account again; 0 when it may try now. */
export async function signInWaitSeconds(
  db: DatabaseExecutor,
  email: string,
  address: string,
  now = Date.now(),
): Promise<number> {
  const keys = keysFor(email, address);
  const counters = await readCounters(db, Object.values(keys), now);
  const accountFromAddress = counters.get(keys.accountFromAddress);
  const waits = [
    remainingWait(counters.get(keys.address), BY_ADDRESS, now),
    remainingWait(accountFromAddress, BY_ACCOUNT_FROM_ADDRESS, now),
    accountFromAddress ? remainingWait(counters.get(keys.account), BY_ACCOUNT, now) : 0,
  ];
  return Math.ceil(Math.max(...waits) / 1000);
}

export async function recordFailedSignIn(db: DatabaseExecutor, email: string, address: string, now = Date.now()) {
  const keys = keysFor(email, address);
  const window = { windowMs: FORGET_AFTER_MS, sliding: true };
  await Promise.all([
    recordHit(db, keys.address, window, now),
    recordHit(db, keys.accountFromAddress, window, now),
    recordHit(db, keys.account, window, now),
  ]);
}

/**
 * The owner's own mistakes from this address are forgiven once they get it right. The address and
 * account counters stay: signing in to one's own account must not wipe the record of guessing others.
 */
export async function clearFailedSignIns(db: DatabaseExecutor, email: string, address: string) {
  await clearCounter(db, keysFor(email, address).accountFromAddress);
}

export function tooManyAttemptsMessage(waitSeconds: number): string {
  return m.tooManySignInAttempts({ wait: describeWait(waitSeconds) });
}

/** The same wait after wrong current passwords on the change-password form. */
export function tooManyWrongPasswordsMessage(waitSeconds: number): string {
  return m.tooManyWrongPasswords({ wait: describeWait(waitSeconds) });
}

function describeWait(seconds: number): string {
  if (seconds < 60) return m.seconds({ count: seconds });
  return m.minutes({ count: Math.ceil(seconds / 60) });
}
