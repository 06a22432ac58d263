import type { Database } from '../../db/client';
import { AppError } from '../../lib/http/app-error';
import { type ThrottleKey, type ThrottlePolicy, type ThrottleTexts, admitAttempt, attemptForgiven } from '../../lib/auth/login-throttle';

const MINUTE_MS = 60_000;

/**
 * Unknown set-password links from one source: ten free (a mistyped or truncated link now and then), then
 * a delay from 1 minute doubling up to an hour, as the login's per-source key. Only the source is keyed:
 * each guessed token is new, so a per-token key would never fill.
 */
export const SET_PASSWORD_POLICY: ThrottlePolicy = { free: 10, baseMs: MINUTE_MS, capMs: 60 * MINUTE_MS };
const TEXTS: ThrottleTexts = { minutes: 'exhibitorAccounts.linkThrottled', seconds: 'exhibitorAccounts.linkThrottledSeconds' };

export const setPasswordKeys = (address: string): ThrottleKey[] => [{ key: `set-password:source:${address}`, policy: SET_PASSWORD_POLICY }];

/**
 * Runs a set-password link check under the source's throttle: counted before the check (parallel guesses
 * cannot outrun it), refused with 429 and Retry-After while the source is delayed, even for a valid link.
 * A link that exists (valid, used or expired) takes its attempt back; only unknown tokens stay counted.
 */
export async function throttledLinkCheck<T>(db: Database, address: string, check: () => Promise<T>): Promise<T> {
  const keys = setPasswordKeys(address);
  await admitAttempt(db, keys, { texts: TEXTS });
  try {
    const result = await check();
    await attemptForgiven(db, keys);
    return result;
  } catch (error) {
    if (error instanceof AppError && error.statusCode === 410) await attemptForgiven(db, keys);
    throw error;
  }
}
