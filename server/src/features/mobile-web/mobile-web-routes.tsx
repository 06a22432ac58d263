import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { MINIPROG_API_PATHS, MINIPROG_API_PAGE_SIZE, type PublicActivityCard, type PublicActivityDetail, type PublicAd, type PublicBadge, type PublicExhibitorCard, type PublicExhibitorDetail, type PublicFilters, type PublicHome, type PublicPage, type PublicPopup, type PublicProductCard, type PublicProductDetail, type PublicTerms, type PublicTermsVersions } from '@fair/shared/contracts/miniprog-api';
import { MINIPROG_TERMS_KINDS, type MiniprogPage } from '@fair/shared/contracts/miniprog';
import { PUBLIC } from '../../lib/access/route-access';
import { SCRIPTLESS_PAGE_HEADERS } from '../../lib/http/security-headers';
import { type CatalogueLocale, translatorOf } from '../catalogue';
import type { MobileContext } from './components/mobile-layout';
import { ActivitiesPage, ActivityPage, type Decorations, DirectoryPage, ExhibitorPage, ExhibitorProductsPage, HomePage, MobileNotFound, ProductPage, TermsPage } from './components/mobile-pages';
import { readMiniprogApi } from './mobile-api';
import { MOBILE_ENGLISH_SEGMENT, MOBILE_ROOT, mobilePath } from './mobile-paths';
import { duePopup, parseSeen, seenCookie } from './mobile-popups';

const STYLESHEET = fs.readFileSync(path.join(__dirname, 'assets', 'mobile.css'));
const STYLESHEET_NAME = `mobile.${createHash('sha256').update(STYLESHEET).digest('hex').slice(0, 12)}.css`;
export const MOBILE_STYLESHEET_PATH = `${MOBILE_ROOT}/assets/${STYLESHEET_NAME}`;

/** The admin's preview frames these pages (older browsers read x-frame-options, not frame-ancestors). */
const PAGE_HEADERS = {
  ...SCRIPTLESS_PAGE_HEADERS,
  'x-frame-options': 'SAMEORIGIN',
  // the answer depends on the visitor's popup cookie; the API underneath is what is cached
  'cache-control': 'private, no-cache',
};

const MAX_ID = 2_147_483_647;
const idOf = (value: unknown): number | undefined => (typeof value === 'string' && /^[1-9]\d{0,9}$/.test(value) && Number(value) <= MAX_ID ? Number(value) : undefined);
const MAX_PAGE = 10_000;
/** `?page=` of a list that answers only its own pages: absent means the first; anything but a page number names none. */
const strictPageOf = (value: unknown): number | undefined => {
  const page = value === undefined ? 1 : idOf(value);
  return page !== undefined && page <= MAX_PAGE ? page : undefined;
};
const textOf = (value: unknown): string => (typeof value === 'string' ? value.trim().slice(0, 100) : '');

type Params = Record<string, string | undefined>;
type Query = Record<string, unknown>;
type Render = (request: FastifyRequest, locale: CatalogueLocale, ctx: MobileContext) => Promise<ReactElement | undefined>;

/**
 * The mobile web view of the mini-programme at /m (Chinese) and /m/en-us (English): home, exhibitor
 * directory and detail, products, concurrent events and terms, server-rendered from the public
 * mini-programme API (read in-process), so it shows exactly what the mini-programme shows.
 */
