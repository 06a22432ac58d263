import { and, eq, inArray, sql } from 'drizzle-orm';
import { CATEGORY_PATHS, type CategoryItem } from '@fair/shared/contracts/taxonomy';
import { productCategoryLinks, products } from '../../../db/schema/products';
import { productCategories } from '../../../db/schema/reference';
import { type TestApp, buildTestApp, envelope } from '../../../test/build-test-app';
import { together } from '../../../test/race';

// The template count is stored and kept by the links' triggers (a fair's 100,000 products made counting it on
// every read cost ten times the demo's). These tests hold it against a recount after every kind of change.
let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t?.close());

async function category(name: string, parentId: number | null): Promise<number> {
  const response = await t.injectAs('organizerAll', { method: 'POST', url: CATEGORY_PATHS.save, payload: { name_zh: name, name_en: `${name} en`, ...(parentId ? { parent_id: parentId } : {}) } });
  return envelope<CategoryItem>(response).data.id;
}

async function product(): Promise<number> {
  const [row] = await t.db
    .insert(products)
    .values({ exhibitor_id: t.fixtures.exhibitors.main, image: '/uploads/p.png', name_zh: '计数展品', name_en: 'Counted', intro_zh: '简介' })
    .returning({ id: products.id });
  return row.id;
}

const link = (productId: number, categoryIds: number[]) => t.db.insert(productCategoryLinks).values(categoryIds.map((category_id) => ({ product_id: productId, category_id })));
const unlink = (productId: number, categoryIds: number[]) =>
  t.db.delete(productCategoryLinks).where(and(eq(productCategoryLinks.product_id, productId), inArray(productCategoryLinks.category_id, categoryIds)));

/** The stored counts of the given categories beside a recount of products linked to each or below it. */
async function storedAndRecounted(ids: number[]): Promise<{ stored: Record<number, number>; recounted: Record<number, number> }> {
  const stored = await t.db.select({ id: productCategories.id, n: productCategories.product_count }).from(productCategories).where(inArray(productCategories.id, ids));
  const recounted = await t.db.execute(sql`
    select c.id, (select count(distinct l.product_id)::int from product_category_links l
                  join product_categories k on k.id = l.category_id left join product_categories p on p.id = k.parent_id
                  where c.id in (k.id, k.parent_id, p.parent_id)) as n
    from product_categories c where c.id in ${ids}`);
  const byId = (rows: { id: number; n: number }[]) => Object.fromEntries(rows.map((row) => [row.id, row.n]));
  return { stored: byId(stored), recounted: byId((recounted as unknown as { rows: { id: number; n: number }[] }).rows) };
}

async function expectCounts(expected: Record<number, number>): Promise<void> {
  const ids = Object.keys(expected).map(Number);
  const { stored, recounted } = await storedAndRecounted(ids);
  expect(stored).toEqual(expected);
  expect(recounted).toEqual(expected);
}

describe('stored template counts of product categories', () => {
  it('count each product once under a category, through links added and removed at any level, and products deleted', async () => {
    const root = await category('计数根', null);
    const middle = await category('计数中', root);
    const leafA = await category('计数甲', middle);
    const leafB = await category('计数乙', middle);
    const other = await category('计数他', null);
    const first = await product();
    const second = await product();

    await link(first, [leafA]);
    // in one statement and beside a link already there: still one product
    await link(first, [leafB, root]);
    await expectCounts({ [root]: 1, [middle]: 1, [leafA]: 1, [leafB]: 1, [other]: 0 });
    await link(second, [leafB]);
    await link(second, [other]);
    await expectCounts({ [root]: 2, [middle]: 2, [leafA]: 1, [leafB]: 2, [other]: 1 });

    // a product keeps counting under a category while any of its links is there or below
    await unlink(first, [leafA]);
    await expectCounts({ [root]: 2, [middle]: 2, [leafA]: 0, [leafB]: 2, [other]: 1 });
    await unlink(first, [leafB]);
    await expectCounts({ [root]: 2, [middle]: 1, [leafA]: 0, [leafB]: 1, [other]: 1 });
    await unlink(first, [root]);
    await expectCounts({ [root]: 1, [middle]: 1, [leafA]: 0, [leafB]: 1, [other]: 1 });

    await t.db.delete(products).where(eq(products.id, second));
    await expectCounts({ [root]: 0, [middle]: 0, [leafA]: 0, [leafB]: 0, [other]: 0 });
  });

  it('a deleted category takes its products from the counts above it, keeping those linked there too', async () => {
    const root = await category('删计数根', null);
    const middle = await category('删计数中', root);
    const leaf = await category('删计数叶', middle);
    const sibling = await category('删计数邻', root);
    const [onlyLeaf, alsoSibling] = [await product(), await product()];
    await link(onlyLeaf, [leaf]);
    await link(alsoSibling, [leaf, sibling]);
    await expectCounts({ [root]: 2, [middle]: 2, [sibling]: 1 });

    const response = await t.injectAs('organizerAll', { method: 'DELETE', url: CATEGORY_PATHS.delete, query: { id: String(middle) } });
    expect(response.statusCode).toBe(200);
    await expectCounts({ [root]: 1, [sibling]: 1 });
  });

  it('stay exact when many products link under the same categories at once, in any order', async () => {
    const rootA = await category('并发甲', null);
    const rootB = await category('并发乙', null);
    const leafA = await category('并发甲叶', rootA);
    const leafB = await category('并发乙叶', rootB);
    const contenders = await Promise.all(Array.from({ length: 8 }, () => product()));
    // held: the counters every contender's trigger must lock, so all of them reach it before any goes on
    await together(t.db, [sql`select 1 from product_categories where id in (${rootA}, ${rootB}) for no key update`], () =>
      contenders.map((id, index) => link(id, index % 2 ? [leafA, leafB] : [leafB, leafA]).then(() => id)),
    );
    await expectCounts({ [rootA]: 8, [rootB]: 8, [leafA]: 8, [leafB]: 8 });
    await together(t.db, [sql`select 1 from product_categories where id in (${rootA}, ${rootB}) for no key update`], () =>
      contenders.map((id) => t.db.delete(products).where(eq(products.id, id))),
    );
    await expectCounts({ [rootA]: 0, [rootB]: 0, [leafA]: 0, [leafB]: 0 });
  });
});
