import { and, asc, eq, inArray } from 'drizzle-orm';
import { MINIPROG_PAGE_PATHS } from '@fair/shared/contracts/miniprog';
import type { Database } from '../db/client';
import { exhibitors } from '../db/schema/exhibitors';
import { miniprogActivities, miniprogBadges, miniprogFeatured, miniprogHomeItems, miniprogPopups, miniprogTerms } from '../db/schema/miniprog';
import { products } from '../db/schema/products';
import { type DemoImageStore, tilePng } from './demo-images';

const published = { status: 'published' as const };

const EVENTS = [
  { zh: '开幕式暨行业高峰论坛', en: 'Opening ceremony and industry summit', placeZh: '主会场 1 号馆', placeEn: 'Main stage, Hall 1', day: 0, hour: '09:30', bodyZh: '<p>行业领袖共话电子产业新趋势。</p>', bodyEn: '<p>Industry leaders on the new trends of electronics.</p>' },
  { zh: '汽车电子技术研讨会', en: 'Automotive electronics seminar', placeZh: '会议室 M3', placeEn: 'Meeting room M3', day: 1, hour: '14:00', bodyZh: '<p>车规级器件与功能安全实践分享。</p>', bodyEn: '<p>Automotive-grade parts and functional safety in practice.</p>' },
  { zh: '新品首发秀', en: 'New product showcase', placeZh: '2 号馆活动区', placeEn: 'Event area, Hall 2', day: 2, hour: '10:30', bodyZh: '<p>二十家展商集中发布年度新品。</p>', bodyEn: '<p>Twenty exhibitors launch their new products.</p>' },
];

const TERMS = {
  user_notice: { zh: '用户须知', en: 'User notice', bodyZh: '<p>欢迎使用展会小程序。请遵守展会规定，文明参观。</p>', bodyEn: '<p>Welcome to the fair mini-programme. Please follow the fair rules.</p>' },
  privacy: { zh: '隐私政策', en: 'Privacy policy', bodyZh: '<p>我们仅为提供展会服务收集必要的信息，不会出售您的个人信息。</p>', bodyEn: '<p>We collect only what the fair services need and never sell personal data.</p>' },
};

/**
 * What the fair's mini-programme (and its mobile web view at /m) shows in demo mode: banners, quick
 * entries, the fair's concurrent activities, featured exhibitors, products and activities, terms, one
 * first-visit popup and one badge, all published so the administrators have something to edit.
 */
export async function seedDemoMiniprog(db: Database, fair: { starts_on: string }, mainExhibitorId: number, images?: DemoImageStore): Promise<void> {
  const picture = async (index: number, name: string) => (images ? images.put(tilePng(index, index + 2), name) : '');
  await db.insert(miniprogHomeItems).values([
    { block: 'banner', image: await picture(40, 'banner-1.png'), title_zh: '欢迎参加展会', title_en: 'Welcome to the fair', link_type: 'page', link: MINIPROG_PAGE_PATHS.exhibitors, sort: 1, ...published },
    { block: 'banner', image: await picture(41, 'banner-2.png'), title_zh: '同期活动精彩纷呈', title_en: 'Concurrent events', link_type: 'page', link: MINIPROG_PAGE_PATHS.activities, sort: 2, ...published },
    { block: 'quick_entry', image: await picture(42, 'entry-exhibitors.png'), title_zh: '找展商', title_en: 'Exhibitors', link_type: 'page', link: MINIPROG_PAGE_PATHS.exhibitors, sort: 1, ...published },
    { block: 'quick_entry', image: await picture(43, 'entry-events.png'), title_zh: '同期活动', title_en: 'Events', link_type: 'page', link: MINIPROG_PAGE_PATHS.activities, sort: 2, ...published },
    { block: 'quick_entry', image: await picture(44, 'entry-notice.png'), title_zh: '用户须知', title_en: 'User notice', link_type: 'page', link: MINIPROG_PAGE_PATHS.terms, sort: 3, ...published },
  ]);

  const eventIds = (
    await db
      .insert(miniprogActivities)
      .values(
        await Promise.all(
          EVENTS.map(async (event, i) => {
            const day = new Date(new Date(`${fair.starts_on}T${event.hour}:00+08:00`).getTime() + event.day * 86_400_000);
            return {
              title_zh: event.zh,
              title_en: event.en,
              image: await picture(50 + i, `event-${i + 1}.png`),
              starts_at: day,
              ends_at: new Date(day.getTime() + 2 * 3_600_000),
              place_zh: event.placeZh,
              place_en: event.placeEn,
              content_zh: event.bodyZh,
              content_en: event.bodyEn,
              sort: i + 1,
              ...published,
            };
          }),
        ),
      )
      .returning({ id: miniprogActivities.id })
  ).map((row) => row.id);

  const savedCompanies = await db.select({ id: exhibitors.id }).from(exhibitors).where(eq(exhibitors.is_edit, true)).orderBy(asc(exhibitors.id)).limit(6);
  const mainProducts = await db
    .select({ id: products.id })
    .from(products)
    .where(and(eq(products.exhibitor_id, mainExhibitorId), inArray(products.status, ['published'])))
    .orderBy(asc(products.id));
  await db.insert(miniprogFeatured).values([
    ...savedCompanies.map((company, i) => ({ kind: 'exhibitor' as const, exhibitor_id: company.id, sort: i + 1, ...published })),
    ...mainProducts.map((product, i) => ({ kind: 'product' as const, product_id: product.id, sort: i + 1, ...published })),
    ...eventIds.map((activity_id, i) => ({ kind: 'activity' as const, activity_id, sort: i + 1, ...published })),
  ]);

  const publishedAt = new Date(`${fair.starts_on}T00:00:00+08:00`);
  publishedAt.setUTCDate(publishedAt.getUTCDate() - 60);
  await db.insert(miniprogTerms).values(
    Object.entries(TERMS).map(([kind, terms]) => ({
      kind: kind as keyof typeof TERMS,
      version: 1,
      title_zh: terms.zh,
      title_en: terms.en,
      content_zh: terms.bodyZh,
      content_en: terms.bodyEn,
      is_current: true,
      published_at: publishedAt,
      ...published,
    })),
  );
  await db.insert(miniprogPopups).values({ name: '展会导览', image: await picture(45, 'popup.png'), link_type: 'page', link: MINIPROG_PAGE_PATHS.activities, audience: 'first_visit', sort: 1 });
  await db.insert(miniprogBadges).values({ name: '同期活动', icon: await picture(46, 'badge.png'), link_type: 'page', link: MINIPROG_PAGE_PATHS.activities, page: 'home', position: 'right_bottom', sort: 1 });
}
