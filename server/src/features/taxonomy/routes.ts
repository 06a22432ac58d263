import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { CATEGORY_PATHS, TAG_PATHS, TAG_KINDS } from '@fair/shared/contracts/taxonomy';
import { categoryForm, categoryOrder, tagForm } from '@fair/shared/validation/taxonomy';
import { principalOf } from '../../lib/access/principal-of';
import type { RouteAccess } from '../../lib/access/route-access';
import { ok, responses } from '../../lib/http/envelope';
import { formProblems } from '../../lib/http/form-problems';
import { deleteCategory, listLevel, reorderLevel, saveCategory, searchCategories } from './category-store';
import { deleteTag, listTags, saveTag } from './tag-store';
import { categoryItem, categoryLevelQuery, categoryMatchPage, categorySearchQuery, tagItem, tagListQuery, tagPage, taxonomyIdQuery } from './taxonomy-schemas';

const tags = ['taxonomy'];

/**
 * SPEC §2 /exhibit/exhibit-classification, /exhibit/application-area and /exhibit/product-property: the lists
 * every exhibitor form chooses from and the catalogue filters by. Every change is announced on the reference
 * topic, which drops the public lists and the catalogue and mini-programme pages naming them in every process.
 */
const taxonomyRoutes: FastifyPluginAsyncZod = async (app) => {
  const access: RouteAccess = { clientTypes: ['organizer'], roleKey: 'exhibit.exhibit-classification' };
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

  for (const kind of TAG_KINDS) {
    const paths = TAG_PATHS[kind];
    const tagAccess: RouteAccess = { clientTypes: ['organizer'], roleKey: kind === 'application-area' ? 'exhibit.application-area' : 'exhibit.product-property' };
    const what = kind === 'application-area' ? 'Application areas' : 'Product properties';

    app.get(
      paths.list,
      { config: { access: tagAccess }, schema: { tags, summary: `${what} with the products using each; search by either name`, querystring: tagListQuery, response: responses(tagPage) } },
      async (request) => {
        const { rows, total } = await listTags(app.db, kind, request.query);
        return ok({ list: rows, total, page: request.query.page, page_size: request.query.page_size });
      },
    );

    app.post(
      paths.save,
      {
        config: { access: tagAccess },
        attachValidation: true,
        schema: { tags, summary: `Create (no id) or rename one of the ${what.toLowerCase()}; both names unique`, body: tagForm(kind), response: responses(tagItem) },
      },
      async (request) => {
        if (request.validationError) throw formProblems(request.validationError);
        const saved = await saveTag(app.db, principalOf(request), kind, request.body);
        await changed();
        return ok(saved);
      },
    );

    app.delete(
      paths.delete,
      { config: { access: tagAccess }, schema: { tags, summary: `Delete one of the ${what.toLowerCase()}; its products keep their other links`, querystring: taxonomyIdQuery, response: responses(z.null()) } },
      async (request) => {
        await deleteTag(app.db, principalOf(request), kind, request.query.id);
        await changed();
        return ok(null);
      },
    );
  }
};

export default taxonomyRoutes;
