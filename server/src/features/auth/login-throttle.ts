import { eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { loginThrottles } from '../../db/schema/sessions';

const MINUTE_MS = 60_000;

/** Failures counted within this window; reaching the limit locks the key for LOCK_MS. */
export const THROTTLE_WINDOW_MS = 15 * MINUTE_MS;
export const THROTTLE_LOCK_MS = 15 * MINUTE_MS;
/** per account name: a handful of guesses; per address: a few people behind one NAT mistyping */
export const ACCOUNT_FAILURE_LIMIT = 5;
export const ADDRESS_FAILURE_LIMIT = 20;

export interface ThrottleKeys {
  account: string;
  address: string;
}

/** Keys are per client family and typed name (existing or not), and per client address. */
export function throttleKeys(family: 'exhibitor' | 'admin', userName: string, address: string): ThrottleKeys {
  return { account: `account:${family}:${userName.toLowerCase()}`, address: `address:${address}` };
}

/** Minutes until the later lock ends, or null when neither key is locked. */
export async function lockedMinutes(db: Database, keys: ThrottleKeys, now = new Date()): Promise<number | null> {
  const rows = await db
    .select({ locked_until: loginThrottles.locked_until })
    .from(loginThrottles)
    .where(inArray(loginThrottles.key, [keys.account, keys.address]));
  const until = Math.max(0, ...rows.map((row) => row.locked_until?.getTime() ?? 0));
  return until > now.getTime() ? Math.ceil((until - now.getTime()) / MINUTE_MS) : null;
}

async function countFailure(db: Database, key: string, limit: number, now: Date): Promise<void> {
  const windowStart = new Date(now.getTime() - THROTTLE_WINDOW_MS);
  const lockEnd = new Date(now.getTime() + THROTTLE_LOCK_MS);
  const expired = sql`${loginThrottles.window_started_at} < ${windowStart}`;
  const nextFailures = sql`case when ${expired} then 1 else ${loginThrottles.failures} + 1 end`;
  await db
    .insert(loginThrottles)
    .values({ key, failures: 1, window_started_at: now, locked_until: limit <= 1 ? lockEnd : null })
    .onConflictDoUpdate({
      target: loginThrottles.key,
      set: {
        failures: nextFailures,
        window_started_at: sql`case when ${expired} then ${now} else ${loginThrottles.window_started_at} end`,
        locked_until: sql`case when ${nextFailures} >= ${limit} then ${lockEnd} else ${loginThrottles.locked_until} end`,
      },
    });
}

export async function recordFailure(db: Database, keys: ThrottleKeys, now = new Date()): Promise<void> {
  await countFailure(db, keys.account, ACCOUNT_FAILURE_LIMIT, now);
  await countFailure(db, keys.address, ADDRESS_FAILURE_LIMIT, now);
}

/** A successful login forgets the account's failures (the address keeps its count). */
export async function clearAccountFailures(db: Database, keys: ThrottleKeys): Promise<void> {
  await db.delete(loginThrottles).where(eq(loginThrottles.key, keys.account));
}
