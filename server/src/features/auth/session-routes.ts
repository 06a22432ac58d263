import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { RouteAccess } from '../../lib/access/route-access';
import { principalOf } from '../../lib/access/principal-of';
import { ok, responses } from '../../lib/http/envelope';
import { revokeSession } from '../../lib/session/session-store';
import { userInfoData } from './auth-schemas';
import { userInfo } from './user-info';

const exhibitorOnly: RouteAccess = { clientTypes: ['exhibitor'] };
const adminsOnly: RouteAccess = { clientTypes: ['organizer', 'miniprog'] };

/** SPEC §7 user info and logout, once for exhibitors (/exhibitors/user) and once for admins (/admin/user). */
const sessionRoutes: FastifyPluginAsyncZod = async (app) => {
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

export default sessionRoutes;
