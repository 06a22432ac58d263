import type { Database } from '../../../db/client';
import { miniprogActivities, miniprogAds, miniprogBadges, miniprogFeatured, miniprogHomeItems, miniprogPopups, miniprogTerms } from '../../../db/schema/miniprog';
import { products } from '../../../db/schema/products';
import type { Fixtures } from '../../../test/fixtures';
import { type CatalogueWorld, insertCatalogueWorld } from '../../catalogue/__tests__/catalogue-world';

const DAY = 86_400_000;

/** Ids of the mini-programme records, by what the public API must do with them. */
export interface MiniprogWorld extends CatalogueWorld {
  /** a published product of the newcomer, whose profile is not saved: never public */
  productOfNewcomer: number;
  banners: { live: number[]; draft: number; tomorrow: number; ended: number };
  quickEntry: number;
  activities: { live: number; draft: number; hidden: number };
  popups: { live: number; disabled: number; tomorrow: number };
  terms: { v1: number; draft: number };
  ads: { live: number; disabled: number };
  badges: { live: number; tomorrow: number };
  featured: { exhibitorA: number; exhibitorB: number; hiddenEntry: number; newcomer: number; productOfA: number; productOfB: number; draftProduct: number; activity: number; draftEntry: number };
}

/**
 * The catalogue world (A English complete, B without English introduction, the newcomer unsaved) plus one
 * live and several non-live records of every mini-programme kind, around `now`.
 */
