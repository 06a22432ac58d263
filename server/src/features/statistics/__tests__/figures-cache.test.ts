import { eq, sql } from 'drizzle-orm';
import { adminUsers } from '../../../db/schema/admins';
import { messages } from '../../../db/schema/content';
import { exhibitorAccounts } from '../../../db/schema/exhibitors';
import { type TestApp, buildTestApp, envelope } from '../../../test/build-test-app';
import { insertContentWorld, insertUpload } from '../../content/__tests__/content-world';
import { applyImport } from '../../exhibitor-sheets';
import { type Statistics, readStatistics } from '../statistics-queries';
import { staffPrincipal } from '../../../test/staff-principal';

/**
 * The dashboard answers figures it keeps until a write to what they count: after every kind of change the
 * answer must equal a fresh count, and a change another process makes reaches it through NOTIFY.
 */
let t: TestApp;
let world: Awaited<ReturnType<typeof insertContentWorld>>;
beforeAll(async () => {
  t = await buildTestApp();
  world = await insertContentWorld(t.db, t.fixtures);
});
afterAll(() => t?.close());

const answered = async () => envelope<Statistics>(await t.injectAs('organizerAll', { method: 'GET', url: '/admin/statistics/info' })).data;
const post = (principal: Parameters<TestApp['injectAs']>[0], url: string, payload: object) => t.injectAs(principal, { method: 'POST', url, payload });

/** The answer first (so a kept value is what is compared), then a count made now. */
async function expectFresh(): Promise<Statistics> {
  const answer = await answered();
  expect(answer).toEqual(await readStatistics(t.db));
  return answer;
}

describe('the dashboard figures equal a fresh count', () => {
  it('after content is published, withdrawn and deleted, and after a profile save', async () => {
    await expectFresh();
    const product = { image: world.uploadOfA, name_zh: '看板产品', name_en: 'Dashboard product', intro_zh: '介绍', categories: [world.categories[2]], application_areas: [world.areas[0]], attributes: [world.attributes[0]] };
    const { id } = envelope<{ id: number }>(await post('exhibitorA', '/exhibitors/product/save', { ...product, status: 'published' })).data;
    const published = await expectFresh();
    expect((await post('exhibitorA', '/exhibitors/product/state', { id, action: 'withdraw' })).statusCode).toBe(200);
    expect((await expectFresh()).content.products.published).toBe(published.content.products.published - 1);
    expect((await t.injectAs('exhibitorA', { method: 'DELETE', url: `/exhibitors/product/delete?id=${id}` })).statusCode).toBe(200);
    expect((await expectFresh()).content.products.total).toBe(published.content.products.total - 1);

    const text = { title_zh: '看板', title_en: 'Dashboard', content_zh: '<p>内容</p>', content_en: '<p>Body</p>' };
    expect((await post('exhibitorA', '/exhibitors/news/save', { ...text, status: 'published' })).statusCode).toBe(200);
    await expectFresh();
    expect((await post('exhibitorA', '/exhibitors/activity/save', { ...text, status: 'draft' })).statusCode).toBe(200);
    await expectFresh();

    const logo = await insertUpload(t.db, t.fixtures.accounts.newcomer);
    const saved = await post('exhibitorNew', '/exhibitors/exhibitors/save', {
      logo,
      qr_code: logo,
      name_zh_cn: '看板新展商',
      name_en: 'Dashboard Newcomer',
      country: 'CN',
      categories: [world.categories[0]],
      application_areas: [world.areas[0]],
      intro_zh: '介绍',
      intro_en: 'Intro',
    });
    expect(saved.statusCode).toBe(200);
    expect((await expectFresh()).exhibitors.saved).toBe(published.exhibitors.saved + 1);
  });

  it('after an import, an account deletion and a login', async () => {
    const [organizer] = await t.db.select({ id: adminUsers.id }).from(adminUsers).where(eq(adminUsers.user_name, 'organizer'));
    const actor = staffPrincipal(organizer.id);
    const before = await expectFresh();
    await applyImport(t.db, [{ row: 2, values: { name_zh: '看板导入', name_en: 'Dashboard Import', email: 'dashboard-import@example.com', exhibitor_types: 'Local', phone: '' } }], { actor, fileName: 'dashboard.xlsx' });
    expect((await expectFresh()).exhibitors.total).toBe(before.exhibitors.total + 1);

    const [account] = await t.db.select({ id: exhibitorAccounts.id }).from(exhibitorAccounts).where(eq(exhibitorAccounts.email, 'dashboard-import@example.com'));
    expect((await t.injectAs('organizerAll', { method: 'DELETE', url: `/admin/user/exhibitors?id=${account.id}` })).statusCode).toBe(200);
    expect((await expectFresh()).exhibitors.total).toBe(before.exhibitors.total);

    const login = await post('anonymous', '/exhibitors/user/login', { user_name: 'new@demo.fair', password: 'Fair2025!', clientType: 'exhibitor' });
    expect(login.statusCode).toBe(200);
    await expectFresh();
  });

  it('after a write another process makes, once its NOTIFY arrives', async () => {
    const before = await expectFresh();
    // a write this process's version check cannot see (its triggers do not run): only the notification tells
    await t.db.transaction(async (tx) => {
      await tx.execute(sql`set local session_replication_role = replica`);
      await tx.insert(messages).values({ title_zh: '另一进程的消息', content_zh: '<p>内容</p>' });
    });
    expect((await answered()).messages.total).toBe(before.messages.total);
    await t.db.execute(sql`select pg_notify('fair_dashboard', '')`);
    const deadline = Date.now() + 10_000;
    let total = before.messages.total;
    while (total === before.messages.total && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 20));
      total = (await answered()).messages.total;
    }
    expect(total).toBe(before.messages.total + 1);
  });
});
