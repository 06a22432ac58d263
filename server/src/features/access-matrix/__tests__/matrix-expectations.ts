import type { InjectOptions } from 'fastify';
import { EDITOR_ROLE_KEYS } from '../../../db/seed/demo-accounts';
import type { Database } from '../../../db/client';
import type { Fixtures } from '../../../test/fixtures';
import type { PrincipalName } from '../../../test/build-test-app';
import type { ContentWorld } from '../../content/__tests__/content-world';

/** What a matrix request may use: the seeded world plus ids the matrix test creates. */
export interface MatrixContext {
  db: Database;
  fixtures: Fixtures;
  /** a message of exhibitor A (main) and one of exhibitor B (rival) */
  messageOfA: number;
  messageOfB: number;
  /** reference lists, uploads and a product, news item and activity of A and of B */
  content: ContentWorld;
}

type RequestPart = Pick<InjectOptions, 'url' | 'query' | 'payload' | 'headers'>;

export interface MatrixEntry {
  /** principals the access layer lets through; everyone else must be refused */
  allowed: readonly PrincipalName[] | 'everyone';
  /** the request to send (default: the route's URL, an empty JSON body for writes) */
  request?: (ctx: MatrixContext) => RequestPart | Promise<RequestPart>;
  /** run with a new session of the principal (the call ends its session, e.g. logout) */
  freshSession?: boolean;
  /** exhibitor B aiming at exhibitor A's data: must not succeed */
  foreign?: (ctx: MatrixContext) => RequestPart | Promise<RequestPart>;
}

export const EXHIBITORS = ['exhibitorA', 'exhibitorB', 'exhibitorNew', 'subWithPower', 'subWithoutPower'] as const;
/** exhibitor accounts holding every power key: main accounts and the sub-account with powers */
export const EXHIBITOR_EDITORS = ['exhibitorA', 'exhibitorB', 'exhibitorNew', 'subWithPower'] as const;
export const ORGANIZERS = ['organizerAll', 'organizerLimited'] as const;
export const ADMINS = [...ORGANIZERS, 'miniprog'] as const;
export const LOGGED_IN = [...EXHIBITORS, ...ADMINS] as const;

/** Organizers holding a role key: `all` always, the limited editor only for its two keys. */
export function organizersWith(roleKey: string): readonly PrincipalName[] {
  return (EDITOR_ROLE_KEYS as readonly string[]).includes(roleKey) ? ORGANIZERS : ['organizerAll'];
}

/**
 * The five calls of one exhibitor content kind: reads for every exhibitor account, writes with the
 * kind's power key; exhibitor B aims each at A's item with an otherwise valid request.
 */
function contentEntries(kind: 'product' | 'news' | 'activity', own: (ctx: MatrixContext) => { a: number; b: number; form: (ctx: MatrixContext) => object }) {
  const base = `/exhibitors/${kind}`;
  return {
    [`GET ${base}/list`]: { allowed: EXHIBITORS, request: () => ({ query: { keyword: 'news', page_size: '5' } }) },
    [`GET ${base}/info`]: {
      allowed: EXHIBITORS,
      request: (ctx) => ({ query: { id: String(own(ctx).b) } }),
      foreign: (ctx) => ({ url: `${base}/info`, query: { id: String(own(ctx).a) } }),
    },
    [`POST ${base}/save`]: {
      allowed: EXHIBITOR_EDITORS,
      request: (ctx) => ({ payload: { ...own(ctx).form(ctx), id: 2147483647 } }),
      foreign: (ctx) => ({ url: `${base}/save`, payload: { ...own(ctx).form(ctx), id: own(ctx).a } }),
    },
    [`POST ${base}/state`]: {
      allowed: EXHIBITOR_EDITORS,
      request: () => ({ payload: { id: 2147483647, action: 'pin' } }),
      foreign: (ctx) => ({ url: `${base}/state`, payload: { id: own(ctx).a, action: 'withdraw' } }),
    },
    [`DELETE ${base}/delete`]: {
      allowed: EXHIBITOR_EDITORS,
      request: () => ({ query: { id: '2147483647' } }),
      foreign: (ctx) => ({ url: `${base}/delete`, query: { id: String(own(ctx).a) } }),
    },
  } satisfies Record<string, MatrixEntry>;
}

const richText = { title_zh: '标题', title_en: 'Title', content_zh: '<p>内容</p>', content_en: '<p>Content</p>', status: 'published' };

const newcomerLogin = { user_name: 'new@demo.fair', password: 'Fair2025!', clientType: 'exhibitor' };

/**
 * The expected outcome of every registered route for every principal, keyed "METHOD url". A route
 * registered without an entry here fails the matrix test: add one with the route.
 */
