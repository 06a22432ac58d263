import { useTestDatabase } from '../../../test/test-database';
import { ThrottledError, type ThrottlePolicy, admitAttempt, delayAfter, retryAfterSeconds } from '../../../lib/auth/login-throttle';

/**
 * The throttle's arithmetic on its own: the portal's policies all allow several free tries, so these use one
 * whose first failure already delays, to show the delay of a key's very first failure and its doubling.
 */
const POLICY: ThrottlePolicy = { free: 3, baseMs: 1000, capMs: 5000 };
const ONE_FREE: ThrottlePolicy = { free: 1, baseMs: 2000, capMs: 8000 };
const START = new Date('2026-03-02T01:00:00Z');
const at = (ms: number) => new Date(START.getTime() + ms);

describe('delayAfter', () => {
  it('costs nothing below the free count, then the base delay, doubling per failure up to the cap', () => {
    expect([0, 1, 2, 3, 4, 5, 6, 100].map((failures) => delayAfter(POLICY, failures))).toEqual([0, 0, 0, 1000, 2000, 4000, 5000, 5000]);
    expect(delayAfter(ONE_FREE, 1)).toBe(2000);
  });
});

describe('admitAttempt with a policy whose first failure delays', () => {
  const database = useTestDatabase();

  it('delays the key from its first failure, refuses until then with the seconds left, and doubles the next delay', async () => {
    const keys = [{ key: 'policy:first-failure', policy: ONE_FREE }];
    await admitAttempt(database.db, keys, { now: START });
    expect(await retryAfterSeconds(database.db, keys, START)).toBe(2);
    await expect(admitAttempt(database.db, keys, { now: at(1000) })).rejects.toMatchObject({ statusCode: 429, retryAfterSeconds: 1 });
    await admitAttempt(database.db, keys, { now: at(2000) });
    expect(await retryAfterSeconds(database.db, keys, at(2000))).toBe(4);
  });

  it('words a wait of a minute or less in seconds and a longer one in minutes', () => {
    expect(new ThrottledError(45)).toMatchObject({ statusCode: 429, messageKey: 'auth.throttledSeconds', params: { seconds: 45 }, headers: { 'retry-after': '45' } });
    expect(new ThrottledError(61)).toMatchObject({ messageKey: 'auth.throttled', params: { minutes: 2 }, headers: { 'retry-after': '61' } });
  });
});
