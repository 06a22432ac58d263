import { MINIPROG_API_PREFIX, publicExhibitorCard, publicExhibitorDetail, publicFilters } from '@fair/shared/contracts/miniprog-api';
import { pageOf } from '../../lib/http/list-schemas';
import { type ApiRoutes, envelope, found } from './api-answers';
import { jsonAnswer } from './api-cache';
import { EXHIBITOR_EXAMPLE } from './api-examples';
import { exhibitorDetail, exhibitorDirectory, filtersOf } from './api-queries';
import { cached, config, directoryQuery, idParams, languageHeader, tags } from './api-schemas';

const base = MINIPROG_API_PREFIX;

/** The exhibitor directory with its filters, and one company. */
const directoryRoutes: ApiRoutes = async (app, { send }) => {
  app.get(
    `${base}/filters`,
    { config, schema: { tags, summary: 'Halls, product categories (three levels) and application areas for the directory filters', headers: languageHeader, response: cached(publicFilters) } },
    async (request, reply) => send(request, reply, 'filters', async () => ({ page: jsonAnswer(200, envelope(request, await filtersOf(app.db, request.locale)), { listing: true }) })),
  );

  app.get(
    `${base}/exhibitors`,
    {
      config,
      schema: {
        tags,
        summary: 'Exhibitor directory: public companies in hall and booth order, 20 a page; search either name, filter by hall, category, area, type, country',
        querystring: directoryQuery,
        headers: languageHeader,
        response: cached(pageOf(publicExhibitorCard)),
      },
    },
    async (request, reply) => {
      const filters = request.query;
      const key = `exhibitors|${JSON.stringify([filters.q?.trim() ?? '', filters.hall, filters.category, filters.area, filters.type, filters.country, filters.page])}`;
      return send(request, reply, key, async () => {
        const page = await exhibitorDirectory(app.db, request.locale, { ...filters, q: filters.q?.trim() || undefined });
        // another company's save leaves this page as it is (see PageCache); products, newest first, change with any
        return { page: jsonAnswer(200, envelope(request, page), { listing: true, shows: page.list.map((card) => card.id) }) };
      });
    },
  );

  app.get(
    `${base}/exhibitors/:id`,
    {
      config,
      schema: {
        tags,
        summary: 'One public company with its published products (none in English without English name and introduction) and booth activities',
        params: idParams,
        headers: languageHeader,
        response: cached(publicExhibitorDetail.meta({ examples: [EXHIBITOR_EXAMPLE] })),
      },
    },
    async (request, reply) => {
      const exhibitorId = request.params.id;
      return send(request, reply, `exhibitors/${exhibitorId}`, async () => found(request, await exhibitorDetail(app.db, request.locale, exhibitorId), { exhibitorId }));
    },
  );
};

export default directoryRoutes;
