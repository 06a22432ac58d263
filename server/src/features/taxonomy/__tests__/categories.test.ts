import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Page } from '@fair/shared/contracts/envelope';
import { CATEGORY_PATHS, type CategoryItem, type CategoryMatch } from '@fair/shared/contracts/taxonomy';
import { operationLogs } from '../../../db/schema/operation-log';
import { productCategoryLinks, products } from '../../../db/schema/products';
import { productCategories } from '../../../db/schema/reference';
import { type PrincipalName, type TestApp, buildTestApp, envelope } from '../../../test/build-test-app';
import { together } from '../../../test/race';

let t: TestApp;
type Errors = { errors: { field: string; message: string }[] };
type PublicNode = { id: number; name_zh: string; children: PublicNode[] };

beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t?.close());

const save = (payload: object, locale = 'zh-cn', principal: PrincipalName = 'organizerAll') =>
  t.injectAs(principal, { method: 'POST', url: CATEGORY_PATHS.save, payload, headers: { 'language-set': locale } });
const level = async (parentId?: number) =>
  envelope<CategoryItem[]>(await t.injectAs('organizerAll', { method: 'GET', url: CATEGORY_PATHS.list, query: parentId ? { parent_id: String(parentId) } : {} })).data;
const sortLevel = (parent_id: number | null, ids: number[]) => t.injectAs('organizerAll', { method: 'POST', url: CATEGORY_PATHS.sort, payload: { parent_id, ids }, headers: { 'language-set': 'zh-cn' } });
const remove = (id: number) => t.injectAs('organizerAll', { method: 'DELETE', url: CATEGORY_PATHS.delete, query: { id: String(id) } });
const publicTree = async () => envelope<PublicNode[]>(await t.injectAs('anonymous', { method: 'GET', url: '/api/product-category/list' })).data;
const errorsOf = (response: Awaited<ReturnType<typeof save>>) => envelope<Errors>(response).data.errors;

async function created(name_zh: string, name_en: string, parent_id?: number): Promise<CategoryItem> {
  const response = await save({ name_zh, name_en, parent_id });
  expect(response.statusCode).toBe(200);
  return envelope<CategoryItem>(response).data;
}

/** A product of exhibitor A linked to the given categories. */
async function productIn(categoryIds: number[]): Promise<number> {
  const [product] = await t.db
    .insert(products)
    .values({ exhibitor_id: t.fixtures.exhibitors.main, image: '/uploads/p.png', name_zh: '分类测试展品', name_en: 'Category test product', intro_zh: '简介', status: 'published', published_at: new Date() })
    .returning({ id: products.id });
  await t.db.insert(productCategoryLinks).values(categoryIds.map((category_id) => ({ product_id: product.id, category_id })));
  return product.id;
}
const categoriesOf = async (productId: number) =>
  (await t.db.select({ id: productCategoryLinks.category_id }).from(productCategoryLinks).where(eq(productCategoryLinks.product_id, productId))).map((row) => row.id).sort();

