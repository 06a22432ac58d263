import { PNG_1X1 } from '../../../lib/file-kind/__tests__/samples';
import type { PrincipalName } from '../../../test/build-test-app';
import { multipartBody } from '../../../test/multipart';
import { sampleJob } from '../../jobs/__tests__/job-samples';
import { hallMatrix } from '../../halls/__tests__/hall-matrix';
import { notificationMatrix } from '../../notifications/__tests__/notification-matrix';
import { adMatrix } from '../../ads/__tests__/ad-matrix';
import { pageEditMatrix } from '../../page-edit/__tests__/page-edit-matrix';
import { taxonomyMatrix } from '../../taxonomy/__tests__/taxonomy-matrix';
import { mediaLibraryMatrix } from '../../media-library/__tests__/media-library-matrix';
import { registrationMatrix } from '../../registration/__tests__/registration-matrix';
import { adminUserMatrix } from '../../admin-users/__tests__/admin-user-matrix';
import { mobileWebMatrix } from '../../mobile-web/__tests__/mobile-web-matrix';
import { miniprogApiMatrix } from '../../miniprog-api/__tests__/miniprog-api-matrix';
import { miniprogAdminMatrix } from '../../miniprog-admin/__tests__/miniprog-admin-matrix';
import { checkinMatrix } from '../../checkin/__tests__/checkin-matrix';
import { authorityMatrix } from '../../authorities/__tests__/authority-matrix';
import { operationLogMatrix } from '../../operation-log/__tests__/operation-log-matrix';
import { exhibitorSheetMatrix } from '../../exhibitor-sheets/__tests__/exhibitor-sheet-matrix';
import { exhibitorAccountMatrix } from '../../exhibitor-accounts/__tests__/exhibitor-account-matrix';
import { exhibitorRegisterMatrix } from '../../exhibitor-register/__tests__/exhibitor-register-matrix';
import { contentReviewMatrix } from '../../content-review/__tests__/content-review-matrix';
import { posterMatrix } from '../../poster/__tests__/poster-matrix';
import {
  ADMINS,
  EXHIBITOR_EDITORS,
  EXHIBITORS,
  LOGGED_IN,
  SAVED_EDITORS,
  SAVED_EXHIBITORS,
  organizersWith,
  type MatrixContext,
  type MatrixEntry,
  type Sample,
} from './matrix-entry';

export type { MatrixContext, MatrixEntry, Sample } from './matrix-entry';


type Kind = 'product' | 'news' | 'activity';

/** The form of a content kind, with the principal's own upload where the form takes one. */
async function contentForm(ctx: MatrixContext, kind: Kind, principal: PrincipalName): Promise<object> {
  if (kind === 'news') return richText;
  if (kind === 'activity') return { ...richText, location_zh: '展台' };
  return {
    image: await ctx.upload(principal),
    name_zh: '展品',
    name_en: 'Exhibit',
    intro_zh: '简介',
    categories: [ctx.content.categories[2]],
    application_areas: [ctx.content.areas[0]],
    attributes: [ctx.content.attributes[0]],
    status: 'published',
  };
}

const fresh = (ctx: MatrixContext, kind: Kind, principal: PrincipalName) => ctx[kind](principal);

/**
 * The five calls of one exhibitor content kind: reads for every exhibitor account, writes with the
 * kind's power key, each on a fresh item of the caller's company.
 */
function contentEntries(kind: Kind) {
  const base = `/exhibitors/${kind}`;
  return {
    [`GET ${base}/list`]: { allowed: SAVED_EXHIBITORS, request: () => ({ query: { keyword: 'news', page_size: '5' } }) },
    [`GET ${base}/info`]: { allowed: SAVED_EXHIBITORS, request: async (ctx, p) => ({ query: { id: String(await fresh(ctx, kind, p)) } }) },
    [`POST ${base}/save`]: {
      allowed: SAVED_EDITORS,
      request: async (ctx, p) => ({ payload: { ...(await contentForm(ctx, kind, p)), id: await fresh(ctx, kind, p) } }),
    },
    [`POST ${base}/state`]: { allowed: SAVED_EDITORS, request: async (ctx, p) => ({ payload: { id: await fresh(ctx, kind, p), action: 'pin' } }) },
    [`DELETE ${base}/delete`]: { allowed: SAVED_EDITORS, request: async (ctx, p) => ({ query: { id: String(await fresh(ctx, kind, p)) } }) },
  } satisfies Record<string, MatrixEntry>;
}

