import { sql } from 'drizzle-orm';
import type { CheckinProgress } from '@fair/shared/contracts/checkin';
import type { Database, Tx } from '../../db/client';
import type { checkinCampaigns } from '../../db/schema/checkin';
import { type ServerLocale, pickText } from '../../lib/i18n/locale';
import { stateOf } from './campaign-state';

export type CampaignRow = typeof checkinCampaigns.$inferSelect;

/** Check-ins a prize needs: its tier, and never fewer than the campaign's required points. */
export const neededFor = (campaign: { required_points: number }, prize: { tier: number }) => Math.max(campaign.required_points, prize.tier);

interface ProgressFigures {
  done: number[];
  total: number;
  prizes: { id: number; name_zh: string; name_en: string; image: string; tier: number; stock: number; claimed: number; per_visitor_cap: number; mine: number }[];
}

/** One statement, one round trip: a scan answers with it, and scans are the hot path of the fair. */
async function figuresOf(db: Database | Tx, campaignId: number, visitorId: number): Promise<ProgressFigures> {
  const result = await db.execute(sql`
    select
      coalesce((select array_agg(k.point_id order by k.point_id) from checkin_checkins k where k.campaign_id = ${campaignId} and k.visitor_id = ${visitorId}), '{}') as done,
      (select count(*)::int from checkin_points p where p.campaign_id = ${campaignId}) as total,
      coalesce((
        select json_agg(json_build_object(
          'id', z.id, 'name_zh', z.name_zh, 'name_en', z.name_en, 'image', z.image, 'tier', z.tier, 'stock', z.stock,
          'claimed', z.claimed, 'per_visitor_cap', z.per_visitor_cap,
          'mine', (select count(*)::int from checkin_claims c where c.prize_id = z.id and c.visitor_id = ${visitorId})
        ) order by z.sort, z.id)
        from checkin_prizes z where z.campaign_id = ${campaignId}
      ), '[]') as prizes`);
  const [row] = (result as unknown as { rows: { done: number[]; total: number; prizes: ProgressFigures['prizes'] }[] }).rows;
  return { done: row.done, total: row.total, prizes: row.prizes };
}

/** A visitor's progress in one campaign: the points done against required, and each prize's tier and stock. */
export async function progressOf(db: Database | Tx, campaign: CampaignRow, visitorId: number, locale: ServerLocale, now: Date): Promise<CheckinProgress> {
  const { done, total, prizes } = await figuresOf(db, campaign.id, visitorId);
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
    points_done: done,
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
