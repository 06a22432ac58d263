import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { PUBLIC } from '../../lib/access/route-access';
import { ok, responses } from '../../lib/http/envelope';
import { codeLoginSchema, smsCodeRequestSchema } from '@fair/shared/validation/auth';
import { loginWithCode, requestLoginCode } from './account-codes';
import { authFormProblems } from './form-problems';
import { login } from './password-login';
import { adminLoginBody, exhibitorLoginBody, loginData } from './auth-schemas';

/** SPEC §7 password login of exhibitors and admins, and the exhibitor's login by SMS code (SPEC §2 labels). */
const loginRoutes: FastifyPluginAsyncZod = async (app) => {
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
};

export default loginRoutes;
