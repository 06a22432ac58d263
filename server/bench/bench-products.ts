import { randomBytes } from 'node:crypto';
import { and, count, eq } from 'drizzle-orm';
import type { Database } from '../src/db/client';
import { uploadedFiles } from '../src/db/schema/content';
import { exhibitorAccounts } from '../src/db/schema/exhibitors';
import { productApplicationAreaLinks, productCategoryLinks, productPropertyLinks, products } from '../src/db/schema/products';
import { applicationAreas, productCategories, productProperties } from '../src/db/schema/reference';
import { fileUrl } from '../src/lib/storage/file-storage';

const pick = (ids: number[], i: number) => ids[i % ids.length];

/** The load: one exhibitor with 200 products. */
export const BENCH_PRODUCTS = 200;

export interface BenchProducts {
  /** ids of the exhibitor's products, for save requests spread over them */
  ids: number[];
  /** a valid save body per product (the unchanged image may stay, so no upload check per request) */
  saveBodies: string[];
}

/**
 * Tops the demo exhibitor of `accountId` up to 200 products, each with two categories, an application area
 * and an attribute, as the product form makes them.
 */
export async function addBenchProducts(db: Database, accountId: number): Promise<BenchProducts> {
  const [{ exhibitorId }] = await db.select({ exhibitorId: exhibitorAccounts.exhibitor_id }).from(exhibitorAccounts).where(eq(exhibitorAccounts.id, accountId));
  const categoryIds = (await db.select({ id: productCategories.id }).from(productCategories)).map((row) => row.id);
  const areaIds = (await db.select({ id: applicationAreas.id }).from(applicationAreas)).map((row) => row.id);
  const attributeIds = (await db.select({ id: productProperties.id }).from(productProperties)).map((row) => row.id);
  const key = `2025/03/${randomBytes(16).toString('hex')}.png`;
  await db.insert(uploadedFiles).values({ owner_kind: 'exhibitor_account', owner_id: accountId, storage_key: key, original_name: 'bench.png', mime: 'image/png', size: 14_000 });
  const image = fileUrl(key);

  const [{ existing }] = await db.select({ existing: count() }).from(products).where(eq(products.exhibitor_id, exhibitorId));
  const missing = BENCH_PRODUCTS - Number(existing);
  const now = Date.now();
  if (missing > 0) {
    const rows = await db
      .insert(products)
      .values(
        Array.from({ length: missing }, (_, i) => ({
          exhibitor_id: exhibitorId,
          image,
          name_zh: `基准测试展品 ${i + 1}`,
          name_en: `Benchmark exhibit ${i + 1}`,
          intro_zh: '用于测量展品列表与保存的吞吐量。',
          intro_en: 'Measures product list and save throughput.',
          status: i % 3 === 0 ? ('draft' as const) : ('published' as const),
          uploaded_at: new Date(now - i * 60_000),
          published_at: i % 3 === 0 ? null : new Date(now - i * 60_000),
          pinned: i < 3,
          pinned_at: i < 3 ? new Date(now - i * 60_000) : null,
        })),
      )
      .returning({ id: products.id });
    await db.insert(productCategoryLinks).values(rows.flatMap(({ id }, i) => [...new Set([pick(categoryIds, i), pick(categoryIds, i + 7)])].map((category_id) => ({ product_id: id, category_id }))));
    await db.insert(productApplicationAreaLinks).values(rows.map(({ id }, i) => ({ product_id: id, application_area_id: pick(areaIds, i) })));
    await db.insert(productPropertyLinks).values(rows.map(({ id }, i) => ({ product_id: id, property_id: pick(attributeIds, i) })));
  }

  // seed products may have no picture (seed without storage): give them the bench upload
  await db.update(products).set({ image }).where(and(eq(products.exhibitor_id, exhibitorId), eq(products.image, '')));
  const own = await db.select({ id: products.id, image: products.image }).from(products).where(eq(products.exhibitor_id, exhibitorId));
  const ids = own.map((row) => row.id);
  const saveBodies = ids.map((id, i) =>
    JSON.stringify({
      id,
      image: own[i].image,
      name_zh: `基准测试展品 ${id}`,
      name_en: `Benchmark exhibit ${id}`,
      intro_zh: '保存后重新写入类别、应用领域与属性。',
      intro_en: 'Saving rewrites categories, application areas and attributes.',
      categories: [pick(categoryIds, i), pick(categoryIds, i + 3)],
      application_areas: [pick(areaIds, i)],
      attributes: [pick(attributeIds, i)],
      status: 'published',
    }),
  );
  return { ids, saveBodies };
}

