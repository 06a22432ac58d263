import { eq, sql } from 'drizzle-orm';
import type { ProductItem } from '@fair/shared/contracts/products';
import { exhibitorAccounts, exhibitorCategories, exhibitors } from '../schema/exhibitors';
import { products } from '../schema/products';
import { adminUsers } from '../schema/admins';
import { applicationAreas, productCategories, productProperties } from '../schema/reference';
import { type PrincipalName, type TestApp, buildTestApp, envelope } from '../../test/build-test-app';
import { completionMismatches } from '../../test/recount-completion';
import { onPostgres, together } from '../../test/race';
import { insertUpload } from '../../features/content/__tests__/content-world';
import { applyImport } from '../../features/exhibitor-sheets/apply-import';
import { staffPrincipal } from '../../test/staff-principal';
import { createExhibitorAccount } from '../../lib/accounts/create-accounts';

/**
 * exhibitors.completion is kept by the database (migration 0013): after every kind of change, through the
 * routes that make it, each company's stored figure must equal profileCompletion recounted from its rows.
 */
let t: TestApp;
let categoryId: number;
let productCategoryId: number;
let attributeId: number;
let areaId: number;
let imageOfNewcomer: string;

beforeAll(async () => {
  t = await buildTestApp();
  [{ id: categoryId }] = await t.db.insert(productCategories).values({ level: 1, name_zh: '完成度分类', name_en: 'Completion category' }).returning({ id: productCategories.id });
  [{ id: productCategoryId }] = await t.db.insert(productCategories).values({ level: 1, name_zh: '完成度产品分类', name_en: 'Completion products' }).returning({ id: productCategories.id });
  [{ id: attributeId }] = await t.db.insert(productProperties).values({ name_zh: '完成度属性', name_en: 'Completion attribute' }).returning({ id: productProperties.id });
  [{ id: areaId }] = await t.db.insert(applicationAreas).values({ name_zh: '完成度领域', name_en: 'Completion area' }).returning({ id: applicationAreas.id });
  imageOfNewcomer = await insertUpload(t.db, t.fixtures.accounts.newcomer);
});
afterAll(() => t?.close());

const post = (principal: PrincipalName, url: string, payload: object) => t.injectAs(principal, { method: 'POST', url, payload });
const stored = async (exhibitorId: number) => (await t.db.select({ completion: exhibitors.completion }).from(exhibitors).where(eq(exhibitors.id, exhibitorId)))[0]?.completion;
const productLinks = () => ({ categories: [productCategoryId], application_areas: [areaId], attributes: [attributeId] });
const newcomer = () => t.fixtures.exhibitors.newcomer;
const profile = () => ({
  logo: imageOfNewcomer,
  qr_code: imageOfNewcomer,
  name_zh_cn: '完成度测试有限公司',
  name_en: 'Completion Test Ltd.',
  country: 'CN',
  intro_zh: '介绍',
  intro_en: 'Intro',
  website: 'https://completion.example',
  email: 'info@completion.example',
});