const upload = () => multipartBody([{ field: 'file', fileName: 'logo.png', content: PNG_1X1 }]);

/** A complete profile form (SPEC §5) with the company's own logo and QR code; the profile flag is put back after. */
async function profileSample(ctx: MatrixContext, principal: PrincipalName): Promise<Sample> {
  return {
    payload: {
      logo: await ctx.upload(principal),
      qr_code: await ctx.upload(principal),
      name_zh_cn: '样品电子有限公司',
      name_en: 'Sample Electronics Co., Ltd.',
      country: 'CN',
      categories: [ctx.content.categories[0]],
      application_areas: [ctx.content.areas[0]],
      intro_zh: '样品简介。',
      intro_en: 'Sample introduction.',
      website: 'https://sample.example',
      email: 'info@sample.example',
      join_year: 2019,
    },
    after: await ctx.snapshot(principal),
  };
}

const richText = { title_zh: '标题', title_en: 'Title', content_zh: '<p>内容</p>', content_en: '<p>Content</p>', status: 'published' };

const newcomerLogin = { user_name: 'new@demo.fair', password: 'Fair2025!', clientType: 'exhibitor' };

/**
 * The expected outcome of every registered route for every principal, keyed "METHOD url". A route
 * registered without an entry here fails the matrix test: add one with the route.
 */
