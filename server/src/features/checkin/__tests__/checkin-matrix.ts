import { CHECKIN_ADMIN_PATHS as P, CHECKIN_API_PATHS as V, VISITOR_TOKEN_HEADER } from '@fair/shared/contracts/checkin';
import { checkinCampaigns, checkinCheckins, checkinClaims, checkinPoints, checkinPrizes, checkinVisitors } from '../../../db/schema/checkin';
import type { MatrixContext, MatrixEntry } from '../../access-matrix/__tests__/matrix-entry';
import { VISITOR_TOKEN_LIFETIME_S, checkinSecretLoader, signPoint, signVisitor } from '../checkin-tokens';
import { newRedemptionCode } from '../redemption-codes';
import { PRIZE_IMAGE, campaignForm } from './checkin-world';

/** SPEC §6: mini-programme routes have no role checks, but only the miniprog client type gets through. */
const allowed = ['miniprog'] as const;

interface Fresh {
  campaign: number;
  points: number[];
  prize: number;
}

/** A running campaign of its own: 3 points, one prize with stock for every sample. */
async function campaign(ctx: MatrixContext): Promise<Fresh> {
  const [row] = await ctx.db
    .insert(checkinCampaigns)
    .values({ name_zh: '矩阵签到', name_en: 'Matrix walk', starts_at: new Date(Date.now() - 3_600_000), ends_at: new Date(Date.now() + 86_400_000), enabled: true, required_points: 3 })
    .returning({ id: checkinCampaigns.id });
  const points = await ctx.db
    .insert(checkinPoints)
    .values([1, 2, 3].map((sort) => ({ campaign_id: row.id, name: `点位${sort}`, sort })))
    .returning({ id: checkinPoints.id });
  const [prize] = await ctx.db
    .insert(checkinPrizes)
    .values({ campaign_id: row.id, name_zh: '奖品', name_en: 'Prize', image: PRIZE_IMAGE, stock: 1000, per_visitor_cap: 1, tier: 3, sort: 1 })
    .returning({ id: checkinPrizes.id });
  return { campaign: row.id, points: points.map((point) => point.id), prize: prize.id };
}

/** A visitor of its own, checked in at every point of the campaign when one is given; its token header. */
async function visitor(ctx: MatrixContext, fresh?: Fresh): Promise<{ id: number; headers: Record<string, string> }> {
  const [row] = await ctx.db
    .insert(checkinVisitors)
    .values({ provider: 'matrix', subject: `matrix-${ctx.unique()}-${Date.now()}`, nick_name: '访客' })
    .returning({ id: checkinVisitors.id });
  if (fresh) await ctx.db.insert(checkinCheckins).values(fresh.points.map((point_id) => ({ visitor_id: row.id, point_id, campaign_id: fresh.campaign })));
  const secret = await checkinSecretLoader(ctx.db)();
  return { id: row.id, headers: { [VISITOR_TOKEN_HEADER]: signVisitor(secret, row.id, Math.floor(Date.now() / 1000) + VISITOR_TOKEN_LIFETIME_S) } };
}

async function claimCode(ctx: MatrixContext): Promise<string> {
  const fresh = await campaign(ctx);
  const { id } = await visitor(ctx, fresh);
  const [row] = await ctx.db.insert(checkinClaims).values({ campaign_id: fresh.campaign, prize_id: fresh.prize, visitor_id: id, code: newRedemptionCode() }).returning({ code: checkinClaims.code });
  return row.code;
}

const byId = (pick: (fresh: Fresh) => number) => async (ctx: MatrixContext) => ({ query: { id: String(pick(await campaign(ctx))) } });

/** Check-in campaigns: the admin calls for the miniprog client only; the visitors' calls for everyone, the visitor told by its own token. */
export const checkinMatrix: Record<string, MatrixEntry> = {
  [`GET ${P.list}`]: { allowed, request: () => ({ query: { keyword: '签到', state: 'running' } }) },
  [`GET ${P.info}`]: { allowed, request: byId((fresh) => fresh.campaign) },
  [`POST ${P.save}`]: { allowed, request: () => ({ payload: campaignForm() }) },
  [`POST ${P.enable}`]: { allowed, request: async (ctx) => ({ payload: { id: (await campaign(ctx)).campaign, enabled: false } }) },
  [`DELETE ${P.delete}`]: { allowed, request: byId((fresh) => fresh.campaign) },
  [`GET ${P.pointQr}`]: { allowed, request: byId((fresh) => fresh.points[0]) },
  [`GET ${P.print}`]: { allowed, request: byId((fresh) => fresh.campaign) },
  [`GET ${P.lookup}`]: { allowed, request: async (ctx) => ({ query: { code: await claimCode(ctx) } }) },
  [`POST ${P.redeem}`]: { allowed, request: async (ctx) => ({ payload: { code: await claimCode(ctx) } }) },
  [`GET ${P.detail}`]: { allowed, request: () => ({ query: { keyword: 'A', sort: 'claimed_at' } }) },
  [`GET ${P.totals}`]: { allowed, request: async (ctx) => ({ query: { campaign_id: String((await campaign(ctx)).campaign) } }) },
  [`GET ${P.export}`]: { allowed, request: () => ({ query: { order: 'asc' } }) },
  [`POST ${V.visitor}`]: { allowed: 'everyone', request: () => ({ payload: { provider: 'demo' } }) },
  [`POST ${V.scan}`]: {
    allowed: 'everyone',
    request: async (ctx) => {
      const fresh = await campaign(ctx);
      const secret = await checkinSecretLoader(ctx.db)();
      return { headers: (await visitor(ctx)).headers, payload: { token: signPoint(secret, { campaignId: fresh.campaign, pointId: fresh.points[0] }) } };
    },
  },
  [`GET ${V.progress}`]: {
    allowed: 'everyone',
    request: async (ctx) => {
      const fresh = await campaign(ctx);
      return { url: V.progressOf(fresh.campaign), headers: (await visitor(ctx, fresh)).headers };
    },
  },
  [`POST ${V.claim}`]: {
    allowed: 'everyone',
    request: async (ctx) => {
      const fresh = await campaign(ctx);
      return { headers: (await visitor(ctx, fresh)).headers, payload: { prize_id: fresh.prize } };
    },
  },
  [`GET ${V.claims}`]: { allowed: 'everyone', request: async (ctx) => ({ headers: (await visitor(ctx)).headers }) },
};
