import type { ContentStatus } from '@fair/shared/contracts/content';
import type { Database } from '../db/client';
import { activities } from '../db/schema/activities';
import { news } from '../db/schema/news';
import { productApplicationAreaLinks, productCategoryLinks, productPropertyLinks, products } from '../db/schema/products';
import { type DemoImageStore, tilePng } from './demo-images';

export interface DemoContentReferences {
  categoryIds: number[];
  areaIds: number[];
  propertyIds: number[];
}

const DAY_MS = 86_400_000;

const PRODUCTS: { zh: string; en: string; introZh: string; introEn: string; status: ContentStatus; pinned?: boolean }[] = [
  { zh: '车规级多层陶瓷电容', en: 'Automotive-grade MLCC', introZh: '符合 AEC-Q200，工作温度 -55℃ 至 150℃。', introEn: 'AEC-Q200 qualified, -55 °C to 150 °C.', status: 'published', pinned: true },
  { zh: '低功耗蓝牙模组', en: 'Bluetooth Low Energy module', introZh: '支持蓝牙 5.3，待机电流低于 1 µA。', introEn: 'Bluetooth 5.3, standby current below 1 µA.', status: 'published' },
  { zh: '工业级电源模块', en: 'Industrial power module', introZh: '宽电压输入，效率达 94%。', introEn: '', status: 'draft' },
];

const NEWS: { zh: string; en: string; bodyZh: string; bodyEn: string; status: ContentStatus }[] = [
  { zh: '新品发布会预告', en: 'Product launch preview', bodyZh: '<p>展会首日 10:00 在展台发布全新产品线。</p>', bodyEn: '<p>New product line unveiled at our booth at 10:00 on day one.</p>', status: 'published' },
  { zh: '展位升级公告', en: 'Booth upgrade notice', bodyZh: '<p>今年展位面积扩大一倍，欢迎参观。</p>', bodyEn: '<p>Our booth is twice as large this year.</p>', status: 'draft' },
];

const ACTIVITIES: { zh: string; en: string; bodyZh: string; bodyEn: string; status: ContentStatus }[] = [
  { zh: '展台技术讲座', en: 'Booth tech talk', bodyZh: '<p>每天 14:00，工程师现场讲解应用方案。</p>', bodyEn: '<p>Daily at 14:00, our engineers present application designs.</p>', status: 'published' },
  { zh: '幸运抽奖', en: 'Lucky draw', bodyZh: '<p>扫码关注即可参与抽奖。</p>', bodyEn: '<p>Scan the code to join the draw.</p>', status: 'draft' },
];

/**
 * A few products, news items and booth activities (published and draft) for the main and the rival demo
 * exhibitors; the newcomer stays empty so its "create your first product" state shows. With `images`,
 * every product gets a stored 300x300 picture; without (tests of the seed alone) the image stays empty.
 */
export async function seedDemoContent(
  db: Database,
  exhibitorIds: number[],
  references: DemoContentReferences,
  { images, now = new Date() }: { images?: DemoImageStore; now?: Date } = {},
): Promise<void> {
  const { categoryIds, areaIds, propertyIds } = references;
  for (const [e, exhibitor_id] of exhibitorIds.entries()) {
    const at = (daysAgo: number) => new Date(now.getTime() - daysAgo * DAY_MS - e * 60_000);
    const state = (status: ContentStatus, daysAgo: number, pinned = false) => ({
      exhibitor_id,
      status,
      uploaded_at: at(daysAgo),
      updated_at: at(daysAgo),
      published_at: status === 'published' ? at(daysAgo) : null,
      pinned,
      pinned_at: pinned ? at(daysAgo) : null,
    });
    const productImages: string[] = [];
    for (const i of PRODUCTS.keys()) productImages.push(images ? await images.put(tilePng(e * PRODUCTS.length + i + 3, i), `product-${e + 1}-${i + 1}.png`) : '');
    const productRows = await db
      .insert(products)
      .values(PRODUCTS.map((p, i) => ({ ...state(p.status, i + 1, p.pinned), image: productImages[i], name_zh: p.zh, name_en: p.en, intro_zh: p.introZh, intro_en: p.introEn })))
      .returning({ id: products.id });
    const pick = (ids: number[], i: number) => ids[(e * 5 + i) % ids.length];
    await db.insert(productCategoryLinks).values(productRows.map(({ id }, i) => ({ product_id: id, category_id: pick(categoryIds, i) })));
    await db.insert(productApplicationAreaLinks).values(productRows.map(({ id }, i) => ({ product_id: id, application_area_id: pick(areaIds, i) })));
    await db.insert(productPropertyLinks).values(productRows.map(({ id }, i) => ({ product_id: id, property_id: pick(propertyIds, i) })));
    await db.insert(news).values(NEWS.map((n, i) => ({ ...state(n.status, i + 1), title_zh: n.zh, title_en: n.en, content_zh: n.bodyZh, content_en: n.bodyEn })));
    await db
      .insert(activities)
      .values(ACTIVITIES.map((a, i) => ({ ...state(a.status, i + 1), title_zh: a.zh, title_en: a.en, content_zh: a.bodyZh, content_en: a.bodyEn, location_zh: '展台', location_en: 'Booth' })));
  }
}
