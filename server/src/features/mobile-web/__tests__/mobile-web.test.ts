import { eq } from 'drizzle-orm';
import { exhibitors } from '../../../db/schema/exhibitors';
import { products } from '../../../db/schema/products';
import { miniprogActivities, miniprogFeatured, miniprogHomeItems, miniprogPopups, miniprogTerms } from '../../../db/schema/miniprog';
import { type TestApp, buildTestApp } from '../../../test/build-test-app';
import { type CatalogueWorld, insertCatalogueWorld } from '../../catalogue/__tests__/catalogue-world';

let t: TestApp;
let world: CatalogueWorld;
let main: number;
let rival: number;
let newcomer: number;
let activityId: number;
let hiddenActivityId: number;

const DAY = 86_400_000;
const published = { status: 'published' as const };

beforeAll(async () => {
  t = await buildTestApp();
  world = await insertCatalogueWorld(t.db, t.fixtures);
  main = t.fixtures.exhibitors.main;
  rival = t.fixtures.exhibitors.rival;
  newcomer = t.fixtures.exhibitors.newcomer;
  await t.db.update(exhibitors).set({ is_edit: false }).where(eq(exhibitors.id, newcomer));
  await t.db.insert(miniprogHomeItems).values([
    { block: 'banner', image: '/uploads/banner.png', title_zh: '欢迎来到展会', title_en: 'Welcome to the fair', link_type: 'page', link: `/pages/exhibitor/detail?id=${main}`, sort: 1, ...published },
    { block: 'banner', image: '/uploads/draft.png', title_zh: '草稿横幅', title_en: 'Draft banner', sort: 2 },
    { block: 'quick_entry', image: '/uploads/icon.png', title_zh: '找展商', title_en: 'Find exhibitors', link_type: 'page', link: '/pages/exhibitor/list', sort: 1, ...published },
    {
      block: 'quick_entry',
      image: '/uploads/later.png',
      title_zh: '明天的入口',
      title_en: 'Tomorrow entry',
      sort: 2,
      ...published,
      starts_at: new Date(Date.now() + DAY),
    },
  ]);
  const [activity, hidden] = await t.db
    .insert(miniprogActivities)
    .values([
      { title_zh: '开幕论坛', title_en: 'Opening forum', starts_at: new Date('2026-12-01T01:30:00Z'), place_zh: '主会场', place_en: 'Main stage', content_zh: '<p>论坛内容</p><script>alert(1)</script>', content_en: '<p>Forum</p>', sort: 1, ...published },
      { title_zh: '隐藏活动', title_en: 'Hidden event', starts_at: new Date('2026-12-02T01:30:00Z'), content_zh: '<p>隐</p>', content_en: '<p>Hidden</p>', sort: 2, hidden: true, ...published },
    ])
    .returning({ id: miniprogActivities.id });
  activityId = activity.id;
  hiddenActivityId = hidden.id;
  await t.db.insert(miniprogFeatured).values([
    { kind: 'exhibitor', exhibitor_id: main, sort: 1, ...published },
    { kind: 'exhibitor', exhibitor_id: newcomer, sort: 2, ...published },
    { kind: 'exhibitor', exhibitor_id: rival, sort: 3 },
    { kind: 'product', product_id: world.productOfA, sort: 1, ...published },
    { kind: 'activity', activity_id: activityId, sort: 1, ...published },
  ]);
  await t.db.insert(miniprogTerms).values([
    { kind: 'user_notice', version: 1, title_zh: '用户须知', title_en: 'User notice', content_zh: '<p>第一版须知</p>', content_en: '<p>First notice</p>', ...published, published_at: new Date('2026-10-01T00:00:00Z') },
    {
      kind: 'user_notice',
      version: 2,
      title_zh: '用户须知',
      title_en: 'User notice',
      content_zh: '<p>第二版须知</p>',
      content_en: '<p>Second notice</p>',
      ...published,
      is_current: true,
      published_at: new Date('2026-11-01T00:00:00Z'),
    },
  ]);
  await t.db.insert(miniprogPopups).values({ name: '每日提醒', image: '/uploads/popup.png', audience: 'daily', sort: 1 });
});
afterAll(async () => {
  await t?.close();
});

const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers: { accept: 'text/html', ...headers } });

