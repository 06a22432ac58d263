import { eq } from 'drizzle-orm';
import { loginThrottles, sessions } from '../../../db/schema/sessions';
import { createSession, revokeSession } from '../../../lib/session/session-store';
import { type TestApp, buildTestApp } from '../../../test/build-test-app';
import { purgeEndedSessions } from '../purge-sessions';

const DAY_MS = 86_400_000;

describe('purgeEndedSessions', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t?.close());

  it('removes sessions ended over a week ago and spent throttle counters, keeping the rest', async () => {
    const principal = { principalKind: 'exhibitor_account' as const, principalId: t.fixtures.accounts.rival, clientType: 'exhibitor' as const, remember: false };
    const now = new Date();
    const live = await createSession(t.db, principal, now);
    const oldExpired = await createSession(t.db, principal, new Date(now.getTime() - 10 * DAY_MS));
    const recentlyRevoked = await createSession(t.db, principal, now);
    await revokeSession(t.db, recentlyRevoked.sessionId, now);
    const longRevoked = await createSession(t.db, { ...principal, remember: true }, new Date(now.getTime() - 20 * DAY_MS));
    await revokeSession(t.db, longRevoked.sessionId, new Date(now.getTime() - 8 * DAY_MS));
    await t.db.insert(loginThrottles).values([
      { key: 'account:exhibitor:old', failures: 2, window_started_at: new Date(now.getTime() - DAY_MS), last_failed_at: new Date(now.getTime() - DAY_MS) },
      {
        key: 'account:exhibitor:locked',
        failures: 5,
        window_started_at: new Date(now.getTime() - DAY_MS),
        last_failed_at: new Date(now.getTime() - DAY_MS),
        locked_until: new Date(now.getTime() + 60_000),
      },
      { key: 'account:exhibitor:current', failures: 1, window_started_at: new Date(now.getTime() - DAY_MS), last_failed_at: now },
    ]);

    const removed = await purgeEndedSessions(t.db, now);
    expect(removed).toEqual({ sessions: 2, throttles: 1 });
    const remaining = async (id: number) => (await t.db.select().from(sessions).where(eq(sessions.id, id))).length;
    expect(await remaining(live.sessionId)).toBe(1);
    expect(await remaining(recentlyRevoked.sessionId)).toBe(1);
    expect(await remaining(oldExpired.sessionId)).toBe(0);
    expect(await remaining(longRevoked.sessionId)).toBe(0);
    const keys = (await t.db.select({ key: loginThrottles.key }).from(loginThrottles)).map((row) => row.key).sort();
    expect(keys).toEqual(['account:exhibitor:current', 'account:exhibitor:locked']);
  });
});
