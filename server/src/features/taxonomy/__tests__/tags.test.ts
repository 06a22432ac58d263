import { and, eq, sql } from 'drizzle-orm';
import type { Page } from '@fair/shared/contracts/envelope';
import { TAG_PATHS, type TagItem, type TagKind } from '@fair/shared/contracts/taxonomy';
import { operationLogs } from '../../../db/schema/operation-log';
import { productApplicationAreaLinks, productPropertyLinks, products } from '../../../db/schema/products';
import { applicationAreas, productProperties } from '../../../db/schema/reference';
import { type PrincipalName, type TestApp, buildTestApp, envelope } from '../../../test/build-test-app';
import { together } from '../../../test/race';

let t: TestApp;
type Errors = { errors: { field: string; message: string }[] };

beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t?.close());

const KINDS = {
  'application-area': { table: applicationAreas, tableName: 'application_areas', links: productApplicationAreaLinks, column: productApplicationAreaLinks.application_area_id, publicList: '/api/application-areas/list' },
  'product-property': { table: productProperties, tableName: 'product_properties', links: productPropertyLinks, column: productPropertyLinks.property_id, publicList: '/api/product-attr/list' },
} as const;

describe.each(Object.keys(KINDS) as TagKind[])('%s (/exhibit/%s)', (kind) => {
  const { table, tableName, links, column, publicList } = KINDS[kind];
  const paths = TAG_PATHS[kind];
  const prefix = kind === 'application-area' ? '领域' : '属性';
  const save = (payload: object, principal: PrincipalName = 'organizerAll') =>
    t.injectAs(principal, { method: 'POST', url: paths.save, payload, headers: { 'language-set': 'zh-cn' } });
  const list = async (query: Record<string, string> = {}) => envelope<Page<TagItem>>(await t.injectAs('organizerAll', { method: 'GET', url: paths.list, query })).data;
  const remove = (id: number) => t.injectAs('organizerAll', { method: 'DELETE', url: paths.delete, query: { id: String(id) } });
  const publicNames = async () => envelope<{ id: number; name_zh: string }[]>(await t.injectAs('anonymous', { method: 'GET', url: publicList })).data.map((row) => row.name_zh);
  const errorsOf = (response: Awaited<ReturnType<typeof save>>) => envelope<Errors>(response).data.errors;

  async function created(name_zh: string, name_en: string): Promise<TagItem> {
    const response = await save({ name_zh, name_en });
    expect(response.statusCode).toBe(200);
    return envelope<TagItem>(response).data;
  }

  /** A product of exhibitor A linked to the given entries. */
  async function productWith(ids: number[]): Promise<number> {
    const [product] = await t.db
      .insert(products)
      .values({ exhibitor_id: t.fixtures.exhibitors.main, image: '/uploads/p.png', name_zh: '标签测试展品', name_en: 'Tag test product', intro_zh: '简介' })
      .returning({ id: products.id });
    const rows = ids.map((id) => (kind === 'application-area' ? { product_id: product.id, application_area_id: id } : { product_id: product.id, property_id: id }));
    await t.db.insert(links).values(rows as never);
    return product.id;
  }

  it('creates entries at the end of the forms’ order; the public list shows them at once', async () => {
    const first = await created(` ${prefix}甲 `, 'Alpha');
    const second = await created(`${prefix}乙`, 'Beta');
    expect(first).toMatchObject({ name_zh: `${prefix}甲`, name_en: 'Alpha', product_count: 0 });
    expect(second.sort).toBeGreaterThan(first.sort);
    expect((await publicNames()).slice(-2)).toEqual([`${prefix}甲`, `${prefix}乙`]);
  });

  it('lists with the products using each, searches either name and sorts by a column', async () => {
    const [alpha] = (await list({ keyword: 'alpha' })).list;
    const product = await productWith([alpha.id]);
    expect((await list({ keyword: `${prefix}甲` })).list).toEqual([expect.objectContaining({ id: alpha.id, product_count: 1, created_at: expect.any(String) })]);
    expect((await list({ sort: 'product_count', order: 'desc', page_size: '1' })).list[0].id).toBe(alpha.id);
    expect((await list({ sort: 'name_en', order: 'desc' })).list.map((row) => row.name_en)).toEqual(['Beta', 'Alpha']);
    expect((await t.injectAs('organizerAll', { method: 'GET', url: paths.list, query: { sort: 'password' } })).statusCode).toBe(422);
    await t.db.delete(products).where(eq(products.id, product));
  });

  it('requires both names and refuses one that exists in either language (case and spaces alike): 已存在相同的标签。', async () => {
    expect(errorsOf(await save({ name_zh: '', name_en: ' ' })).map((error) => error.field).sort()).toEqual(['name_en', 'name_zh']);
    const taken = await save({ name_zh: `${prefix}乙`, name_en: '  ALPHA ' });
    expect(taken.statusCode).toBe(422);
    expect(errorsOf(taken)).toEqual([
      { field: 'name_zh', message: '已存在相同的标签。' },
      { field: 'name_en', message: '已存在相同的标签。' },
    ]);
    const [beta] = (await list({ keyword: 'Beta' })).list;
    expect(envelope<TagItem>(await save({ id: beta.id, name_zh: `${prefix}乙`, name_en: 'Beta two' })).data.name_en).toBe('Beta two');
    expect((await save({ id: 2_000_000, name_zh: '无', name_en: 'None' })).statusCode).toBe(404);
  });

  it('of two parallel creates of one name exactly one lands: the unique index decides on PostgreSQL', async () => {
    // inserts wait behind this lock while both creates pass their name checks
    const answers = await together(t.db, [sql.raw(`lock table ${tableName} in share row exclusive mode`)], () => [
      save({ name_zh: `${prefix}丙`, name_en: 'Gamma' }),
      save({ name_zh: `${prefix}丙`, name_en: 'gamma' }),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 422]);
    expect(errorsOf(answers.find((answer) => answer.statusCode === 422)!)[0].message).toBe('已存在相同的标签。');
    expect(await t.db.select().from(table).where(eq(table.name_zh, `${prefix}丙`))).toHaveLength(1);
  });

  it('deletes an entry; its products keep their other links; the public list drops it at once; logged with how many used it', async () => {
    const doomed = await created(`${prefix}丁`, 'Delta');
    const [alpha] = (await list({ keyword: 'alpha' })).list;
    const product = await productWith([doomed.id, alpha.id]);
    expect((await list({ keyword: 'Delta' })).list[0].product_count).toBe(1);
    expect((await remove(doomed.id)).statusCode).toBe(200);
    expect((await t.db.select({ id: column }).from(links).where(eq(links.product_id, product))).map((row) => row.id)).toEqual([alpha.id]);
    expect(await publicNames()).not.toContain(`${prefix}丁`);
    expect((await remove(doomed.id)).statusCode).toBe(404);
    const [entry] = await t.db.select().from(operationLogs).where(and(eq(operationLogs.entity, kind), eq(operationLogs.action, 'delete')));
    expect(entry.changes).toMatchObject({ name_zh: [`${prefix}丁`, null], product_count: [1, null] });
    await t.db.delete(products).where(eq(products.id, product));
  });
});
