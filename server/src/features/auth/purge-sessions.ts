import { and, isNotNull, isNull, lt, or } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client';
import { loginThrottles, sessions } from '../../db/schema/sessions';
import { THROTTLE_QUIET_MS } from '../../lib/auth/login-throttle';
import { purgeEndedCodes } from '../../lib/auth/verification-codes';

/** Ended sessions are kept a week (for support questions), then removed. */
export const ENDED_SESSION_RETENTION_MS = 7 * 24 * 60 * 60 * 1000;
export const PURGE_INTERVAL_MS = 60 * 60 * 1000;

/** Removes sessions that ended over a week ago and throttle counters that would start again anyway (quiet since their delay ended). */
export async function purgeEndedSessions(db: Database, now = new Date()): Promise<{ sessions: number; throttles: number }> {
  const cutoff = new Date(now.getTime() - ENDED_SESSION_RETENTION_MS);
  const removedSessions = await db
    .delete(sessions)
    .where(or(lt(sessions.expires_at, cutoff), and(isNotNull(sessions.revoked_at), lt(sessions.revoked_at, cutoff))))
    .returning({ id: sessions.id });
  const removedThrottles = await db
    .delete(loginThrottles)
    .where(
      and(
        lt(loginThrottles.last_failed_at, new Date(now.getTime() - THROTTLE_QUIET_MS)),
        or(isNull(loginThrottles.locked_until), lt(loginThrottles.locked_until, new Date(now.getTime() - THROTTLE_QUIET_MS))),
      ),
    )
    .returning({ key: loginThrottles.key });
  return { sessions: removedSessions.length, throttles: removedThrottles.length };
}

/** Housekeeping in every process, hourly while the app runs: deletes are idempotent, so several servers may run it. */
export function schedulePurges(app: FastifyInstance): void {
  let purgeTimer: NodeJS.Timeout | undefined;
  app.addHook('onReady', async () => {
    purgeTimer = setInterval(() => {
      purgeEndedSessions(app.db).catch((error: unknown) => app.log.warn({ err: error }, 'session purge failed'));
      purgeEndedCodes(app.db).catch((error: unknown) => app.log.warn({ err: error }, 'verification code purge failed'));
    }, PURGE_INTERVAL_MS);
    purgeTimer.unref();
  });
  app.addHook('onClose', async () => clearInterval(purgeTimer));
}
