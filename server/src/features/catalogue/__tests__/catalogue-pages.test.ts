import { eq } from 'drizzle-orm';
import { exhibitorAccounts, exhibitors } from '../../../db/schema/exhibitors';
import { news } from '../../../db/schema/news';
import { banUser } from '../../../lib/accounts/account-admin';
import { type TestApp, buildTestApp } from '../../../test/build-test-app';
import { renderSitemap } from '../catalogue-pages';
import { type CatalogueWorld, insertCatalogueWorld } from './catalogue-world';

let t: TestApp;
let world: CatalogueWorld;
let main: number;
let rival: number;
beforeAll(async () => {
  t = await buildTestApp();
  world = await insertCatalogueWorld(t.db, t.fixtures);
  main = t.fixtures.exhibitors.main;
  rival = t.fixtures.exhibitors.rival;
});
afterAll(async () => {
  await t?.close();
});

const get = (url: string, headers?: Record<string, string>) => t.app.inject({ method: 'GET', url, headers: { accept: 'text/html', ...headers } });

describe('company pages', () => {
  it('shows the company in Chinese: names, introduction, hall and booth, website, logo, QR code, products, news, activities', async () => {
    const response = await get(`/catalogue/exhibitors/${main}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    const body = response.body;
    expect(body).toMatch(/^<!DOCTYPE html><html lang="zh-CN">/);
    expect(body).toContain('<h1>上海演示电子有限公司</h1>');
    expect(body).toContain('Shanghai Demo Electronics Co., Ltd.');
    expect(body).toContain('上海演示电子专注于工业级传感器。');
    expect(body).toContain('1号馆 · 1A01');
    expect(body).toContain('href="https://demo-electronics.example.com"');
    expect(body).toContain(`src="${world.uploadOfA}" alt="上海演示电子有限公司 的标志"`);
    expect(body).toContain('alt="上海演示电子有限公司 的二维码"');
    expect(body).toContain(`href="/catalogue/products/${world.productOfA}"`);
    expect(body).toContain(`href="/catalogue/news/${world.publishedNewsOfA}"`);
    expect(body).toContain(`href="/catalogue/activities/${world.publishedActivityOfA}"`);
    expect(body).toContain('电容器');
    expect(body).toContain('工业控制');
  });

  it('shows the English page under /catalogue/en-us with English texts and the products', async () => {
    const body = (await get(`/catalogue/en-us/exhibitors/${main}`)).body;
    expect(body).toMatch(/^<!DOCTYPE html><html lang="en">/);
    expect(body).toContain('<h1>Shanghai Demo Electronics Co., Ltd.</h1>');
    expect(body).toContain('Shanghai Demo Electronics builds industrial sensors.');
    expect(body).toContain('Hall 1 · 1A01');
    expect(body).toContain(`href="/catalogue/en-us/products/${world.productOfA}"`);
    expect(body).toContain('A capacitor');
    expect(body).toContain('Capacitors');
  });

  it('SPEC §1: without English introduction the English page shows no products; the Chinese page still does', async () => {
    const english = (await get(`/catalogue/en-us/exhibitors/${rival}`)).body;
    expect(english).toContain('Rival Technology Inc.');
    expect(english).not.toContain('/products/');
    expect(english).not.toContain('B capacitor');
    expect(english).not.toContain('<h2>Products</h2>');
    const chinese = (await get(`/catalogue/exhibitors/${rival}`)).body;
    expect(chinese).toContain(`href="/catalogue/products/${world.productOfB}"`);
    expect(chinese).toContain('B 的电容器');
    // its product has no English page either, and the Chinese one names no English alternate
    expect((await get(`/catalogue/en-us/products/${world.productOfB}`)).statusCode).toBe(404);
    const product = await get(`/catalogue/products/${world.productOfB}`);
    expect(product.statusCode).toBe(200);
    expect(product.body).not.toContain('rel="alternate" hrefLang="en"');
  });

  it('SPEC §1: without English title the English page shows no products either', async () => {
    await t.db.update(exhibitors).set({ name_en: ' ', intro_en: 'Has an introduction' }).where(eq(exhibitors.id, main));
    await t.app.changes.announce('catalogue', { exhibitorId: main });
    try {
      const english = (await get(`/catalogue/en-us/exhibitors/${main}`)).body;
      expect(english).toContain('<h1>上海演示电子有限公司</h1>');
      expect(english).not.toContain('/products/');
      expect((await get(`/catalogue/en-us/products/${world.productOfA}`)).statusCode).toBe(404);
    } finally {
      await t.db.update(exhibitors).set({ name_en: 'Shanghai Demo Electronics Co., Ltd.', intro_en: 'Shanghai Demo Electronics builds industrial sensors.' }).where(eq(exhibitors.id, main));
      await t.app.changes.announce('catalogue', { exhibitorId: main });
    }
  });

  it('answers 404 in both languages for unknown, malformed and unsaved (is_edit false) companies', async () => {
    for (const prefix of ['/catalogue', '/catalogue/en-us']) {
      for (const id of ['2147483647', '0', 'abc', '99999999999', String(t.fixtures.exhibitors.newcomer)]) {
        const response = await get(`${prefix}/exhibitors/${id}`);
        expect(response.statusCode).toBe(404);
        expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
        expect(response.body).toContain('<meta name="robots" content="noindex"/>');
        expect(response.body).toContain(prefix === '/catalogue' ? '页面不存在' : 'Page not found');
      }
    }
  });

  it('answers 404 in both languages while the company\'s main account is banned, and shows it again after', async () => {
    const [account] = await t.db.select({ id: exhibitorAccounts.id }).from(exhibitorAccounts).where(eq(exhibitorAccounts.exhibitor_id, rival)).limit(1);
    expect((await get(`/catalogue/exhibitors/${rival}`)).statusCode).toBe(200);
    await banUser(t.db, { kind: 'exhibitor_account', id: account.id });
    try {
      await waitFor(async () => (await get(`/catalogue/exhibitors/${rival}`)).statusCode === 404);
      expect((await get(`/catalogue/en-us/exhibitors/${rival}`)).statusCode).toBe(404);
      expect((await get(`/catalogue/products/${world.productOfB}`)).statusCode).toBe(404);
      expect((await get('/catalogue')).body).not.toContain(`/catalogue/exhibitors/${rival}"`);
    } finally {
      await banUser(t.db, { kind: 'exhibitor_account', id: account.id }, false);
    }
    await waitFor(async () => (await get(`/catalogue/exhibitors/${rival}`)).statusCode === 200);
  });
});

