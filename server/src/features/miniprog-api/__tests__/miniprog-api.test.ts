import { eq, inArray } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import {
  MINIPROG_API_PAGE_SIZE,
  MINIPROG_API_PATHS,
  type PublicActivityDetail,
  type PublicAd,
  type PublicBadge,
  type PublicExhibitorCard,
  type PublicExhibitorDetail,
  type PublicFilters,
  type PublicHome,
  type PublicPage,
  type PublicPopup,
  type PublicProductCard,
  type PublicProductDetail,
  type PublicTerms,
  type PublicTermsVersions,
  MINIPROG_API_SEARCH_TOTAL_LIMIT,
} from '@fair/shared/contracts/miniprog-api';
import { exhibitorAccounts, exhibitorApplicationAreas, exhibitorCategories, exhibitors } from '../../../db/schema/exhibitors';
import { products } from '../../../db/schema/products';
import { miniprogAds, miniprogTerms } from '../../../db/schema/miniprog';
import { type TestApp, buildTestApp, envelope } from '../../../test/build-test-app';
import { type MiniprogWorld, insertMiniprogWorld } from './miniprog-world';
import { SEARCH_FIRST_ROWS } from '../../../lib/db/search-page';
import { fixClock } from '../../../test/fixed-clock';

let t: TestApp;
let world: MiniprogWorld;

beforeAll(async () => {
  t = await buildTestApp();
  world = await insertMiniprogWorld(t.db, t.fixtures);
});
afterAll(() => t?.close());

const get = (url: string, locale = 'zh-cn', query: Record<string, string> = {}, headers: Record<string, string> = {}) =>
  t.injectAs('anonymous', { method: 'GET', url, query, headers: { 'language-set': locale, ...headers } });
async function data<T>(url: string, locale = 'zh-cn', query: Record<string, string> = {}): Promise<T> {
  const response = await get(url, locale, query);
  expect(response.statusCode).toBe(200);
  return envelope<T>(response).data;
}
const ids = (list: { id: number }[]) => list.map((item) => item.id);

/**
 * Exhibitor-side changes reach the API's cache through the catalogue's NOTIFY, which PostgreSQL delivers a
 * moment after the call (even to the same process): reads until the answer passes `check`.
 */
