import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { activities } from '../../db/schema/activities';
import { EXHIBITOR_TYPES, type ExhibitorType } from '../../db/schema/enums';
import { news } from '../../db/schema/news';
import { products } from '../../db/schema/products';
import { exhibitorIdOf } from '../../lib/access/principal-of';
import { PUBLIC } from '../../lib/access/route-access';
import { AppError, fieldError } from '../../lib/http/app-error';
import { publicOrigin } from '../../lib/http/public-origin';
import type { MessageKey } from '../../lib/i18n/translate';
import { ok, responses } from '../../lib/http/envelope';
import { SCRIPTLESS_PAGE_HEADERS } from '../../lib/http/security-headers';
import { type CatalogueLocale, CATALOGUE_LOCALES } from './catalogue-texts';
import { CATALOGUE_ROOT, ENGLISH_SEGMENT, type ItemKind, pagePath } from './catalogue-paths';
import { type RenderSettings, notFoundPage, renderActivity, renderCompany, renderDirectory, renderNews, renderProduct, renderSitemap } from './catalogue-pages';
import type { DirectoryFilters } from './catalogue-queries';
import { directoryQuery } from './components/directory-page';
import { type CachedPage, PageCache, type RenderedPage, cachedPageOf } from '../../lib/cache/page-cache';
import { PREVIEW_KINDS, PREVIEW_LIFETIME_MS, type PreviewKind, previewSecretOf, signPreview, verifyPreview } from './preview-token';

/** Pages kept per process: a company page is ~10 KB, so at most a few tens of MB. */
const CACHE_ENTRIES = 4000;
/** Browsers and shared caches may keep a page a minute, then serve it stale while they revalidate. */
const PUBLIC_CACHE_CONTROL = 'public, max-age=60, stale-while-revalidate=300';

const STYLESHEET = fs.readFileSync(path.join(__dirname, 'assets', 'catalogue.css'));
const STYLESHEET_NAME = `catalogue.${createHash('sha256').update(STYLESHEET).digest('hex').slice(0, 12)}.css`;
const STYLESHEET_PATH = `${CATALOGUE_ROOT}/assets/${STYLESHEET_NAME}`;

const ITEM_KINDS: { kind: ItemKind; preview: PreviewKind; render: (settings: RenderSettings, id: number) => Promise<RenderedPage> }[] = [
  { kind: 'exhibitors', preview: 'company', render: renderCompany },
  { kind: 'products', preview: 'product', render: renderProduct },
  { kind: 'news', preview: 'news', render: renderNews },
  { kind: 'activities', preview: 'activity', render: renderActivity },
];

const MAX_ID = 2_147_483_647;
/** A path id, or undefined for anything that is not one (which then answers the not-found page). */
function idOf(value: unknown): number | undefined {
  if (typeof value !== 'string' || !/^[1-9]\d{0,9}$/.test(value)) return undefined;
  const id = Number(value);
  return id <= MAX_ID ? id : undefined;
}

const single = (value: unknown): string | undefined => (typeof value === 'string' ? value : Array.isArray(value) && typeof value[0] === 'string' ? value[0] : undefined);

/** Directory filters from the query; a value that makes no sense is ignored rather than refused (links get mangled). */
export function directoryFiltersOf(query: Record<string, unknown>): DirectoryFilters {
  const q = single(query.q)?.trim().slice(0, 100);
  const type = single(query.type);
  const country = single(query.country)?.toUpperCase();
  const page = idOf(single(query.page));
  return {
    q: q || undefined,
    hall: idOf(single(query.hall)),
    type: (EXHIBITOR_TYPES as readonly string[]).includes(type ?? '') ? (type as ExhibitorType) : undefined,
    country: country && /^[A-Z]{2}$/.test(country) ? country : undefined,
    category: idOf(single(query.category)),
    area: idOf(single(query.area)),
    page: page && page <= 10_000 ? page : 1,
  };
}

const previewLinkQuery = z.object({
  kind: z.enum(PREVIEW_KINDS),
  id: z.coerce.number().int().positive().max(MAX_ID).optional().describe('the item; ignored for company'),
  locale: z.enum(CATALOGUE_LOCALES).default('zh-cn'),
});
const previewLink = z.object({ url: z.string().describe('same-host path of the page with ?preview=<token>'), expires_at: z.string().describe('ISO 8601') });