export const MATRIX: Record<string, MatrixEntry> = {
  // operations and hosting
  'GET /healthz': { allowed: 'everyone' },
  'GET /api/docs': { allowed: 'everyone' },
  'GET /api/docs/static/index.html': { allowed: 'everyone' },
  'GET /api/docs/static/swagger-initializer.js': { allowed: 'everyone' },
  'GET /api/docs/static/*': { allowed: 'everyone', request: () => ({ url: '/api/docs/static/index.css' }) },
  'GET /api/docs/json': { allowed: 'everyone' },
  'GET /api/docs/yaml': { allowed: 'everyone' },
  'GET /mf/registry.json': { allowed: 'everyone' },
  'GET /remotes/:folder/*': { allowed: 'everyone', request: () => ({ url: '/remotes/mf-exhibitor/mf-manifest.json' }) },
  'GET /*': { allowed: 'everyone', request: () => ({ url: '/login', headers: { accept: 'text/html' } }) },

  // sessions
  'POST /exhibitors/user/login': { allowed: 'everyone', request: () => ({ payload: newcomerLogin }) },
  'POST /admin/user/login': { allowed: 'everyone', request: () => ({ payload: { user_name: 'editor', password: 'Fair2025!', clientType: 'organizer' } }) },
  'GET /exhibitors/user/info': { allowed: EXHIBITORS },
  'POST /exhibitors/user/logout': { allowed: EXHIBITORS, freshSession: true },
  // login extras: unknown recipients and wrong codes, so no account changes (change-password needs the current password)
  'POST /exhibitors/user/sms-code': { allowed: 'everyone', request: () => ({ payload: { phone: '13312340000' } }) },
  'POST /exhibitors/user/code-login': { allowed: 'everyone', request: () => ({ payload: { phone: '13312340000', code: '000000' } }) },
  'POST /exhibitors/user/forgot-password': { allowed: 'everyone', request: () => ({ payload: { email: 'nobody@demo.fair' } }) },
  'POST /exhibitors/user/reset-password': {
    allowed: 'everyone',
    request: () => ({ payload: { email: 'nobody@demo.fair', code: '000000', password: 'Fair2026!', confirm: 'Fair2026!' } }),
  },
  'POST /exhibitors/user/change-password': {
    allowed: EXHIBITORS,
    request: () => ({ payload: { current_password: 'Wrong2025!', password: 'Fair2026!', confirm: 'Fair2026!' } }),
  },
  'GET /admin/user/info': { allowed: ADMINS },
  'POST /admin/user/logout': { allowed: ADMINS, freshSession: true },

  // common calls
  'GET /api/user/variable/list': { allowed: LOGGED_IN },
  'GET /api/jobs/info': { allowed: LOGGED_IN, request: () => ({ query: { id: '2147483647' } }) },
  'GET /api/i18n/resource-locale': { allowed: 'everyone', request: () => ({ query: { app_id: 'exhibitor', locale: 'en_us' } }) },
  'GET /api/product-category/list': { allowed: 'everyone' },
  'GET /api/application-areas/list': { allowed: 'everyone' },
  'GET /api/product-attr/list': { allowed: 'everyone' },
  'GET /api/exhibitors/hall/list': { allowed: 'everyone' },
  'GET /api/ad/list': { allowed: 'everyone' },
  'GET /api/exhibitors/country/list': { allowed: 'everyone' },
  // no url: the matrix never makes the server fetch anything
  'GET /api/common/proxy-image': { allowed: LOGGED_IN },
  'GET /api/files/*': { allowed: 'everyone', request: () => ({ url: '/api/files/2025/03/00000000000000000000000000000000.png' }) },

  // exhibitor messages: own data only
  'GET /exhibitors/message/count': { allowed: EXHIBITORS },
  'GET /exhibitors/message/list': { allowed: EXHIBITORS },
  'GET /exhibitors/message/index': {
    allowed: EXHIBITORS,
    request: (ctx) => ({ query: { id: String(ctx.messageOfA) } }),
    foreign: (ctx) => ({ url: '/exhibitors/message/index', query: { id: String(ctx.messageOfA) } }),
  },
  'POST /exhibitors/message/read': {
    allowed: EXHIBITORS,
    request: (ctx) => ({ payload: { id: ctx.messageOfB } }),
    foreign: (ctx) => ({ url: '/exhibitors/message/read', payload: { id: ctx.messageOfA } }),
  },
  'DELETE /exhibitors/message/delete': {
    allowed: EXHIBITOR_EDITORS,
    request: () => ({ query: { id: '2147483647' } }),
    foreign: (ctx) => ({ url: '/exhibitors/message/delete', query: { id: String(ctx.messageOfA) } }),
  },

  // exhibitor content (products, news, booth activities) and own statistics: own data only
  ...contentEntries('product', (ctx) => ({
    a: ctx.content.productOfA,
    b: ctx.content.productOfB,
    form: () => ({
      image: ctx.content.uploadOfB,
      name_zh: '展品',
      name_en: 'Exhibit',
      intro_zh: '简介',
      categories: [ctx.content.categories[2]],
      application_areas: [ctx.content.areas[0]],
      attributes: [ctx.content.attributes[0]],
      status: 'published',
    }),
  })),
  ...contentEntries('news', (ctx) => ({ a: ctx.content.newsOfA, b: ctx.content.newsOfB, form: () => richText })),
  ...contentEntries('activity', (ctx) => ({ a: ctx.content.activityOfA, b: ctx.content.activityOfB, form: () => ({ ...richText, location_zh: '展台' }) })),
  'GET /exhibitors/statistics/info': { allowed: EXHIBITORS },

  // exhibitor profile, uploads, poster (team S2)
  'GET /exhibitors/exhibitors/info': { allowed: EXHIBITORS },
  'POST /exhibitors/exhibitors/save': { allowed: ['exhibitorA', 'exhibitorB', 'exhibitorNew', 'subWithPower'] },
  'POST /exhibitors/attachment/upload': { allowed: EXHIBITORS },
  'POST /admin/attachment/upload': { allowed: ADMINS },
  'GET /exhibitors/global/poster': { allowed: EXHIBITORS },
  // the poster is always the session's company: naming another one is refused
  'GET /exhibitors/poster/generate': {
    allowed: EXHIBITORS,
    foreign: (ctx) => ({ url: '/exhibitors/poster/generate', query: { exhibitor_id: String(ctx.fixtures.exhibitors.main) } }),
  },
  // downloads follow the company's exhibitor type (B is International, A Local): asking for A's type is refused
  'GET /exhibitors/download/list': {
    allowed: EXHIBITORS,
    foreign: () => ({ url: '/exhibitors/download/list', query: { exhibitor_type: 'Local' } }),
  },

  // public online catalogue (server-rendered pages) and the exhibitor's preview links: own items only
  'GET /catalogue': { allowed: 'everyone' },
  'GET /catalogue/en-us': { allowed: 'everyone' },
  ...Object.fromEntries(
    ['/catalogue', '/catalogue/en-us'].flatMap((base) =>
      (['exhibitors', 'products', 'news', 'activities'] as const).map((kind): [string, MatrixEntry] => [
        `GET ${base}/${kind}/:id`,
        { allowed: 'everyone', request: (ctx) => ({ url: `${base}/${kind}/${kind === 'exhibitors' ? ctx.fixtures.exhibitors.main : ctx.content.productOfA}` }) },
      ]),
    ),
  ),
  'GET /catalogue/sitemap.xml': { allowed: 'everyone' },
  'GET /catalogue/sitemaps/:file': { allowed: 'everyone', request: () => ({ url: '/catalogue/sitemaps/1.xml' }) },
  'GET /catalogue/assets/:file': { allowed: 'everyone' },
  'GET /catalogue/*': { allowed: 'everyone', request: () => ({ url: '/catalogue/unknown/page' }) },
  'GET /exhibitors/catalogue/preview-link': {
    allowed: EXHIBITORS,
    request: () => ({ query: { kind: 'company' } }),
    foreign: (ctx) => ({ url: '/exhibitors/catalogue/preview-link', query: { kind: 'news', id: String(ctx.content.newsOfA) } }),
  },

  // organizer console
  'GET /admin/global/poster': { allowed: organizersWith('poster.download') },
  'POST /admin/global/poster': { allowed: organizersWith('poster.download') },
  'GET /admin/global/banner': { allowed: organizersWith('organizer.page-edit') },
  'POST /admin/global/banner': { allowed: organizersWith('organizer.page-edit') },
  'GET /admin/statistics/info': { allowed: organizersWith('organizer.dashboard') },
  'GET /admin/download/list': { allowed: organizersWith('download.list'), request: () => ({ query: { keyword: '手册', page_size: '5' } }) },
  'GET /admin/download/info': { allowed: organizersWith('download.list'), request: () => ({ query: { id: '2147483647' } }) },
  'POST /admin/download/save': { allowed: organizersWith('download.list') },
  'DELETE /admin/download/delete': { allowed: organizersWith('download.list'), request: () => ({ query: { id: '2147483647' } }) },
};
