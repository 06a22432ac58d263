import { and, asc, eq, sql } from 'drizzle-orm';
import type { CheckinProgress } from '@fair/shared/contracts/checkin';
import type { Database, Tx } from '../../db/client';
import { checkinCampaigns, checkinCheckins, checkinClaims, checkinPoints, checkinPrizes } from '../../db/schema/checkin';
import { type ServerLocale, pickText } from '../../lib/i18n/locale';
import { stateOf } from './campaign-state';
import { outer } from './outer-column';

export type CampaignRow = typeof checkinCampaigns.$inferSelect;

/** Check-ins a prize needs: its tier, and never fewer than the campaign's required points. */
export const neededFor = (campaign: { required_points: number }, prize: { tier: number }) => Math.max(campaign.required_points, prize.tier);

/** A visitor's progress in one campaign: the points done against required, and each prize's tier and stock. */
export async function progressOf(db: Database | Tx, campaign: CampaignRow, visitorId: number, locale: ServerLocale, now: Date): Promise<CheckinProgress> {
  const [done, [{ total }], prizes] = await Promise.all([
    db
      .select({ point_id: checkinCheckins.point_id })
      .from(checkinCheckins)
      .where(and(eq(checkinCheckins.campaign_id, campaign.id), eq(checkinCheckins.visitor_id, visitorId))),
    db.select({ total: sql<number>`count(*)::int` }).from(checkinPoints).where(eq(checkinPoints.campaign_id, campaign.id)),
    db
      .select({
        id: checkinPrizes.id,
        name_zh: checkinPrizes.name_zh,
        name_en: checkinPrizes.name_en,
        image: checkinPrizes.image,
        tier: checkinPrizes.tier,
        stock: checkinPrizes.stock,
        claimed: checkinPrizes.claimed,
        per_visitor_cap: checkinPrizes.per_visitor_cap,
        mine: sql<number>`(select count(*)::int from ${checkinClaims} where ${checkinClaims.prize_id} = ${outer('checkin_prizes', 'id')} and ${checkinClaims.visitor_id} = ${visitorId})`,
      })
      .from(checkinPrizes)
      .where(eq(checkinPrizes.campaign_id, campaign.id))
      .orderBy(asc(checkinPrizes.sort), asc(checkinPrizes.id)),
  ]);
  return {
    campaign: {
      id: campaign.id,
      name: pickText(locale, campaign.name_zh, campaign.name_en),
      rules: pickText(locale, campaign.rules_zh, campaign.rules_en),
      starts_at: campaign.starts_at.toISOString(),
      ends_at: campaign.ends_at.toISOString(),
      state: stateOf(campaign, now),
    },
    done: done.length,
    required: campaign.required_points,
    total_points: total,
    points_done: done.map((row) => row.point_id).sort((a, b) => a - b),
    prizes: prizes.map((prize) => ({
      id: prize.id,
      name: pickText(locale, prize.name_zh, prize.name_en),
      image: prize.image,
      tier: prize.tier,
      eligible: done.length >= neededFor(campaign, prize),
      mine: prize.mine,
      per_visitor_cap: prize.per_visitor_cap,
      remaining: prize.stock - prize.claimed,
    })),
  };
}
