import type { FastifyRequest } from 'fastify';
import type { ReactElement } from 'react';
import { MINIPROG_API_PATHS, MINIPROG_API_PAGE_SIZE, type PublicActivityCard, type PublicActivityDetail, type PublicExhibitorCard, type PublicExhibitorDetail, type PublicFilters, type PublicHome, type PublicPage, type PublicPopup, type PublicProductCard, type PublicProductDetail, type PublicTerms, type PublicTermsVersions } from '@fair/shared/contracts/miniprog-api';
import { MINIPROG_TERMS_KINDS } from '@fair/shared/contracts/miniprog';
import type { CatalogueLocale } from '../catalogue';
import type { MobileContext } from './components/mobile-layout';
import { ActivitiesPage, ActivityPage, DirectoryPage, ExhibitorPage, ExhibitorProductsPage, HomePage, ProductPage, TermsPage } from './components/mobile-pages';
import type { MobileReader } from './mobile-api';
import { MAX_PAGE, type Params, type Query, idOf, strictPageOf, textOf } from './mobile-params';
import { duePopup, parseSeen, seenCookie } from './mobile-popups';

/** One page below /m: undefined answers the mobile not-found page. */
type Render = (read: MobileReader, request: FastifyRequest, locale: CatalogueLocale, ctx: MobileContext) => Promise<ReactElement | undefined>;

const renderHome: Render = async ({ api, decorations }, request, locale, ctx) => {
  const [home, popups, extras] = await Promise.all([api<PublicHome>(MINIPROG_API_PATHS.home, locale), api<{ list: PublicPopup[] }>(MINIPROG_API_PATHS.popups, locale), decorations(locale, 'home')]);
  if (!home) return undefined;
  const seen = parseSeen(request.headers.cookie);
  const popup = duePopup(popups?.list ?? [], seen);
  if (popup) request.mobileCookie = seenCookie(seen, popup);
  return <HomePage ctx={ctx} home={home} popup={popup} decorations={extras} />;
};

const renderDirectory: Render = async ({ api, decorations }, request, locale, ctx) => {
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
};

const renderExhibitor: Render = async ({ api, decorations }, request, locale, ctx) => {
  const id = idOf((request.params as Params).id);
  if (!id) return undefined;
  const [company, extras] = await Promise.all([api<PublicExhibitorDetail>(MINIPROG_API_PATHS.exhibitor(id), locale), decorations(locale, 'exhibitor')]);
  return company && <ExhibitorPage ctx={ctx} company={company} decorations={extras} />;
};

const renderExhibitorProducts: Render = async ({ api, decorations }, request, locale, ctx) => {
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
};

const renderProduct: Render = async ({ api, decorations }, request, locale, ctx) => {
  const id = idOf((request.params as Params).id);
  if (!id) return undefined;
  const [product, extras] = await Promise.all([api<PublicProductDetail>(MINIPROG_API_PATHS.product(id), locale), decorations(locale, 'product')]);
  return product && <ProductPage ctx={ctx} product={product} decorations={extras} />;
};

const renderActivities: Render = async ({ api, decorations }, request, locale, ctx) => {
  const page = idOf((request.query as Query).page) ?? 1;
  const [list, extras] = await Promise.all([
    api<PublicPage<PublicActivityCard>>(MINIPROG_API_PATHS.activities, locale, { page: String(Math.min(page, MAX_PAGE)), page_size: String(MINIPROG_API_PAGE_SIZE) }),
    decorations(locale, 'activities'),
  ]);
  return list && <ActivitiesPage ctx={ctx} page={list} decorations={extras} />;
};

const renderActivity: Render = async ({ api, decorations }, request, locale, ctx) => {
  const id = idOf((request.params as Params).id);
  if (!id) return undefined;
  const [activity, extras] = await Promise.all([api<PublicActivityDetail>(MINIPROG_API_PATHS.activity(id), locale), decorations(locale, 'activity')]);
  return activity && <ActivityPage ctx={ctx} activity={activity} decorations={extras} />;
};

/** The current terms of a kind, or one version of them. */
const renderTerms: Render = async ({ api }, request, locale, ctx) => {
  const { kind, version } = request.params as Params;
  if (!(MINIPROG_TERMS_KINDS as readonly string[]).includes(kind ?? '')) return undefined;
  if (version !== undefined && !idOf(version)) return undefined;
  const base = `${MINIPROG_API_PATHS.terms}/${kind}`;
  const [terms, versions] = await Promise.all([api<PublicTerms>(version ? `${base}/versions/${version}` : base, locale), api<PublicTermsVersions>(`${base}/versions`, locale)]);
  return terms && versions && <TermsPage ctx={ctx} terms={terms} versions={versions} />;
};

/** The pages below each language's root, in the order they are registered. */
export const MOBILE_PAGES: { path: string; render: Render }[] = [
  { path: '/', render: renderHome },
  { path: '/exhibitors', render: renderDirectory },
  { path: '/exhibitors/:id', render: renderExhibitor },
  { path: '/exhibitors/:id/products', render: renderExhibitorProducts },
  { path: '/products/:id', render: renderProduct },
  { path: '/activities', render: renderActivities },
  { path: '/activities/:id', render: renderActivity },
  { path: '/terms/:kind', render: renderTerms },
  { path: '/terms/:kind/versions/:version', render: renderTerms },
];