const mobileWebRoutes: FastifyPluginAsyncZod = async (app) => {
  const api = <T,>(url: string, locale: CatalogueLocale, query: Record<string, string> = {}) => readMiniprogApi<T>(app, url, locale, query);

  async function decorations(locale: CatalogueLocale, page: MiniprogPage): Promise<Decorations> {
    const [ads, badges] = await Promise.all([api<{ list: PublicAd[] }>(MINIPROG_API_PATHS.ads, locale, { page }), api<{ list: PublicBadge[] }>(MINIPROG_API_PATHS.badges, locale, { page })]);
    return { ads: ads?.list ?? [], badges: badges?.list ?? [] };
  }

  const pages: { path: string; render: Render }[] = [
    {
      path: '/',
      render: async (request, locale, ctx) => {
        const [home, popups, extras] = await Promise.all([api<PublicHome>(MINIPROG_API_PATHS.home, locale), api<{ list: PublicPopup[] }>(MINIPROG_API_PATHS.popups, locale), decorations(locale, 'home')]);
        if (!home) return undefined;
        const seen = parseSeen(request.headers.cookie);
        const popup = duePopup(popups?.list ?? [], seen);
        if (popup) request.mobileCookie = seenCookie(seen, popup);
        return <HomePage ctx={ctx} home={home} popup={popup} decorations={extras} />;
      },
    },
    {
      path: '/exhibitors',
      render: async (request, locale, ctx) => {
        const query = request.query as Query;
        const q = textOf(query.q);
        const hall = idOf(query.hall);
        const page = idOf(query.page) ?? 1;
        const apiQuery: Record<string, string> = { page: String(Math.min(page, MAX_PAGE)) };
        if (q) apiQuery.q = q;
        if (hall) apiQuery.hall = String(hall);
        const [list, filters, extras] = await Promise.all([
          api<PublicPage<PublicExhibitorCard>>(MINIPROG_API_PATHS.exhibitors, locale, apiQuery),
          api<PublicFilters>(MINIPROG_API_PATHS.filters, locale),
          decorations(locale, 'exhibitors'),
        ]);
        if (!list || !filters) return undefined;
        return <DirectoryPage ctx={ctx} page={list} filters={filters} q={q} hall={hall} decorations={extras} />;
      },
    },
    {
      path: '/exhibitors/:id',
      render: async (request, locale, ctx) => {
        const id = idOf((request.params as Params).id);
        if (!id) return undefined;
        const [company, extras] = await Promise.all([api<PublicExhibitorDetail>(MINIPROG_API_PATHS.exhibitor(id), locale), decorations(locale, 'exhibitor')]);
        return company && <ExhibitorPage ctx={ctx} company={company} decorations={extras} />;
      },
    },
    {
      path: '/exhibitors/:id/products',
      render: async (request, locale, ctx) => {
        const id = idOf((request.params as Params).id);
        const page = strictPageOf((request.query as Query).page);
        if (!id || !page) return undefined;
        // the API applies the catalogue's English rule: in English a company without English texts lists none
        const [company, products, extras] = await Promise.all([
          api<PublicExhibitorDetail>(MINIPROG_API_PATHS.exhibitor(id), locale),
          api<PublicPage<PublicProductCard>>(MINIPROG_API_PATHS.products, locale, { exhibitor: String(id), page: String(page), page_size: String(MINIPROG_API_PAGE_SIZE) }),
          decorations(locale, 'products'),
        ]);
        if (!company || !products || (page > 1 && !products.list.length)) return undefined;
        return <ExhibitorProductsPage ctx={ctx} company={company} page={products} decorations={extras} />;
      },
    },
    {
      path: '/products/:id',
      render: async (request, locale, ctx) => {
        const id = idOf((request.params as Params).id);
        if (!id) return undefined;
        const [product, extras] = await Promise.all([api<PublicProductDetail>(MINIPROG_API_PATHS.product(id), locale), decorations(locale, 'product')]);
        return product && <ProductPage ctx={ctx} product={product} decorations={extras} />;
      },
    },
    {
      path: '/activities',
      render: async (request, locale, ctx) => {
        const page = idOf((request.query as Query).page) ?? 1;
        const [list, extras] = await Promise.all([
          api<PublicPage<PublicActivityCard>>(MINIPROG_API_PATHS.activities, locale, { page: String(Math.min(page, MAX_PAGE)), page_size: String(MINIPROG_API_PAGE_SIZE) }),
          decorations(locale, 'activities'),
        ]);
        return list && <ActivitiesPage ctx={ctx} page={list} decorations={extras} />;
      },
    },
    {
      path: '/activities/:id',
      render: async (request, locale, ctx) => {
        const id = idOf((request.params as Params).id);
        if (!id) return undefined;
        const [activity, extras] = await Promise.all([api<PublicActivityDetail>(MINIPROG_API_PATHS.activity(id), locale), decorations(locale, 'activity')]);
        return activity && <ActivityPage ctx={ctx} activity={activity} decorations={extras} />;
      },
    },
    {
      path: '/terms/:kind',
      render: (request, locale, ctx) => renderTerms(request, locale, ctx),
    },
    {
      path: '/terms/:kind/versions/:version',
      render: (request, locale, ctx) => renderTerms(request, locale, ctx),
    },
  ];

  async function renderTerms(request: FastifyRequest, locale: CatalogueLocale, ctx: MobileContext): Promise<ReactElement | undefined> {
    const { kind, version } = request.params as Params;
    if (!(MINIPROG_TERMS_KINDS as readonly string[]).includes(kind ?? '')) return undefined;
    if (version !== undefined && !idOf(version)) return undefined;
    const base = `${MINIPROG_API_PATHS.terms}/${kind}`;
    const [terms, versions] = await Promise.all([api<PublicTerms>(version ? `${base}/versions/${version}` : base, locale), api<PublicTermsVersions>(`${base}/versions`, locale)]);
    return terms && versions && <TermsPage ctx={ctx} terms={terms} versions={versions} />;
  }

  const contextOf = (request: FastifyRequest, locale: CatalogueLocale): MobileContext => {
    const other: CatalogueLocale = locale === 'en-us' ? 'zh-cn' : 'en-us';
    const rest = request.url.replace(/^\/m(\/en-us)?/, '').replace(/^\/?/, '/');
    return { locale, t: translatorOf(locale), stylesheet: MOBILE_STYLESHEET_PATH, otherPath: `${mobilePath(other).replace(/\/$/, '')}${rest}` };
  };

  const send = (request: FastifyRequest, reply: FastifyReply, status: number, element: ReactElement) => {
    const body = `<!DOCTYPE html>${renderToStaticMarkup(element)}`;
    const etag = `"${createHash('sha1').update(body).digest('base64url')}"`;
    reply.headers({ ...PAGE_HEADERS, 'content-type': 'text/html; charset=utf-8', etag });
    if (request.mobileCookie) reply.header('set-cookie', request.mobileCookie);
    if (status === 200 && request.headers['if-none-match'] === etag) return reply.code(304).send();
    return reply.code(status).send(body);
  };

  const pageOptions = { config: { access: PUBLIC }, schema: { hide: true } };

  for (const locale of ['zh-cn', 'en-us'] as const) {
    const base = locale === 'en-us' ? `${MOBILE_ROOT}/${MOBILE_ENGLISH_SEGMENT}` : MOBILE_ROOT;
    for (const page of pages) {
      app.get(page.path === '/' ? base : `${base}${page.path}`, pageOptions, async (request, reply) => {
        const ctx = contextOf(request, locale);
        const element = await page.render(request, locale, ctx);
        return element ? send(request, reply, 200, element) : send(request, reply, 404, <MobileNotFound ctx={ctx} />);
      });
    }
  }

  // anything unknown below /m is the mobile not-found page, never the portal's shell
  app.get(`${MOBILE_ROOT}/*`, pageOptions, async (request, reply) => {
    const locale: CatalogueLocale = request.url.startsWith(`${MOBILE_ROOT}/${MOBILE_ENGLISH_SEGMENT}/`) ? 'en-us' : 'zh-cn';
    return send(request, reply, 404, <MobileNotFound ctx={contextOf(request, locale)} />);
  });

  app.get(`${MOBILE_ROOT}/assets/:file`, pageOptions, async (request, reply) => {
    if ((request.params as Params).file !== STYLESHEET_NAME) return send(request, reply, 404, <MobileNotFound ctx={contextOf(request, 'zh-cn')} />);
    return reply.headers({ 'content-type': 'text/css; charset=utf-8', 'cache-control': 'public, max-age=31536000, immutable', 'x-content-type-options': 'nosniff' }).send(STYLESHEET);
  });
};

declare module 'fastify' {
  interface FastifyRequest {
    /** the popup cookie a home page answer sets (mobile web) */
    mobileCookie?: string;
  }
}

export default mobileWebRoutes;
