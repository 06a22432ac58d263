import { and, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { MINIPROG_ADMIN_PATHS, miniprogFeaturedCandidate, miniprogFeaturedItem } from '@fair/shared/contracts/miniprog';
import {
  miniprogCandidateQuery,
  miniprogFeaturedForm,
  miniprogFeaturedListQuery,
  miniprogFeaturedSortBody,
  miniprogIdQuery,
  miniprogStateBody,
  miniprogVisibilityBody,
  scheduleProblem,
} from '@fair/shared/validation/miniprog';
import { miniprogFeatured } from '../../db/schema/miniprog';
import { fieldError, notFound } from '../../lib/http/app-error';
import { ok, responses } from '../../lib/http/envelope';
import { formProblems } from '../../lib/http/form-problems';
import { pageOf as pageSchema } from '../../lib/http/list-schemas';
import { SOURCE_COLUMN, findFeatured, listCandidates, listFeatured, sourceIsAvailable } from './featured-store';
import { MINIPROG_ACCESS, assertNoProblem, dateOrNull, published, removeRow, reorder, saveRow, updateColumns } from './miniprog-kit';

const tags = ['miniprog-admin'];
const config = { access: MINIPROG_ACCESS };
const ENTITY = 'miniprog-featured';
const paths = MINIPROG_ADMIN_PATHS.featured;

async function answer(app: Parameters<FastifyPluginAsyncZod>[0], id: number) {
  const item = await findFeatured(app.db, id);
  if (!item) throw notFound('miniprog.notFound');
  return ok(item);
}

/**
 * /info/info-manage, /product/product-manage, /activity/activity-manage: which exhibitors, products and
 * concurrent activities the mini-programme features (its home blocks), in order. Entries point at the
 * exhibitor data and never change it: hiding an entry hides it from the mini-programme only.
 */
const featuredRoutes: FastifyPluginAsyncZod = async (app) => {
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
    answer(app, request.query.id),
  );

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
      const form = request.body;
      assertNoProblem(scheduleProblem(form));
      const source = SOURCE_COLUMN[form.kind];
      const values = {
        kind: form.kind,
        [source.name]: form.ref_id,
        status: form.status,
        hidden: form.hidden,
        starts_at: dateOrNull(form.starts_at),
        ends_at: dateOrNull(form.ends_at),
      };
      const row = await saveRow(app.db, request, miniprogFeatured, ENTITY, form.id, values, eq(miniprogFeatured.kind, form.kind), async (tx, before) => {
        if (before) {
          const beforeRef = before.exhibitor_id ?? before.product_id ?? before.activity_id;
          if (before.kind !== form.kind || beforeRef !== form.ref_id) throw fieldError('ref_id', 'miniprog.featuredSourceFixed');
          return;
        }
        if (!(await sourceIsAvailable(tx, form.kind, form.ref_id))) throw fieldError('ref_id', 'miniprog.sourceUnavailable');
        const [taken] = await tx
          .select({ id: miniprogFeatured.id })
          .from(miniprogFeatured)
          .where(and(eq(miniprogFeatured.kind, form.kind), eq(source, form.ref_id)))
          .limit(1);
        if (taken) throw fieldError('ref_id', 'miniprog.alreadyFeatured');
      });
      await published(app);
      return answer(app, row.id);
    },
  );

  app.post(paths.state, { config, schema: { tags, summary: 'Publish or withdraw a featured entry', body: miniprogStateBody, response: responses(miniprogFeaturedItem) } }, async (request) => {
    await updateColumns(app.db, request, miniprogFeatured, ENTITY, request.body.id, { status: request.body.action === 'publish' ? 'published' : 'draft' }, request.body.action);
    await published(app);
    return answer(app, request.body.id);
  });

  app.post(
    paths.visibility,
    { config, schema: { tags, summary: "Hide or show an entry in the mini-programme; the exhibitor's data is not touched", body: miniprogVisibilityBody, response: responses(miniprogFeaturedItem) } },
    async (request) => {
      await updateColumns(app.db, request, miniprogFeatured, ENTITY, request.body.id, { hidden: request.body.hidden }, request.body.hidden ? 'hide' : 'show');
      await published(app);
      return answer(app, request.body.id);
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

export default featuredRoutes;
