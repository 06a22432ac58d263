import { eq } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { activities } from '../../../db/schema/activities';
import { exhibitorApplicationAreas, exhibitorCategories, exhibitors } from '../../../db/schema/exhibitors';
import { news } from '../../../db/schema/news';
import { productApplicationAreaLinks, productCategoryLinks, products } from '../../../db/schema/products';
import type { Fixtures } from '../../../test/fixtures';
import { type ContentWorld, insertContentWorld } from '../../content/__tests__/content-world';

export interface CatalogueWorld extends ContentWorld {
  /** A (main): English complete, published product/news/activity plus drafts */
  draftProductOfA: number;
  draftNewsOfA: number;
  draftActivityOfA: number;
  publishedNewsOfA: number;
  publishedActivityOfA: number;
}

/**
 * The content world (one published product of A and of B, draft news and activities) plus published and
 * draft items of A, A's logo, QR code, categories and areas, and B without English introduction (SPEC §1 rule).
 */
export async function insertCatalogueWorld(db: Database, fixtures: Fixtures): Promise<CatalogueWorld> {
  const world = await insertContentWorld(db, fixtures);
  const main = fixtures.exhibitors.main;
  await db
    .update(exhibitors)
    .set({ logo: world.uploadOfA, qr_code: world.uploadOfA, website: 'https://demo-electronics.example.com', intro_zh: '上海演示电子专注于工业级传感器。', intro_en: 'Shanghai Demo Electronics builds industrial sensors.' })
    .where(eq(exhibitors.id, main));
  await db.update(exhibitors).set({ intro_en: '' }).where(eq(exhibitors.id, fixtures.exhibitors.rival));
  await db.insert(exhibitorCategories).values({ exhibitor_id: main, category_id: world.categories[2] });
  await db.insert(exhibitorApplicationAreas).values({ exhibitor_id: main, application_area_id: world.areas[1] });

  const [draftProduct] = await db
    .insert(products)
    .values({ exhibitor_id: main, image: world.uploadOfA, name_zh: '草稿展品', name_en: 'Draft exhibit', intro_zh: '尚未发布', status: 'draft' })
    .returning({ id: products.id });
  await db.insert(productCategoryLinks).values({ product_id: draftProduct.id, category_id: world.categories[2] });
  await db.insert(productApplicationAreaLinks).values({ product_id: draftProduct.id, application_area_id: world.areas[0] });
  const published = { status: 'published' as const, published_at: new Date('2025-03-20T02:00:00Z') };
  const [publishedNews, draftNews] = await db
    .insert(news)
    .values([
      { exhibitor_id: main, title_zh: '新品发布会', title_en: 'Product launch', content_zh: '<p>展会首日发布新品。</p>', content_en: '<p>Launch on day one.</p>', ...published },
      { exhibitor_id: main, title_zh: '草稿新闻', title_en: 'Draft news', content_zh: '<p>草稿</p>', content_en: '<p>Draft</p>' },
    ])
    .returning({ id: news.id });
  const [publishedActivity, draftActivity] = await db
    .insert(activities)
    .values([
      { exhibitor_id: main, title_zh: '展台技术讲座', title_en: 'Booth tech talk', content_zh: '<p>每天 14:00</p>', content_en: '<p>Daily at 14:00</p>', location_zh: '1A01 展台', location_en: 'Booth 1A01', ...published },
      { exhibitor_id: main, title_zh: '草稿活动', title_en: 'Draft activity', content_zh: '<p>草稿</p>', content_en: '<p>Draft</p>' },
    ])
    .returning({ id: activities.id });
  return {
    ...world,
    draftProductOfA: draftProduct.id,
    draftNewsOfA: draftNews.id,
    draftActivityOfA: draftActivity.id,
    publishedNewsOfA: publishedNews.id,
    publishedActivityOfA: publishedActivity.id,
  };
}
