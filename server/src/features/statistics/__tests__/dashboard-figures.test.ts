import type { OrganizerStatistics } from '@fair/shared/contracts/organizer-dashboard';
import { activities } from '../../../db/schema/activities';
import { exhibitorAccounts, exhibitorApplicationAreas, exhibitorCategories, exhibitors } from '../../../db/schema/exhibitors';
import { news } from '../../../db/schema/news';
import { products } from '../../../db/schema/products';
import { applicationAreas, productCategories } from '../../../db/schema/reference';
import { type TestApp, buildTestApp, envelope } from '../../../test/build-test-app';
import { accountFunnel, completionBuckets, contentByType, dailyContent, dashboardDays } from '../dashboard-figures';
import { fixClock } from '../../../test/fixed-clock';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t?.close());

const read = async () => envelope<OrganizerStatistics>(await t.injectAs('organizerAll', { method: 'GET', url: '/admin/statistics/info' })).data;

async function exhibitor(values: Partial<typeof exhibitors.$inferInsert> = {}): Promise<number> {
  const [row] = await t.db
    .insert(exhibitors)
    .values({ name_zh_cn: '统计测试公司', exhibitor_types: ['FIE'], ...values })
    .returning({ id: exhibitors.id });
  return row.id;
}

let accountNumber = 0;
async function account(exhibitorId: number, values: Partial<typeof exhibitorAccounts.$inferInsert> = {}): Promise<void> {
  accountNumber += 1;
  await t.db.insert(exhibitorAccounts).values({
    exhibitor_id: exhibitorId,
    email: `funnel${accountNumber}@stats.fair`,
    password_hash: 'not-a-login',
    sys_api_token: `stats-token-${accountNumber}`,
    ...values,
  });
}

const text = { title_zh: '标题', title_en: 'Title', content_zh: '<p>内容</p>', content_en: '<p>Content</p>' };
const product = { image: '/uploads/p.png', name_zh: '展品', name_en: 'Exhibit', intro_zh: '介绍' };

