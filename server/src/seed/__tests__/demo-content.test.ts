import { eq } from 'drizzle-orm';
import type { DatabaseHandle } from '../../db/client';
import { exhibitorAccounts } from '../../db/schema/exhibitors';
import { openEmptyTestDatabase } from '../../test/test-database';
import { contentCounts } from '../../features/content/content-counts';
import { DEMO_LOGINS } from '../demo-accounts';
import { seedDemoFair } from '../seed-demo';

describe('demo content seed', () => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await openEmptyTestDatabase();
    await seedDemoFair(handle.db, { withAccounts: true });
  });
  afterAll(() => handle?.close());

  const exhibitorOf = async (email: string) => (await handle.db.select({ id: exhibitorAccounts.exhibitor_id }).from(exhibitorAccounts).where(eq(exhibitorAccounts.email, email)))[0].id;

  it('gives the main and the rival exhibitor published and draft products, news and activities', async () => {
    for (const email of [DEMO_LOGINS.exhibitor, DEMO_LOGINS.rival]) {
      expect(await contentCounts(handle.db, await exhibitorOf(email))).toEqual({
        products: { total: 3, published: 2 },
        news: { total: 2, published: 1 },
        activities: { total: 2, published: 1 },
      });
    }
  });

  it('leaves the newcomer without content, for the "create your first product" state', async () => {
    const empty = { total: 0, published: 0 };
    expect(await contentCounts(handle.db, await exhibitorOf(DEMO_LOGINS.newcomer))).toEqual({ products: empty, news: empty, activities: empty });
  });
});