async function eventually(read: () => Promise<LightMyRequestResponse>, check: (response: LightMyRequestResponse) => boolean): Promise<LightMyRequestResponse> {
  const deadline = Date.now() + 3000;
  for (;;) {
    const response = await read();
    if (check(response)) return response;
    if (Date.now() > deadline) throw new Error('the API still serves the answer from before the change');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe('home', () => {
  it('serves the live banners, quick entries and featured records in the admin order, in Chinese', async () => {
    const home = await data<PublicHome>(MINIPROG_API_PATHS.home);
    expect(home.banners.map((banner) => banner.title)).toEqual(['开幕横幅', '限时横幅']);
    expect(home.banners[0]).toEqual({ id: world.banners.live[0], image: '/uploads/banner-1.png', title: '开幕横幅', link_type: 'page', link: '/pages/exhibitor/list' });
    expect(home.quick_entries.map((entry) => entry.title)).toEqual(['展商名录']);
    // B before A (the admin's order); the newcomer's profile is not saved
    expect(ids(home.exhibitors)).toEqual([t.fixtures.exhibitors.rival, t.fixtures.exhibitors.main]);
    expect(home.exhibitors[1]).toMatchObject({ name: '上海演示电子有限公司', country: 'CN', booth: '1A01' });
    // the draft product and the hidden entry stay out
    expect(ids(home.products)).toEqual([world.productOfA, world.productOfB]);
    expect(home.products[0]).toMatchObject({ name: 'A 的电容器', exhibitor_id: t.fixtures.exhibitors.main, exhibitor_name: '上海演示电子有限公司' });
    expect(home.activities.map((activity) => activity.title)).toEqual(['开幕论坛']);
    expect(home.activities[0]).toMatchObject({ place: '主会场', starts_at: '2025-03-26T01:30:00.000Z', ends_at: null });
  });

  it('speaks English by Language-Set and leaves out the products of a company without English introduction', async () => {
    const home = await data<PublicHome>(MINIPROG_API_PATHS.home, 'en-us');
    expect(home.banners.map((banner) => banner.title)).toEqual(['Opening banner', 'Limited banner']);
    expect(home.exhibitors.map((card) => card.name)).toEqual(['Rival Technology Inc.', 'Shanghai Demo Electronics Co., Ltd.']);
    expect(home.products).toEqual([expect.objectContaining({ id: world.productOfA, name: 'A capacitor', exhibitor_name: 'Shanghai Demo Electronics Co., Ltd.' })]);
    expect(home.activities.map((activity) => activity.place)).toEqual(['Main hall']);
    // zh-tw reads the Chinese texts
    expect((await data<PublicHome>(MINIPROG_API_PATHS.home, 'zh-tw')).banners[0].title).toBe('开幕横幅');
  });
});

describe('never shows what is not public', () => {
  it('answers 404 for drafts, hidden records and companies whose profile is not saved, in every language', async () => {
    for (const locale of ['zh-cn', 'en-us']) {
      expect((await get(MINIPROG_API_PATHS.exhibitor(t.fixtures.exhibitors.newcomer), locale)).statusCode).toBe(404);
      expect((await get(MINIPROG_API_PATHS.product(world.productOfNewcomer), locale)).statusCode).toBe(404);
      expect((await get(MINIPROG_API_PATHS.product(world.draftProductOfA), locale)).statusCode).toBe(404);
      expect((await get(MINIPROG_API_PATHS.activity(world.activities.draft), locale)).statusCode).toBe(404);
      expect((await get(MINIPROG_API_PATHS.activity(world.activities.hidden), locale)).statusCode).toBe(404);
    }
    const missing = await get(MINIPROG_API_PATHS.exhibitor(t.fixtures.exhibitors.newcomer));
    expect(envelope(missing)).toMatchObject({ code: 404, message: expect.any(String) });
    expect(missing.headers['cache-control']).toBe('no-cache');
  });

  it('lists neither the unsaved company nor its products, nor drafts, hidden or unscheduled items', async () => {
    const directory = await data<PublicPage<PublicExhibitorCard>>(MINIPROG_API_PATHS.exhibitors);
    expect(ids(directory.list).sort()).toEqual([t.fixtures.exhibitors.main, t.fixtures.exhibitors.rival].sort());
    const productIds = ids((await data<PublicPage<PublicProductCard>>(MINIPROG_API_PATHS.products, 'zh-cn', { page_size: '50' })).list);
    expect(productIds).toEqual(expect.arrayContaining([world.productOfA, world.productOfB]));
    expect(productIds).not.toContain(world.productOfNewcomer);
    expect(productIds).not.toContain(world.draftProductOfA);
    expect((await data<PublicPage<{ title: string }>>(MINIPROG_API_PATHS.activities)).list.map((activity) => activity.title)).toEqual(['开幕论坛']);
    const home = JSON.stringify(await data<PublicHome>(MINIPROG_API_PATHS.home));
    for (const text of ['草稿横幅', '明天的横幅', '已结束横幅', '新锐半导体', '未保存展商的展品', '草稿展品', '草稿论坛', '隐藏论坛']) expect(home).not.toContain(text);
  });

  it('drops a company whose main account is banned, everywhere at once', async () => {
    const [account] = await t.db.select().from(exhibitorAccounts).where(eq(exhibitorAccounts.id, t.fixtures.accounts.rival));
    await t.db.update(exhibitorAccounts).set({ banned: true }).where(eq(exhibitorAccounts.id, account.id));
    try {
      await t.app.changes.announce('catalogue', 'all');
      await eventually(() => get(MINIPROG_API_PATHS.exhibitor(t.fixtures.exhibitors.rival)), (response) => response.statusCode === 404);
      expect((await get(MINIPROG_API_PATHS.product(world.productOfB))).statusCode).toBe(404);
      const home = await data<PublicHome>(MINIPROG_API_PATHS.home);
      expect(ids(home.exhibitors)).toEqual([t.fixtures.exhibitors.main]);
      expect(ids(home.products)).toEqual([world.productOfA]);
    } finally {
      await t.db.update(exhibitorAccounts).set({ banned: false }).where(eq(exhibitorAccounts.id, account.id));
      await t.app.changes.announce('catalogue', 'all');
      await eventually(() => get(MINIPROG_API_PATHS.exhibitor(t.fixtures.exhibitors.rival)), (response) => response.statusCode === 200);
    }
  });
});

describe('popups and badges follow their schedule (the fair clock)', () => {
  afterEach(async () => {
    jest.useRealTimers();
    // answers rendered on tomorrow's clock must not reach the other tests
    await t.app.changes.announce('miniprog', 'all');
  });

  it('leaves a popup scheduled for tomorrow out today and serves it once the clock reaches tomorrow', async () => {
    const today = await data<{ list: PublicPopup[] }>(MINIPROG_API_PATHS.popups);
    expect(today.list).toEqual([{ id: world.popups.live, image: '/uploads/popup-1.png', link_type: 'url', link: 'https://www.fair.example/register', audience: 'daily', ends_at: null }]);
    expect(ids((await data<{ list: PublicBadge[] }>(MINIPROG_API_PATHS.badges)).list)).toEqual([world.badges.live]);

    // only Date moves: timers, the database driver and the server keep running normally
    fixClock(Date.now() + 86_400_000 + 60_000);
    // the cached answer of today is stale once the schedule's start has passed, without any admin save
    const tomorrow = await data<{ list: PublicPopup[] }>(MINIPROG_API_PATHS.popups);
    expect(ids(tomorrow.list)).toEqual([world.popups.live, world.popups.tomorrow]);
    expect(tomorrow.list[1].audience).toBe('first_visit');
    expect(ids((await data<{ list: PublicBadge[] }>(MINIPROG_API_PATHS.badges)).list)).toEqual([world.badges.live, world.badges.tomorrow]);
    // the banner limited to today has ended, tomorrow's has begun
    const banners = (await data<PublicHome>(MINIPROG_API_PATHS.home)).banners.map((banner) => banner.title);
    expect(banners).toEqual(['开幕横幅', '明天的横幅']);
  });
});

describe('terms', () => {
  it('serves the current version, lists every published one, and keeps older versions readable after a new one', async () => {
    const current = await data<PublicTerms>(`${MINIPROG_API_PATHS.terms}/user_notice`);
    expect(current).toMatchObject({ kind: 'user_notice', version: 1, current: true, title: '用户须知', content: '<p>第一版须知</p>' });
    // the draft v2 is not readable
    expect((await get(`${MINIPROG_API_PATHS.terms}/user_notice/versions/2`)).statusCode).toBe(404);
    expect((await get(`${MINIPROG_API_PATHS.terms}/privacy`)).statusCode).toBe(404);

    await t.db.transaction(async (tx) => {
      await tx.update(miniprogTerms).set({ is_current: false }).where(eq(miniprogTerms.id, world.terms.v1));
      await tx.update(miniprogTerms).set({ status: 'published', is_current: true, published_at: new Date() }).where(eq(miniprogTerms.id, world.terms.draft));
    });
    await t.app.changes.announce('miniprog', 'all');

    expect(await data<PublicTerms>(`${MINIPROG_API_PATHS.terms}/user_notice`, 'en-us')).toMatchObject({ version: 2, current: true, title: 'User notice', content: '<p>Notice version 2</p>' });
    expect(await data<PublicTerms>(`${MINIPROG_API_PATHS.terms}/user_notice/versions/1`)).toMatchObject({ version: 1, current: false, content: '<p>第一版须知</p>' });
    const versions = await data<PublicTermsVersions>(`${MINIPROG_API_PATHS.terms}/user_notice/versions`);
    expect(versions.current).toBe(2);
    expect(versions.list.map((entry) => [entry.version, entry.current])).toEqual([
      [2, true],
      [1, false],
    ]);
  });
});

describe('ads', () => {
  it('serves enabled ads only, filtered by page and position, and counts clicks of enabled ones', async () => {
    const ads = await data<{ list: PublicAd[] }>(MINIPROG_API_PATHS.ads);
    expect(ads.list).toEqual([{ id: world.ads.live, image: '/uploads/ad-1.png', position: 'top', page: 'home', open_mode: 'link', target_url: 'https://sponsor.example' }]);
    expect((await data<{ list: PublicAd[] }>(MINIPROG_API_PATHS.ads, 'zh-cn', { page: 'exhibitors' })).list).toEqual([]);
    expect((await data<{ list: PublicAd[] }>(MINIPROG_API_PATHS.ads, 'zh-cn', { position: 'bottom' })).list).toEqual([]);

    const click = (id: number, remoteAddress = '192.0.2.1') => t.injectAs('anonymous', { method: 'POST', url: MINIPROG_API_PATHS.adClick(id), remoteAddress });
    expect((await click(world.ads.live)).statusCode).toBe(200);
    expect((await click(world.ads.live, '192.0.2.2')).statusCode).toBe(200);
    expect((await click(world.ads.disabled)).statusCode).toBe(404);
    const counts = await t.db.select({ id: miniprogAds.id, clicks: miniprogAds.click_count }).from(miniprogAds);
    expect(Object.fromEntries(counts.map((row) => [row.id, row.clicks]))).toEqual({ [world.ads.live]: 2, [world.ads.disabled]: 0 });
  });
});

describe('exhibitor directory and detail', () => {
  beforeAll(async () => {
    await t.db.insert(exhibitorCategories).values({ exhibitor_id: t.fixtures.exhibitors.rival, category_id: world.categories[0] });
    await t.db.insert(exhibitorApplicationAreas).values({ exhibitor_id: t.fixtures.exhibitors.rival, application_area_id: world.areas[0] });
    await t.app.changes.announce('catalogue', 'all');
    await eventually(
      () => get(MINIPROG_API_PATHS.exhibitor(t.fixtures.exhibitors.rival)),
      (response) => envelope<PublicExhibitorDetail>(response).data.areas.length > 0,
    );
  });
  const directory = async (query: Record<string, string>, locale = 'zh-cn') => data<PublicPage<PublicExhibitorCard>>(MINIPROG_API_PATHS.exhibitors, locale, query);

  it('filters by each of the contract parameters q, hall, category (with sub-categories), area, type, country and pages 20 a page', async () => {
    const { main, rival } = t.fixtures.exhibitors;
    expect(ids((await directory({ q: 'rival' })).list)).toEqual([rival]);
    expect(ids((await directory({ q: '演示' })).list)).toEqual([main]);
    expect(ids((await directory({ hall: String(t.fixtures.hallId) })).list)).toEqual([main, rival]);
    // A has the level-3 category; filtering by its level-1 parent finds A and B
    expect(ids((await directory({ category: String(world.categories[2]) })).list)).toEqual([main]);
    expect(ids((await directory({ category: String(world.categories[0]) })).list)).toEqual([main, rival]);
    expect(ids((await directory({ area: String(world.areas[0]) })).list)).toEqual([rival]);
    expect(ids((await directory({ type: 'International' })).list)).toEqual([rival]);
    expect(ids((await directory({ country: 'cn' })).list)).toEqual([main]);
    const second = await directory({ page: '2' });
    expect(second).toEqual({ list: [], total: 2, page: 2, page_size: 20 });
    // a parameter it does not know is ignored, a bad value refused
    expect(ids((await directory({ _: '1700000000' })).list)).toEqual([main, rival]);
    expect((await get(MINIPROG_API_PATHS.exhibitors, 'zh-cn', { hall: 'x' })).statusCode).toBe(422);
  });

  it('offers the filter lists: halls, three category levels, areas, localised', async () => {
    const filters = await data<PublicFilters>(MINIPROG_API_PATHS.filters, 'en-us');
    expect(filters.halls.map((hall) => hall.id)).toContain(t.fixtures.hallId);
    expect(filters.categories.filter((category) => world.categories.includes(category.id)).map((category) => [category.name, category.level])).toEqual([
      ['Electronic Components', 1],
      ['Passive Components', 2],
      ['Capacitors', 3],
    ]);
    expect(filters.areas.map((area) => area.name)).toEqual(expect.arrayContaining(['Automotive Electronics', 'Industrial Control']));
  });

  it('shows a company with its published products and booth activities; in English none of the products of a company without English introduction', async () => {
    const a = await data<PublicExhibitorDetail>(MINIPROG_API_PATHS.exhibitor(t.fixtures.exhibitors.main), 'en-us');
    expect(a).toMatchObject({ name: 'Shanghai Demo Electronics Co., Ltd.', intro: 'Shanghai Demo Electronics builds industrial sensors.', website: 'https://demo-electronics.example.com' });
    expect(ids(a.products)).toEqual([world.productOfA]);
    expect(a.product_total).toBe(1);
    expect(a.activities).toEqual([{ id: world.publishedActivityOfA, title: 'Booth tech talk', place: 'Booth 1A01' }]);
    expect(a.categories.map((category) => category.name)).toEqual(['Capacitors']);

    const bZh = await data<PublicExhibitorDetail>(MINIPROG_API_PATHS.exhibitor(t.fixtures.exhibitors.rival));
    expect(ids(bZh.products)).toEqual([world.productOfB]);
    const bEn = await data<PublicExhibitorDetail>(MINIPROG_API_PATHS.exhibitor(t.fixtures.exhibitors.rival), 'en-us');
    expect(bEn).toMatchObject({ name: 'Rival Technology Inc.', products: [], product_total: 0 });
    expect((await get(MINIPROG_API_PATHS.product(world.productOfB), 'en-us')).statusCode).toBe(404);
  });
});

describe('products and activities', () => {
  it('lists published products of public companies with search, company, category and area, and the English rule', async () => {
    const list = (query: Record<string, string>, locale = 'zh-cn') => data<PublicPage<PublicProductCard>>(MINIPROG_API_PATHS.products, locale, query);
    expect(ids((await list({ q: 'B capacitor' })).list)).toEqual([world.productOfB]);
    expect(ids((await list({ exhibitor: String(t.fixtures.exhibitors.main) })).list)).toEqual([world.productOfA]);
    expect(ids((await list({ category: String(world.categories[0]) })).list).sort()).toEqual([world.productOfA, world.productOfB].sort());
    expect((await list({ area: String(world.areas[1]) })).total).toBe(0);
    expect(ids((await list({}, 'en-us')).list)).toEqual([world.productOfA]);
    const paged = await list({ page_size: '1', page: '2' });
    expect(paged).toMatchObject({ total: 2, page: 2, page_size: 1 });
    expect((await get(MINIPROG_API_PATHS.products, 'zh-cn', { page_size: '51' })).statusCode).toBe(422);

    const detail = await data<PublicProductDetail>(MINIPROG_API_PATHS.product(world.productOfA), 'en-us');
    expect(detail).toMatchObject({ name: 'A capacitor', exhibitor_name: 'Shanghai Demo Electronics Co., Ltd.', categories: [{ name: 'Capacitors' }], areas: [{ name: 'Automotive Electronics' }], attributes: [{ name: 'New Product' }] });
  });

  it('totals exactly what the unfiltered list shows: both languages, one company, a draft, a banned company', async () => {
    const query = (extra: Record<string, string>) => ({ page_size: '50', ...extra });
    const agree = async (extra: Record<string, string>, locale = 'zh-cn') => {
      const page = await data<PublicPage<PublicProductCard>>(MINIPROG_API_PATHS.products, locale, query(extra));
      expect([extra, locale, page.total]).toEqual([extra, locale, page.list.length]);
      return page.total;
    };
    /**
     * The list once it answers `total`, checked as above: this API hears of catalogue changes through NOTIFY (on
     * PostgreSQL a moment after the call), and a listing is answered stale while it is rendered again.
     */
    const settlesAt = async (total: number) => {
      await eventually(() => get(MINIPROG_API_PATHS.products, 'zh-cn', query({})), (response) => envelope<PublicPage<PublicProductCard>>(response).data.total === total);
      return agree({});
    };
    expect(await agree({})).toBe(2);
    expect(await agree({}, 'en-us')).toBe(1);
    expect(await agree({ exhibitor: String(t.fixtures.exhibitors.rival) })).toBe(1);
    await t.db.update(products).set({ status: 'draft' }).where(eq(products.id, world.productOfB));
    await t.app.changes.announce('catalogue', { exhibitorId: t.fixtures.exhibitors.rival });
    expect(await settlesAt(1)).toBe(1);
    await t.db.update(products).set({ status: 'published' }).where(eq(products.id, world.productOfB));
    await t.db.update(exhibitorAccounts).set({ banned: true }).where(eq(exhibitorAccounts.exhibitor_id, t.fixtures.exhibitors.rival));
    await t.app.changes.announce('catalogue', 'all');
    expect(await settlesAt(1)).toBe(1);
    await t.db.update(exhibitorAccounts).set({ banned: false }).where(eq(exhibitorAccounts.exhibitor_id, t.fixtures.exhibitors.rival));
    await t.app.changes.announce('catalogue', 'all');
    expect(await settlesAt(2)).toBe(2);
  });

  it('shows a concurrent activity with its sanitised content in the language asked', async () => {
    const detail = await data<PublicActivityDetail>(MINIPROG_API_PATHS.activity(world.activities.live), 'en-us');
    expect(detail).toMatchObject({ title: 'Opening forum', place: 'Main hall', content: '<p>Forum content</p>' });
  });
});

describe('caching', () => {
  const etagOf = (response: LightMyRequestResponse) => response.headers.etag as string;

  it('answers 304 to a current ETag, with public caching headers varying by Language-Set', async () => {
    const first = await get(MINIPROG_API_PATHS.home);
    expect(first.headers).toMatchObject({ 'cache-control': 'public, max-age=60, stale-while-revalidate=300', vary: 'Language-Set' });
    const again = await get(MINIPROG_API_PATHS.home, 'zh-cn', {}, { 'if-none-match': etagOf(first) });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    // another language is another answer
    const english = await get(MINIPROG_API_PATHS.home, 'en-us', {}, { 'if-none-match': etagOf(first) });
    expect(english.statusCode).toBe(200);
    expect(etagOf(english)).not.toBe(etagOf(first));
  });

  it('serves the cached answer until a change is announced, then the new data under a new ETag', async () => {
    const url = MINIPROG_API_PATHS.exhibitor(t.fixtures.exhibitors.main);
    const before = await get(url);
    await t.db.update(exhibitors).set({ booth: '1A99' }).where(eq(exhibitors.id, t.fixtures.exhibitors.main));
    // the same bytes: nothing announced the change yet
    expect((await get(url, 'zh-cn', {}, { 'if-none-match': etagOf(before) })).statusCode).toBe(304);
    await t.app.changes.announce('catalogue', { exhibitorId: t.fixtures.exhibitors.main });
    const after = await eventually(() => get(url, 'zh-cn', {}, { 'if-none-match': etagOf(before) }), (response) => response.statusCode === 200);
    expect(envelope<PublicExhibitorDetail>(after).data.booth).toBe('1A99');

    const popups = await get(MINIPROG_API_PATHS.popups);
    await t.db.update(miniprogAds).set({ enabled: false });
    await t.app.changes.announce('miniprog', 'all');
    expect((await get(MINIPROG_API_PATHS.popups, 'zh-cn', {}, { 'if-none-match': etagOf(popups) })).statusCode).toBe(304);
    expect((await data<{ list: PublicAd[] }>(MINIPROG_API_PATHS.ads)).list).toEqual([]);
  });
});

describe('OpenAPI', () => {
  it('documents every public call under /api/miniprog/v1 with examples of the main answers', async () => {
    const document = (await t.injectAs('anonymous', { method: 'GET', url: '/api/docs/json' })).json() as { paths: Record<string, Record<string, { responses: Record<string, unknown> }>> };
    const paths = Object.keys(document.paths).filter((path) => path.startsWith('/api/miniprog/v1/'));
    expect(paths.sort()).toEqual(
      [
        '/activities',
        '/activities/{id}',
        '/ads',
        '/ads/{id}/click',
        '/badges',
        '/checkin/campaigns/{id}',
        '/checkin/claim',
        '/checkin/claims',
        '/checkin/scan',
        '/checkin/visitor',
        '/exhibitors',
        '/exhibitors/{id}',
        '/filters',
        '/home',
        '/popups',
        '/products',
        '/products/{id}',
        '/terms/{kind}',
        '/terms/{kind}/versions',
        '/terms/{kind}/versions/{version}',
      ].map((path) => `/api/miniprog/v1${path}`),
    );
    for (const path of ['/home', '/popups', '/terms/{kind}', '/exhibitors/{id}']) {
      expect(JSON.stringify(document.paths[`/api/miniprog/v1${path}`].get.responses['200'])).toContain('"example');
    }
    expect(document.paths['/api/miniprog/v1/home'].get.responses).toHaveProperty('304');
  });
});

describe('a company with many products', () => {
  it('keeps the detail bounded: the first page of products and their total, the rest paged by /products?exhibitor=', async () => {
    const main = t.fixtures.exhibitors.main;
    const made = await t.db
      .insert(products)
      .values(Array.from({ length: 24 }, (_, i) => ({ exhibitor_id: main, image: world.uploadOfA, name_zh: `批量展品${i}`, name_en: `Bulk exhibit ${i}`, intro_zh: '批量', status: 'published' as const, published_at: new Date(Date.UTC(2025, 0, 1, 0, i)) })))
      .returning({ id: products.id });
    await t.app.changes.announce('catalogue', { exhibitorId: main });
    const answer = await eventually(() => get(MINIPROG_API_PATHS.exhibitor(main), 'en-us'), (response) => envelope<PublicExhibitorDetail>(response).data.product_total === 25);
    const detail = envelope<PublicExhibitorDetail>(answer).data;
    expect(detail.products).toHaveLength(MINIPROG_API_PAGE_SIZE);
    const firstPage = await data<PublicPage<PublicProductCard>>(MINIPROG_API_PATHS.products, 'en-us', { exhibitor: String(main) });
    expect(ids(detail.products)).toEqual(ids(firstPage.list));
    const rest = await data<PublicPage<PublicProductCard>>(MINIPROG_API_PATHS.products, 'en-us', { exhibitor: String(main), page: '2' });
    expect([...ids(firstPage.list), ...ids(rest.list)].sort()).toEqual([world.productOfA, ...ids(made)].sort());
  });
});

describe('a search matching more products than it counts', () => {
  it('counts up to MINIPROG_API_SEARCH_TOTAL_LIMIT, says so, and pages the matches in the list’s order', async () => {
    const { main, rival } = t.fixtures.exhibitors;
    const matching = MINIPROG_API_SEARCH_TOTAL_LIMIT + 5;
    // pinned ones first, then newest: spread over both companies and over time, some pinned
    const made = await t.db
      .insert(products)
      .values(
        Array.from({ length: matching }, (_, i) => ({
          exhibitor_id: i % 2 ? main : rival,
          image: world.uploadOfA,
          name_zh: `计数连接器${i}`,
          name_en: `Counted connector ${i}`,
          intro_zh: '计数',
          status: 'published' as const,
          pinned: i % 97 === 0,
          published_at: new Date(Date.UTC(2025, 0, 1, 0, (i * 37) % matching)),
        })),
      )
      .returning({ id: products.id, pinned: products.pinned, published_at: products.published_at });
    await t.app.changes.announce('catalogue', 'all');
    const inOrder = [...made].sort((a, b) => Number(b.pinned) - Number(a.pinned) || b.published_at!.getTime() - a.published_at!.getTime() || b.id - a.id).map((row) => row.id);

    const search = (query: Record<string, string>) => data<PublicPage<PublicProductCard>>(MINIPROG_API_PATHS.products, 'zh-cn', { q: '计数连接器', ...query });
    const first = await search({ page_size: '50' });
    expect(first).toMatchObject({ total: MINIPROG_API_SEARCH_TOTAL_LIMIT, total_capped: true, page: 1 });
    expect(ids(first.list)).toEqual(inOrder.slice(0, 50));
    expect(ids((await search({ page_size: '50', page: '3' })).list)).toEqual(inOrder.slice(100, 150));

    // a narrower search is counted exactly
    const one = await search({ q: '计数连接器100' });
    expect(one).toMatchObject({ total: 1, total_capped: false });
    const ofRival = await search({ exhibitor: String(rival), page_size: '50' });
    const rivals = new Set(made.filter((_, i) => i % 2 === 0).map((row) => row.id));
    expect(ofRival).toMatchObject({ total: rivals.size, total_capped: false });
    expect(ids(ofRival.list)).toEqual(inOrder.filter((id) => rivals.has(id)).slice(0, 50));

    // newer products that do not match push the matches out of the list's first rows: the page is then read from
    // all the matches, the same page
    const newer = await t.db
      .insert(products)
      .values(
        Array.from({ length: SEARCH_FIRST_ROWS }, (_, i) => ({
          exhibitor_id: main,
          image: world.uploadOfA,
          name_zh: `较新展品${i}`,
          name_en: `Newer exhibit ${i}`,
          intro_zh: '较新',
          status: 'published' as const,
          published_at: new Date(Date.UTC(2026, 0, 1, 0, i)),
        })),
      )
      .returning({ id: products.id });
    await t.app.changes.announce('catalogue', 'all');
    expect(ids((await search({ page_size: '50', page: '2' })).list)).toEqual(inOrder.slice(50, 100));
    expect(ids((await search({ q: '计数连接器100' })).list)).toEqual(ids(one.list));
    // past the counted limit the pages go on with the matches there are
    const pastLimit = await search({ page_size: '50', page: String(MINIPROG_API_SEARCH_TOTAL_LIMIT / 50 + 1) });
    expect(pastLimit).toMatchObject({ total: MINIPROG_API_SEARCH_TOTAL_LIMIT, total_capped: true });
    expect(ids(pastLimit.list)).toEqual(inOrder.slice(MINIPROG_API_SEARCH_TOTAL_LIMIT, MINIPROG_API_SEARCH_TOTAL_LIMIT + 50));
    await t.db.delete(products).where(inArray(products.id, ids(newer)));
    await t.db.delete(products).where(inArray(products.id, ids(made)));
    await t.app.changes.announce('catalogue', 'all');
  });
});
