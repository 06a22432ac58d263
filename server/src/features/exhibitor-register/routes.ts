import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { REGISTER_PATHS } from '@fair/shared/contracts/exhibitor-register';
import { principalOf } from '../../lib/access/principal-of';
import type { RouteAccess } from '../../lib/access/route-access';
import { commonErrorResponses, ok, responses } from '../../lib/http/envelope';
import { formProblems } from '../../lib/http/form-problems';
import { sendSheet } from '../../lib/sheets/streamed-sheet';
import { registerFileName, streamRegisterSheet } from './register-export';
import { boothAssignment, registerDetail, registerExportQuery, registerIdQuery, registerListQuery, registerPage } from './register-schemas';
import { listRegister, readRegisterDetail, saveBooth } from './register-store';
import reminderRoutes from './reminder-routes';

const tags = ['exhibitor register'];
const access: RouteAccess = { clientTypes: ['organizer'], roleKey: 'message.exhibitor-info-manage' };

/**
 * SPEC §2 /message/exhibitor-info-manage: every company with its profile fields and completion; the
 * organizer sets hall, booth number and booth area here, and exports the filtered set.
 */
const exhibitorRegisterRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    REGISTER_PATHS.list,
    {
      config: { access },
      schema: {
        tags,
        summary: 'Companies with profile fields and completion; filter by hall, type, country, profile saved, completion below N %, name',
        querystring: registerListQuery,
        response: responses(registerPage),
      },
    },
    async (request) => {
      const { rows, total } = await listRegister(app.db, request.query, request.locale);
      return ok({ list: rows, total, page: request.query.page, page_size: request.query.page_size });
    },
  );

  app.get(
    REGISTER_PATHS.info,
    {
      config: { access },
      schema: { tags, summary: 'One company of the register with the completion items it still misses', querystring: registerIdQuery, response: responses(registerDetail) },
    },
    async (request) => ok(await readRegisterDetail(app.db, request.query.id, request.locale)),
  );

  app.post(
    REGISTER_PATHS.booth,
    {
      config: { access },
      attachValidation: true,
      schema: {
        tags,
        summary: 'Set hall (a hall number), booth number and booth area (m², above 0, 2 decimals) of one company; null clears',
        body: boothAssignment,
        response: responses(registerDetail),
      },
    },
    async (request) => {
      if (request.validationError) throw formProblems(request.validationError);
      const { id, ...values } = request.body;
      await saveBooth(app.db, principalOf(request), id, values, request.locale);
      await app.changes.announce('catalogue', { exhibitorId: id });
      return ok(await readRegisterDetail(app.db, id, request.locale));
    },
  );

  app.get(
    REGISTER_PATHS.export,
    {
      config: { access },
      schema: {
        tags,
        summary: 'The filtered register as .xlsx (streamed), in the list order',
        querystring: registerExportQuery,
        response: { 200: z.unknown().describe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'), ...commonErrorResponses },
      },
    },
    async (request, reply) => {
      const stream = streamRegisterSheet(app.db, request.query, request.locale, (error) => request.log.error({ err: error }, 'exhibitor register export failed'));
      return sendSheet(reply, registerFileName(request.locale), stream);
    },
  );

  await app.register(reminderRoutes);
};

export default exhibitorRegisterRoutes;