describe('product categories (/exhibit/exhibit-classification)', () => {
  it('builds three levels, each listed whole in order with its counts; the public tree shows them at once', async () => {
    const top = await created('  电源 ', 'Power');
    expect(top).toMatchObject({ name_zh: '电源', level: 1, parent_id: null, child_count: 0, product_count: 0 });
    const second = await created('开关电源', 'Switching power', top.id);
    const third = await created('适配器', 'Adapters', second.id);
    expect([second.level, third.level]).toEqual([2, 3]);
    const product = await productIn([third.id, second.id]);

    expect((await level()).find((row) => row.id === top.id)).toMatchObject({ child_count: 1, descendant_count: 2, product_count: 1 });
    expect(await level(top.id)).toEqual([expect.objectContaining({ id: second.id, child_count: 1, descendant_count: 1, product_count: 1 })]);
    expect(await level(second.id)).toEqual([expect.objectContaining({ id: third.id, level: 3, product_count: 1, created_at: expect.any(String), updated_at: expect.any(String) })]);
    const node = (await publicTree()).find((row) => row.id === top.id);
    expect(node?.children[0].children[0].name_zh).toBe('适配器');
    await t.db.delete(products).where(eq(products.id, product));
  });

  it('refuses a fourth level with the SPEC §5 message in the caller’s language and writes nothing', async () => {
    const [top] = (await level()).filter((row) => row.name_zh === '电源');
    const [second] = await level(top.id);
    const [third] = await level(second.id);
    const before = await t.db.select({ id: productCategories.id }).from(productCategories);
    const zh = await save({ name_zh: '第四级', name_en: 'Fourth', parent_id: third.id });
    expect([zh.statusCode, envelope(zh).message]).toEqual([422, '分类最多只能设置三级，操作失败']);
    expect(envelope(await save({ name_zh: '第四级', name_en: 'Fourth', parent_id: third.id }, 'en-us')).message).toBe('Classification can be set up to three levels at most, operation failed');
    expect(await t.db.select({ id: productCategories.id }).from(productCategories)).toHaveLength(before.length);
    expect((await save({ name_zh: '孤儿', name_en: 'Orphan', parent_id: 2_000_000 })).statusCode).toBe(404);
  });

  it('requires both names (SPEC §5 prompts on the form; required on the server)', async () => {
    const empty = await save({ name_zh: ' ', name_en: '' });
    expect(empty.statusCode).toBe(422);
    expect(errorsOf(empty).map((error) => error.field).sort()).toEqual(['name_en', 'name_zh']);
    expect(errorsOf(await save({ name_zh: '类'.repeat(201), name_en: 'Long' })).map((error) => error.field)).toEqual(['name_zh']);
    expect((await save({ name_zh: '类', name_en: 'C', level: 2 })).statusCode).toBe(422);
  });

  it('refuses a sibling’s name in either language (case, spaces and full-width forms alike); another level may repeat it; a rename keeps its own', async () => {
    const parent = await created('传感器', 'Sensors');
    const child = await created('温度', 'Temperature', parent.id);
    const taken = await save({ name_zh: '温度', name_en: ' TEMPERATURE ', parent_id: parent.id });
    expect(taken.statusCode).toBe(422);
    expect(errorsOf(taken)).toEqual([
      { field: 'name_zh', message: '已存在相同的标签。' },
      { field: 'name_en', message: '已存在相同的标签。' },
    ]);
    expect(errorsOf(await save({ name_zh: '压力', name_en: 'Ｔｅｍｐｅｒａｔｕｒｅ', parent_id: parent.id }))).toEqual([{ field: 'name_en', message: '已存在相同的标签。' }]);
    // the first level is a level of its own
    expect((await save({ name_zh: '温度', name_en: 'Temperature' })).statusCode).toBe(200);
    const renamed = await save({ id: child.id, name_zh: '温度', name_en: 'Temperature sensors' });
    expect(envelope<CategoryItem>(renamed).data).toMatchObject({ id: child.id, parent_id: parent.id, level: 2, name_en: 'Temperature sensors' });
    expect((await save({ id: 2_000_000, name_zh: '无', name_en: 'None' })).statusCode).toBe(404);
  });

  it('of a create and a rename racing to one sibling name, exactly one lands (the unique index decides on PostgreSQL)', async () => {
    const parent = await created('连接器', 'Connectors');
    const other = await created('线缆', 'Cables', parent.id);
    // writes to the table wait behind this lock while both saves pass their name checks
    const answers = await together(t.db, [sql`lock table product_categories in share row exclusive mode`], () => [
      save({ name_zh: '板对板', name_en: 'Board to board', parent_id: parent.id }),
      save({ id: other.id, name_zh: '板对板', name_en: 'Board-to-board' }),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 422]);
    expect(errorsOf(answers.find((answer) => answer.statusCode === 422)!)).toEqual([{ field: 'name_zh', message: '已存在相同的标签。' }]);
    const rows = await t.db.select().from(productCategories).where(and(eq(productCategories.parent_id, parent.id), eq(productCategories.name_zh, '板对板')));
    expect(rows).toHaveLength(1);
  });

  it('keeps a new order of one level in one call; the public tree follows at once; a stale order changes nothing', async () => {
    const parent = await created('储能', 'Energy storage');
    const [a, b, c] = [await created('锂电池', 'Lithium', parent.id), await created('超级电容', 'Supercapacitors', parent.id), await created('铅酸', 'Lead-acid', parent.id)];
    expect((await level(parent.id)).map((row) => row.id)).toEqual([a.id, b.id, c.id]);
    expect((await sortLevel(parent.id, [c.id, a.id, b.id])).statusCode).toBe(200);
    expect((await level(parent.id)).map((row) => [row.id, row.sort])).toEqual([
      [c.id, 1],
      [a.id, 2],
      [b.id, 3],
    ]);
    expect((await publicTree()).find((row) => row.id === parent.id)?.children.map((row) => row.id)).toEqual([c.id, a.id, b.id]);

    const stale = await sortLevel(parent.id, [a.id, b.id]);
    expect([stale.statusCode, envelope(stale).message]).toEqual([409, '该级分类已被他人修改，请刷新后重新排序']);
    expect((await sortLevel(null, [a.id, b.id, c.id])).statusCode).toBe(409);
    expect((await sortLevel(parent.id, [a.id, a.id, b.id])).statusCode).toBe(422);
    expect((await level(parent.id)).map((row) => row.id)).toEqual([c.id, a.id, b.id]);

    const firstLevel = (await level()).map((row) => row.id);
    expect((await sortLevel(null, [...firstLevel].reverse())).statusCode).toBe(200);
    expect((await publicTree()).map((row) => row.id)).toEqual([...firstLevel].reverse());
  });

  it('deletes a category with everything below it; its products keep their other categories', async () => {
    const top = await created('测试仪器', 'Test instruments');
    const second = await created('示波器', 'Oscilloscopes', top.id);
    const third = await created('数字示波器', 'Digital oscilloscopes', second.id);
    const kept = await created('频谱仪', 'Spectrum analyzers');
    const both = await productIn([third.id, kept.id]);
    const only = await productIn([second.id]);
    expect((await level()).find((row) => row.id === top.id)).toMatchObject({ descendant_count: 2, product_count: 2 });

    expect((await remove(top.id)).statusCode).toBe(200);
    expect(await t.db.select().from(productCategories).where(inArray(productCategories.id, [top.id, second.id, third.id]))).toEqual([]);
    expect(await categoriesOf(both)).toEqual([kept.id]);
    expect(await categoriesOf(only)).toEqual([]);
    expect((await publicTree()).map((row) => row.id)).not.toContain(top.id);
    expect((await remove(top.id)).statusCode).toBe(404);

    const [entry] = await t.db.select().from(operationLogs).where(and(eq(operationLogs.entity, 'product-category'), eq(operationLogs.entity_id, String(top.id)), eq(operationLogs.action, 'delete')));
    expect(entry.changes).toMatchObject({ name_zh: ['测试仪器', null], descendant_count: [2, null], product_count: [2, null] });
  });

  it('finds categories of every level by either name, each with its ancestors', async () => {
    const search = async (keyword: string) =>
      envelope<Page<CategoryMatch>>(await t.injectAs('organizerAll', { method: 'GET', url: CATEGORY_PATHS.search, query: { keyword } })).data;
    const found = await search('switching');
    expect(found.total).toBe(1);
    expect(found.list[0]).toMatchObject({ name_zh: '开关电源', level: 2, path: [{ name_zh: '电源', name_en: 'Power' }] });
    expect((await search('适配')).list[0].path.map((node) => node.name_zh)).toEqual(['电源', '开关电源']);
    expect((await search('%')).total).toBe(0);
  });

  it('logs every change as the operator’s', async () => {
    const actions = await t.db.select({ action: operationLogs.action }).from(operationLogs).where(eq(operationLogs.entity, 'product-category'));
    expect(new Set(actions.map((row) => row.action))).toEqual(new Set(['create', 'update', 'sort', 'delete']));
  });
});
