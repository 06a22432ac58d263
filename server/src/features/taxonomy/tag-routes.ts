import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { TAG_PATHS, TAG_KINDS } from '@fair/shared/contracts/taxonomy';
import { tagForm } from '@fair/shared/validation/taxonomy';
import { principalOf } from '../../lib/access/principal-of';
import type { RouteAccess } from '../../lib/access/route-access';
import { ok, responses } from '../../lib/http/envelope';
import { formProblems } from '../../lib/http/form-problems';
import { deleteTag, listTags, saveTag } from './tag-store';
import { tagItem, tagListQuery, tagPage, taxonomyIdQuery, taxonomyTags as tags } from './taxonomy-schemas';

/** SPEC §2 /exhibit/application-area and /exhibit/product-property: flat lists of bilingual tags, each under its own role key. */
const tagRoutes: FastifyPluginAsyncZod = async (app) => {
  const changed = () => app.changes.announce('reference', 'all');

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

export default tagRoutes;
