import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { OPERATION_LOG_PATHS } from '@fair/shared/contracts/operation-log';
import type { RouteAccess } from '../../lib/access/route-access';
import { ok, responses } from '../../lib/http/envelope';
import { operationLogListQuery, operationLogOptions, operationLogPage } from './operation-log-schemas';
import { listOperations, operationOptions } from './operation-log-queries';

const tags = ['operation-log'];
/** Who changed what is for those who manage rights, beside the authorities. */
const access: RouteAccess = { clientTypes: ['organizer'], roleKey: 'organizer.authority-manage' };

/** The operation log (/organizer/operation-log): every organizer write, newest first. */
const operationLogRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    OPERATION_LOG_PATHS.list,
    {
      config: { access },
      schema: {
        tags,
        summary: 'Organizer writes, newest first: who, when, action, the record by name and the changed fields before → after (bookkeeping left out, halls and reordered records named); filters by actor, action, entity, record id and days',
        querystring: operationLogListQuery,
        response: responses(operationLogPage),
      },
    },
    async (request) => {
      const { rows, total, capped } = await listOperations(app.db, request.query, request.locale);
      return ok({ list: rows, total, total_capped: capped, page: request.query.page, page_size: request.query.page_size });
    },
  );

  app.get(
    OPERATION_LOG_PATHS.options,
    { config: { access }, schema: { tags, summary: 'The actions and entities found in the log (filter choices)', response: responses(operationLogOptions) } },
    async () => ok(await operationOptions(app.db)),
  );
};

export default operationLogRoutes;
