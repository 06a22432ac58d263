import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { PUBLIC, type RouteAccess } from '../../lib/access/route-access';
import { principalOf } from '../../lib/access/principal-of';
import { ok, responses } from '../../lib/http/envelope';
import { revokeSession } from '../../lib/session/session-store';
import { changePasswordSchema, codeLoginSchema, forgotPasswordSchema, resetPasswordSchema, smsCodeRequestSchema } from '@fair/shared/validation/auth';
import { changePassword, loginWithCode, requestLoginCode, requestResetCode, resetWithCode } from './account-codes';
import { authFormProblems } from './form-problems';
import { login } from './login-service';
import { PURGE_INTERVAL_MS, purgeEndedSessions } from './purge-sessions';
import { purgeEndedCodes } from '../../lib/auth/verification-codes';
import { adminLoginBody, exhibitorLoginBody, loginData, userInfoData } from './schemas';
import { userInfo } from './user-info';

/** SPEC §7 login, user info and logout for exhibitors (exhibitors/user) and admins (/admin/user). */
const authRoutes: FastifyPluginAsyncZod = async (app) => {
  // housekeeping in every process: deletes are idempotent, so several servers may run it
  let purgeTimer: NodeJS.Timeout | undefined;
  app.addHook('onReady', async () => {
    purgeTimer = setInterval(() => {
      purgeEndedSessions(app.db).catch((error: unknown) => app.log.warn({ err: error }, 'session purge failed'));
      purgeEndedCodes(app.db).catch((error: unknown) => app.log.warn({ err: error }, 'verification code purge failed'));
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

  // login extras (SPEC §2 labels): verification-code login, forgotten password, change password
  app.post(
    '/exhibitors/user/sms-code',
    {
      config: { access: PUBLIC },
      attachValidation: true,
      schema: {
        tags: ['auth'],
        summary: 'Send a login code by SMS to the mobile of an exhibitor account (same answer for unknown numbers)',
        body: smsCodeRequestSchema,
        response: responses(z.null()),
      },
    },
    async (request) => {
      if (request.validationError) throw authFormProblems(request.validationError);
      await requestLoginCode(app, request.body.phone, { address: request.ip, locale: request.locale });
      return ok(null);
    },
  );

  app.post(
    '/exhibitors/user/code-login',
    {
      config: { access: PUBLIC },
      attachValidation: true,
      schema: {
        tags: ['auth'],
        summary: 'Exhibitor login with the mobile and its SMS code',
        body: codeLoginSchema.extend({ remember: z.boolean().optional().default(false).describe('keep the session 60 days') }),
        response: responses(loginData),
      },
    },
    async (request) => {
      if (request.validationError) throw authFormProblems(request.validationError);
      const { phone, code, remember } = request.body;
      return ok(await loginWithCode(app.db, { phone, code, remember, address: request.ip }));
    },
  );

  app.post(
    '/exhibitors/user/forgot-password',
    {
      config: { access: PUBLIC },
      attachValidation: true,
      schema: {
        tags: ['auth'],
        summary: 'E-mail a password reset code to an exhibitor account (same answer for unknown e-mails)',
        body: forgotPasswordSchema,
        response: responses(z.null()),
      },
    },
    async (request) => {
      if (request.validationError) throw authFormProblems(request.validationError);
      await requestResetCode(app, request.body.email, { address: request.ip, locale: request.locale });
      return ok(null);
    },
  );

  app.post(
    '/exhibitors/user/reset-password',
    {
      config: { access: PUBLIC },
      attachValidation: true,
      schema: {
        tags: ['auth'],
        summary: 'Set a new password with the e-mailed code; every session of the account ends',
        body: resetPasswordSchema,
        response: responses(z.null()),
      },
    },
    async (request) => {
      if (request.validationError) throw authFormProblems(request.validationError);
      const { email, code, password } = request.body;
      await resetWithCode(app.db, { email, code, password, address: request.ip });
      return ok(null);
    },
  );

  app.post(
    '/exhibitors/user/change-password',
    {
      config: { access: exhibitorOnly },
      attachValidation: true,
      schema: {
        tags: ['auth'],
        summary: 'Change the own password (current password required); other sessions of the account end',
        body: changePasswordSchema,
        response: responses(z.null()),
      },
    },
    async (request) => {
      if (request.validationError) throw authFormProblems(request.validationError);
      const principal = principalOf(request);
      const keepSessionIds = [principal.sessionId, ...(request.renewedSessionId ? [request.renewedSessionId] : [])];
      await changePassword(app.db, principal, {
        currentPassword: request.body.current_password,
        password: request.body.password,
        keepSessionIds,
        address: request.ip,
      });
      return ok(null);
    },
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
