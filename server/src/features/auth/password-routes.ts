import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { PUBLIC, type RouteAccess } from '../../lib/access/route-access';
import { principalOf } from '../../lib/access/principal-of';
import { ok, responses } from '../../lib/http/envelope';
import { changePasswordSchema, forgotPasswordSchema, resetPasswordSchema } from '@fair/shared/validation/auth';
import { changePassword, requestResetCode, resetWithCode } from './account-codes';
import { authFormProblems } from './form-problems';

const exhibitorOnly: RouteAccess = { clientTypes: ['exhibitor'] };

/** The exhibitor's forgotten password (a code by e-mail) and change of the own password (SPEC §2 labels). */
const passwordRoutes: FastifyPluginAsyncZod = async (app) => {
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
};

export default passwordRoutes;
