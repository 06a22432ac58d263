import { randomBytes } from 'node:crypto';
import type { Database } from '../../../db/client';
import { activities } from '../../../db/schema/activities';
import { uploadedFiles } from '../../../db/schema/content';
import { news } from '../../../db/schema/news';
import { productCategoryLinks, productApplicationAreaLinks, productPropertyLinks, products } from '../../../db/schema/products';
import { applicationAreas, productCategories, productProperties } from '../../../db/schema/reference';
import { fileUrl } from '../../../lib/storage/file-storage';
import type { Fixtures } from '../../../test/fixtures';

export interface ContentWorld {
  /** a three-level category branch: level 1, 2, 3 */
  categories: [number, number, number];
  areas: [number, number];
  attributes: [number, number];
  /** upload URLs stored for exhibitor A (main) and B (rival) */
  uploadOfA: string;
  uploadOfB: string;
  productOfA: number;
  productOfB: number;
  newsOfA: number;
  newsOfB: number;
  activityOfA: number;
  activityOfB: number;
}

/** Records an uploaded image of an account, as the upload call would. */
export async function insertUpload(db: Database, accountId: number): Promise<string> {
  const key = `2025/03/${randomBytes(16).toString('hex')}.png`;
  await db.insert(uploadedFiles).values({ owner_kind: 'exhibitor_account', owner_id: accountId, storage_key: key, original_name: 'product.png', mime: 'image/png', size: 1024 });
  return fileUrl(key);
}

/** Reference lists and one product, news item and activity for exhibitors A and B (test fixtures have none). */
export async function insertContentWorld(db: Database, fixtures: Fixtures): Promise<ContentWorld> {
  const [level1] = await db.insert(productCategories).values({ level: 1, name_zh: '电子元器件', name_en: 'Electronic Components' }).returning({ id: productCategories.id });
  const [level2] = await db.insert(productCategories).values({ parent_id: level1.id, level: 2, name_zh: '被动元件', name_en: 'Passive Components' }).returning({ id: productCategories.id });
  const [level3] = await db.insert(productCategories).values({ parent_id: level2.id, level: 3, name_zh: '电容器', name_en: 'Capacitors' }).returning({ id: productCategories.id });
  const areas = (
    await db.insert(applicationAreas).values([{ name_zh: '汽车电子', name_en: 'Automotive Electronics' }, { name_zh: '工业控制', name_en: 'Industrial Control' }]).returning({ id: applicationAreas.id })
  ).map((row) => row.id) as [number, number];
  const attributes = (
    await db.insert(productProperties).values([{ name_zh: '新品', name_en: 'New Product' }, { name_zh: '环保', name_en: 'Eco-friendly' }]).returning({ id: productProperties.id })
  ).map((row) => row.id) as [number, number];
  const uploadOfA = await insertUpload(db, fixtures.accounts.exhibitor);
  const uploadOfB = await insertUpload(db, fixtures.accounts.rival);

  const productIds: number[] = [];
  for (const [exhibitor_id, image, name] of [
    [fixtures.exhibitors.main, uploadOfA, 'A'],
    [fixtures.exhibitors.rival, uploadOfB, 'B'],
  ] as const) {
    const [product] = await db
      .insert(products)
      .values({ exhibitor_id, image, name_zh: `${name} 的电容器`, name_en: `${name} capacitor`, intro_zh: '高可靠性', status: 'published', published_at: new Date() })
      .returning({ id: products.id });
    await db.insert(productCategoryLinks).values({ product_id: product.id, category_id: level3.id });
    await db.insert(productApplicationAreaLinks).values({ product_id: product.id, application_area_id: areas[0] });
    await db.insert(productPropertyLinks).values({ product_id: product.id, property_id: attributes[0] });
    productIds.push(product.id);
  }
  const text = { title_zh: '展台新闻', title_en: 'Booth news', content_zh: '<p>内容</p>', content_en: '<p>Content</p>' };
  const [newsOfA, newsOfB] = (
    await db.insert(news).values([{ exhibitor_id: fixtures.exhibitors.main, ...text }, { exhibitor_id: fixtures.exhibitors.rival, ...text }]).returning({ id: news.id })
  ).map((row) => row.id);
  const [activityOfA, activityOfB] = (
    await db
      .insert(activities)
      .values([{ exhibitor_id: fixtures.exhibitors.main, ...text, location_zh: '1A01' }, { exhibitor_id: fixtures.exhibitors.rival, ...text }])
      .returning({ id: activities.id })
  ).map((row) => row.id);
  return {
    categories: [level1.id, level2.id, level3.id],
    areas,
    attributes,
    uploadOfA,
    uploadOfB,
    productOfA: productIds[0],
    productOfB: productIds[1],
    newsOfA,
    newsOfB,
    activityOfA,
    activityOfB,
  };
}
