import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { hallForm, hallMove } from '@fair/shared/validation/hall';
import { principalOf } from '../../lib/access/principal-of';
import type { RouteAccess } from '../../lib/access/route-access';
import { ok, responses } from '../../lib/http/envelope';
import { formProblems } from '../../lib/http/form-problems';
import { hallIdQuery, hallItem, hallListQuery, hallPage } from './hall-schemas';
import { deleteHall, listHalls, moveHall, saveHall } from './hall-store';

const tags = ['halls'];
const access: RouteAccess = { clientTypes: ['organizer'], roleKey: 'organizer.exhibition-number' };

/**
 * SPEC §2 /organizer/exhibition-number: the venue's hall numbers (Chinese and English names, an order).
 * Every change refreshes the public hall list and the catalogue pages naming halls, in every process.
 */
const hallRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/admin/hall/list',
    { config: { access }, schema: { tags, summary: 'Hall numbers, in the venue order unless sorted; search by either name', querystring: hallListQuery, response: responses(hallPage) } },
    async (request) => {
      const { rows, total } = await listHalls(app.db, request.query);
      return ok({ list: rows, total, page: request.query.page, page_size: request.query.page_size });
    },
  );

  app.post(
    '/admin/hall/save',
    {
      config: { access },
      attachValidation: true,
      schema: { tags, summary: 'Create (no id) or rename a hall number; both names unique', body: hallForm, response: responses(hallItem) },
    },
    async (request) => {
      if (request.validationError) throw formProblems(request.validationError);
      const saved = await saveHall(app.db, principalOf(request), request.body);
      await app.changes.announce('reference', 'all');
      return ok(saved);
    },
  );

  app.post(
    '/admin/hall/sort',
    { config: { access }, schema: { tags, summary: 'Move a hall one place up or down the venue order', body: hallMove, response: responses(z.null()) } },
    async (request) => {
      await moveHall(app.db, principalOf(request), request.body.id, request.body.direction);
      await app.changes.announce('reference', 'all');
      return ok(null);
    },
  );

  app.delete(
    '/admin/hall/delete',
    { config: { access }, schema: { tags, summary: 'Delete a hall number no exhibitor uses (409 names how many do)', querystring: hallIdQuery, response: responses(z.null()) } },
    async (request) => {
      await deleteHall(app.db, principalOf(request), request.query.id);
      await app.changes.announce('reference', 'all');
      return ok(null);
    },
  );
};

export default hallRoutes;
