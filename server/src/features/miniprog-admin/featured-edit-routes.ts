import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { MINIPROG_ADMIN_PATHS, miniprogFeaturedItem } from '@fair/shared/contracts/miniprog';
import { miniprogFeaturedForm, miniprogFeaturedSortBody, miniprogIdQuery, miniprogStateBody, miniprogVisibilityBody } from '@fair/shared/validation/miniprog';
import { miniprogFeatured } from '../../db/schema/miniprog';
import { ok, responses } from '../../lib/http/envelope';
import { formProblems } from '../../lib/http/form-problems';
import { ENTITY, requireFeatured, saveFeatured } from './featured-store';
import { MINIPROG_ACCESS, published, removeRow, reorder, updateColumns } from './miniprog-kit';

const tags = ['miniprog-admin'];
const config = { access: MINIPROG_ACCESS };
const paths = MINIPROG_ADMIN_PATHS.featured;

/** Featuring a record, and the status, visibility, order and end of an entry: each write tells the public API's answers they are stale. */
const featuredEditRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    paths.save,
    {
      config,
      attachValidation: true,
      schema: {
        tags,
        summary: 'Feature a record (no id, placed last) or change the status, visibility and schedule of an entry',
        body: miniprogFeaturedForm,
        response: responses(miniprogFeaturedItem),
      },
    },
    async (request) => {
      if (request.validationError) throw formProblems(request.validationError);
      const row = await saveFeatured(app.db, request, request.body);
      await published(app);
      return ok(await requireFeatured(app.db, row.id));
    },
  );

  app.post(paths.state, { config, schema: { tags, summary: 'Publish or withdraw a featured entry', body: miniprogStateBody, response: responses(miniprogFeaturedItem) } }, async (request) => {
    await updateColumns(app.db, request, miniprogFeatured, ENTITY, request.body.id, { status: request.body.action === 'publish' ? 'published' : 'draft' }, request.body.action);
    await published(app);
    return ok(await requireFeatured(app.db, request.body.id));
  });

  app.post(
    paths.visibility,
    { config, schema: { tags, summary: "Hide or show an entry in the mini-programme; the exhibitor's data is not touched", body: miniprogVisibilityBody, response: responses(miniprogFeaturedItem) } },
    async (request) => {
      await updateColumns(app.db, request, miniprogFeatured, ENTITY, request.body.id, { hidden: request.body.hidden }, request.body.hidden ? 'hide' : 'show');
      await published(app);
      return ok(await requireFeatured(app.db, request.body.id));
    },
  );

  app.post(
    paths.sort,
    { config, schema: { tags, summary: "The new order of one kind's entries: every id, first to last (409 when the list changed meanwhile)", body: miniprogFeaturedSortBody, response: responses(z.null()) } },
    async (request) => {
      await reorder(app.db, request, miniprogFeatured, ENTITY, request.body.ids, eq(miniprogFeatured.kind, request.body.kind));
      await published(app);
      return ok(null);
    },
  );

  app.delete(paths.delete, { config, schema: { tags, summary: 'Stop featuring a record (the record itself stays)', querystring: miniprogIdQuery, response: responses(z.null()) } }, async (request) => {
    await removeRow(app.db, request, miniprogFeatured, ENTITY, request.query.id);
    await published(app);
    return ok(null);
  });
};

export default featuredEditRoutes;