describe('mobile web home (/m)', () => {
  it('shows the published, scheduled home of the mini-programme API in Chinese, never drafts or unsaved profiles', async () => {
    const response = await get('/m');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    const body = response.body;
    expect(body).toMatch(/^<!DOCTYPE html><html lang="zh-CN">/);
    expect(body).toContain('欢迎来到展会');
    expect(body).toContain(`href="/m/exhibitors/${main}"`);
    expect(body).toContain('找展商');
    expect(body).toContain('href="/m/exhibitors"');
    expect(body).toContain('上海演示电子有限公司');
    expect(body).toContain(`href="/m/products/${world.productOfA}"`);
    expect(body).toContain(`href="/m/activities/${activityId}"`);
    expect(body).not.toContain('草稿横幅');
    expect(body).not.toContain('明天的入口');
    expect(body).not.toContain(`href="/m/exhibitors/${newcomer}"`);
    expect(body).not.toContain(`href="/m/exhibitors/${rival}"`);
  });

  it('serves English under /m/en-us with a link back to Chinese', async () => {
    const body = (await get('/m/en-us')).body;
    expect(body).toMatch(/^<!DOCTYPE html><html lang="en">/);
    expect(body).toContain('Welcome to the fair');
    expect(body).toContain('Opening forum');
    expect(body).toContain('href="/m/"');
    expect(body).toContain(`href="/m/en-us/exhibitors/${main}"`);
  });

  it('shows a daily popup once a day: the answer sets the seen cookie, a visit with it shows none', async () => {
    const first = await get('/m');
    expect(first.body).toContain('/uploads/popup.png');
    const cookie = String(first.headers['set-cookie']);
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/Path=\/m/);
    const again = await get('/m', { cookie: cookie.split(';')[0] });
    expect(again.body).not.toContain('/uploads/popup.png');
  });

  it('answers 304 to a repeated request with the same ETag, and sends no script', async () => {
    const first = await get('/m/exhibitors');
    const etag = String(first.headers.etag);
    expect(first.headers['content-security-policy']).toContain("script-src 'none'");
    expect(first.body).not.toContain('<script');
    const again = await get('/m/exhibitors', { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
  });
});

describe('mobile web pages', () => {
  it('lists the public exhibitors and searches either name', async () => {
    const all = (await get('/m/exhibitors')).body;
    expect(all).toContain(`href="/m/exhibitors/${main}"`);
    expect(all).toContain(`href="/m/exhibitors/${rival}"`);
    expect(all).not.toContain(`href="/m/exhibitors/${newcomer}"`);
    const found = (await get(`/m/exhibitors?q=${encodeURIComponent('Rival')}`)).body;
    expect(found).toContain(`href="/m/exhibitors/${rival}"`);
    expect(found).not.toContain(`href="/m/exhibitors/${main}"`);
  });

  it('shows a company with its hall, booth and products; an unsaved profile is not found', async () => {
    const body = (await get(`/m/exhibitors/${main}`)).body;
    expect(body).toContain('上海演示电子专注于工业级传感器。');
    expect(body).toContain('1A01');
    expect(body).toContain(`href="/m/products/${world.productOfA}"`);
    const unsaved = await get(`/m/exhibitors/${newcomer}`);
    expect(unsaved.statusCode).toBe(404);
    expect(unsaved.body).toContain('页面不存在或已下线');
  });

  it('SPEC §1: in English a company without English introduction shows no products', async () => {
    const english = (await get(`/m/en-us/exhibitors/${rival}`)).body;
    expect(english).toContain('Rival Technology Inc.');
    expect(english).not.toContain('/products/');
  });

  it('shows a concurrent activity with its sanitised content; a hidden one is not found', async () => {
    const body = (await get(`/m/activities/${activityId}`)).body;
    expect(body).toContain('开幕论坛');
    expect(body).toContain('主会场');
    expect(body).toContain('2026-12-01 09:30');
    expect(body).toContain('<p>论坛内容</p>');
    expect(body).not.toContain('alert(1)');
    expect((await get(`/m/activities/${hiddenActivityId}`)).statusCode).toBe(404);
    expect((await get('/m/activities')).body).not.toContain('隐藏活动');
  });

  it('shows the current terms and keeps older versions readable', async () => {
    const current = (await get('/m/terms/user_notice')).body;
    expect(current).toContain('第二版须知');
    expect(current).toContain('href="/m/terms/user_notice/versions/1"');
    expect((await get('/m/terms/user_notice/versions/1')).body).toContain('第一版须知');
    expect((await get('/m/terms/privacy')).statusCode).toBe(404);
  });

  it('answers bad addresses with the mobile not-found page, never a 500', async () => {
    for (const url of ['/m/exhibitors/abc', '/m/exhibitors/99999999999', '/m/products/0', '/m/terms/other', '/m/terms/user_notice/versions/x', '/m/nothing/here']) {
      const response = await get(url);
      expect([url, response.statusCode, response.headers['content-type']]).toEqual([url, 404, 'text/html; charset=utf-8']);
      expect(response.body).toContain('返回首页');
    }
    const overlong = await get(`/m/exhibitors?q=${'x'.repeat(500)}&page=-1`);
    expect(overlong.statusCode).toBe(200);
    const control = await get('/m/exhibitors?hall=%00');
    expect(control.statusCode).toBe(422);
    expect(control.json().data.errors[0].field).toBe('hall');
  });
});

describe('all products of a company (/m/exhibitors/:id/products)', () => {
  const MORE = 24;
  const tiles = (body: string) => body.match(/href="\/m(?:\/en-us)?\/products\/\d+"/g) ?? [];

  beforeAll(async () => {
    // with its published product A has 25: the detail shows 20, the second page the five oldest
    await t.db.insert(products).values(
      Array.from({ length: MORE }, (_, i) => ({
        exhibitor_id: main,
        image: '/uploads/more.png',
        name_zh: `批量展品 ${String(i + 1).padStart(2, '0')}`,
        name_en: `Batch product ${String(i + 1).padStart(2, '0')}`,
        intro_zh: '批量',
        status: 'published' as const,
        published_at: new Date(Date.UTC(2025, 0, i + 1)),
      })),
    );
    // written behind the API's back: drop its cached answers as an exhibitor's save does
    await t.app.changes.announce('miniprog', 'all');
  });

  it('links the detail page to every product when it shows only the first 20', async () => {
    const detail = (await get(`/m/exhibitors/${main}`)).body;
    expect(tiles(detail)).toHaveLength(20);
    expect(detail).toContain(`<a href="/m/exhibitors/${main}/products">查看全部 25 件展品</a>`);
    expect((await get(`/m/en-us/exhibitors/${main}`)).body).toContain(`<a href="/m/en-us/exhibitors/${main}/products">See all 25 products</a>`);
    expect((await get(`/m/exhibitors/${rival}`)).body).not.toContain(`/m/exhibitors/${rival}/products`);
  });

  it('pages through the products with next and previous links, no script', async () => {
    const first = await get(`/m/exhibitors/${main}/products`);
    expect(first.statusCode).toBe(200);
    expect(first.body).not.toContain('<script');
    expect(first.body).toContain('<h1>全部展品</h1>');
    expect(first.body).toContain('共 25 件展品');
    expect(first.body).toContain(`href="/m/exhibitors/${main}"`);
    expect(tiles(first.body)).toHaveLength(20);
    expect(first.body).toContain(`href="/m/products/${world.productOfA}"`);
    expect(first.body).toContain('第 1 / 2 页');
    expect(first.body).toContain('<a href="?page=2">下一页</a>');
    expect(first.body).not.toContain('上一页');

    const second = (await get(`/m/exhibitors/${main}/products?page=2`)).body;
    expect(tiles(second)).toHaveLength(5);
    expect(second).toContain('批量展品 01');
    expect(second).toContain('批量展品 05');
    expect(second).not.toContain('批量展品 06');
    expect(second).toContain('<a href="?page=1">上一页</a>');
    expect(second).not.toContain('下一页');

    const english = (await get(`/m/en-us/exhibitors/${main}/products?page=2`)).body;
    expect(english).toMatch(/^<!DOCTYPE html><html lang="en">/);
    expect(english).toContain('Batch product 01');
    expect(english).toContain(`href="/m/exhibitors/${main}/products?page=2"`);
  });

  it('SPEC §1: in English a company without English introduction lists no products', async () => {
    const chinese = (await get(`/m/exhibitors/${rival}/products`)).body;
    expect(tiles(chinese)).toEqual([`href="/m/products/${world.productOfB}"`]);
    const english = await get(`/m/en-us/exhibitors/${rival}/products`);
    expect(english.statusCode).toBe(200);
    expect(english.body).toContain('Rival Technology Inc.');
    expect(tiles(english.body)).toEqual([]);
    expect(english.body).toContain('class="m-empty"');
    expect((await get(`/m/en-us/exhibitors/${rival}/products?page=2`)).statusCode).toBe(404);
  });

  it('answers a page number that names no page, or a company not shown, with the mobile not-found page', async () => {
    const pages = ['0', '-1', 'abc', '', '1.5', '3', '10001', '99999999999'];
    const urls = [...pages.map((page) => `/m/exhibitors/${main}/products?page=${page}`), `/m/exhibitors/${newcomer}/products`, '/m/exhibitors/999999/products', '/m/exhibitors/x/products'];
    for (const url of urls) {
      const response = await get(url);
      expect([url, response.statusCode, response.headers['content-type']]).toEqual([url, 404, 'text/html; charset=utf-8']);
      expect(response.body).toContain('返回首页');
    }
    expect((await get(`/m/exhibitors/${main}/products?page=1`)).statusCode).toBe(200);
    // a control character is refused before any page, as everywhere
    const control = await get(`/m/exhibitors/${main}/products?page=%00`);
    expect(control.statusCode).toBe(422);
    expect(control.json().data.errors[0].field).toBe('page');
  });
});