describe('the stored completion equals a recount', () => {
  it('for the seeded companies', async () => {
    expect(await completionMismatches(t.db)).toEqual([]);
  });

  it('after a profile save with categories and application areas, and after links are taken away', async () => {
    const before = await stored(newcomer());
    const saved = await post('exhibitorNew', '/exhibitors/exhibitors/save', { ...profile(), categories: [categoryId], application_areas: [areaId] });
    expect(saved.statusCode).toBe(200);
    expect(await stored(newcomer())).toBeGreaterThan(before!);
    expect(await completionMismatches(t.db)).toEqual([]);

    // a category the organizer deletes takes its links with it (cascade)
    await t.db.delete(productCategories).where(eq(productCategories.id, categoryId));
    expect(await t.db.$count(exhibitorCategories, eq(exhibitorCategories.exhibitor_id, newcomer()))).toBe(0);
    expect(await completionMismatches(t.db)).toEqual([]);
  });

  it('after a product is published, withdrawn, published again and deleted; after news and an activity', async () => {
    const product = { image: imageOfNewcomer, name_zh: '完成度产品', name_en: 'Completion product', intro_zh: '介绍', ...productLinks() };
    const { id } = envelope<ProductItem>(await post('exhibitorNew', '/exhibitors/product/save', { ...product, status: 'published' })).data;
    const published = await stored(newcomer());
    expect(await completionMismatches(t.db)).toEqual([]);
    expect((await post('exhibitorNew', '/exhibitors/product/state', { id, action: 'withdraw' })).statusCode).toBe(200);
    expect(await stored(newcomer())).toBeLessThan(published!);
    expect(await completionMismatches(t.db)).toEqual([]);
    expect((await post('exhibitorNew', '/exhibitors/product/state', { id, action: 'publish' })).statusCode).toBe(200);
    expect(await stored(newcomer())).toBe(published);
    expect((await t.injectAs('exhibitorNew', { method: 'DELETE', url: `/exhibitors/product/delete?id=${id}` })).statusCode).toBe(200);
    expect(await completionMismatches(t.db)).toEqual([]);

    const text = { title_zh: '完成度', title_en: 'Completion', content_zh: '<p>内容</p>', content_en: '<p>Body</p>' };
    const news = envelope<{ id: number }>(await post('exhibitorNew', '/exhibitors/news/save', { ...text, status: 'published' })).data;
    expect(await completionMismatches(t.db)).toEqual([]);
    const activity = envelope<{ id: number }>(await post('exhibitorNew', '/exhibitors/activity/save', { ...text, status: 'published' })).data;
    expect(await completionMismatches(t.db)).toEqual([]);
    expect((await post('exhibitorNew', '/exhibitors/activity/state', { id: activity.id, action: 'withdraw' })).statusCode).toBe(200);
    expect((await t.injectAs('exhibitorNew', { method: 'DELETE', url: `/exhibitors/news/delete?id=${news.id}` })).statusCode).toBe(200);
    expect(await completionMismatches(t.db)).toEqual([]);
  });

  it('after a sheet import creates companies and changes an existing one, and after its account is deleted', async () => {
    const [organizer] = await t.db.select({ id: adminUsers.id }).from(adminUsers).where(eq(adminUsers.user_name, 'organizer'));
    const actor = staffPrincipal(organizer.id);
    const row = (n: number, values: Record<string, string>) => ({ row: n, values: { name_zh: '', name_en: '', email: '', exhibitor_types: 'FIE', phone: '', ...values } });
    const outcome = await applyImport(
      t.db,
      [row(2, { name_zh: '完成度导入一', name_en: 'Completion Import One', email: 'completion-one@example.com' }), row(3, { name_zh: '完成度导入二', name_en: 'Completion Import Two', email: 'completion-two@example.com' })],
      { actor, fileName: 'completion.xlsx' },
    );
    expect(outcome).toMatchObject({ created: 2 });
    expect(await completionMismatches(t.db)).toEqual([]);
    await applyImport(t.db, [row(2, { name_zh: '完成度导入二', name_en: 'Completion Import 2', email: 'completion-two@example.com', exhibitor_types: 'Local' })], { actor, fileName: 'completion.xlsx' });
    expect(await completionMismatches(t.db)).toEqual([]);

    const [account] = await t.db.select({ id: exhibitorAccounts.id, exhibitor_id: exhibitorAccounts.exhibitor_id }).from(exhibitorAccounts).where(eq(exhibitorAccounts.email, 'completion-two@example.com'));
    expect((await t.injectAs('organizerAll', { method: 'DELETE', url: `/admin/user/exhibitors?id=${account.id}` })).statusCode).toBe(200);
    expect(await stored(account.exhibitor_id)).toBeUndefined();
    expect(await completionMismatches(t.db)).toEqual([]);
  });

  it('when one company withdraws its only published product while it publishes another, round after round', async () => {
    const save = async (name: string, status: 'draft' | 'published') =>
      envelope<ProductItem>(await post('exhibitorNew', '/exhibitors/product/save', { image: imageOfNewcomer, name_zh: name, name_en: name, intro_zh: '介绍', status, ...productLinks() })).data.id;
    await t.db.delete(products).where(eq(products.exhibitor_id, newcomer()));
    let published = await save('已发布', 'published');
    let draft = await save('草稿', 'draft');
    const withProduct = await stored(newcomer());
    // a count made before the other's commit is wrong (the withdrawal would see no published product, the
    // publication a second one and write nothing); the timing decides who comes last, so: many rounds, as they come
    for (let round = 0; round < 20; round += 1) {
      const answers = await Promise.all([
        post('exhibitorNew', '/exhibitors/product/state', { id: published, action: 'withdraw' }),
        post('exhibitorNew', '/exhibitors/product/state', { id: draft, action: 'publish' }),
      ]);
      expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200]);
      expect([round, await stored(newcomer())]).toEqual([round, withProduct]);
      [published, draft] = [draft, published];
    }
    expect(await completionMismatches(t.db)).toEqual([]);
  });

  it('when content and the profile of one company change in parallel', async () => {
    const text = { title_zh: '并行', title_en: 'Parallel', content_zh: '<p>内容</p>', content_en: '<p>Body</p>' };
    const answers = await together(t.db, onPostgres ? [lockCompany()] : [], () => [
      post('exhibitorNew', '/exhibitors/news/save', { ...text, status: 'published' }),
      post('exhibitorNew', '/exhibitors/activity/save', { ...text, status: 'published' }),
      post('exhibitorNew', '/exhibitors/exhibitors/save', { ...profile(), website: '', categories: [productCategoryId], application_areas: [areaId] }),
    ]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200]);
    expect(await completionMismatches(t.db)).toEqual([]);
  });
});