export async function insertMiniprogWorld(db: Database, fixtures: Fixtures, now = new Date()): Promise<MiniprogWorld> {
  const world = await insertCatalogueWorld(db, fixtures);
  const [newcomerProduct] = await db
    .insert(products)
    .values({ exhibitor_id: fixtures.exhibitors.newcomer, image: world.uploadOfA, name_zh: '未保存展商的展品', name_en: 'Unsaved exhibit', intro_zh: '不公开', status: 'published', published_at: now })
    .returning({ id: products.id });

  const tomorrow = new Date(now.getTime() + DAY);
  const yesterday = new Date(now.getTime() - DAY);
  const link = { link_type: 'page' as const, link: '/pages/exhibitor/list' };
  const homeRows = await db
    .insert(miniprogHomeItems)
    .values([
      { block: 'banner', image: '/uploads/banner-1.png', title_zh: '开幕横幅', title_en: 'Opening banner', ...link, sort: 1, status: 'published' },
      { block: 'banner', image: '/uploads/banner-2.png', title_zh: '限时横幅', title_en: 'Limited banner', ...link, sort: 2, status: 'published', starts_at: yesterday, ends_at: tomorrow },
      { block: 'banner', image: '/uploads/banner-3.png', title_zh: '草稿横幅', title_en: 'Draft banner', sort: 3, status: 'draft' },
      { block: 'banner', image: '/uploads/banner-4.png', title_zh: '明天的横幅', title_en: 'Tomorrow banner', sort: 4, status: 'published', starts_at: tomorrow },
      { block: 'banner', image: '/uploads/banner-5.png', title_zh: '已结束横幅', title_en: 'Ended banner', sort: 5, status: 'published', ends_at: yesterday },
      { block: 'quick_entry', image: '/uploads/icon-1.png', title_zh: '展商名录', title_en: 'Exhibitors', ...link, sort: 1, status: 'published' },
    ])
    .returning({ id: miniprogHomeItems.id });

  const content = { content_zh: '<p>论坛内容</p>', content_en: '<p>Forum content</p>', place_zh: '主会场', place_en: 'Main hall', starts_at: new Date('2025-03-26T01:30:00Z') };
  const [liveActivity, draftActivity, hiddenActivity] = await db
    .insert(miniprogActivities)
    .values([
      { title_zh: '开幕论坛', title_en: 'Opening forum', ...content, sort: 1, status: 'published' },
      { title_zh: '草稿论坛', title_en: 'Draft forum', ...content, sort: 2, status: 'draft' },
      { title_zh: '隐藏论坛', title_en: 'Hidden forum', ...content, sort: 3, status: 'published', hidden: true },
    ])
    .returning({ id: miniprogActivities.id });

  const column = { exhibitor: 'exhibitor_id', product: 'product_id', activity: 'activity_id' } as const;
  const entry = (kind: keyof typeof column, ref: number, sort: number, extra: Partial<typeof miniprogFeatured.$inferInsert> = {}): typeof miniprogFeatured.$inferInsert => ({
    kind,
    [column[kind]]: ref,
    sort,
    status: 'published',
    ...extra,
  });
  const featuredRows = await db
    .insert(miniprogFeatured)
    .values([
      entry('exhibitor', fixtures.exhibitors.rival, 1),
      entry('exhibitor', fixtures.exhibitors.main, 2),
      entry('exhibitor', fixtures.exhibitors.newcomer, 3),
      entry('product', world.productOfA, 1),
      entry('product', world.productOfB, 2),
      entry('product', world.draftProductOfA, 3),
      entry('product', newcomerProduct.id, 4, { hidden: true }),
      entry('activity', liveActivity.id, 1),
      entry('activity', draftActivity.id, 2),
      entry('activity', hiddenActivity.id, 3, { status: 'draft' }),
    ])
    .returning({ id: miniprogFeatured.id });

  const popupRows = await db
    .insert(miniprogPopups)
    .values([
      { name: '欢迎弹窗', image: '/uploads/popup-1.png', link_type: 'url', link: 'https://www.fair.example/register', audience: 'daily', sort: 1 },
      { name: '停用弹窗', image: '/uploads/popup-2.png', enabled: false, sort: 2 },
      { name: '明天的弹窗', image: '/uploads/popup-3.png', audience: 'first_visit', sort: 3, starts_at: tomorrow },
    ])
    .returning({ id: miniprogPopups.id });

  const terms = { title_zh: '用户须知', title_en: 'User notice' };
  const [v1, draftTerms] = await db
    .insert(miniprogTerms)
    .values([
      { kind: 'user_notice', version: 1, ...terms, content_zh: '<p>第一版须知</p>', content_en: '<p>Notice version 1</p>', status: 'published', is_current: true, published_at: yesterday },
      { kind: 'user_notice', version: 2, ...terms, content_zh: '<p>第二版草稿</p>', content_en: '<p>Notice version 2</p>' },
    ])
    .returning({ id: miniprogTerms.id });

  const [liveAd, disabledAd] = await db
    .insert(miniprogAds)
    .values([
      { image: '/uploads/ad-1.png', position: 'top', page: 'home', open_mode: 'link', target_url: 'https://sponsor.example', sort: 1 },
      { image: '/uploads/ad-2.png', position: 'bottom', page: 'home', open_mode: 'download', target_url: 'https://sponsor.example/a.pdf', enabled: false, sort: 2 },
    ])
    .returning({ id: miniprogAds.id });

  const [liveBadge, tomorrowBadge] = await db
    .insert(miniprogBadges)
    .values([
      { name: '签到', icon: '/uploads/badge-1.png', ...link, page: 'home', position: 'right_bottom', sort: 1 },
      { name: '明天的浮标', icon: '/uploads/badge-2.png', page: 'home', sort: 2, starts_at: tomorrow },
    ])
    .returning({ id: miniprogBadges.id });

  const f = featuredRows.map((row) => row.id);
  return {
    ...world,
    productOfNewcomer: newcomerProduct.id,
    banners: { live: [homeRows[0].id, homeRows[1].id], draft: homeRows[2].id, tomorrow: homeRows[3].id, ended: homeRows[4].id },
    quickEntry: homeRows[5].id,
    activities: { live: liveActivity.id, draft: draftActivity.id, hidden: hiddenActivity.id },
    popups: { live: popupRows[0].id, disabled: popupRows[1].id, tomorrow: popupRows[2].id },
    terms: { v1: v1.id, draft: draftTerms.id },
    ads: { live: liveAd.id, disabled: disabledAd.id },
    badges: { live: liveBadge.id, tomorrow: tomorrowBadge.id },
    featured: { exhibitorB: f[0], exhibitorA: f[1], newcomer: f[2], productOfA: f[3], productOfB: f[4], draftProduct: f[5], hiddenEntry: f[6], activity: f[7], draftEntry: f[8] },
  };
}
