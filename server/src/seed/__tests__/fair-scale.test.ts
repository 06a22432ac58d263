import { and, count, eq, gte, like } from 'drizzle-orm';
import { activities } from '../../db/schema/activities';
import { adminUserAuthorities, adminUsers } from '../../db/schema/admins';
import { exhibitorAccounts, exhibitors } from '../../db/schema/exhibitors';
import { news } from '../../db/schema/news';
import { operationLogs } from '../../db/schema/operation-log';
import { productCategoryLinks, products } from '../../db/schema/products';
import type { DatabaseHandle } from '../../db/client';
import { openEmptyTestDatabase } from '../../test/test-database';
import { verifyPassword } from '../../lib/accounts/password';
import { DEMO_PASSWORD } from '../demo-accounts';
import { seedDemoFair } from '../seed-demo';
import { type FairScale, SCALE_DOMAIN, hasFairScale, seedFairScale, settleAfterFairScale } from '../fair-scale';

// the fair's proportions at a size a test loads in a moment; past the 1,920 name combinations is not needed here
const SMALL: FairScale = { exhibitors: 40, productsPerExhibitor: 5, news: 90, activities: 30, staff: 4, logRows: 120 };

describe('fair-scale seed', () => {
  let handle: DatabaseHandle;
  let firstId: number;
  beforeAll(async () => {
    handle = await openEmptyTestDatabase();
    await seedDemoFair(handle.db, { withAccounts: true });
    const [{ value }] = await handle.db.select({ value: count() }).from(exhibitors);
    firstId = value + 1;
  });
  afterAll(() => handle?.close());

  it('adds the asked numbers of companies, accounts, products, news, activities, staff and log rows over the demo', async () => {
    const db = handle.db;
    expect(await hasFairScale(db)).toBe(false);
    expect(await seedFairScale(db, SMALL)).toEqual({ exhibitors: 40, products: 200, news: 90, activities: 30, staff: 4, logRows: 120 });
    await settleAfterFairScale(db);
    expect(await hasFairScale(db)).toBe(true);
    const [accounts] = await db.select({ value: count() }).from(exhibitorAccounts).where(like(exhibitorAccounts.email, `%@${SCALE_DOMAIN}`));
    expect(accounts.value).toBe(40);
    const [logs] = await db.select({ value: count() }).from(operationLogs);
    expect(logs.value).toBeGreaterThanOrEqual(120);
  });

  it('names every company in Chinese and English, gives most a booth (none shared), and some a pending account', async () => {
    const companies = await handle.db.select().from(exhibitors).where(gte(exhibitors.id, firstId));
    expect(companies).toHaveLength(40);
    for (const company of companies) {
      expect(company.name_zh_cn).toMatch(/^[\u4e00-\u9fff]+(有限公司|股份有限公司)$/);
      expect(company.name_en).toMatch(/^[A-Z][A-Za-z ]+ Co\., Ltd\.$/);
    }
    const booths = companies.filter((company) => company.booth !== null).map((company) => `${company.hall_id}/${company.booth}`);
    expect(booths.length).toBeGreaterThan(30);
    expect(new Set(booths).size).toBe(booths.length);
    expect(companies.filter((company) => company.is_edit).length).toBe(28);
    const pending = await handle.db.select({ id: exhibitorAccounts.id }).from(exhibitorAccounts).where(and(gte(exhibitorAccounts.exhibitor_id, firstId), eq(exhibitorAccounts.approval_status, 'pending')));
    expect(pending.length).toBeGreaterThan(0);
  });

  it('publishes most content and drafts the rest; every product has a category', async () => {
    const statuses = async (table: typeof products | typeof news | typeof activities) =>
      Object.fromEntries((await handle.db.select({ status: table.status, total: count() }).from(table).where(gte(table.exhibitor_id, firstId)).groupBy(table.status)).map((row) => [row.status, row.total]));
    for (const table of [products, news, activities]) {
      const { published, draft } = await statuses(table);
      expect(published).toBeGreaterThan(draft);
      expect(draft).toBeGreaterThan(0);
    }
    const [linked] = await handle.db
      .select({ value: count() })
      .from(products)
      .where(and(gte(products.exhibitor_id, firstId)))
      .innerJoin(productCategoryLinks, eq(productCategoryLinks.product_id, products.id));
    expect(linked.value).toBe(200);
  });

  it('gives staff a limited authority and a password nobody knows', async () => {
    const staff = await handle.db.select().from(adminUsers).where(like(adminUsers.user_name, 'staff%'));
    expect(staff.map((user) => user.user_name).sort()).toEqual(['staff001', 'staff002', 'staff003', 'staff004']);
    expect(await verifyPassword(staff[0].password_hash, DEMO_PASSWORD)).toBe(false);
    const grants = await handle.db.select().from(adminUserAuthorities).where(eq(adminUserAuthorities.admin_user_id, staff[0].id));
    expect(grants).toHaveLength(1);
  });
});
