import { createHash } from 'node:crypto';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { LOGIN_PAGE_PATHS } from '@fair/shared/contracts/login-page';
import { bannerItemSchema } from '@fair/shared/validation/banner';
import { loginPageForm } from '@fair/shared/validation/login-page';
import { principalOf } from '../../lib/access/principal-of';
import { PUBLIC, type RouteAccess } from '../../lib/access/route-access';
import { valueUntilChanged } from '../../lib/cache/value-until-changed';
import { ok, responses } from '../../lib/http/envelope';
import { formProblems } from '../../lib/http/form-problems';
import { readLoginTexts, readPublicLoginPage, saveLoginTexts } from './login-page-store';

const tags = ['page-edit'];
const access: RouteAccess = { clientTypes: ['organizer'], roleKey: 'organizer.page-edit' };
/** A notice missed while the database connection was down is made up for within this time. */
const PUBLIC_MAX_AGE_MS = 60_000;

const publicLoginPage = loginPageForm.extend({ banners: z.array(bannerItemSchema.pick({ image: true, title_zh: true, title_en: true })) });

/**
 * SPEC §2 /organizer/page-edit: the login pages' editable texts (title, hint, copyright in Chinese and
 * English) and footer links, and what the three client types' login pages read of them and of the banners.
 */
const loginPageRoutes: FastifyPluginAsyncZod = async (app) => {
  // read on every login page view: kept by each process until any process saves texts or banners
  const page = valueUntilChanged({
    version: async () => 'page',
    load: async () => {
      const data = await readPublicLoginPage(app.db);
      return { data, etag: `"${createHash('sha1').update(JSON.stringify(data)).digest('base64url')}"` };
    },
    maxAgeMs: PUBLIC_MAX_AGE_MS,
  });
  await app.changes.on('page', () => page.forget());

  app.get(
    LOGIN_PAGE_PATHS.public,
    {
      config: { access: PUBLIC },
      schema: {
        tags,
        summary: 'What the login pages show: texts (empty = the built-in text), footer links, enabled banners; revalidated with ETag',
        response: { ...responses(publicLoginPage), 304: z.null().describe('Not modified since the ETag sent in If-None-Match') },
      },
    },
    async (request, reply) => {
      const { data, etag } = await page.get();
      // no-cache: the browser keeps the answer but asks each time, so a save shows on the next page view
      reply.header('cache-control', 'no-cache').header('etag', etag);
      if (request.headers['if-none-match'] === etag) return reply.code(304).send(null);
      return ok(data);
    },
  );

  app.get(LOGIN_PAGE_PATHS.admin, { config: { access }, schema: { tags, summary: "The login pages' texts and footer links", response: responses(loginPageForm) } }, async () =>
    ok(await readLoginTexts(app.db)),
  );

  app.post(
    LOGIN_PAGE_PATHS.admin,
    { config: { access }, attachValidation: true, schema: { tags, summary: "Save the login pages' texts and footer links (shown at once on every client type's login page)", body: loginPageForm, response: responses(loginPageForm) } },
    async (request) => {
      if (request.validationError) throw formProblems(request.validationError);
      await saveLoginTexts(app.db, principalOf(request), request.body);
      await app.changes.announce('page', 'all');
      return ok(request.body);
    },
  );
};

export default loginPageRoutes;
