import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { PUBLIC } from '../../lib/access/route-access';
import { responses } from '../../lib/http/envelope';
import { buildCategoryTree, categoryChildren } from './category-tree';
import { envelopeJson, sendJson } from './ready-json';
import { type ReferenceLists, localised } from './reference-lists';
import { ad, bilingual, categoryTree, nameFilter, optionalId } from './reference-schemas';

/** The lists read from the database: product categories, application areas, product properties, halls, ads. */
const listRoutes: FastifyPluginAsyncZod<{ lists: ReferenceLists }> = async (app, { lists }) => {
  const { categories, areas, properties, hallList, adList } = lists;

  app.get(
    '/api/product-category/list',
    {
      config: { access: PUBLIC },
      schema: {
        tags: ['reference'],
        summary: 'Product categories: the whole tree (three levels, ordered), or one level with parent_id',
        querystring: z.object({ parent_id: optionalId }),
        response: responses(categoryTree),
      },
    },
    async (request, reply) => {
      const parentId = request.query.parent_id;
      if (parentId !== undefined) {
        return sendJson(reply, envelopeJson(request, categoryChildren(await categories.rows(), parentId, request.locale)));
      }
      const json = await categories.rendered(request.locale, (rows) => envelopeJson(request, buildCategoryTree(rows, request.locale)));
      return sendJson(reply, json);
    },
  );

  for (const [url, cache, summary] of [
    ['/api/application-areas/list', areas, 'Application areas (Chinese and English names); name filters'],
    ['/api/product-attr/list', properties, 'Product properties (Chinese and English names); name filters'],
    ['/api/exhibitors/hall/list', hallList, 'Hall numbers of the venue; name filters'],
  ] as const) {
    app.get(
      url,
      {
        config: { access: PUBLIC },
        schema: { tags: ['reference'], summary, querystring: z.object({ name: nameFilter }), response: responses(z.array(bilingual)) },
      },
      async (request, reply) => {
        const filter = request.query.name;
        if (filter) return sendJson(reply, envelopeJson(request, localised(await cache.rows(), request.locale, filter)));
        return sendJson(reply, await cache.rendered(request.locale, (rows) => envelopeJson(request, localised(rows, request.locale))));
      },
    );
  }

  app.get(
    '/api/ad/list',
    {
      config: { access: PUBLIC },
      schema: {
        tags: ['reference'],
        summary: 'Enabled ads in display order; page and position filter',
        querystring: z.object({ page: z.string().trim().max(100).optional(), position: z.string().trim().max(100).optional() }),
        response: responses(z.array(ad)),
      },
    },
    async (request, reply) => {
      const { page, position } = request.query;
      const rows = (await adList.rows()).filter((row) => (!page || row.page === page) && (!position || row.position === position));
      return sendJson(reply, envelopeJson(request, rows));
    },
  );
};

export default listRoutes;
