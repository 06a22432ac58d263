import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { PUBLIC, type RouteAccess } from '../../lib/access/route-access';
import { principalOf } from '../../lib/access/principal-of';
import { ok, responses } from '../../lib/http/envelope';
import { revokeSession } from '../../lib/session/session-store';
import { login } from './login-service';
import { PURGE_INTERVAL_MS, purgeEndedSessions } from './purge-sessions';
import { adminLoginBody, exhibitorLoginBody, loginData, userInfoData } from './schemas';
import { userInfo } from './user-info';

/** SPEC §7 login, user info and logout for exhibitors (exhibitors/user) and admins (/admin/user). */
const authRoutes: FastifyPluginAsyncZod = async (app) => {
  // housekeeping in every process: deletes are idempotent, so several servers may run it
  let purgeTimer: NodeJS.Timeout | undefined;
  app.addHook('onReady', async () => {
    purgeTimer = setInterval(() => {
      purgeEndedSessions(app.db).catch((error: unknown) => app.log.warn({ err: error }, 'session purge failed'));
    }, PURGE_INTERVAL_MS);
    purgeTimer.unref();
  });
  app.addHook('onClose', async () => clearInterval(purgeTimer));

  const exhibitorOnly: RouteAccess = { clientTypes: ['exhibitor'] };
  const adminsOnly: RouteAccess = { clientTypes: ['organizer', 'miniprog'] };

  app.post(
    '/exhibitors/user/login',
    {
      config: { access: PUBLIC },
      schema: { tags: ['auth'], summary: 'Exhibitor login by e-mail', body: exhibitorLoginBody, response: responses(loginData) },
    },
    async (request) =>
      ok(
        await login(app.db, {
          userName: request.body.user_name,
          password: request.body.password,
          clientType: 'exhibitor',
          remember: request.body.remember,
          address: request.ip,
        }),
      ),
  );

  app.post(
    '/admin/user/login',
    {
      config: { access: PUBLIC },
      schema: { tags: ['auth'], summary: 'Organizer or mini-programme admin login', body: adminLoginBody, response: responses(loginData) },
    },
    async (request) =>
      ok(
        await login(app.db, {
          userName: request.body.user_name,
          password: request.body.password,
          clientType: request.body.clientType,
          remember: request.body.remember,
          address: request.ip,
        }),
      ),
  );

  for (const [prefix, access] of [
    ['/exhibitors/user', exhibitorOnly],
    ['/admin/user', adminsOnly],
  ] as const) {
    app.get(
      `${prefix}/info`,
      { config: { access }, schema: { tags: ['auth'], summary: 'The logged-in user (SPEC §3 User)', response: responses(userInfoData) } },
      async (request) => ok(await userInfo(app.db, principalOf(request), request.locale)),
    );

    app.post(
      `${prefix}/logout`,
      { config: { access }, schema: { tags: ['auth'], summary: 'End this session', response: responses(z.null()) } },
      async (request) => {
        await revokeSession(app.db, principalOf(request).sessionId);
        if (request.renewedSessionId) await revokeSession(app.db, request.renewedSessionId);
        return ok(null);
      },
    );
  }
};

export default authRoutes;