const OWNED: Record<Exclude<PreviewKind, 'company'>, { table: typeof products | typeof news | typeof activities; notFoundKey: MessageKey; path: ItemKind }> = {
  product: { table: products, notFoundKey: 'products.notFound', path: 'products' },
  news: { table: news, notFoundKey: 'news.notFound', path: 'news' },
  activity: { table: activities, notFoundKey: 'activities.notFound', path: 'activities' },
};

/**
 * SPEC §1 public online catalogue, server-rendered without script: directory, company, product, news and
 * activity pages in Chinese (/catalogue/…) and English (/catalogue/en-us/…), sitemap.xml, and the
 * exhibitor's signed preview links (SPEC §7 preview action).
 */
const catalogueRoutes: FastifyPluginAsyncZod = async (app) => {
  const cache = new PageCache(CACHE_ENTRIES);
  let secret: Promise<string> | undefined;
  const previewSecret = () => {
    if (!secret) {
      const loading = previewSecretOf(app.db, app.config.previewSecret);
      // a failed read is tried again by the next request
      loading.catch(() => {
        if (secret === loading) secret = undefined;
      });
      secret = loading;
    }
    return secret;
  };

  await app.changes.on('catalogue', (scope) => cache.invalidate(scope));
  // category, area and hall names appear on every page
  await app.changes.on('reference', () => cache.invalidate('all'));

  const originOf = (request: FastifyRequest) => publicOrigin(request, app.config.publicUrl);

  const sendPrivate = (reply: FastifyReply, page: CachedPage) =>
    reply
      .code(page.status)
      .headers({ ...SCRIPTLESS_PAGE_HEADERS, 'content-type': page.contentType, 'cache-control': 'private, no-store' })
      .send(page.body);

  // the headers of a cached page are built once with it: a cached read only looks up and sends
  const publicHeaders = new WeakMap<CachedPage, Record<string, string>>();
  const headersOf = (page: CachedPage) => {
    let headers = publicHeaders.get(page);
    if (!headers) {
      headers = { ...SCRIPTLESS_PAGE_HEADERS, 'content-type': page.contentType, 'cache-control': page.status === 200 ? PUBLIC_CACHE_CONTROL : 'no-cache', etag: page.etag };
      publicHeaders.set(page, headers);
    }
    return headers;
  };

  const sendPublic = async (request: FastifyRequest, reply: FastifyReply, key: string, render: () => Promise<RenderedPage>) => {
    const fullKey = `${originOf(request)}${key}`;
    const current = cache.peek(fullKey);
    const { page, state } = current ? { page: current, state: 'hit' } : await cache.lookup(fullKey, render);
    // HIT, STALE (answered while rendered again) or MISS, as shared caches name it: what the cache saves, seen from outside
    reply.headers(headersOf(page)).header('x-cache', state.toUpperCase());
    const validators = request.headers['if-none-match'];
    if (validators && (validators === page.etag || validators.split(/\s*,\s*/).includes(page.etag))) return reply.code(304).send();
    return reply.code(page.status).send(page.body);
  };

  const settingsOf = (request: FastifyRequest, locale: CatalogueLocale): RenderSettings => ({ db: app.db, locale, origin: originOf(request), stylesheet: STYLESHEET_PATH });

  const pageOptions = { config: { access: PUBLIC }, schema: { hide: true } };

  for (const locale of CATALOGUE_LOCALES) {
    const base = pagePath(locale);

    app.get(base, pageOptions, async (request, reply) => {
      const filters = directoryFiltersOf(request.query as Record<string, unknown>);
      return sendPublic(request, reply, `${base}${directoryQuery(filters)}`, () => renderDirectory(settingsOf(request, locale), filters));
    });

    for (const { kind, preview: previewKind, render } of ITEM_KINDS) {
      app.get(`${base}/${kind}/:id`, pageOptions, async (request, reply) => {
        const id = idOf((request.params as { id: string }).id);
        const settings = settingsOf(request, locale);
        if (id === undefined) return sendPublic(request, reply, `${base}/${kind}/-`, async () => notFoundPage(settings));
        const token = single((request.query as Record<string, unknown>).preview);
        const grant = token === undefined ? undefined : verifyPreview(await previewSecret(), token);
        // a preview opens exactly the page it was made for; any other token gets the public answer
        if (grant && grant.kind === previewKind && grant.id === id && (previewKind !== 'company' || grant.exhibitorId === id)) {
          return sendPrivate(reply, cachedPageOf(await render({ ...settings, preview: grant }, id)));
        }
        return sendPublic(request, reply, `${base}/${kind}/${id}`, () => render(settings, id));
      });
    }
  }

  // anything else below /catalogue is the catalogue's own not-found page, never the portal's shell
  app.get(`${CATALOGUE_ROOT}/*`, pageOptions, async (request, reply) => {
    const locale: CatalogueLocale = request.url.startsWith(`${CATALOGUE_ROOT}/${ENGLISH_SEGMENT}/`) ? 'en-us' : 'zh-cn';
    return sendPublic(request, reply, `${pagePath(locale)}/-`, async () => notFoundPage(settingsOf(request, locale)));
  });

  app.get(`${CATALOGUE_ROOT}/sitemap.xml`, pageOptions, async (request, reply) =>
    sendPublic(request, reply, `${CATALOGUE_ROOT}/sitemap.xml`, async () => (await renderSitemap({ db: app.db, origin: originOf(request) })) ?? notFoundPage(settingsOf(request, 'zh-cn'))),
  );

  // the parts of a sitemap index, when the catalogue outgrows one sitemap file
  app.get(`${CATALOGUE_ROOT}/sitemaps/:file`, pageOptions, async (request, reply) => {
    const part = idOf(/^(\d+)\.xml$/.exec((request.params as { file: string }).file)?.[1]);
    const key = `${CATALOGUE_ROOT}/sitemaps/${part ?? '-'}`;
    return sendPublic(request, reply, key, async () => (part && (await renderSitemap({ db: app.db, origin: originOf(request) }, part))) || notFoundPage(settingsOf(request, 'zh-cn')));
  });

  app.get(`${CATALOGUE_ROOT}/assets/:file`, pageOptions, async (request, reply) => {
    if ((request.params as { file: string }).file !== STYLESHEET_NAME) {
      return sendPublic(request, reply, `${CATALOGUE_ROOT}/-`, async () => notFoundPage(settingsOf(request, 'zh-cn')));
    }
    return reply
      .headers({ 'content-type': 'text/css; charset=utf-8', 'cache-control': 'public, max-age=31536000, immutable', 'x-content-type-options': 'nosniff' })
      .send(STYLESHEET);
  });

  app.get(
    '/exhibitors/catalogue/preview-link',
    {
      config: { access: { clientTypes: ['exhibitor'] } },
      schema: {
        tags: ['catalogue'],
        summary: 'A signed link (30 minutes) opening one own page of the public catalogue, drafts included',
        querystring: previewLinkQuery,
        response: responses(previewLink),
      },
    },
    async (request) => {
      const exhibitorId = exhibitorIdOf(request);
      const { kind, locale } = request.query;
      let id = exhibitorId;
      let kindPath: ItemKind = 'exhibitors';
      if (kind !== 'company') {
        if (request.query.id === undefined) throw fieldError('id', 'validation.required');
        const { table, notFoundKey, path: itemPath } = OWNED[kind];
        const [own] = await app.db
          .select({ id: table.id })
          .from(table)
          .where(and(eq(table.id, request.query.id), eq(table.exhibitor_id, exhibitorId)))
          .limit(1);
        // another exhibitor's item answers like a missing one
        if (!own) throw new AppError(404, notFoundKey);
        id = own.id;
        kindPath = itemPath;
      }
      const expiresAt = Math.floor((Date.now() + PREVIEW_LIFETIME_MS) / 1000);
      const token = signPreview(await previewSecret(), { kind, id, exhibitorId, expiresAt });
      return ok({ url: `${pagePath(locale, kindPath, id)}?preview=${encodeURIComponent(token)}`, expires_at: new Date(expiresAt * 1000).toISOString() });
    },
  );
};

export default catalogueRoutes;
