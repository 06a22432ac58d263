import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  MINIPROG_API_PAGE_SIZE,
  MINIPROG_API_PAGE_SIZE_MAX,
  MINIPROG_API_PREFIX,
  type PublicDirectoryParam,
  type PublicProductParam,
  publicActivityCard,
  publicActivityDetail,
  publicAd,
  publicBadge,
  publicExhibitorCard,
  publicExhibitorDetail,
  publicFilters,
  publicHome,
  publicPopup,
  publicProductCard,
  publicProductDetail,
  publicTerms,
  publicTermsVersions,
} from '@fair/shared/contracts/miniprog-api';
import { MINIPROG_AD_POSITIONS, MINIPROG_PAGES, MINIPROG_TERMS_KINDS } from '@fair/shared/contracts/miniprog';
import { PUBLIC } from '../../lib/access/route-access';
import { notFound } from '../../lib/http/app-error';
import { ok, responses } from '../../lib/http/envelope';
import { pageOf } from '../../lib/http/list-schemas';
import { EXHIBITOR_TYPES } from '../../db/schema/enums';
import { adClickCounter } from './ad-clicks';
import { ApiCache, type RenderedAnswer, jsonAnswer } from './api-cache';
import { EXHIBITOR_EXAMPLE, HOME_EXAMPLE, POPUPS_EXAMPLE, TERMS_EXAMPLE } from './api-examples';
import {
  activityDetail,
  activityList,
  adsOf,
  badgesOf,
  exhibitorDetail,
  exhibitorDirectory,
  filtersOf,
  homeOf,
  popupsOf,
  productDetail,
  productList,
  termsVersion,
  termsVersions,
} from './api-queries';

const tags = ['miniprog-api'];
const config = { access: PUBLIC };
const id = z.coerce.number().int().positive().max(2_147_483_647);
const page = z.coerce.number().int().min(1).max(10_000).default(1);
const pageSize = z.coerce.number().int().min(1).max(MINIPROG_API_PAGE_SIZE_MAX).default(MINIPROG_API_PAGE_SIZE);
const keyword = z.string().max(100).optional().describe('either name, contains');
const idParams = z.strictObject({ id });
const languageHeader = z.object({ 'language-set': z.string().optional().describe('zh-cn (default), zh-tw or en-us') });

// `satisfies` holds the names to the contract's list: the mobile web view and the mini-programme build queries from it
const directoryQuery = z.object({
  q: keyword,
  hall: id.optional(),
  category: id.optional().describe('a product category; its sub-categories count too'),
  area: id.optional().describe('an application area'),
  type: z.enum(EXHIBITOR_TYPES).optional(),
  country: z
    .string()
    .regex(/^[A-Za-z]{2}$/)
    .transform((value) => value.toUpperCase())
    .optional(),
  page,
} satisfies Record<PublicDirectoryParam, z.ZodType>);
const productQuery = z.object({ q: keyword, exhibitor: id.optional(), category: id.optional(), area: id.optional(), page, page_size: pageSize } satisfies Record<PublicProductParam, z.ZodType>);
const pagingQuery = z.object({ page, page_size: pageSize });
const adQuery = z.object({ page: z.enum(MINIPROG_PAGES).optional().describe('only ads of this mini-programme page'), position: z.enum(MINIPROG_AD_POSITIONS).optional() });
const badgeQuery = z.object({ page: z.enum(MINIPROG_PAGES).optional() });
const kindParams = z.strictObject({ kind: z.enum(MINIPROG_TERMS_KINDS) });
const versionParams = z.strictObject({ kind: z.enum(MINIPROG_TERMS_KINDS), version: id });

const cached = (data: z.ZodType) => ({ ...responses(data), 304: z.null().describe('Not modified: the If-None-Match ETag is current') });

/**
 * The public, read-only API of the fair's mini-programme (versioned prefix /api/miniprog/v1). Answers are
 * kept per process like the catalogue's pages (ETag, 304, Cache-Control) and dropped when the admin saves
 * (fair_miniprog_changed) or an exhibitor's public data changes (fair_catalogue_changed), in every process;
 * answers that depend on a schedule are rendered again once an item starts or ends.
 */