describe('organizer dashboard figures (GET /admin/statistics/info)', () => {
  it('follows main accounts from created to e-mailed, logged in and profile saved; sub-accounts are not counted', async () => {
    const before = await accountFunnel(t.db);
    const saved = await exhibitor({ is_edit: true });
    const unsaved = await exhibitor();
    await account(saved, { send_status: 'sent', last_login_at: new Date() });
    await account(saved, { send_status: 'sent', is_child_user: true, last_login_at: new Date() });
    await account(unsaved, { send_status: 'sent' });
    await account(unsaved, { send_status: 'failed' });
    await account(unsaved, { send_status: 'sending' });
    expect(await accountFunnel(t.db)).toEqual({
      created: before.created + 4,
      emailed: before.emailed + 2,
      logged_in: before.logged_in + 1,
      profile_saved: before.profile_saved + 1,
    });
  });

  it('puts each exhibitor in the completion bucket of the exhibitor dashboard percentage', async () => {
    const before = await completionBuckets(t.db);
    expect(before.map(({ from, to }) => `${from}-${to}`)).toEqual(['0-19', '20-39', '40-59', '60-79', '80-99', '100-100']);
    const [category] = await t.db.insert(productCategories).values({ level: 1, name_zh: '统计类别', name_en: 'Stats category' }).returning({ id: productCategories.id });
    const [area] = await t.db.insert(applicationAreas).values({ name_zh: '统计领域', name_en: 'Stats area' }).returning({ id: applicationAreas.id });
    const profile = {
      logo: '/uploads/logo.png',
      name_en: 'Complete Co.',
      country: 'CN',
      intro_zh: '简介',
      intro_en: 'Intro',
      website: 'https://complete.example',
      qr_code: '/uploads/qr.png',
      email: 'info@complete.example',
    };
    // 14 of 14 items
    const complete = await exhibitor({ ...profile, is_edit: true });
    // the 11 profile items, no published content: 11 / 14 = 78 %
    const noContent = await exhibitor(profile);
    for (const id of [complete, noContent]) {
      await t.db.insert(exhibitorCategories).values({ exhibitor_id: id, category_id: category.id });
      await t.db.insert(exhibitorApplicationAreas).values({ exhibitor_id: id, application_area_id: area.id });
    }
    await t.db.insert(products).values([
      { ...product, exhibitor_id: complete, status: 'published' },
      { ...product, exhibitor_id: complete, status: 'published' },
      { ...product, exhibitor_id: noContent, status: 'draft' },
    ]);
    await t.db.insert(news).values({ ...text, exhibitor_id: complete, status: 'published' });
    await t.db.insert(activities).values({ ...text, exhibitor_id: complete, status: 'published' });
    // only the Chinese name: 1 / 14 = 7 %
    await exhibitor();
    const after = await completionBuckets(t.db);
    expect(after.map((bucket) => bucket.exhibitors)).toEqual(before.map((bucket, index) => bucket.exhibitors + [1, 0, 0, 1, 0, 1][index]));
  });

  it('counts items created per day over the last 30 days, days cut at midnight in Shanghai, empty days as zeros', async () => {
    // 11:00 on 27 March 2031 in Shanghai; nothing else in the database is that recent
    const now = new Date('2031-03-27T03:00:00Z');
    const owner = await exhibitor({ exhibitor_types: ['Local'] });
    await t.db.insert(products).values([
      // 00:30 on the 27th in Shanghai, still the 26th in UTC
      { ...product, exhibitor_id: owner, uploaded_at: new Date('2031-03-26T16:30:00Z') },
      { ...product, exhibitor_id: owner, uploaded_at: new Date('2031-03-27T02:59:00Z') },
      // 23:30 on the 26th in Shanghai
      { ...product, exhibitor_id: owner, uploaded_at: new Date('2031-03-26T15:30:00Z') },
    ]);
    await t.db.insert(news).values([
      // midnight opening the first of the 30 days
      { ...text, exhibitor_id: owner, uploaded_at: new Date('2031-02-25T16:00:00Z') },
      // after today at the fair
      { ...text, exhibitor_id: owner, uploaded_at: new Date('2031-03-27T16:00:00Z') },
    ]);
    await t.db.insert(activities).values([
      // one second before the first day
      { ...text, exhibitor_id: owner, uploaded_at: new Date('2031-02-25T15:59:59Z') },
      { ...text, exhibitor_id: owner, uploaded_at: new Date('2031-03-10T04:00:00Z') },
    ]);
    const series = await dailyContent(t.db, now);
    expect(series).toHaveLength(30);
    expect(series.map((day) => day.date)).toEqual(dashboardDays(now));
    expect(series[0]).toEqual({ date: '2031-02-26', products: 0, news: 1, activities: 0 });
    expect(series.find((day) => day.date === '2031-03-10')).toEqual({ date: '2031-03-10', products: 0, news: 0, activities: 1 });
    expect(series.at(-2)).toEqual({ date: '2031-03-26', products: 1, news: 0, activities: 0 });
    expect(series.at(-1)).toEqual({ date: '2031-03-27', products: 2, news: 0, activities: 0 });
    const counted = series.reduce((sum, day) => sum + day.products + day.news + day.activities, 0);
    expect(counted).toBe(5);
  });

  it('names the 30 days in Shanghai whatever the UTC day: 20:00 UTC is already the next day', () => {
    const days = dashboardDays(new Date('2031-12-31T20:00:00Z'));
    expect(days[0]).toBe('2031-12-03');
    expect(days.at(-1)).toBe('2032-01-01');
  });

  it('splits exhibitors and their items by exhibitor type', async () => {
    const before = await contentByType(t.db);
    const fie = await exhibitor({ exhibitor_types: ['FIE'] });
    const international = await exhibitor({ exhibitor_types: ['International'] });
    await t.db.insert(products).values([{ ...product, exhibitor_id: fie }, { ...product, exhibitor_id: fie }, { ...product, exhibitor_id: international }]);
    await t.db.insert(news).values({ ...text, exhibitor_id: international });
    await t.db.insert(activities).values([{ ...text, exhibitor_id: international }, { ...text, exhibitor_id: fie }]);
    const after = await contentByType(t.db);
    expect(after.map((row) => row.type)).toEqual(['FIE', 'Local', 'International']);
    const delta = after.map((row, index) => ({
      type: row.type,
      exhibitors: row.exhibitors - before[index].exhibitors,
      products: row.products - before[index].products,
      news: row.news - before[index].news,
      activities: row.activities - before[index].activities,
    }));
    expect(delta).toEqual([
      { type: 'FIE', exhibitors: 1, products: 2, news: 0, activities: 1 },
      { type: 'Local', exhibitors: 0, products: 0, news: 0, activities: 0 },
      { type: 'International', exhibitors: 1, products: 1, news: 1, activities: 1 },
    ]);
  });

  it('answers every figure in one call, the series ending today at the fair, and agrees with the older figures', async () => {
    // the route reads the clock itself: only Date is fixed, at 23:59 on 27 March 2025 in Shanghai (15:59 UTC),
    // so the answer names the same last day on any date and at any time of day; timers and the database driver keep running
    fixClock(new Date('2025-03-27T15:59:00Z'));
    const stats = await read().finally(() => jest.useRealTimers());
    expect(stats.daily).toHaveLength(30);
    expect(stats.daily.map((day) => day.date)).toEqual(dashboardDays(new Date('2025-03-27T15:59:00Z')));
    expect(stats.daily.at(-1)?.date).toBe('2025-03-27');
    expect(stats.completion.reduce((sum, bucket) => sum + bucket.exhibitors, 0)).toBe(stats.exhibitors.total);
    expect(stats.content_by_type.reduce((sum, row) => sum + row.products, 0)).toBe(stats.content.products.total);
    expect(Object.fromEntries(stats.content_by_type.map((row) => [row.type, row.exhibitors]))).toEqual(stats.exhibitors.by_type);
    expect(stats.funnel.created).toBe(stats.accounts.total - stats.accounts.sub_accounts);
  });
});
