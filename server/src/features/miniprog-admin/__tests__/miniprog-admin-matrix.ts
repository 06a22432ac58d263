import { asc, eq, max } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { MINIPROG_ADMIN_PATHS as P, MINIPROG_HOME_SECTIONS } from '@fair/shared/contracts/miniprog';
import { miniprogActivities, miniprogAds, miniprogBadges, miniprogFeatured, miniprogHomeItems, miniprogHomeSections, miniprogPopups, miniprogTerms } from '../../../db/schema/miniprog';
import type { MatrixContext, MatrixEntry } from '../../access-matrix/__tests__/matrix-entry';

/** SPEC §6: mini-programme routes have no role checks, but only the miniprog client type gets through. */
const allowed = ['miniprog'] as const;

const insertOne = async (ctx: MatrixContext, table: PgTable & { id: PgColumn }, values: Record<string, unknown>): Promise<number> => {
  const [row] = (await ctx.db
    .insert(table)
    .values({ sort: ctx.unique(), ...values } as never)
    .returning({ id: table.id })) as { id: number }[];
  return row.id;
};

// fresh records: the concurrent activities stay drafts, since the mobile web entries count on no public activity 1
const homeItem = (ctx: MatrixContext) => insertOne(ctx, miniprogHomeItems, { block: 'banner', image: '/api/files/2025/03/92eb5ffee6ae2fec3ad71c777531578f.png', title_zh: '横幅', title_en: 'Banner' });
const activity = (ctx: MatrixContext) =>
  insertOne(ctx, miniprogActivities, { title_zh: '论坛', title_en: 'Forum', starts_at: new Date('2025-03-26T02:00:00Z'), content_zh: '<p>内容</p>', content_en: '<p>Content</p>' });
const featured = async (ctx: MatrixContext) => insertOne(ctx, miniprogFeatured, { kind: 'activity', activity_id: await activity(ctx) });
const popup = (ctx: MatrixContext) => insertOne(ctx, miniprogPopups, { name: '弹窗', image: '/api/files/2025/03/83878c91171338902e0fe0fb97a8c47a.png' });
const ad = (ctx: MatrixContext) => insertOne(ctx, miniprogAds, { image: '/api/files/2025/03/0cc175b9c0f1b6a831c399e269772661.png', target_url: 'https://sponsor.example' });
const badge = (ctx: MatrixContext) => insertOne(ctx, miniprogBadges, { name: '浮标', icon: '/api/files/2025/03/865c0c0b4ab0e063e5caa3387c1a8741.png' });
async function draftTerms(ctx: MatrixContext): Promise<number> {
  const [{ last }] = await ctx.db.select({ last: max(miniprogTerms.version) }).from(miniprogTerms).where(eq(miniprogTerms.kind, 'user_notice'));
  const [row] = await ctx.db
    .insert(miniprogTerms)
    .values({ kind: 'user_notice', version: (last ?? 0) + 1, title_zh: '须知', title_en: 'Notice', content_zh: '<p>须知</p>', content_en: '<p>Notice</p>' })
    .returning({ id: miniprogTerms.id });
  return row.id;
}

/** A fresh record, then the whole current order of its table (or group) reversed, as a sort call must send it. */
async function orderOf(ctx: MatrixContext, make: (ctx: MatrixContext) => Promise<number>, table: PgTable & { id: PgColumn; sort: PgColumn }, group?: ReturnType<typeof eq>): Promise<number[]> {
  await make(ctx);
  const rows = (await ctx.db
    .select({ id: table.id })
    .from(table)
    .where(group)
    .orderBy(asc(table.sort), asc(table.id))) as { id: number }[];
  return rows.map((row) => row.id).reverse();
}

const byId = (make: (ctx: MatrixContext) => Promise<number>) => async (ctx: MatrixContext) => ({ query: { id: String(await make(ctx)) } });
const idBody = (make: (ctx: MatrixContext) => Promise<number>, extra: object) => async (ctx: MatrixContext) => ({ payload: { id: await make(ctx), ...extra } });

const link = { link_type: 'page', link: '/pages/exhibitor/list' };
const forms = {
  home: { block: 'banner', image: '/api/files/2025/03/92eb5ffee6ae2fec3ad71c777531578f.png', title_zh: '横幅', title_en: 'Banner', ...link },
  activity: { title_zh: '论坛', title_en: 'Forum', starts_at: '2025-03-26T10:00:00+08:00', place_zh: '主会场', content_zh: '<p>内容</p>', content_en: '<p>Content</p>' },
  popup: { name: '弹窗', image: '/api/files/2025/03/83878c91171338902e0fe0fb97a8c47a.png', ...link, audience: 'daily' },
  ad: { image: '/api/files/2025/03/0cc175b9c0f1b6a831c399e269772661.png', open_mode: 'link', target_url: 'https://sponsor.example' },
  badge: { name: '浮标', icon: '/api/files/2025/03/865c0c0b4ab0e063e5caa3387c1a8741.png', ...link },
  terms: { kind: 'user_notice', title_zh: '须知', title_en: 'Notice', content_zh: '<p>须知</p>', content_en: '<p>Notice</p>' },
};

