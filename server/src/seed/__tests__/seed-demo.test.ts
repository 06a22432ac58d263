import { and, count, eq, inArray, isNull } from 'drizzle-orm';
import { build } from '../../app';
import { testConfig } from '../../config/config';
import { adminUsers } from '../../db/schema/admins';
import { globalSettings, messageReceipts, messages } from '../../db/schema/content';
import { exhibitorAccounts, exhibitorCategories, exhibitors } from '../../db/schema/exhibitors';
import { applicationAreas, halls, productCategories, productProperties } from '../../db/schema/reference';
import type { DatabaseHandle } from '../../db/client';
import { openEmptyTestDatabase } from '../../test/test-database';
import { homeOf, termsVersion } from '../../features/miniprog-api/api-queries';
import { DEMO_LOGINS, DEMO_PASSWORD } from '../demo-accounts';
import { FAIR_SETTING_KEY, isDatabaseEmpty, seedDemoFair } from '../seed-demo';

describe('demo fair seed', () => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await openEmptyTestDatabase();
  });
  afterAll(() => handle?.close());

  it('fills an empty database with the fair, its reference data, exhibitors and demo accounts', async () => {
    expect(await isDatabaseEmpty(handle.db)).toBe(true);
    const result = await seedDemoFair(handle.db, { withAccounts: true });
    const db = handle.db;
    expect(await isDatabaseEmpty(db)).toBe(false);

    const [fair] = await db.select().from(globalSettings).where(eq(globalSettings.key, FAIR_SETTING_KEY));
    expect(fair.value).toMatchObject({ starts_on: '2025-03-26', ends_on: '2025-03-28', city_zh: '上海', city_en: 'Shanghai' });

    expect((await db.select().from(halls)).length).toBeGreaterThanOrEqual(4);
    const categories = await db.select().from(productCategories);
    expect(new Set(categories.map((c) => c.level))).toEqual(new Set([1, 2, 3]));
    for (const category of categories) {
      const parent = categories.find((c) => c.id === category.parent_id);
      expect(category.level).toBe(parent ? parent.level + 1 : 1);
    }
    expect((await db.select().from(applicationAreas)).length).toBeGreaterThan(0);
    expect((await db.select().from(productProperties)).length).toBeGreaterThan(0);

    const companies = await db.select().from(exhibitors);
    expect(result.exhibitors).toBe(companies.length);
    expect(companies.length).toBeGreaterThanOrEqual(55);
    expect(companies.length).toBeLessThanOrEqual(65);
    expect(new Set(companies.flatMap((c) => c.exhibitor_types))).toEqual(new Set(['FIE', 'Local', 'International']));
    expect(companies.some((c) => c.name_en === '')).toBe(true);
    expect(companies.filter((c) => c.name_zh_cn.length === 0)).toEqual([]);
    // a booth (hall + number) belongs to one exhibitor: no two demo companies share one
    const booths = companies.filter((c) => c.hall_id !== null && c.booth !== null).map((c) => `${c.hall_id}/${c.booth!.toUpperCase()}`);
    expect(booths.length).toBeGreaterThan(10);
    expect(new Set(booths).size).toBe(booths.length);
    const [linked] = await db.select({ value: count() }).from(exhibitorCategories);
    expect(Number(linked.value)).toBeGreaterThanOrEqual(companies.length);

    const [received] = await db.select({ value: count() }).from(messageReceipts);
    const [sent] = await db.select({ value: count() }).from(messages);
    expect(Number(received.value)).toBe(Number(sent.value) * companies.length);

    const accounts = result.accounts!;
    const [main] = await db.select().from(exhibitorAccounts).where(eq(exhibitorAccounts.id, accounts.exhibitor));
    const [mainCompany] = companies.filter((c) => c.id === main.exhibitor_id);
    expect(mainCompany.is_edit).toBe(true);
    const [newcomer] = await db.select().from(exhibitorAccounts).where(eq(exhibitorAccounts.email, DEMO_LOGINS.newcomer));
    expect(companies.find((c) => c.id === newcomer.exhibitor_id)?.is_edit).toBe(false);
    const [rival] = await db.select().from(exhibitorAccounts).where(eq(exhibitorAccounts.email, DEMO_LOGINS.rival));
    expect(rival.exhibitor_id).not.toBe(main.exhibitor_id);
    const [unread] = await db
      .select({ value: count() })
      .from(messageReceipts)
      .where(and(eq(messageReceipts.exhibitor_id, main.exhibitor_id), isNull(messageReceipts.read_at)));
    expect(Number(unread.value)).toBeGreaterThan(0);
  });

  it('fills the mini-programme home with published banners, entries, featured saved companies, products and events, and current terms', async () => {
    const { home } = await homeOf(handle.db, 'zh-cn', new Date());
    expect(home.banners.map((banner) => banner.title)).toEqual(['欢迎参加展会', '同期活动精彩纷呈']);
    expect(home.quick_entries.length).toBe(3);
    expect(home.exhibitors.length).toBe(6);
    const featured = await handle.db.select({ is_edit: exhibitors.is_edit }).from(exhibitors).where(inArray(exhibitors.id, home.exhibitors.map((company) => company.id)));
    expect(featured).toEqual(Array(6).fill({ is_edit: true }));
    expect(home.products.length).toBeGreaterThan(0);
    expect(home.activities.map((activity) => activity.title)).toContain('开幕式暨行业高峰论坛');
    expect((await termsVersion(handle.db, 'en-us', 'privacy'))?.title).toBe('Privacy policy');
  });

  it('lets every demo account log in with the demo password', async () => {
    const app = await build({ config: testConfig(), database: handle, logger: false });
    await app.ready();
    try {
      const logins: [string, string, string][] = [
        ['/exhibitors/user/login', DEMO_LOGINS.exhibitor, 'exhibitor'],
        ['/exhibitors/user/login', DEMO_LOGINS.rival, 'exhibitor'],
        ['/exhibitors/user/login', DEMO_LOGINS.newcomer, 'exhibitor'],
        ['/exhibitors/user/login', DEMO_LOGINS.subWithPower, 'exhibitor'],
        ['/exhibitors/user/login', DEMO_LOGINS.subWithoutPower, 'exhibitor'],
        ['/admin/user/login', DEMO_LOGINS.organizer, 'organizer'],
        ['/admin/user/login', DEMO_LOGINS.editor, 'organizer'],
        ['/admin/user/login', DEMO_LOGINS.miniprog, 'miniprog'],
      ];
      for (const [url, user_name, clientType] of logins) {
        const response = await app.inject({ method: 'POST', url, payload: { user_name, password: DEMO_PASSWORD, clientType } });
        expect({ user_name, code: response.json().code }).toEqual({ user_name, code: 0 });
      }
    } finally {
      await app.close();
    }
  });
});

describe('demo fair seed without demo mode', () => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await openEmptyTestDatabase();
  });
  afterAll(() => handle?.close());

  it('creates the fair but no accounts', async () => {
    const result = await seedDemoFair(handle.db, { withAccounts: false });
    expect(result.accounts).toBeNull();
    expect(await handle.db.select().from(adminUsers)).toEqual([]);
    expect(await handle.db.select().from(exhibitorAccounts)).toEqual([]);
  });
});
