import type { RouteOptions } from 'fastify';
import fp from 'fastify-plugin';
import { isClientType } from '@fair/shared/access/client-types';
import { decideAccess } from '@fair/shared/access/rules';
import type { RouteAccess, RouteTableEntry } from '../lib/access/route-access';
import { AppError } from '../lib/http/app-error';
import type { Principal } from '../lib/session/principal';
import { resolveToken } from '../lib/session/resolve-token';
import { renewIfDue } from '../lib/session/session-store';
import { readRequestToken } from '../lib/session/token';

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: RouteAccess;
  }
  interface FastifyRequest {
    /** the authenticated caller; null on public routes */
    principal: Principal | null;
    /** the successor session handed out by sliding renewal during this request */
    renewedSessionId: number | null;
  }
  interface FastifyInstance {
    /** every registered route with its access declaration (HEAD twins left out) */
    routeTable: RouteTableEntry[];
  }
}

const DENIALS = {
  'wrong-client-type': 'errors.wrongClientType',
  'profile-required': 'errors.profileRequired',
  'missing-role': 'errors.missingRole',
  'missing-power': 'errors.missingPower',
} as const;

export default fp(
  async (app) => {
    const registered: RouteOptions[] = [];
    app.decorate('routeTable', [] as RouteTableEntry[]);
    app.decorateRequest('principal', null);
    app.decorateRequest('renewedSessionId', null);

    app.addHook('onRoute', (route) => {
      registered.push(route);
    });

    // checked once all plugins ran, so plugin-registered routes (docs) could declare themselves first
    app.addHook('onReady', async () => {
      const entries = registered.flatMap((route) =>
        [route.method]
          .flat()
          .filter((method) => method !== 'HEAD')
          .map((method) => ({ method, url: route.url, access: route.config?.access })),
      );
      const undeclared = entries.filter((entry) => !entry.access);
      if (undeclared.length) {
        throw new Error(`Routes without an access declaration: ${undeclared.map((e) => `${e.method} ${e.url}`).join(', ')}`);
      }
      app.routeTable.push(...entries);
    });

    app.addHook('onRequest', async (request, reply) => {
      const access = request.routeOptions.config.access;
      if (!access || access.clientTypes === 'public') return;

      const token = readRequestToken(request.headers);
      if (!token) throw new AppError(401, 'errors.unauthorized');
      const resolved = await resolveToken(app.db, token);
      if (resolved.status === 'expired') throw new AppError(401, 'errors.tokenExpired');
      if (resolved.status === 'invalid') throw new AppError(401, 'errors.tokenInvalid');
      const { session, principal } = resolved;

      const headerClientType = request.headers['client-type'];
      if (isClientType(headerClientType) && headerClientType !== session.client_type) {
        throw new AppError(401, 'errors.tokenClientType');
      }

      const decision = decideAccess(
        principal,
        { clientTypes: access.clientTypes, roleKey: access.roleKey, powerKey: access.powerKey, requiresSavedProfile: access.requiresSavedProfile },
      );
      if (decision !== 'allow') throw new AppError(403, DENIALS[decision]);
      request.principal = principal;

      const renewed = await renewIfDue(app.db, session);
      if (renewed) {
        request.renewedSessionId = renewed.sessionId;
        reply.header('authorization', `Bearer ${renewed.token}`);
      }
    });
  },
  { name: 'access', dependencies: ['db', 'envelope'] },
);