/** The mini-programme admin routes (/admin/miniprog/…): the miniprog client only; exhibitors and organizers are refused on every one. */
export const miniprogAdminMatrix: Record<string, MatrixEntry> = {
  [`GET ${P.home.list}`]: { allowed, request: () => ({ query: { block: 'banner', keyword: '横幅' } }) },
  [`GET ${P.home.info}`]: { allowed, request: byId(homeItem) },
  [`POST ${P.home.save}`]: { allowed, request: async (ctx) => ({ payload: { ...forms.home, id: await homeItem(ctx) } }) },
  [`POST ${P.home.state}`]: { allowed, request: idBody(homeItem, { action: 'publish' }) },
  [`POST ${P.home.sort}`]: { allowed, request: async (ctx) => ({ payload: { block: 'banner', ids: await orderOf(ctx, homeItem, miniprogHomeItems, eq(miniprogHomeItems.block, 'banner')) } }) },
  [`DELETE ${P.home.delete}`]: { allowed, request: byId(homeItem) },
  [`GET ${P.home.blocks}`]: { allowed },
  [`POST ${P.home.blocksSort}`]: {
    allowed,
    // every block has its row (as after the first list); the sort sends them all, reversed
    request: async (ctx) => {
      await ctx.db
        .insert(miniprogHomeSections)
        .values(MINIPROG_HOME_SECTIONS.map((block, index) => ({ block, sort: index + 1 })))
        .onConflictDoNothing();
      const rows = await ctx.db.select({ id: miniprogHomeSections.id }).from(miniprogHomeSections).orderBy(asc(miniprogHomeSections.sort));
      return { payload: { ids: rows.map((row) => row.id).reverse() } };
    },
  },

  [`GET ${P.featured.list}`]: { allowed, request: () => ({ query: { kind: 'exhibitor', hidden: 'false' } }) },
  [`GET ${P.featured.candidates}`]: { allowed, request: () => ({ query: { kind: 'product', keyword: '电容' } }) },
  [`GET ${P.featured.info}`]: { allowed, request: byId(featured) },
  [`POST ${P.featured.save}`]: {
    allowed,
    request: async (ctx) => {
      const id = await featured(ctx);
      const [row] = await ctx.db.select({ activity: miniprogFeatured.activity_id }).from(miniprogFeatured).where(eq(miniprogFeatured.id, id));
      return { payload: { id, kind: 'activity', ref_id: row.activity, hidden: true } };
    },
  },
  [`POST ${P.featured.state}`]: { allowed, request: idBody(featured, { action: 'publish' }) },
  [`POST ${P.featured.visibility}`]: { allowed, request: idBody(featured, { hidden: true }) },
  [`POST ${P.featured.sort}`]: { allowed, request: async (ctx) => ({ payload: { kind: 'activity', ids: await orderOf(ctx, featured, miniprogFeatured, eq(miniprogFeatured.kind, 'activity')) } }) },
  [`DELETE ${P.featured.delete}`]: { allowed, request: byId(featured) },

  [`GET ${P.activity.list}`]: { allowed, request: () => ({ query: { status: 'draft' } }) },
  [`GET ${P.activity.info}`]: { allowed, request: byId(activity) },
  [`POST ${P.activity.save}`]: { allowed, request: async (ctx) => ({ payload: { ...forms.activity, id: await activity(ctx) } }) },
  [`POST ${P.activity.state}`]: { allowed, request: idBody(activity, { action: 'withdraw' }) },
  [`POST ${P.activity.visibility}`]: { allowed, request: idBody(activity, { hidden: true }) },
  [`POST ${P.activity.sort}`]: { allowed, request: async (ctx) => ({ payload: { ids: await orderOf(ctx, activity, miniprogActivities) } }) },
  [`DELETE ${P.activity.delete}`]: { allowed, request: byId(activity) },

  ...Object.fromEntries(
    (
      [
        ['popup', popup, miniprogPopups],
        ['ad', ad, miniprogAds],
        ['badge', badge, miniprogBadges],
      ] as const
    ).flatMap(([area, make, table]): [string, MatrixEntry][] => [
      [`GET ${P[area].list}`, { allowed, request: () => ({ query: { enabled: 'true' } }) }],
      [`GET ${P[area].info}`, { allowed, request: byId(make) }],
      [`POST ${P[area].save}`, { allowed, request: async (ctx) => ({ payload: { ...forms[area], id: await make(ctx) } }) }],
      [`POST ${P[area].enable}`, { allowed, request: idBody(make, { enabled: false }) }],
      [`POST ${P[area].sort}`, { allowed, request: async (ctx) => ({ payload: { ids: await orderOf(ctx, make, table) } }) }],
      [`DELETE ${P[area].delete}`, { allowed, request: byId(make) }],
    ]),
  ),

  [`GET ${P.terms.list}`]: { allowed, request: () => ({ query: { kind: 'privacy' } }) },
  [`GET ${P.terms.info}`]: { allowed, request: byId(draftTerms) },
  [`POST ${P.terms.save}`]: { allowed, request: async (ctx) => ({ payload: { ...forms.terms, id: await draftTerms(ctx) } }) },
  [`POST ${P.terms.publish}`]: { allowed, request: idBody(draftTerms, {}) },
  [`DELETE ${P.terms.delete}`]: { allowed, request: byId(draftTerms) },
};
