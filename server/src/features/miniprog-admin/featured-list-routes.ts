import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { MINIPROG_ADMIN_PATHS, miniprogFeaturedCandidate, miniprogFeaturedItem } from '@fair/shared/contracts/miniprog';
import { miniprogCandidateQuery, miniprogFeaturedListQuery, miniprogIdQuery } from '@fair/shared/validation/miniprog';
import { ok, responses } from '../../lib/http/envelope';
import { pageOf as pageSchema } from '../../lib/http/list-schemas';
import { listCandidates, listFeatured, requireFeatured } from './featured-store';
import { MINIPROG_ACCESS } from './miniprog-kit';

const tags = ['miniprog-admin'];
const config = { access: MINIPROG_ACCESS };
const paths = MINIPROG_ADMIN_PATHS.featured;

/**
 * /info/info-manage, /product/product-manage, /activity/activity-manage: which exhibitors, products and
 * concurrent activities the mini-programme features (its home blocks), in order. Entries point at the
 * exhibitor data and never change it: hiding an entry hides it from the mini-programme only.
 */
const featuredListRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    paths.list,
    { config, schema: { tags, summary: 'Featured entries of one kind in display order, with the live name and image of the record', querystring: miniprogFeaturedListQuery, response: responses(pageSchema(miniprogFeaturedItem)) } },
    async (request) => {
      const { list, total } = await listFeatured(app.db, request.query);
      return ok({ list, total, page: request.query.page, page_size: request.query.page_size });
    },
  );

  app.get(
    paths.candidates,
    {
      config,
      schema: {
        tags,
        summary: 'Records that may be featured: saved, unbanned companies; their published products; published concurrent activities',
        querystring: miniprogCandidateQuery,
        response: responses(pageSchema(miniprogFeaturedCandidate)),
      },
    },
    async (request) => {
      const { list, total } = await listCandidates(app.db, request.query.kind, request.query);
      return ok({ list, total, page: request.query.page, page_size: request.query.page_size });
    },
  );

  app.get(paths.info, { config, schema: { tags, summary: 'One featured entry', querystring: miniprogIdQuery, response: responses(miniprogFeaturedItem) } }, async (request) =>
    ok(await requireFeatured(app.db, request.query.id)),
  );
};

export default featuredListRoutes;
