import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { CATEGORY_PATHS } from '@fair/shared/contracts/taxonomy';
import { categoryForm, categoryOrder } from '@fair/shared/validation/taxonomy';
import { principalOf } from '../../lib/access/principal-of';
import type { RouteAccess } from '../../lib/access/route-access';
import { ok, responses } from '../../lib/http/envelope';
import { formProblems } from '../../lib/http/form-problems';
import { deleteCategory, listLevel, reorderLevel, saveCategory, searchCategories } from './category-store';
import { categoryItem, categoryLevelQuery, categoryMatchPage, categorySearchQuery, taxonomyIdQuery, taxonomyTags as tags } from './taxonomy-schemas';

const access: RouteAccess = { clientTypes: ['organizer'], roleKey: 'exhibit.exhibit-classification' };

/** SPEC §2 /exhibit/exhibit-classification: product categories, three levels, each level in its own order. */
const categoryRoutes: FastifyPluginAsyncZod = async (app) => {
  const changed = () => app.changes.announce('reference', 'all');

  app.get(
    CATEGORY_PATHS.list,
    { config: { access }, schema: { tags, summary: 'One level of product categories, whole and in order: the first level, or the children of parent_id', querystring: categoryLevelQuery, response: responses(z.array(categoryItem)) } },
    async (request) => ok(await listLevel(app.db, request.query.parent_id ?? null)),
  );

  app.get(
    CATEGORY_PATHS.search,
    { config: { access }, schema: { tags, summary: 'Product categories of any level whose Chinese or English name holds the keyword, with their ancestors', querystring: categorySearchQuery, response: responses(categoryMatchPage) } },
    async (request) => {
      const { rows, total } = await searchCategories(app.db, request.query);
      return ok({ list: rows, total, page: request.query.page, page_size: request.query.page_size });
    },
  );

  app.post(
    CATEGORY_PATHS.save,
    {
      config: { access },
      attachValidation: true,
      schema: {
        tags,
        summary: 'Create a category at the end of its level (no id; parent_id: under that category, at most three levels) or rename one; siblings differ in both names',
        body: categoryForm,
        response: responses(categoryItem),
      },
    },
    async (request) => {
      if (request.validationError) throw formProblems(request.validationError);
      const saved = await saveCategory(app.db, principalOf(request), request.body);
      await changed();
      return ok(saved);
    },
  );

  app.post(
    CATEGORY_PATHS.sort,
    { config: { access }, schema: { tags, summary: 'The complete new order of one level (409 when the level changed meanwhile)', body: categoryOrder, response: responses(z.null()) } },
    async (request) => {
      await reorderLevel(app.db, principalOf(request), request.body);
      await changed();
      return ok(null);
    },
  );

  app.delete(
    CATEGORY_PATHS.delete,
    { config: { access }, schema: { tags, summary: 'Delete a category and every category below it; their products keep their other categories', querystring: taxonomyIdQuery, response: responses(z.null()) } },
    async (request) => {
      await deleteCategory(app.db, principalOf(request), request.query.id);
      await changed();
      return ok(null);
    },
  );
};

export default categoryRoutes;