/** Holds the newcomer's company row, so that every contender reaches its completion update before any goes on. */
function lockCompany() {
  return sql`select 1 from exhibitors where id = ${t.fixtures.exhibitors.newcomer} for update`;
}

describe('the stored public flag (listed) follows the saved profile and the main account’s ban', () => {
  const listed = async (exhibitorId: number) => (await t.db.select({ listed: exhibitors.listed }).from(exhibitors).where(eq(exhibitors.id, exhibitorId)))[0]?.listed;
  const ban = (id: number, banned: boolean) => post('organizerAll', '/admin/user/exhibitors/ban', { id, banned });
  const inDirectory = async (exhibitorId: number) => (await t.app.inject({ method: 'GET', url: `/api/miniprog/v1/exhibitors/${exhibitorId}` })).statusCode;

  it('a banned main account takes its company out of the public lists; lifting the ban brings it back', async () => {
    const { rival } = t.fixtures.exhibitors;
    expect(await listed(rival)).toBe(true);
    expect(await inDirectory(rival)).toBe(200);
    expect((await ban(t.fixtures.accounts.rival, true)).statusCode).toBe(200);
    expect(await listed(rival)).toBe(false);
    expect(await inDirectory(rival)).toBe(404);
    expect(await completionMismatches(t.db)).toEqual([]);
    expect((await ban(t.fixtures.accounts.rival, false)).statusCode).toBe(200);
    expect(await listed(rival)).toBe(true);
    expect(await inDirectory(rival)).toBe(200);
  });

  it('a banned sub-account leaves its company listed; a company whose profile is not saved is not listed', async () => {
    const { main, newcomer: unsaved } = t.fixtures.exhibitors;
    await t.db.update(exhibitorAccounts).set({ banned: true }).where(eq(exhibitorAccounts.id, t.fixtures.accounts.subWithoutPower));
    expect(await listed(main)).toBe(true);
    await t.db.update(exhibitorAccounts).set({ banned: false }).where(eq(exhibitorAccounts.id, t.fixtures.accounts.subWithoutPower));
    const [{ is_edit }] = await t.db.select({ is_edit: exhibitors.is_edit }).from(exhibitors).where(eq(exhibitors.id, unsaved));
    expect(await listed(unsaved)).toBe(is_edit);
  });

  it('follows a banned main account that is added, moved to another company or deleted, whoever writes it', async () => {
    const { main, rival } = t.fixtures.exhibitors;
    const id = await createExhibitorAccount(t.db, { exhibitorId: main, email: 'listed-banned@example.com', password: 'Listed2026!' });
    expect(await listed(main)).toBe(true);
    await t.db.update(exhibitorAccounts).set({ banned: true }).where(eq(exhibitorAccounts.id, id));
    expect(await listed(main)).toBe(false);
    await t.db.update(exhibitorAccounts).set({ exhibitor_id: rival }).where(eq(exhibitorAccounts.id, id));
    expect([await listed(main), await listed(rival)]).toEqual([true, false]);
    await t.db.update(exhibitorAccounts).set({ is_child_user: true }).where(eq(exhibitorAccounts.id, id));
    expect(await listed(rival)).toBe(true);
    await t.db.update(exhibitorAccounts).set({ is_child_user: false }).where(eq(exhibitorAccounts.id, id));
    expect(await listed(rival)).toBe(false);
    await t.db.delete(exhibitorAccounts).where(eq(exhibitorAccounts.id, id));
    expect(await listed(rival)).toBe(true);
    expect(await completionMismatches(t.db)).toEqual([]);
  });
});
