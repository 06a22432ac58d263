import { and, eq, inArray, sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import type { ExhibitorContentSummary, ReviewItem, ReviewProduct } from '@fair/shared/contracts/content-review';
import type { Page } from '@fair/shared/contracts/envelope';
import type { MessageItem } from '@fair/shared/contracts/messages';
import { activities } from '../../../db/schema/activities';
import { messageReceipts } from '../../../db/schema/content';
import { exhibitors } from '../../../db/schema/exhibitors';
import { news } from '../../../db/schema/news';
import { operationLogs } from '../../../db/schema/operation-log';
import { productApplicationAreaLinks, productCategoryLinks, products } from '../../../db/schema/products';
import { applicationAreas, productCategories } from '../../../db/schema/reference';
import { type PrincipalName, type TestApp, buildTestApp, envelope } from '../../../test/build-test-app';
import { together } from '../../../test/race';
import { SEARCH_TOTAL_LIMIT } from '../../../lib/db/search-page';
import { REVIEW_FIRST_ROWS } from '../product-review-queries';

let t: TestApp;
type Query = Record<string, string>;

const world = { main: 0, rival: 0, quiet: 0, formula: 0, parent: 0, child: 0, area: 0, sensor: 0, draft: 0, rivalProduct: 0, evilProduct: 0 };
const text = { content_zh: '<p>内容 &amp; 说明</p>', content_en: '<p>Body</p>' };

beforeAll(async () => {
  t = await buildTestApp();
  world.main = t.fixtures.exhibitors.main;
  world.rival = t.fixtures.exhibitors.rival;
  const [quiet, formula] = await t.db
    .insert(exhibitors)
    .values([
      { name_zh_cn: '审核静默公司', name_en: 'Review Quiet', exhibitor_types: ['Local'], is_edit: true },
      { name_zh_cn: '=审核公式公司', name_en: '+Review formula', exhibitor_types: ['Local'], is_edit: true },
    ])
    .returning({ id: exhibitors.id });
  world.quiet = quiet.id;
  world.formula = formula.id;
  const [parent] = await t.db.insert(productCategories).values({ name_zh: '审核仪器', name_en: 'Review instruments', level: 1 }).returning({ id: productCategories.id });
  const [child] = await t.db.insert(productCategories).values({ name_zh: '审核传感器', name_en: 'Review sensors', level: 2, parent_id: parent.id }).returning({ id: productCategories.id });
  const [area] = await t.db.insert(applicationAreas).values({ name_zh: '审核汽车', name_en: 'Review automotive' }).returning({ id: applicationAreas.id });
  Object.assign(world, { parent: parent.id, child: child.id, area: area.id });
  const product = (exhibitorId: number, name: string, status: 'draft' | 'published', uploaded: string) => ({
    exhibitor_id: exhibitorId,
    status,
    published_at: status === 'published' ? new Date(uploaded) : null,
    uploaded_at: new Date(uploaded),
    image: '/files/review.png',
    name_zh: name,
    name_en: `${name} en`,
    intro_zh: '简介',
  });
  const rows = await t.db
    .insert(products)
    .values([
      product(world.main, '审核传感器甲', 'published', '2026-03-01T08:00:00Z'),
      product(world.main, '审核草稿甲', 'draft', '2026-03-02T08:00:00Z'),
      product(world.rival, '审核乙展品', 'published', '2026-03-03T08:00:00Z'),
      product(world.formula, '=HYPERLINK("http://evil.example")', 'published', '2026-03-04T08:00:00Z'),
    ])
    .returning({ id: products.id });
  Object.assign(world, { sensor: rows[0].id, draft: rows[1].id, rivalProduct: rows[2].id, evilProduct: rows[3].id });
  await t.db.insert(productCategoryLinks).values({ product_id: world.sensor, category_id: world.child });
  await t.db.insert(productApplicationAreaLinks).values({ product_id: world.rivalProduct, application_area_id: world.area });
  const item = (exhibitorId: number, title: string, uploaded: string) => ({ exhibitor_id: exhibitorId, status: 'published' as const, title_zh: title, title_en: `${title} en`, uploaded_at: new Date(uploaded), ...text });
  await t.db.insert(news).values([item(world.formula, '审核新闻一', '2026-04-01T08:00:00Z'), item(world.formula, '@审核新闻二', '2026-04-02T08:00:00Z'), item(world.rival, '审核乙新闻', '2026-04-03T08:00:00Z')]);
  await t.db.insert(activities).values({ ...item(world.formula, '审核开幕酒会', '2026-04-05T08:00:00Z'), location_zh: '一号馆', location_en: 'Hall 1' });
});
afterAll(() => t?.close());

const call = (method: 'GET' | 'POST' | 'DELETE', url: string, options: { query?: Query; payload?: object; locale?: string; principal?: PrincipalName } = {}) =>
  t.injectAs(options.principal ?? 'organizerAll', { method, url, query: options.query, payload: options.payload, headers: { 'language-set': options.locale ?? 'zh-cn' } });
const productPage = async (query: Query) => envelope<Page<ReviewProduct>>(await call('GET', '/admin/content-review/product/list', { query: { page_size: '100', ...query } })).data;
const productNames = async (query: Query) => (await productPage({ keyword: '审核', ...query })).list.map((row) => row.name_zh);
const bell = async (principal: PrincipalName) => envelope<Page<MessageItem>>(await t.injectAs(principal, { method: 'GET', url: '/exhibitors/message/list' })).data;
const receipts = async (exhibitorId: number) => (await t.db.select().from(messageReceipts).where(eq(messageReceipts.exhibitor_id, exhibitorId))).length;
const statusOf = async (id: number) => (await t.db.select({ status: products.status, published_at: products.published_at }).from(products).where(eq(products.id, id)))[0];
const sheetRows = async (payload: Buffer, name: string) => {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(payload as unknown as ArrayBuffer);
  return (workbook.getWorksheet(name)!.getSheetValues() as unknown[][]).filter(Boolean).map((row) => row.slice(1));
};

describe('product review (/exhibit/exhibit-data-manage)', () => {
  it('lists every exhibitor’s products with the exhibitor’s names; searches product or exhibitor, filters by category (and below), area and state; sorts', async () => {
    const page = await productPage({ keyword: '审核传感器甲' });
    expect(page.list).toHaveLength(1);
    expect(page).toMatchObject({ total: 1, total_capped: false });
    expect(page.list[0]).toMatchObject({ exhibitor_id: world.main, exhibitor_zh: '上海演示电子有限公司', status: 'published', categories: [world.child], image: '/files/review.png' });
    expect(await productNames({ keyword: 'Review formula' })).toEqual(['=HYPERLINK("http://evil.example")']);
    expect(await productNames({ category: String(world.parent) })).toEqual(['审核传感器甲']);
    expect(await productNames({ area: String(world.area) })).toEqual(['审核乙展品']);
    expect(await productNames({ status: 'draft' })).toEqual(['审核草稿甲']);
    // the keyword finds the formula company's product by its exhibitor's name
    expect(await productNames({ sort: 'uploaded_at', order: 'asc' })).toEqual(['审核传感器甲', '审核草稿甲', '审核乙展品', '=HYPERLINK("http://evil.example")']);
    const second = await productPage({ keyword: '审核', page: '2', page_size: '2', sort: 'uploaded_at', order: 'asc' });
    expect(second).toMatchObject({ total: 4, page: 2 });
    expect(second.list.map((row) => row.name_zh)).toEqual(['审核乙展品', '=HYPERLINK("http://evil.example")']);
    for (const bad of <Query[]>[{ sort: 'password' }, { status: 'gone' }, { category: 'x' }, { page_size: '1000' }, { extra: '1' }]) {
      const response = await call('GET', '/admin/content-review/product/list', { query: bad, locale: 'en-us' });
      expect([bad, response.statusCode]).toEqual([bad, 422]);
      expect(envelope(response).message).toBe('The submitted data is invalid');
    }
  });

  it('withdraws with the exhibitor’s own rules: the product leaves the catalogue, the log records it and the exhibitor’s bell says so', async () => {
    const page = () => t.app.inject({ method: 'GET', url: `/catalogue/products/${world.sensor}`, headers: { accept: 'text/html' } });
    expect((await page()).statusCode).toBe(200);
    const before = await receipts(world.main);
    const response = await call('POST', '/admin/content-review/product/state', { payload: { ids: [world.sensor], action: 'withdraw' } });
    expect(envelope(response)).toMatchObject({ code: 0, data: { changed: 1 } });
    expect(await statusOf(world.sensor)).toEqual({ status: 'draft', published_at: null });
    expect((await page()).statusCode).toBe(404);
    expect(await receipts(world.main)).toBe(before + 1);
    const [latest] = (await bell('exhibitorA')).list;
    expect(latest.title).toBe('主办方撤回了您的展品发布');
    expect(latest.content).toContain('<li>审核传感器甲</li>');
    const [log] = await t.db.select().from(operationLogs).where(and(eq(operationLogs.entity, 'product'), eq(operationLogs.entity_id, String(world.sensor))));
    expect(log).toMatchObject({ action: 'withdraw', actor_name: 'organizer', changes: { status: ['published', 'draft'] } });
    // withdrawing a draft changes nothing and tells nobody
    expect(envelope(await call('POST', '/admin/content-review/product/state', { payload: { ids: [world.sensor], action: 'withdraw' } })).data).toEqual({ changed: 0 });
    expect(await receipts(world.main)).toBe(before + 1);
  });

  it('acts on selected rows of several exhibitors at once: one message per exhibitor, and all or nothing', async () => {
    const [mainBefore, rivalBefore] = [await receipts(world.main), await receipts(world.rival)];
    const published = await call('POST', '/admin/content-review/product/state', { payload: { ids: [world.sensor, world.draft, world.rivalProduct, 2_000_000], action: 'publish' } });
    // the rival's product was published already
    expect(envelope(published).data).toEqual({ changed: 2 });
    expect([await receipts(world.main), await receipts(world.rival)]).toEqual([mainBefore + 1, rivalBefore]);
    expect((await bell('exhibitorA')).list[0].content).toMatch(/审核传感器甲.*审核草稿甲/);
    expect((await statusOf(world.draft)).status).toBe('published');

    // the rival's bell refuses the message: nothing of the bulk action stays, the main exhibitor's product included
    await t.db.execute(sql.raw(`create or replace function review_refuse() returns trigger language plpgsql as $$ begin raise exception 'refused'; end $$`));
    await t.db.execute(sql.raw(`create trigger review_refuse before insert on message_receipts for each row when (new.exhibitor_id = ${world.rival}) execute function review_refuse()`));
    try {
      const logsBefore = (await t.db.select().from(operationLogs).where(eq(operationLogs.entity, 'product'))).length;
      const failed = await call('POST', '/admin/content-review/product/state', { payload: { ids: [world.draft, world.rivalProduct], action: 'withdraw' } });
      expect(failed.statusCode).toBe(500);
      expect((await statusOf(world.draft)).status).toBe('published');
      expect((await statusOf(world.rivalProduct)).status).toBe('published');
      expect((await t.db.select().from(operationLogs).where(eq(operationLogs.entity, 'product'))).length).toBe(logsBefore);
      expect(await receipts(world.main)).toBe(mainBefore + 1);
    } finally {
      await t.db.execute(sql.raw('drop trigger review_refuse on message_receipts'));
    }
  });

  it('exports the filtered products (or the selected ones) with full picture addresses, names in the caller’s language and formula text escaped', async () => {
    const response = await call('GET', '/admin/content-review/product/export', { query: { keyword: '审核', sort: 'uploaded_at', order: 'asc' }, locale: 'en-us' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(response.headers['content-disposition']).toBe("attachment; filename*=UTF-8''exhibit-data.xlsx");
    const rows = await sheetRows(response.rawPayload, 'Exhibits');
    expect(rows[0].slice(0, 6)).toEqual(['Exhibitor (Chinese)', 'Exhibitor (English)', 'Exhibit name (Chinese)', 'Exhibit name (English)', 'Exhibit picture address', 'Product categories']);
    expect(rows.slice(1).map((row) => row[2])).toEqual(['审核传感器甲', '审核草稿甲', '审核乙展品', `'=HYPERLINK("http://evil.example")`]);
    expect(rows[1][4]).toMatch(/^https?:\/\/[^/]+\/files\/review\.png$/);
    expect(rows[1][5]).toBe('Review sensors');
    const selected = await call('GET', '/admin/content-review/product/export', { query: { ids: `${world.evilProduct}` } });
    const evil = await sheetRows(selected.rawPayload, '展品');
    expect(evil[1].slice(0, 3)).toEqual(["'=审核公式公司", "'+Review formula", `'=HYPERLINK("http://evil.example")`]);
    expect((await call('GET', '/admin/content-review/product/export', { query: { ids: '1,x' } })).statusCode).toBe(422);
  });

  it('deletes for good, logged, with a message to the exhibitor', async () => {
    const before = await receipts(world.rival);
    const response = await call('DELETE', '/admin/content-review/product/delete', { query: { ids: `${world.rivalProduct}` } });
    expect(envelope(response).data).toEqual({ changed: 1 });
    expect(await t.db.select().from(products).where(eq(products.id, world.rivalProduct))).toEqual([]);
    expect(await receipts(world.rival)).toBe(before + 1);
    expect((await bell('exhibitorB')).list[0].title).toBe('主办方删除了您的展品');
    const [log] = await t.db.select().from(operationLogs).where(and(eq(operationLogs.entity, 'product'), eq(operationLogs.action, 'delete')));
    expect(log.entity_id).toBe(String(world.rivalProduct));
    expect((await call('DELETE', '/admin/content-review/product/delete', { query: { ids: '' } })).statusCode).toBe(422);
  });
});

describe('a product search matching more products than it counts', () => {
  it('counts up to SEARCH_TOTAL_LIMIT, says so, finds products by their own name or their company’s, and pages them in the list’s order', async () => {
    const [named] = await t.db.insert(exhibitors).values({ name_zh_cn: '计数审核公司', name_en: 'Counted review company', exhibitor_types: ['Local'], is_edit: true }).returning({ id: exhibitors.id });
    const matching = SEARCH_TOTAL_LIMIT + 5;
    // every third one matches by its company's name only; uploads spread over time, in no order of id
    const made = await t.db
      .insert(products)
      .values(
        Array.from({ length: matching }, (_, i) => ({
          exhibitor_id: i % 3 === 0 ? named.id : world.rival,
          status: 'draft' as const,
          uploaded_at: new Date(Date.UTC(2025, 0, 1, 0, (i * 37) % matching)),
          image: '/files/review.png',
          name_zh: i % 3 === 0 ? `普通展品${i}` : `计数审核展品${i}`,
          name_en: `Counted ${i}`,
          intro_zh: '计数',
        })),
      )
      .returning({ id: products.id, uploaded_at: products.uploaded_at, name_zh: products.name_zh });
    const newestFirst = [...made].sort((a, b) => b.uploaded_at.getTime() - a.uploaded_at.getTime() || b.id - a.id).map((row) => row.id);
    const search = async (query: Query) => productPage({ keyword: '计数审核', page_size: '50', ...query });
    const ids = (page: Page<ReviewProduct>) => page.list.map((row) => row.id);

    const first = await search({});
    expect(first).toMatchObject({ total: SEARCH_TOTAL_LIMIT, total_capped: true, page: 1 });
    expect(ids(first)).toEqual(newestFirst.slice(0, 50));
    expect(ids(await search({ page: '3' }))).toEqual(newestFirst.slice(100, 150));
    // an order no index keeps reads all the matches and sorts them
    const byName = [...made].sort((a, b) => (a.name_zh < b.name_zh ? -1 : a.name_zh > b.name_zh ? 1 : a.id - b.id)).map((row) => row.id);
    expect(ids(await search({ sort: 'name_zh', order: 'asc' }))).toEqual(byName.slice(0, 50));
    // a narrower search is counted exactly
    expect(await search({ keyword: '计数审核展品10' })).toMatchObject({ total: made.filter((row) => row.name_zh.includes('计数审核展品10')).length, total_capped: false });

    // newer products that do not match push the matches out of the list's first rows: the page is then read from
    // all the matches, the same page, and past the counted limit the pages go on
    const newer = await t.db
      .insert(products)
      .values(
        Array.from({ length: REVIEW_FIRST_ROWS }, (_, i) => ({
          exhibitor_id: world.main,
          status: 'draft' as const,
          uploaded_at: new Date(Date.UTC(2026, 5, 1, 0, i)),
          image: '/files/review.png',
          name_zh: `较新展品${i}`,
          name_en: `Newer ${i}`,
          intro_zh: '较新',
        })),
      )
      .returning({ id: products.id });
    expect(ids(await search({ page: '2' }))).toEqual(newestFirst.slice(50, 100));
    expect(ids(await search({ page: String(SEARCH_TOTAL_LIMIT / 50 + 1) }))).toEqual(newestFirst.slice(SEARCH_TOTAL_LIMIT, SEARCH_TOTAL_LIMIT + 50));
    await t.db.delete(products).where(inArray(products.id, [...made, ...newer].map((row) => row.id)));
    await t.db.delete(exhibitors).where(eq(exhibitors.id, named.id));
  });
});

describe('parallel reviews', () => {
  it('two bulk deletes over the same companies and categories, items met in opposite orders, both end and leave exact counts', async () => {
    const [rootX] = await t.db.insert(productCategories).values({ name_zh: '并发删X', name_en: 'Parallel X', level: 1 }).returning({ id: productCategories.id });
    const [rootY] = await t.db.insert(productCategories).values({ name_zh: '并发删Y', name_en: 'Parallel Y', level: 1 }).returning({ id: productCategories.id });
    const item = (exhibitor_id: number, name_zh: string) => ({ exhibitor_id, image: '/files/review.png', name_zh, name_en: `${name_zh} en`, intro_zh: '简介' });
    // in id order: the first delete meets main then rival and X then Y, the second rival then main and Y then X
    const made = await t.db.insert(products).values([item(world.main, '并发删一'), item(world.rival, '并发删二'), item(world.rival, '并发删三'), item(world.main, '并发删四')]).returning({ id: products.id });
    const ids = made.map((row) => row.id);
    await t.db.insert(productCategoryLinks).values([
      { product_id: ids[0], category_id: rootX.id },
      { product_id: ids[1], category_id: rootY.id },
      { product_id: ids[2], category_id: rootY.id },
      { product_id: ids[3], category_id: rootX.id },
    ]);
    const remove = (pair: number[]) => call('DELETE', '/admin/content-review/product/delete', { query: { ids: pair.join(',') } });
    const answers = await together(t.db, [sql`select 1 from product_categories where id in (${rootX.id}, ${rootY.id}) for no key update`], () => [remove([ids[0], ids[1]]), remove([ids[2], ids[3]])]);
    expect(answers.map((answer) => [answer.statusCode, envelope(answer).data])).toEqual([
      [200, { changed: 2 }],
      [200, { changed: 2 }],
    ]);
    expect(await t.db.$count(products, inArray(products.id, ids))).toBe(0);
    const counts = await t.db.select({ n: productCategories.product_count }).from(productCategories).where(inArray(productCategories.id, [rootX.id, rootY.id]));
    expect(counts.map((row) => row.n)).toEqual([0, 0]);
  });
});

describe('news and activity review (/news/exhibitor-news-manage, /activity/exhibit-activity-manage)', () => {
  const exhibitorsOf = async (kind: 'news' | 'activity', query: Query, principal: PrincipalName = 'organizerAll') =>
    envelope<Page<ExhibitorContentSummary>>(await call('GET', `/admin/content-review/${kind}/exhibitors`, { query: { page_size: '100', ...query }, principal })).data;

  it('lists every exhibitor with its count and last upload; searches the exhibitor name, or an activity’s name', async () => {
    const all = await exhibitorsOf('news', {});
    expect(all.list.find((row) => row.id === world.formula)).toMatchObject({ count: 2, published: 2, last_uploaded_at: '2026-04-02T08:00:00.000Z' });
    expect(all.list.find((row) => row.id === world.quiet)).toMatchObject({ count: 0, last_uploaded_at: null });
    expect((await exhibitorsOf('news', { keyword: 'review quiet' })).list.map((row) => row.id)).toEqual([world.quiet]);
    expect((await exhibitorsOf('activity', { keyword: '开幕酒会' })).list.map((row) => row.id)).toEqual([world.formula]);
    const byCount = await exhibitorsOf('news', { sort: 'count', order: 'desc' });
    expect(byCount.list[0].id).toBe(world.formula);
    const items = envelope<Page<ReviewItem>>(await call('GET', '/admin/content-review/activity/items', { query: { exhibitor_id: String(world.formula) } })).data;
    expect(items.list).toEqual([expect.objectContaining({ title_zh: '审核开幕酒会', location_zh: '一号馆', location_en: 'Hall 1' })]);
    expect((await call('GET', '/admin/content-review/news/items', { query: {} })).statusCode).toBe(422);
  });

  it('refuses an export with nothing selected, or of exhibitors without news or activities, with the SPEC §5 messages', async () => {
    const refused = async (kind: 'news' | 'activity', query: Query, locale: string) => {
      const response = await call('GET', `/admin/content-review/${kind}/export`, { query, locale });
      expect(response.statusCode).toBe(400);
      return envelope(response).message;
    };
    expect(await refused('news', {}, 'zh-cn')).toBe('请选择需要导出的资料');
    expect(await refused('activity', {}, 'en-us')).toBe('Please select the activities to export');
    expect(await refused('news', { exhibitor_ids: String(world.quiet) }, 'zh-cn')).toBe('所选展商暂无新闻');
    expect(await refused('activity', { exhibitor_ids: `${world.quiet},${world.rival}` }, 'zh-cn')).toBe('所选展商暂无活动');
  });

  it('exports the selected exhibitors’ news, and activities with the SPEC §3 columns, formula text escaped', async () => {
    const response = await call('GET', '/admin/content-review/news/export', { query: { exhibitor_ids: `${world.formula},${world.rival},${world.quiet}` } });
    expect(response.statusCode).toBe(200);
    const rows = await sheetRows(response.rawPayload, '展商新闻');
    expect(rows[0]).toEqual(['展商中文名称', '展商英文名称', '中文标题', '英文标题', '中文内容', '英文内容', '状态', '上传时间']);
    expect(rows.slice(1).map((row) => [row[0], row[2]])).toEqual([
      ["'=审核公式公司", "'@审核新闻二"],
      ["'=审核公式公司", '审核新闻一'],
      ['竞品科技股份有限公司', '审核乙新闻'],
    ]);
    expect(rows[1][4]).toBe('内容 & 说明');
    const activitySheet = await sheetRows((await call('GET', '/admin/content-review/activity/export', { query: { exhibitor_ids: String(world.formula) }, locale: 'en-us' })).rawPayload, 'Booth activities');
    expect(activitySheet[0].slice(2, 7)).toEqual(['Chinese title', 'English title', 'Chinese content', 'English content', 'Location']);
    expect(activitySheet[1].slice(2, 7)).toEqual(['审核开幕酒会', '审核开幕酒会 en', '内容 & 说明', 'Body', '一号馆 / Hall 1']);
  });

  it('withdraws and deletes news items with the same rules, a message in the bell', async () => {
    const [item] = await t.db.select().from(news).where(eq(news.title_zh, '审核乙新闻'));
    const before = await receipts(world.rival);
    expect(envelope(await call('POST', '/admin/content-review/news/state', { payload: { ids: [item.id], action: 'withdraw' }, principal: 'organizerLimited' })).data).toEqual({ changed: 1 });
    expect((await bell('exhibitorB')).list[0].title).toBe('主办方撤回了您的新闻发布');
    expect(envelope(await call('DELETE', '/admin/content-review/news/delete', { query: { ids: String(item.id) }, principal: 'organizerLimited' })).data).toEqual({ changed: 1 });
    expect(await receipts(world.rival)).toBe(before + 2);
  });
});

describe('access', () => {
  it('is for organizers holding each screen’s role key; exhibitors cannot call it', async () => {
    const cases: [string, 'GET' | 'POST' | 'DELETE', Query | undefined, object | undefined][] = [
      ['/admin/content-review/product/list', 'GET', undefined, undefined],
      ['/admin/content-review/product/state', 'POST', undefined, { ids: [world.evilProduct], action: 'withdraw' }],
      ['/admin/content-review/product/delete', 'DELETE', { ids: String(world.evilProduct) }, undefined],
      ['/admin/content-review/activity/exhibitors', 'GET', undefined, undefined],
    ];
    for (const [url, method, query, payload] of cases) {
      for (const [principal, status] of [['organizerLimited', 403], ['exhibitorA', 403], ['miniprog', 403], ['anonymous', 401]] as const) {
        expect([url, principal, (await call(method, url, { query, payload, principal })).statusCode]).toEqual([url, principal, status]);
      }
    }
    // the news editor holds news.exhibitor-news-manage only
    expect((await exhibitorsOfNews('organizerLimited')).statusCode).toBe(200);
    expect((await t.db.select().from(products).where(inArray(products.id, [world.evilProduct])))[0].status).toBe('published');
  });
});

const exhibitorsOfNews = (principal: PrincipalName) => call('GET', '/admin/content-review/news/exhibitors', { principal });
