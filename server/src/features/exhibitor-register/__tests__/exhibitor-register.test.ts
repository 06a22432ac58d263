import { and, eq, inArray } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import type { Page } from '@fair/shared/contracts/envelope';
import type { RegisterDetail, RegisterItem } from '@fair/shared/contracts/exhibitor-register';
import { activities } from '../../../db/schema/activities';
import { exhibitorApplicationAreas, exhibitorCategories, exhibitors } from '../../../db/schema/exhibitors';
import { news } from '../../../db/schema/news';
import { operationLogs } from '../../../db/schema/operation-log';
import { products } from '../../../db/schema/products';
import { applicationAreas, halls, productCategories } from '../../../db/schema/reference';
import { type PrincipalName, type TestApp, buildTestApp, envelope } from '../../../test/build-test-app';
import { recountCompletion } from '../../../test/recount-completion';

let t: TestApp;
type Errors = { errors: { field: string; message: string }[] };
type Query = Record<string, string>;

/** The register's own companies, named so a keyword finds exactly them. */
const world = { hallA: 0, hallB: 0, full: 0, half: 0, blank: 0, formula: 0, category: 0, area: 0 };

beforeAll(async () => {
  t = await buildTestApp();
  const [hallA, hallB] = await t.db
    .insert(halls)
    .values([
      { name_zh: '登记A馆', name_en: 'Register hall A', sort: 10 },
      { name_zh: '登记B馆', name_en: 'Register hall B', sort: 20 },
    ])
    .returning({ id: halls.id });
  const [category] = await t.db.insert(productCategories).values({ name_zh: '传感器', name_en: 'Sensors', level: 1 }).returning({ id: productCategories.id });
  const [area] = await t.db.insert(applicationAreas).values({ name_zh: '工业', name_en: 'Industry' }).returning({ id: applicationAreas.id });
  const rows = await t.db
    .insert(exhibitors)
    .values([
      {
        name_zh_cn: '登记全满电子',
        name_en: 'Register Full Electronics',
        logo: '/files/logo.png',
        qr_code: '/files/qr.png',
        country: 'DE',
        intro_zh: '简介',
        intro_en: 'Intro',
        website: 'https://full.example',
        email: 'info@full.example',
        join_year: 2018,
        hall_id: hallB.id,
        booth: 'B-200',
        booth_area: 36,
        exhibitor_types: ['International'],
        is_edit: true,
      },
      // blank as a person sees it: an ideographic space, a newline
      { name_zh_cn: '登记半成科技', name_en: 'Register Half Tech', country: 'DE', intro_zh: '\u3000', intro_en: 'Half', website: '\n', hall_id: hallA.id, booth: 'A-001', exhibitor_types: ['Local'], is_edit: true },
      { name_zh_cn: '登记空白公司', name_en: '', exhibitor_types: ['FIE'], is_edit: false },
      { name_zh_cn: '=HYPERLINK("http://evil.example")', name_en: '+Register formula', country: 'FR', exhibitor_types: ['FIE'], is_edit: false },
    ])
    .returning({ id: exhibitors.id });
  Object.assign(world, { hallA: hallA.id, hallB: hallB.id, full: rows[0].id, half: rows[1].id, blank: rows[2].id, formula: rows[3].id, category: category.id, area: area.id });
  await t.db.insert(exhibitorCategories).values([
    { exhibitor_id: world.full, category_id: category.id },
    { exhibitor_id: world.half, category_id: category.id },
  ]);
  await t.db.insert(exhibitorApplicationAreas).values({ exhibitor_id: world.full, application_area_id: area.id });
  const state = (exhibitorId: number, status: 'draft' | 'published') => ({ exhibitor_id: exhibitorId, status });
  await t.db.insert(products).values([
    { ...state(world.full, 'published'), image: '/files/p.png', name_zh: '产品', name_en: 'Product', intro_zh: '介绍' },
    // a draft does not count towards completion
    { ...state(world.half, 'draft'), image: '/files/p.png', name_zh: '草稿', name_en: 'Draft', intro_zh: '介绍' },
  ]);
  await t.db.insert(news).values([{ ...state(world.full, 'published'), title_zh: '新闻', title_en: 'News', content_zh: '<p>内容</p>', content_en: '<p>Body</p>' }]);
  await t.db.insert(activities).values([
    { ...state(world.full, 'published'), title_zh: '活动', title_en: 'Event', content_zh: '<p>内容</p>', content_en: '<p>Body</p>' },
    { ...state(world.half, 'published'), title_zh: '活动', title_en: 'Event', content_zh: '<p>内容</p>', content_en: '<p>Body</p>' },
  ]);
});
afterAll(() => t?.close());

