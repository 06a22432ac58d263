import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { MINIPROG_ADMIN_PATHS, miniprogTermsVersion } from '@fair/shared/contracts/miniprog';
import { miniprogIdBody, miniprogIdQuery, miniprogTermsForm, miniprogTermsListQuery } from '@fair/shared/validation/miniprog';
import { principalOf } from '../../lib/access/principal-of';
import { ok, responses } from '../../lib/http/envelope';
import { formProblems } from '../../lib/http/form-problems';
import { pageOf as pageSchema } from '../../lib/http/list-schemas';
import { MINIPROG_ACCESS, published } from './miniprog-kit';
import { deleteTermsDraft, listTerms, publishTerms, requireTerms, saveTermsDraft, termsOf } from './terms-store';

const tags = ['miniprog-admin'];
const config = { access: MINIPROG_ACCESS };
const paths = MINIPROG_ADMIN_PATHS.terms;

/**
 * /clause/clause-manage: the user notice and privacy terms in Chinese and English, as numbered versions.
 * A draft is edited freely; publishing makes it the one current version of its kind, and every published
 * version stays readable (the public API serves each by number). Publishing an older version again makes it current.
 */
const termsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    paths.list,
    { config, schema: { tags, summary: 'Versions of one kind of terms, newest first; search by either title', querystring: miniprogTermsListQuery, response: responses(pageSchema(miniprogTermsVersion)) } },
    async (request) => {
      const { page, page_size: pageSize } = request.query;
      const { rows, total } = await listTerms(app.db, request.query);
      return ok({ list: rows.map(termsOf), total, page, page_size: pageSize });
    },
  );

  app.get(paths.info, { config, schema: { tags, summary: 'One version of the terms', querystring: miniprogIdQuery, response: responses(miniprogTermsVersion) } }, async (request) =>
    ok(termsOf(await requireTerms(app.db, request.query.id))),
  );

  app.post(
    paths.save,
    {
      config,
      attachValidation: true,
      schema: { tags, summary: 'Save a new draft version (no id: the next number) or edit a draft; published versions answer 409', body: miniprogTermsForm, response: responses(miniprogTermsVersion) },
    },
    async (request) => {
      if (request.validationError) throw formProblems(request.validationError);
      const row = await saveTermsDraft(app.db, principalOf(request), request.body);
      return ok(termsOf(row));
    },
  );

  app.post(
    paths.publish,
    { config, schema: { tags, summary: 'Publish a version and make it the current one of its kind; older versions stay readable', body: miniprogIdBody, response: responses(miniprogTermsVersion) } },
    async (request) => {
      const row = await publishTerms(app.db, principalOf(request), request.body.id);
      await published(app);
      return ok(termsOf(row));
    },
  );

  app.delete(paths.delete, { config, schema: { tags, summary: 'Delete a draft version (published versions stay readable: 409)', querystring: miniprogIdQuery, response: responses(z.null()) } }, async (request) => {
    await deleteTermsDraft(app.db, principalOf(request), request.query.id);
    return ok(null);
  });
};

export default termsRoutes;