export const MATRIX: Record<string, MatrixEntry> = {
  // operations and hosting (the matrix serves a small static root of its own: shell and one remote)
  'GET /healthz': { allowed: 'everyone' },
  'GET /api/docs': { allowed: 'everyone' },
  'GET /api/docs/static/index.html': { allowed: 'everyone', answer: { status: 302, because: 'it redirects to the documentation page' } },
  'GET /api/docs/static/swagger-initializer.js': { allowed: 'everyone' },
  'GET /api/docs/static/*': { allowed: 'everyone', request: () => ({ url: '/api/docs/static/index.css' }) },
  'GET /api/docs/json': { allowed: 'everyone' },
  'GET /api/docs/yaml': { allowed: 'everyone' },
  'GET /mf/registry.json': { allowed: 'everyone' },
  'GET /remotes/:folder/*': { allowed: 'everyone', request: () => ({ url: '/remotes/mf-exhibitor/mf-manifest.json' }) },
  'GET /*': { allowed: 'everyone', request: () => ({ url: '/login', headers: { accept: 'text/html' } }) },

  // sessions: each sample speaks from its own address, so the per-address throttles stay out of the way
  'POST /exhibitors/user/login': { allowed: 'everyone', request: (ctx) => ({ payload: newcomerLogin, remoteAddress: ctx.address() }) },
  'POST /admin/user/login': {
    allowed: 'everyone',
    request: (ctx) => ({ payload: { user_name: 'editor', password: 'Fair2025!', clientType: 'organizer' }, remoteAddress: ctx.address() }),
  },
  'GET /exhibitors/user/info': { allowed: EXHIBITORS },
  'POST /exhibitors/user/logout': { allowed: EXHIBITORS, freshSession: true, request: () => ({ payload: {} }) },
  // codes go to fresh recipients (an unknown phone or e-mail is answered like a known one); code login and
  // password reset use a throwaway account with a code issued as the send route would
  'POST /exhibitors/user/sms-code': {
    allowed: 'everyone',
    request: (ctx) => ({ payload: { phone: `1331234${String(ctx.unique()).padStart(4, '0')}` }, remoteAddress: ctx.address() }),
  },
  'POST /exhibitors/user/code-login': {
    allowed: 'everyone',
    request: async (ctx) => {
      const account = await ctx.throwawayAccount();
      return { payload: { phone: account.phone, code: await ctx.code('login', account.phone, account.id) }, remoteAddress: ctx.address() };
    },
  },
  'POST /exhibitors/user/forgot-password': {
    allowed: 'everyone',
    request: (ctx) => ({ payload: { email: `nobody${ctx.unique()}@demo.fair` }, remoteAddress: ctx.address() }),
  },
  'POST /exhibitors/user/reset-password': {
    allowed: 'everyone',
    request: async (ctx) => {
      const account = await ctx.throwawayAccount();
      const code = await ctx.code('reset_password', account.email, account.id);
      return { payload: { email: account.email, code, password: 'Fair2026!', confirm: 'Fair2026!' }, remoteAddress: ctx.address() };
    },
  },
  // the caller's own account, the password put back after (it ends the account's other sessions)
  'POST /exhibitors/user/change-password': {
    allowed: EXHIBITORS,
    freshSession: true,
    request: async (ctx, p) => ({ payload: { current_password: 'Fair2025!', password: 'Fair2026!', confirm: 'Fair2026!' }, after: await ctx.snapshot(p) }),
  },
  'GET /admin/user/info': { allowed: ADMINS },
  'POST /admin/user/logout': { allowed: ADMINS, freshSession: true, request: () => ({ payload: {} }) },

  // common calls
  'GET /api/user/variable/list': { allowed: LOGGED_IN },
  // a job the caller started; the foreign probe reads the victim's job
  'GET /api/jobs/info': {
    allowed: LOGGED_IN,
    request: async (ctx, p) => ({ query: { id: String(await sampleJob(ctx.db, p, ctx.accountOf(p))) } }),
    foreign: async (ctx, victim) => ({ url: '/api/jobs/info', query: { id: String(await sampleJob(ctx.db, victim, ctx.accountOf(victim))) } }),
  },
  'GET /api/i18n/resource-locale': { allowed: 'everyone', request: () => ({ query: { app_id: 'exhibitor', locale: 'en_us' } }) },
  'GET /api/product-category/list': { allowed: 'everyone' },
  'GET /api/application-areas/list': { allowed: 'everyone' },
  'GET /api/product-attr/list': { allowed: 'everyone' },
  'GET /api/exhibitors/hall/list': { allowed: 'everyone' },
  'GET /api/ad/list': { allowed: 'everyone' },
  'GET /api/exhibitors/country/list': { allowed: 'everyone' },
  'GET /api/common/proxy-image': {
    allowed: LOGGED_IN,
    request: () => ({ query: { url: 'http://no-such-host.invalid/logo.png' } }),
    answer: { status: 422, because: 'a success needs a public image host; the test never reaches outside, so the handler answers "cannot be reached"' },
  },
  'GET /api/files/*': { allowed: 'everyone', request: async (ctx) => ({ url: await ctx.upload('exhibitorA') }) },

  // exhibitor messages: own data only
  'GET /exhibitors/message/count': { allowed: EXHIBITORS },
  'GET /exhibitors/message/list': { allowed: EXHIBITORS },
  'GET /exhibitors/message/index': { allowed: EXHIBITORS, request: async (ctx, p) => ({ query: { id: String(await ctx.message(p)) } }) },
  'POST /exhibitors/message/read': { allowed: EXHIBITORS, request: async (ctx, p) => ({ payload: { id: await ctx.message(p) } }) },
  'DELETE /exhibitors/message/delete': { allowed: EXHIBITOR_EDITORS, request: async (ctx, p) => ({ query: { id: String(await ctx.message(p)) } }) },

  // exhibitor content (products, news, booth activities) and own statistics: own data only
  ...contentEntries('product'),
  ...contentEntries('news'),
  ...contentEntries('activity'),
  'GET /exhibitors/statistics/info': { allowed: SAVED_EXHIBITORS },

  // exhibitor profile, uploads, poster
  'GET /exhibitors/exhibitors/info': { allowed: EXHIBITORS },
  'POST /exhibitors/exhibitors/save': { allowed: ['exhibitorA', 'exhibitorB', 'exhibitorNew', 'subWithPower'], request: profileSample },
  'POST /exhibitors/attachment/upload': { allowed: EXHIBITORS, request: upload },
  // organizers need a role key of a screen that uploads (the limited editor has none); miniprog is not role-checked
  'POST /admin/attachment/upload': { allowed: ['organizerAll', 'miniprog'], request: upload },
  'GET /exhibitors/global/poster': { allowed: SAVED_EXHIBITORS },
  // the poster is always the session's company: naming another one is refused
  'GET /exhibitors/poster/generate': {
    allowed: SAVED_EXHIBITORS,
    foreign: (ctx, victim) => ({ url: '/exhibitors/poster/generate', query: { exhibitor_id: String(ctx.companyOf(victim)) } }),
  },
  // downloads follow the company's exhibitor type: asking for another company's type is refused
  'GET /exhibitors/download/list': {
    allowed: SAVED_EXHIBITORS,
    foreign: (_ctx, victim) => ({ url: '/exhibitors/download/list', query: { exhibitor_type: victim === 'exhibitorB' ? 'International' : 'Local' } }),
  },

  // public online catalogue (server-rendered pages) and the exhibitor's preview links: own items only
  'GET /catalogue': { allowed: 'everyone' },
  'GET /catalogue/en-us': { allowed: 'everyone' },
  ...Object.fromEntries(
    ['/catalogue', '/catalogue/en-us'].flatMap((base) =>
      (['exhibitors', 'products', 'news', 'activities'] as const).map((kind): [string, MatrixEntry] => [
        `GET ${base}/${kind}/:id`,
        { allowed: 'everyone', request: async (ctx) => ({ url: `${base}/${kind}/${await publishedOfA(ctx, kind)}` }) },
      ]),
    ),
  ),
  'GET /catalogue/sitemap.xml': { allowed: 'everyone' },
  'GET /robots.txt': { allowed: 'everyone' },
  'GET /catalogue/sitemaps/:file': {
    allowed: 'everyone',
    request: () => ({ url: '/catalogue/sitemaps/1.xml' }),
    answer: { status: 404, because: 'sitemap parts exist only past 50,000 addresses; the catalogue-sitemap tests cover them' },
  },
  'GET /catalogue/assets/:file': { allowed: 'everyone', request: (ctx) => ({ url: ctx.catalogueStylesheet }) },
  'GET /catalogue/*': {
    allowed: 'everyone',
    request: () => ({ url: '/catalogue/unknown/page' }),
    answer: { status: 404, because: 'the catch-all is the catalogue’s not-found page' },
  },
  'GET /exhibitors/catalogue/preview-link': { allowed: EXHIBITORS, request: async (ctx, p) => ({ query: { kind: 'news', id: String(await ctx.news(p)) } }) },

  // organizer console
  'GET /admin/global/poster': { allowed: organizersWith('poster.download') },
  'POST /admin/global/poster': {
    allowed: organizersWith('poster.download'),
    request: async (ctx) => ({ payload: { image: await ctx.adminUpload(), title_zh: '欢迎莅临', title_en: 'Welcome', colors: { card: '#fafafa' }, fields: ['logo', 'fair'] } }),
  },
  ...posterMatrix,
  'GET /admin/global/banner': { allowed: organizersWith('organizer.page-edit') },
  'POST /admin/global/banner': {
    allowed: organizersWith('organizer.page-edit'),
    request: async (ctx) => ({ payload: { list: [{ image: await ctx.adminUpload(), title_zh: '2025 上海电子展', title_en: 'Shanghai Electronics Fair 2025' }] } }),
  },
  'GET /admin/statistics/info': { allowed: organizersWith('organizer.dashboard') },
  'GET /admin/download/list': { allowed: organizersWith('download.list'), request: () => ({ query: { keyword: '手册', page_size: '5' } }) },
  'GET /admin/download/info': { allowed: organizersWith('download.list'), request: async (ctx) => ({ query: { id: String(await ctx.download()) } }) },
  'POST /admin/download/save': {
    allowed: organizersWith('download.list'),
    request: async (ctx) => ({
      payload: {
        id: await ctx.download(),
        title_zh: '参展商手册',
        title_en: 'Exhibitor manual',
        category: 'manual',
        file_url: await ctx.adminUpload(),
        exhibitor_types: ['Local'],
        publish_date: '2025-01-01',
        status: 'published',
      },
    }),
  },
  'DELETE /admin/download/delete': { allowed: organizersWith('download.list'), request: async (ctx) => ({ query: { id: String(await ctx.download()) } }) },
  ...hallMatrix,
  ...notificationMatrix,
  ...adMatrix,
  ...pageEditMatrix,
  ...taxonomyMatrix,
  ...mediaLibraryMatrix,
  ...registrationMatrix,
  ...adminUserMatrix,
  ...mobileWebMatrix,
  ...miniprogApiMatrix,
  ...miniprogAdminMatrix,
  ...checkinMatrix,
  ...authorityMatrix,
  ...operationLogMatrix,
  ...exhibitorSheetMatrix,
  ...exhibitorAccountMatrix,
  ...exhibitorRegisterMatrix,
  ...contentReviewMatrix,
};

/** A published item of A (company page: A itself), shown by the public catalogue. */
async function publishedOfA(ctx: MatrixContext, kind: 'exhibitors' | 'products' | 'news' | 'activities'): Promise<number> {
  if (kind === 'exhibitors') return ctx.fixtures.exhibitors.main;
  if (kind === 'products') return ctx.content.productOfA;
  return kind === 'news' ? ctx.news('exhibitorA', 'published') : ctx.activity('exhibitorA', 'published');
}