const miniprogApiRoutes: FastifyPluginAsyncZod = async (app) => {
  const cache = new ApiCache();
  const countAdClick = adClickCounter(app.db);
  await app.changes.on('miniprog', () => cache.invalidate('all'));
  await app.changes.on('catalogue', (scope) => cache.invalidate(scope));
  await app.changes.on('reference', () => cache.invalidate('all'));

  const envelope = (request: FastifyRequest, data: unknown) => {
    const text = request.t('ok');
    return { code: 0, message: text, msg: text, data };
  };
  const missing = (request: FastifyRequest) => {
    const text = request.t('miniprog.notFound');
    return { code: 404, message: text, msg: text, data: null };
  };

  /** Answers from the cache; `key` must name everything the answer depends on besides the locale. */
  const send = (request: FastifyRequest, reply: FastifyReply, key: string, render: () => Promise<RenderedAnswer>) => cache.send(request, reply, `${request.locale}|${key}`, render);
  const found = (request: FastifyRequest, data: unknown, tags: { exhibitorId?: number; listing?: boolean } = {}): RenderedAnswer =>
    data === undefined ? { page: jsonAnswer(404, missing(request), { listing: true }) } : { page: jsonAnswer(200, envelope(request, data), tags) };

  const base = MINIPROG_API_PREFIX;

  app.get(
    `${base}/home`,
    { config, schema: { tags, summary: 'The home page: banners, quick entries, featured exhibitors, products and activities (live ones, in order)', headers: languageHeader, response: cached(publicHome.meta({ examples: [HOME_EXAMPLE] })) } },
    async (request, reply) =>
      send(request, reply, 'home', async () => {
        const { home, validUntil } = await homeOf(app.db, request.locale, new Date());
        return { page: jsonAnswer(200, envelope(request, home), { listing: true }), validUntil };
      }),
  );

  app.get(
    `${base}/popups`,
    { config, schema: { tags, summary: 'Popups enabled and inside their schedule now (Asia/Shanghai clock), in order', headers: languageHeader, response: cached(z.object({ list: z.array(publicPopup) }).meta({ examples: [POPUPS_EXAMPLE] })) } },
    async (request, reply) =>
      send(request, reply, 'popups', async () => {
        const { list, validUntil } = await popupsOf(app.db, new Date());
        return { page: jsonAnswer(200, envelope(request, { list })), validUntil };
      }),
  );

  app.get(
    `${base}/terms/:kind`,
    { config, schema: { tags, summary: 'The current version of the user notice or privacy terms', params: kindParams, headers: languageHeader, response: cached(publicTerms.meta({ examples: [TERMS_EXAMPLE] })) } },
    async (request, reply) => send(request, reply, `terms/${request.params.kind}`, async () => found(request, await termsVersion(app.db, request.locale, request.params.kind))),
  );

  app.get(
    `${base}/terms/:kind/versions`,
    { config, schema: { tags, summary: 'Every published version of a kind of terms, newest first, and which is current', params: kindParams, headers: languageHeader, response: cached(publicTermsVersions) } },
    async (request, reply) =>
      send(request, reply, `terms/${request.params.kind}/versions`, async () => found(request, await termsVersions(app.db, request.locale, request.params.kind))),
  );

  app.get(
    `${base}/terms/:kind/versions/:version`,
    { config, schema: { tags, summary: 'One published version of the terms (older versions stay readable)', params: versionParams, headers: languageHeader, response: cached(publicTerms) } },
    async (request, reply) => {
      const { kind, version } = request.params;
      return send(request, reply, `terms/${kind}/${version}`, async () => found(request, await termsVersion(app.db, request.locale, kind, version)));
    },
  );

  app.get(
    `${base}/ads`,
    { config, schema: { tags, summary: 'Enabled ads in order, optionally of one page and position', querystring: adQuery, response: cached(z.object({ list: z.array(publicAd) })) } },
    async (request, reply) => {
      const { page: pageName, position } = request.query;
      return send(request, reply, `ads|${pageName ?? ''}|${position ?? ''}`, async () => ({ page: jsonAnswer(200, envelope(request, { list: await adsOf(app.db, { page: pageName, position }) })) }));
    },
  );

  app.post(
    `${base}/ads/:id/click`,
    {
      config,
      schema: { tags, summary: "Counts a click of an enabled ad (the admin list's click count) once per visitor (source address) and hour; never cached", params: idParams, response: responses(z.null()) },
    },
    async (request) => {
      if (!(await countAdClick(request.params.id, request.ip))) throw notFound('miniprog.notFound');
      return ok(null);
    },
  );

  app.get(
    `${base}/badges`,
    { config, schema: { tags, summary: 'Floating badges enabled and inside their schedule now, optionally of one page', querystring: badgeQuery, response: cached(z.object({ list: z.array(publicBadge) })) } },
    async (request, reply) =>
      send(request, reply, `badges|${request.query.page ?? ''}`, async () => {
        const { list, validUntil } = await badgesOf(app.db, new Date(), request.query.page);
        return { page: jsonAnswer(200, envelope(request, { list })), validUntil };
      }),
  );

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

  app.get(
    `${base}/products`,
    { config, schema: { tags, summary: 'Published products of public companies, pinned then newest; search, company, category, area', querystring: productQuery, headers: languageHeader, response: cached(pageOf(publicProductCard)) } },
    async (request, reply) => {
      const filters = { ...request.query, q: request.query.q?.trim() || undefined };
      const key = `products|${JSON.stringify([filters.q ?? '', filters.exhibitor, filters.category, filters.area, filters.page, filters.page_size])}`;
      return send(request, reply, key, async () => ({ page: jsonAnswer(200, envelope(request, await productList(app.db, request.locale, filters)), { listing: true }) }));
    },
  );

  app.get(
    `${base}/products/:id`,
    { config, schema: { tags, summary: 'One published product of a public company', params: idParams, headers: languageHeader, response: cached(publicProductDetail) } },
    async (request, reply) =>
      send(request, reply, `products/${request.params.id}`, async () => {
        const product = await productDetail(app.db, request.locale, request.params.id);
        return found(request, product, product ? { exhibitorId: product.exhibitor_id } : {});
      }),
  );

  app.get(
    `${base}/activities`,
    { config, schema: { tags, summary: "The fair's concurrent activities, in the admin's order", querystring: pagingQuery, headers: languageHeader, response: cached(pageOf(publicActivityCard)) } },
    async (request, reply) =>
      send(request, reply, `activities|${request.query.page}|${request.query.page_size}`, async () => ({ page: jsonAnswer(200, envelope(request, await activityList(app.db, request.locale, request.query))) })),
  );

  app.get(
    `${base}/activities/:id`,
    { config, schema: { tags, summary: 'One concurrent activity with its content (sanitised HTML)', params: idParams, headers: languageHeader, response: cached(publicActivityDetail) } },
    async (request, reply) => send(request, reply, `activities/${request.params.id}`, async () => found(request, await activityDetail(app.db, request.locale, request.params.id))),
  );
};

export default miniprogApiRoutes;
