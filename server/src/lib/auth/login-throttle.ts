import { and, eq, gt, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { loginThrottles } from '../../db/schema/sessions';
import { AppError } from '../http/app-error';
import type { MessageKey } from '../i18n/translate';

const SECOND_MS = 1000;
const MINUTE_MS = 60 * SECOND_MS;

/**
 * How one throttle key reacts to failures: the first `free - 1` cost nothing; the `free`-th and every
 * later one delays the key by baseMs, doubling per failure up to capMs.
 */
export interface ThrottlePolicy {
  free: number;
  baseMs: number;
  capMs: number;
}

/** One guesser at one account: a user mistyping gets five tries, a guesser waits longer each time. */
export const PAIR_POLICY: ThrottlePolicy = { free: 5, baseMs: MINUTE_MS, capMs: 60 * MINUTE_MS };
/** One source across every account name: a few people behind one NAT mistyping. */
export const SOURCE_POLICY: ThrottlePolicy = { free: 20, baseMs: MINUTE_MS, capMs: 60 * MINUTE_MS };
/**
 * One account from everywhere (distributed guessing): a high ceiling, then short delays that slow
 * guessing to about one try a minute but never lock the owner for long (ASVS 5.0 §6.3).
 */
export const ACCOUNT_POLICY: ThrottlePolicy = { free: 100, baseMs: 10 * SECOND_MS, capMs: MINUTE_MS };

/** A key's count starts again after this long without a failure once its delay is over. */
export const THROTTLE_QUIET_MS = 15 * MINUTE_MS;

export interface ThrottleKey {
  key: string;
  policy: ThrottlePolicy;
}

/**
 * Keys of a credential check: the typed name (existing or not) with the source, the source alone and
 * the name alone. A stranger's failures delay only their own pair and source, so the owner elsewhere
 * keeps logging in.
 */
export function credentialKeys(family: 'exhibitor' | 'admin', userName: string, address: string): ThrottleKey[] {
  const name = `${family}:${userName.toLowerCase()}`;
  return [
    { key: `pair:${name}@${address}`, policy: PAIR_POLICY },
    { key: `source:${address}`, policy: SOURCE_POLICY },
    { key: `account:${name}`, policy: ACCOUNT_POLICY },
  ];
}

/** The delay the n-th failure of a key earns (0 below the policy's free count). */
export function delayAfter(policy: ThrottlePolicy, failures: number): number {
  if (failures < policy.free) return 0;
  return Math.min(policy.capMs, policy.baseMs * 2 ** Math.min(failures - policy.free, 30));
}

/** The texts of a 429: one in minutes, and optionally one for waits up to a minute. */
export interface ThrottleTexts {
  minutes: MessageKey;
  seconds?: MessageKey;
}
export const LOGIN_TEXTS: ThrottleTexts = { minutes: 'auth.throttled', seconds: 'auth.throttledSeconds' };

/** A 429 with Retry-After in seconds and a localised text saying how long to wait. */
export class ThrottledError extends AppError {
  constructor(
    public readonly retryAfterSeconds: number,
    texts: ThrottleTexts = LOGIN_TEXTS,
  ) {
    const seconds = Math.max(1, retryAfterSeconds);
    const secondsKey = seconds <= 60 ? texts.seconds : undefined;
    super(429, secondsKey ?? texts.minutes, secondsKey ? { seconds } : { minutes: Math.ceil(seconds / 60) }, null, {
      'retry-after': String(seconds),
    });
    this.name = 'ThrottledError';
  }
}

/** Seconds until the last delay among the keys ends, or null when none delays. */
export async function retryAfterSeconds(db: Database, keys: ThrottleKey[], now = new Date()): Promise<number | null> {
  const rows = await db
    .select({ locked_until: loginThrottles.locked_until })
    .from(loginThrottles)
    .where(
      and(
        inArray(
          loginThrottles.key,
          keys.map((k) => k.key),
        ),
        gt(loginThrottles.locked_until, now),
      ),
    );
  const until = Math.max(0, ...rows.map((row) => row.locked_until?.getTime() ?? 0));
  return until > now.getTime() ? Math.ceil((until - now.getTime()) / SECOND_MS) : null;
}

/**
 * Counts one attempt on a key unless the key is delayed, in one statement (parallel attempts each
 * count). Returns false when the key was delayed and nothing was counted.
 */
async function countOn(db: Database, { key, policy }: ThrottleKey, now: Date): Promise<boolean> {
  const quietSince = new Date(now.getTime() - THROTTLE_QUIET_MS);
  const lastActivity = sql`greatest(${loginThrottles.last_failed_at}, coalesce(${loginThrottles.locked_until}, ${loginThrottles.last_failed_at}))`;
  const restarts = sql`${lastActivity} < ${quietSince}`;
  const failures = sql`case when ${restarts} then 1 else ${loginThrottles.failures} + 1 end`;
  const exponent = sql`least(greatest(${failures} - ${policy.free}, 0), 30)`;
  const delayMs = sql`least(${policy.capMs}::float8, ${policy.baseMs}::float8 * power(2::float8, ${exponent}))`;
  const firstDelay = delayAfter(policy, 1);
  const counted = await db
    .insert(loginThrottles)
    .values({
      key,
      failures: 1,
      window_started_at: now,
      last_failed_at: now,
      locked_until: firstDelay > 0 ? new Date(now.getTime() + firstDelay) : null,
    })
    .onConflictDoUpdate({
      target: loginThrottles.key,
      set: {
        failures,
        window_started_at: sql`case when ${restarts} then ${now} else ${loginThrottles.window_started_at} end`,
        last_failed_at: now,
        locked_until: sql`case when ${failures} >= ${policy.free} then ${now}::timestamptz + ${delayMs} * interval '1 millisecond' else null end`,
      },
      setWhere: sql`${loginThrottles.locked_until} is null or ${loginThrottles.locked_until} <= ${now}`,
    })
    .returning({ key: loginThrottles.key });
  return counted.length > 0;
}

/** Takes back one counted attempt (a success, or an attempt another key refused). */
async function uncount(db: Database, { key, policy }: ThrottleKey): Promise<void> {
  const failures = sql`greatest(${loginThrottles.failures} - 1, 0)`;
  await db
    .update(loginThrottles)
    .set({
      failures,
      // below the free count no delay is owed; above it, the delay earned stays (it only slows)
      locked_until: sql`case when ${failures} < ${policy.free} then null else ${loginThrottles.locked_until} end`,
    })
    .where(eq(loginThrottles.key, key));
}

/**
 * Admits one credential check: refuses with ThrottledError while any key is delayed, otherwise counts
 * the attempt as a failure before the check runs, so parallel guesses cannot outrun the count. A
 * successful check then calls `attemptSucceeded`.
 */
export async function admitAttempt(db: Database, keys: ThrottleKey[], options: { now?: Date; texts?: ThrottleTexts } = {}): Promise<void> {
  const now = options.now ?? new Date();
  const refuse = async (): Promise<never> => {
    throw new ThrottledError((await retryAfterSeconds(db, keys, now)) ?? 1, options.texts);
  };
  if ((await retryAfterSeconds(db, keys, now)) !== null) return refuse();
  const counted: ThrottleKey[] = [];
  for (const key of keys) {
    if (!(await countOn(db, key, now))) {
      for (const done of counted) await uncount(db, done);
      return refuse();
    }
    counted.push(key);
  }
}

/** A successful check: the pair forgets its failures; source and account take back this attempt. */
export async function attemptSucceeded(db: Database, keys: ThrottleKey[]): Promise<void> {
  const [pair, ...others] = keys;
  if (pair) await db.delete(loginThrottles).where(eq(loginThrottles.key, pair.key));
  for (const key of others) await uncount(db, key);
}

/**
 * Takes back this attempt on every key without forgiving earlier failures: for checks where one success
 * must not wipe a guesser's count (a valid set-password link proves nothing about the other tries).
 */
export async function attemptForgiven(db: Database, keys: ThrottleKey[]): Promise<void> {
  for (const key of keys) await uncount(db, key);
}