/** NOTIFY arrives a moment after the commit. */
async function waitFor(check: () => Promise<boolean>, timeoutMs = 3000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe('drafts', () => {
  it('never shows drafts: not listed on the company page, 404 on their own pages in both languages', async () => {
    for (const prefix of ['/catalogue', '/catalogue/en-us']) {
      const company = (await get(`${prefix}/exhibitors/${main}`)).body;
      for (const text of ['草稿展品', 'Draft exhibit', '草稿新闻', 'Draft news', '草稿活动', 'Draft activity']) expect(company).not.toContain(text);
      for (const [kind, id] of [
        ['products', world.draftProductOfA],
        ['news', world.draftNewsOfA],
        ['activities', world.draftActivityOfA],
      ] as const) {
        expect((await get(`${prefix}/${kind}/${id}`)).statusCode).toBe(404);
      }
    }
  });

  it('shows published items on their pages with the company link', async () => {
    const product = await get(`/catalogue/products/${world.productOfA}`);
    expect(product.statusCode).toBe(200);
    expect(product.body).toContain('A 的电容器');
    expect(product.body).toContain(`href="/catalogue/exhibitors/${main}"`);
    expect(product.body).toContain('新品');
    const newsPage = await get(`/catalogue/en-us/news/${world.publishedNewsOfA}`);
    expect(newsPage.body).toContain('Product launch');
    expect(newsPage.body).toContain('<p>Launch on day one.</p>');
    expect(newsPage.body).toContain('Published: 2025-03-20');
    const activity = await get(`/catalogue/activities/${world.publishedActivityOfA}`);
    expect(activity.body).toContain('展台技术讲座');
    expect(activity.body).toContain('地点：1A01 展台');
  });
});

describe('rich text', () => {
  it('renders stored hostile HTML sanitised: no script, event handlers, javascript: URLs or SVG', async () => {
    const hostile = [
      '<p>Safe text</p>',
      '<script>alert(1)</script>',
      '<img src="x" onerror="alert(2)">',
      '<a href="javascript:alert(3)">click</a>',
      '<a href="JaVaScRiPt:alert(4)" onclick="alert(5)">click 2</a>',
      '<svg onload="alert(6)"><script>alert(7)</script></svg>',
      '<iframe src="https://evil.example"></iframe>',
      '<p style="background:url(javascript:alert(8))">styled</p>',
      '<math><mtext><table><mglyph><style><img src=x onerror=alert(9)>',
    ].join('');
    const [item] = await t.db
      .insert(news)
      .values({ exhibitor_id: main, title_zh: '<script>alert("title")</script>', title_en: 'Hostile', content_zh: hostile, content_en: hostile, status: 'published', published_at: new Date() })
      .returning({ id: news.id });
    for (const prefix of ['/catalogue', '/catalogue/en-us']) {
      const body = (await get(`${prefix}/news/${item.id}`)).body;
      expect(body).toContain('<p>Safe text</p>');
      expect(body).not.toMatch(/<script/i);
      expect(body).not.toMatch(/\son\w+=/i);
      expect(body).not.toMatch(/javascript:/i);
      expect(body).not.toMatch(/<svg|<iframe|<math|style=/i);
    }
    // the title is text, escaped
    expect((await get(`/catalogue/news/${item.id}`)).body).toContain('&lt;script&gt;alert(&quot;title&quot;)&lt;/script&gt;');
  });
});

describe('headers and caching', () => {
  it('sends a CSP without script, nosniff, an ETag and public cache headers; 304 on If-None-Match', async () => {
    const first = await get(`/catalogue/exhibitors/${main}`);
    expect(first.headers['content-security-policy']).toContain("script-src 'none'");
    expect(first.headers['content-security-policy']).toContain("default-src 'none'");
    expect(first.headers['content-security-policy']).toContain("style-src 'self'");
    expect(first.headers['x-content-type-options']).toBe('nosniff');
    expect(first.headers['cache-control']).toBe('public, max-age=60, stale-while-revalidate=300');
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^"[A-Za-z0-9_-]{27}"$/);
    expect(first.body).not.toMatch(/<script|\sstyle=/i);
    const again = await get(`/catalogue/exhibitors/${main}`, { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
  });

  it('serves the one stylesheet under a content hash, cached for a year', async () => {
    const page = (await get('/catalogue')).body;
    const href = /<link rel="stylesheet" href="(\/catalogue\/assets\/catalogue\.[0-9a-f]{12}\.css)"\/>/.exec(page)?.[1];
    expect(href).toBeDefined();
    const css = await get(href as string);
    expect(css.statusCode).toBe(200);
    expect(css.headers['content-type']).toBe('text/css; charset=utf-8');
    expect(css.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(css.body).toContain('@media (min-width: 720px)');
    expect((await get('/catalogue/assets/catalogue.000000000000.css')).statusCode).toBe(404);
  });

  it('reads unchanged pages from the cache and renders again after the exhibitor saves', async () => {
    const before = await get(`/catalogue/exhibitors/${main}`);
    // a change behind the server's back is not seen: the page comes from the cache
    await t.db.update(exhibitors).set({ intro_zh: '悄悄改动的简介' }).where(eq(exhibitors.id, main));
    expect((await get(`/catalogue/exhibitors/${main}`)).headers.etag).toBe(before.headers.etag);
    // a save through the API makes it stale at once
    const saved = await t.injectAs('exhibitorA', {
      method: 'POST',
      url: '/exhibitors/news/save',
      payload: { title_zh: '刚发布的新闻', title_en: 'Fresh news', content_zh: '<p>新</p>', content_en: '<p>New</p>', status: 'published' },
    });
    expect(saved.statusCode).toBe(200);
    const after = await get(`/catalogue/exhibitors/${main}`);
    expect(after.headers.etag).not.toBe(before.headers.etag);
    expect(after.body).toContain('悄悄改动的简介');
    expect(after.body).toContain('刚发布的新闻');
    expect((await get(`/catalogue/en-us/exhibitors/${main}`)).body).toContain('Fresh news');
    expect((await get(`/catalogue/exhibitors/${main}`, { 'if-none-match': before.headers.etag as string })).statusCode).toBe(200);
  });

  it('never hands the catalogue to the portal shell: unknown catalogue paths get the catalogue 404 page', async () => {
    for (const url of ['/catalogue/nothing', '/catalogue/en-us/nothing/here', '/catalogue/exhibitors', '/catalogue/en-us/exhibitors/1/extra']) {
      const response = await get(url);
      expect(response.statusCode).toBe(404);
      expect(response.headers['content-security-policy']).toContain("script-src 'none'");
      expect(response.body).toContain(url.startsWith('/catalogue/en-us') ? 'Page not found' : '页面不存在');
    }
  });
});

describe('search engines and sharing', () => {
  it('gives each page title, description, canonical, hreflang alternates and Open Graph tags with the logo', async () => {
    const body = (await get(`/catalogue/exhibitors/${main}`, { host: 'fair.test' })).body;
    expect(body).toContain('<title>上海演示电子有限公司 · 上海国际电子展 · 在线展商名录</title>');
    expect(body).toMatch(/<meta name="description" content="[^"]+"\/>/);
    expect(body).toContain(`<link rel="canonical" href="http://fair.test/catalogue/exhibitors/${main}"/>`);
    expect(body).toContain(`<link rel="alternate" hrefLang="zh-CN" href="http://fair.test/catalogue/exhibitors/${main}"/>`);
    expect(body).toContain(`<link rel="alternate" hrefLang="en" href="http://fair.test/catalogue/en-us/exhibitors/${main}"/>`);
    expect(body).toContain(`<link rel="alternate" hrefLang="x-default" href="http://fair.test/catalogue/exhibitors/${main}"/>`);
    expect(body).toContain(`<meta property="og:image" content="http://fair.test${world.uploadOfA}"/>`);
    expect(body).toContain('<meta property="og:title" content="上海演示电子有限公司"/>');
    expect(body).toContain('<meta property="og:locale" content="zh_CN"/>');
    const english = (await get(`/catalogue/en-us/exhibitors/${main}`, { host: 'fair.test' })).body;
    expect(english).toContain(`<link rel="canonical" href="http://fair.test/catalogue/en-us/exhibitors/${main}"/>`);
    expect(english).toContain('<meta property="og:locale" content="en_US"/>');
  });

  it('lists every public page in sitemap.xml with alternates, but no draft, no unsaved company and no English product page of a company without English', async () => {
    const response = await get('/catalogue/sitemap.xml', { host: 'fair.test' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/xml; charset=utf-8');
    const xml = response.body;
    expect(xml).toContain('<loc>http://fair.test/catalogue</loc>');
    expect(xml).toContain(`<loc>http://fair.test/catalogue/exhibitors/${main}</loc>`);
    expect(xml).toContain(`<loc>http://fair.test/catalogue/en-us/exhibitors/${rival}</loc>`);
    expect(xml).toContain(`<loc>http://fair.test/catalogue/en-us/products/${world.productOfA}</loc>`);
    expect(xml).toContain(`<loc>http://fair.test/catalogue/products/${world.productOfB}</loc>`);
    expect(xml).not.toContain(`/catalogue/en-us/products/${world.productOfB}<`);
    expect(xml).toContain(`<xhtml:link rel="alternate" hreflang="en" href="http://fair.test/catalogue/en-us/news/${world.publishedNewsOfA}"/>`);
    expect(xml).not.toContain(`/exhibitors/${t.fixtures.exhibitors.newcomer}<`);
    expect(xml).not.toContain(`/products/${world.draftProductOfA}<`);
    expect(xml).not.toContain(`/news/${world.draftNewsOfA}<`);
  });
  it('turns into a sitemap index of parts of at most 50,000 addresses that together list every page once', async () => {
    const settings = { db: t.db, origin: 'https://fair.test' };
    const locs = (body = '') => [...body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);
    const whole = locs((await renderSitemap(settings))?.body);
    expect(whole.length).toBeGreaterThan(6);
    const index = await renderSitemap(settings, undefined, 3);
    expect(index?.body).toContain('<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    const parts = locs(index?.body).map((loc) => Number(/\/catalogue\/sitemaps\/(\d+)\.xml$/.exec(loc)![1]));
    expect(parts.length).toBeGreaterThan(2);
    expect(parts).toEqual(parts.map((_, i) => i + 1));
    const listed: string[] = [];
    for (const part of parts) {
      const file = locs((await renderSitemap(settings, part, 3))?.body);
      expect(file.length).toBeGreaterThan(0);
      expect(file.length).toBeLessThanOrEqual(3);
      listed.push(...file);
    }
    expect(listed[0]).toBe('https://fair.test/catalogue');
    expect(listed).toEqual(whole);
    expect(await renderSitemap(settings, parts.length + 1, 3)).toBeUndefined();
    // at the real limit this small catalogue is one file, and no part exists
    expect((await get('/catalogue/sitemaps/1.xml')).statusCode).toBe(404);
    expect((await get('/catalogue/sitemaps/x.xml')).statusCode).toBe(404);
  });
});

describe('directory', () => {
  it('says in X-Cache whether the page was rendered (MISS) or came from the cache (HIT)', async () => {
    // a page no other test asks for; an earlier test's change notice may still arrive and drop it once
    expect((await get('/catalogue?page=37')).headers['x-cache']).toBe('MISS');
    const deadline = Date.now() + 3000;
    let state = (await get('/catalogue?page=37')).headers['x-cache'];
    while (state !== 'HIT' && Date.now() < deadline) state = (await get('/catalogue?page=37')).headers['x-cache'];
    expect(state).toBe('HIT');
  });

  it('lists public companies with search and filters, in both languages', async () => {
    const all = (await get('/catalogue')).body;
    expect(all).toContain(`href="/catalogue/exhibitors/${main}"`);
    expect(all).toContain(`href="/catalogue/exhibitors/${rival}"`);
    expect(all).not.toContain(`href="/catalogue/exhibitors/${t.fixtures.exhibitors.newcomer}"`);
    expect(all).toContain('共 2 家展商');
    expect(all).toContain('<form class="filters" role="search" action="/catalogue" method="get">');

    const byName = (await get('/catalogue?q=%E7%AB%9E%E5%93%81')).body; // 竞品
    expect(byName).toContain('共 1 家展商');
    expect(byName).toContain(`/catalogue/exhibitors/${rival}"`);
    expect((await get('/catalogue/en-us?q=rival')).body).toContain('1 exhibitors');
    expect((await get('/catalogue?q=%25')).body).toContain('没有找到相关数据');

    expect((await get('/catalogue?type=International')).body).toContain(`/catalogue/exhibitors/${rival}"`);
    expect((await get('/catalogue?type=International')).body).not.toContain(`/catalogue/exhibitors/${main}"`);
    expect((await get('/catalogue?country=cn')).body).toContain(`/catalogue/exhibitors/${main}"`);
    expect((await get('/catalogue?country=CN')).body).not.toContain(`/catalogue/exhibitors/${rival}"`);
    expect((await get(`/catalogue?hall=${t.fixtures.hallId}`)).body).toContain('共 2 家展商');
    // a category at any of the three levels finds companies in it or below it
    for (const category of world.categories) {
      const body = (await get(`/catalogue?category=${category}`)).body;
      expect(body).toContain('共 1 家展商');
      expect(body).toContain(`/catalogue/exhibitors/${main}"`);
    }
    expect((await get(`/catalogue?area=${world.areas[1]}`)).body).toContain('共 1 家展商');
    expect((await get(`/catalogue?area=${world.areas[0]}`)).body).toContain('共 0 家展商');
    // nonsense filters are ignored, not refused
    const junk = await get('/catalogue?hall=x&type=Other&country=CHN&page=-1&category=1e3');
    expect(junk.statusCode).toBe(200);
    expect(junk.body).toContain('共 2 家展商');
  });

  it('offers the filter lists: halls, types, countries, three category levels, areas', async () => {
    const body = (await get('/catalogue/en-us')).body;
    expect(body).toContain(`<option value="${t.fixtures.hallId}">Hall 1</option>`);
    expect(body).toContain('<option value="International">International exhibitor</option>');
    expect(body).toContain('<option value="CN">China</option>');
    expect(body).toContain(`<option value="${world.categories[0]}">Electronic Components</option>`);
    expect(body).toContain(`<option value="${world.categories[2]}">\u3000\u3000Capacitors</option>`);
    expect(body).toContain(`<option value="${world.areas[0]}">Automotive Electronics</option>`);
    expect((await get('/catalogue?type=FIE')).body).toContain('<option value="FIE" selected="">外资企业</option>');
  });

  it('pages 20 companies at a time with previous and next links keeping the filters', async () => {
    const rows = Array.from({ length: 25 }, (_, i) => ({ name_zh_cn: `分页测试公司${i}`, name_en: `Paging Co ${i}`, exhibitor_types: ['Local' as const], is_edit: true, country: 'CN' }));
    const inserted = await t.db.insert(exhibitors).values(rows).returning({ id: exhibitors.id });
    await t.app.changes.announce('catalogue', 'all');
    try {
      const first = (await get('/catalogue?q=%E5%88%86%E9%A1%B5')).body; // 分页
      expect(first).toContain('共 25 家展商');
      expect(first.match(/class="card"/g)).toHaveLength(20);
      expect(first).toContain('href="/catalogue?q=%E5%88%86%E9%A1%B5&amp;page=2"');
      const second = (await get('/catalogue?q=%E5%88%86%E9%A1%B5&page=2')).body;
      expect(second.match(/class="card"/g)).toHaveLength(5);
      expect(second).toContain('第 2 页，共 2 页');
      expect(second).toContain('rel="prev" href="/catalogue?q=%E5%88%86%E9%A1%B5"');
    } finally {
      for (const row of inserted) await t.db.delete(exhibitors).where(eq(exhibitors.id, row.id));
      await t.app.changes.announce('catalogue', 'all');
    }
  });
});