const get = (url: string, query: Query = {}, locale = 'zh-cn', principal: PrincipalName = 'organizerAll') =>
  t.injectAs(principal, { method: 'GET', url, query, headers: { 'language-set': locale } });
const list = async (query: Query = {}, locale = 'zh-cn') => {
  const response = await get('/admin/exhibitor-info/list', { page_size: '100', ...query }, locale);
  expect(response.statusCode).toBe(200);
  return envelope<Page<RegisterItem>>(response).data;
};
/** Names of the register's own companies a query lists, in the list's order. */
const namesOf = async (query: Query = {}) => (await list({ keyword: '登记', ...query })).list.map((row) => row.name_zh_cn);
const saveBooth = (payload: object, locale = 'zh-cn') =>
  t.injectAs('organizerAll', { method: 'POST', url: '/admin/exhibitor-info/booth', payload, headers: { 'language-set': locale } });
const errorsOf = (response: Awaited<ReturnType<typeof saveBooth>>) => Object.fromEntries(envelope<Errors>(response).data.errors.map((error) => [error.field, error.message]));

const dashboardCompletion = (exhibitorId: number) => recountCompletion(t.db, exhibitorId);

describe('exhibitor register (/message/exhibitor-info-manage)', () => {
  it('lists every company with its profile fields, hall and country in the caller’s language, booth and completion', async () => {
    const all = await list();
    expect(all.total).toBe(3 + 4);
    const full = all.list.find((row) => row.id === world.full)!;
    expect(full).toMatchObject({
      name_en: 'Register Full Electronics',
      country: 'DE',
      country_info: '德国',
      hall_id: world.hallB,
      hall: '登记B馆',
      booth: 'B-200',
      booth_area: 36,
      exhibitor_types: ['International'],
      is_edit: true,
      website: 'https://full.example',
      email: 'info@full.example',
      join_year: 2018,
      categories_count: 1,
      completion: 100,
    });
    const english = (await list({ keyword: 'Full' }, 'en-us')).list[0];
    expect(english).toMatchObject({ hall: 'Register hall B', country_info: 'Germany' });
    expect(all.list.find((row) => row.id === world.blank)).toMatchObject({ hall: null, hall_id: null, booth: null, booth_area: null, country_info: null, completion: 7 });
  });

  it('computes completion in the database exactly as the exhibitor dashboard does, company by company', async () => {
    const all = await list();
    for (const row of all.list) {
      const dashboard = await dashboardCompletion(row.id);
      expect([row.name_zh_cn, row.completion]).toEqual([row.name_zh_cn, dashboard.percent]);
    }
    // blank-looking text (ideographic space, newline) is missing, a draft product is not a product
    const half = envelope<RegisterDetail>(await get('/admin/exhibitor-info/info', { id: String(world.half) })).data;
    expect(half.missing).toEqual(['logo', 'applicationAreas', 'introZh', 'website', 'qrCode', 'email', 'product', 'news']);
    expect(half.completion).toBe((await dashboardCompletion(world.half)).percent);
    expect(half.completion).toBe(42);
    expect((await get('/admin/exhibitor-info/info', { id: '2000000' })).statusCode).toBe(404);
  });

  it('filters by hall (or no hall yet), type, country, profile saved and completion below N %, and searches either name', async () => {
    expect(await namesOf({ hall: String(world.hallA) })).toEqual(['登记半成科技']);
    expect(await namesOf({ hall: 'none' })).toEqual(['登记空白公司']);
    expect(await namesOf({ exhibitor_type: 'International' })).toEqual(['登记全满电子']);
    expect(await namesOf({ country: 'de', sort: 'name_en' })).toEqual(['登记全满电子', '登记半成科技']);
    expect(await namesOf({ is_edit: '0' })).toEqual(['登记空白公司']);
    expect(await namesOf({ completion_below: '42' })).toEqual(['登记空白公司']);
    expect(await namesOf({ completion_below: '43' })).toEqual(['登记半成科技', '登记空白公司']);
    expect(await namesOf({ completion_below: '43', is_edit: '1' })).toEqual(['登记半成科技']);
    expect((await list({ keyword: 'register half' })).list.map((row) => row.id)).toEqual([world.half]);
    expect((await list({ keyword: '%' })).total).toBe(0);
    for (const bad of <Query[]>[{ sort: 'password' }, { completion_below: '0' }, { completion_below: '101' }, { hall: 'A' }, { exhibitor_type: 'Other' }, { country: 'DEU' }, { page_size: '1000' }]) {
      expect([bad, (await get('/admin/exhibitor-info/list', bad)).statusCode]).toEqual([bad, 422]);
    }
  });

  it('sorts on the server (empty values last either way) and pages with the total', async () => {
    expect(await namesOf({ sort: 'completion', order: 'desc' })).toEqual(['登记全满电子', '登记半成科技', '登记空白公司']);
    expect(await namesOf({ sort: 'hall', order: 'asc' })).toEqual(['登记半成科技', '登记全满电子', '登记空白公司']);
    expect(await namesOf({ sort: 'hall', order: 'desc' })).toEqual(['登记全满电子', '登记半成科技', '登记空白公司']);
    const second = await list({ keyword: '登记', sort: 'completion', order: 'desc', page: '2', page_size: '2' });
    expect(second).toMatchObject({ total: 3, page: 2, page_size: 2 });
    expect(second.list.map((row) => row.name_zh_cn)).toEqual(['登记空白公司']);
  });

  it('sets hall, booth number and booth area: logged, shown on the exhibitor’s dashboard profile and its catalogue page at once', async () => {
    const main = t.fixtures.exhibitors.main;
    const page = () => t.app.inject({ method: 'GET', url: `/catalogue/exhibitors/${main}`, headers: { accept: 'text/html' } });
    expect((await page()).body).toContain('1号馆 · 1A01');

    const saved = await saveBooth({ id: main, hall_id: world.hallA, booth: '  A-101 ', booth_area: 54.5 });
    expect(saved.statusCode).toBe(200);
    expect(envelope<RegisterDetail>(saved).data).toMatchObject({ id: main, hall_id: world.hallA, hall: '登记A馆', booth: 'A-101', booth_area: 54.5 });

    // the page was cached before the save: the save makes the catalogue render it afresh
    expect((await page()).body).toContain('登记A馆 · A-101');
    const profile = envelope<{ hall: string; booth: string; booth_area: number }>(
      await t.injectAs('exhibitorA', { method: 'GET', url: '/exhibitors/exhibitors/info', headers: { 'language-set': 'en-us' } }),
    ).data;
    expect(profile).toMatchObject({ hall: 'Register hall A', booth: 'A-101', booth_area: 54.5 });

    const [log] = await t.db.select().from(operationLogs).where(and(eq(operationLogs.entity, 'exhibitor'), eq(operationLogs.entity_id, String(main))));
    expect(log).toMatchObject({ action: 'update', actor_name: 'organizer', changes: { hall_id: [t.fixtures.hallId, world.hallA], booth: ['1A01', 'A-101'], booth_area: [null, 54.5] } });

    // null clears; the page no longer names a hall or booth
    const cleared = await saveBooth({ id: main, hall_id: null, booth: ' ', booth_area: null });
    expect(envelope<RegisterDetail>(cleared).data).toMatchObject({ hall: null, booth: null, booth_area: null });
    expect((await page()).body).not.toContain('A-101');
  });

  it('refuses an unknown hall, an over-long booth number and a booth area that is not above 0 with 2 decimals, beside the field', async () => {
    const id = world.blank;
    const before = await t.db.select().from(exhibitors).where(eq(exhibitors.id, id));
    const unknownHall = await saveBooth({ id, hall_id: 2_000_000, booth: 'X1', booth_area: 9 });
    expect(unknownHall.statusCode).toBe(422);
    expect(errorsOf(unknownHall)).toEqual({ hall_id: '展馆号不存在或已删除' });
    const decimals = await saveBooth({ id, hall_id: world.hallA, booth: 'X1', booth_area: 12.345 }, 'en-us');
    expect(errorsOf(decimals)).toEqual({ booth_area: 'The booth area may have at most two decimals' });
    const invalid = await saveBooth({ id, hall_id: world.hallA, booth: 'X'.repeat(33), booth_area: 0 });
    expect(Object.keys(errorsOf(invalid)).sort()).toEqual(['booth', 'booth_area']);
    expect(await t.db.select().from(exhibitors).where(eq(exhibitors.id, id))).toEqual(before);
    expect((await saveBooth({ id: 2_000_000, hall_id: null, booth: null, booth_area: null })).statusCode).toBe(404);
    // binary fractions such as 0.1 + 0.2 still have two decimals
    expect(envelope<RegisterDetail>(await saveBooth({ id, hall_id: null, booth: null, booth_area: 0.1 + 0.2 })).data.booth_area).toBe(0.3);
  });

  it('exports the filtered set as .xlsx in the list order, headers in the caller’s language, formula-like text escaped', async () => {
    const response = await get('/admin/exhibitor-info/export', { keyword: 'register', sort: 'completion', order: 'desc' }, 'en-us');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(response.headers['content-disposition']).toBe("attachment; filename*=UTF-8''exhibitor-info.xlsx");
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.getWorksheet('Exhibitor info')!;
    const rows = (sheet.getSheetValues() as unknown[][]).filter(Boolean).map((row) => row.slice(1));
    expect(rows[0].slice(0, 10)).toEqual(['ID', 'Chinese name', 'English name', 'Country/Region', 'Hall number', 'Booth number', 'Booth area (m²)', 'Exhibitor type', 'Profile saved', 'Completion (%)']);
    expect(rows.slice(1).map((row) => row[1])).toEqual(['登记全满电子', '登记半成科技', `'=HYPERLINK("http://evil.example")`]);
    expect(rows[1].slice(3, 10)).toEqual(['Germany', 'Register hall B', 'B-200', 36, 'International', 'Yes', 100]);
    expect(rows[3][2]).toBe("'+Register formula");

    const filtered = await get('/admin/exhibitor-info/export', { hall: String(world.hallA) }, 'zh-cn');
    expect(decodeURIComponent(filtered.headers['content-disposition'] as string)).toContain('展商信息.xlsx');
    const zh = new ExcelJS.Workbook();
    await zh.xlsx.load(filtered.rawPayload as unknown as ArrayBuffer);
    const zhRows = (zh.getWorksheet('展商信息')!.getSheetValues() as unknown[][]).filter(Boolean).map((row) => row.slice(1));
    expect(zhRows.map((row) => row[1])).toEqual(['中文名称', '登记半成科技']);
    expect(zhRows[1][8]).toBe('是');
    expect((await get('/admin/exhibitor-info/export', { completion_below: 'x' })).statusCode).toBe(422);
  });

  it('is for organizers holding message.exhibitor-info-manage only', async () => {
    for (const [principal, status] of [['organizerLimited', 403], ['exhibitorA', 403], ['miniprog', 403], ['anonymous', 401]] as const) {
      expect((await get('/admin/exhibitor-info/list', {}, 'zh-cn', principal)).statusCode).toBe(status);
      expect(
        (await t.injectAs(principal, { method: 'POST', url: '/admin/exhibitor-info/booth', payload: { id: world.full, hall_id: null, booth: null, booth_area: null } })).statusCode,
      ).toBe(status);
    }
    expect((await t.db.select().from(exhibitors).where(inArray(exhibitors.id, [world.full])))[0].booth).toBe('B-200');
  });
});
