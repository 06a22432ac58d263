import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { REGISTRATION_PATHS } from '@fair/shared/contracts/registration';
import { approveRegistrationSchema, registerCodeSchema, registrationSchema, rejectRegistrationSchema } from '@fair/shared/validation/registration';
import { PUBLIC, type RouteAccess } from '../../lib/access/route-access';
import { principalOf } from '../../lib/access/principal-of';
import { ok, responses } from '../../lib/http/envelope';
import { formProblems } from '../../lib/http/form-problems';
import { exhibitorOrigin } from '../../lib/http/public-origin';
import { approveRegistration, listRegistrations, rejectRegistration } from './registration-review';
import { registrationProblems } from './registration-problems';
import { registeredData, registrationListQuery, registrationPage } from './registration-schemas';
import { register, requestRegisterCode } from './self-registration';

const tags = ['registration'];
const review: RouteAccess = { clientTypes: ['organizer'], roleKey: 'account.exhibitor-account-manage' };

/**
 * SPEC §2/§5 registration: an applicant registers with a mobile or an e-mail and a code sent to it; the
 * account waits for the organizer, who approves it (choosing the exhibitor types) or rejects it with a
 * reason in exhibitor-account-manage. Both decisions reach the applicant by e-mail or SMS.
 */
const registrationRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    REGISTRATION_PATHS.sendCode,
    {
      config: { access: PUBLIC },
      attachValidation: true,
      schema: { tags, summary: 'Send a register code by SMS (phone) or e-mail (same answer whether the contact has an account)', body: registerCodeSchema, response: responses(z.null()) },
    },
    async (request) => {
      if (request.validationError) throw registrationProblems(request.validationError);
      await requestRegisterCode(app, request.body, { address: request.ip, locale: request.locale });
      return ok(null);
    },
  );

  app.post(
    REGISTRATION_PATHS.register,
    {
      config: { access: PUBLIC },
      attachValidation: true,
      schema: { tags, summary: 'Register a company and its main exhibitor account; it waits for the organizer’s approval', body: registrationSchema, response: responses(registeredData) },
    },
    async (request) => {
      if (request.validationError) throw registrationProblems(request.validationError);
      return ok(await register(app.db, request.body, request.ip));
    },
  );

  app.get(
    REGISTRATION_PATHS.list,
    { config: { access: review }, schema: { tags, summary: 'Self-registered accounts waiting for approval (or rejected), newest first', querystring: registrationListQuery, response: responses(registrationPage) } },
    async (request) => {
      const { rows, total, pendingCount } = await listRegistrations(app.db, request.query);
      return ok({ list: rows, total, page: request.query.page, page_size: request.query.page_size, pending_count: pendingCount });
    },
  );

  app.post(
    REGISTRATION_PATHS.approve,
    {
      config: { access: review },
      attachValidation: true,
      schema: { tags, summary: 'Approve a pending registration with its exhibitor type(s); the applicant is told', body: approveRegistrationSchema, response: responses(z.null()) },
    },
    async (request) => {
      if (request.validationError) throw registrationProblems(request.validationError);
      const loginUrl = `${exhibitorOrigin(request, app.config.publicUrl, app.config.hostVariants)}/exhibitor_login`;
      await approveRegistration(app, principalOf(request), request.body.id, request.body.exhibitor_types, loginUrl);
      return ok(null);
    },
  );

  app.post(
    REGISTRATION_PATHS.reject,
    {
      config: { access: review },
      attachValidation: true,
      schema: { tags, summary: 'Reject a pending registration with a reason; the applicant is told and may register again', body: rejectRegistrationSchema, response: responses(z.null()) },
    },
    async (request) => {
      if (request.validationError) throw formProblems(request.validationError);
      const registerUrl = `${exhibitorOrigin(request, app.config.publicUrl, app.config.hostVariants)}/register`;
      await rejectRegistration(app, principalOf(request), request.body.id, request.body.reason, registerUrl);
      return ok(null);
    },
  );
};

export default registrationRoutes;
