import { type SQL, and, asc, count, desc, eq, ilike, or, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { CheckinCampaign, CheckinCampaignRow } from '@fair/shared/contracts/checkin';
import type { checkinListQuery } from '@fair/shared/validation/checkin';
import type { Database, Tx } from '../../db/client';
import { checkinCampaigns, checkinCheckins, checkinClaims, checkinPoints, checkinPrizes, checkinRedemptions } from '../../db/schema/checkin';
import { exhibitors } from '../../db/schema/exhibitors';
import { notFound } from '../../lib/http/app-error';
import { containing } from '../../lib/db/like-pattern';
import { listPage } from '../../lib/db/list-page';
import { stateOf, stateWhere } from './campaign-state';
import { outer } from './outer-column';

type ListQuery = z.output<typeof checkinListQuery>;
const c = checkinCampaigns;
const campaignId = outer('checkin_campaigns', 'id');

const figures = {
  points: sql<number>`(select count(*)::int from ${checkinPoints} where ${checkinPoints.campaign_id} = ${campaignId})`,
  participants: sql<number>`(select count(distinct ${checkinCheckins.visitor_id})::int from ${checkinCheckins} where ${checkinCheckins.campaign_id} = ${campaignId})`,
  claimed: sql<number>`(select coalesce(sum(${checkinPrizes.claimed}), 0)::int from ${checkinPrizes} where ${checkinPrizes.campaign_id} = ${campaignId})`,
  stock: sql<number>`(select coalesce(sum(${checkinPrizes.stock}), 0)::int from ${checkinPrizes} where ${checkinPrizes.campaign_id} = ${campaignId})`,
};

type CampaignWithFigures = typeof c.$inferSelect & { points: number; participants: number; claimed: number; stock: number };

export function rowOf(row: CampaignWithFigures, now: Date): CheckinCampaignRow {
  return {
    id: row.id,
    name_zh: row.name_zh,
    name_en: row.name_en,
    starts_at: row.starts_at.toISOString(),
    ends_at: row.ends_at.toISOString(),
    enabled: row.enabled,
    state: stateOf(row, now),
    required_points: row.required_points,
    points: row.points,
    participants: row.participants,
    claimed: row.claimed,
    stock: row.stock,
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
  };
}

const SORT_COLUMNS = { starts_at: c.starts_at, ends_at: c.ends_at, created_at: c.created_at } as const;

/** /checkin/check-in-manage-list: search either name, filter by state, sort by a time, with the figures of each. */
export async function listCampaigns(db: Database, query: ListQuery, now = new Date()) {
  const keyword = query.keyword?.trim();
  const where: SQL | undefined = and(
    keyword ? or(ilike(c.name_zh, containing(keyword)), ilike(c.name_en, containing(keyword))) : undefined,
    query.state ? stateWhere(query.state, now) : undefined,
  );
  const direction = query.order === 'asc' ? asc : desc;
  const { rows, total } = await listPage(
    db
      .select({ ...getColumns(), ...figures })
      .from(c)
      .where(where)
      .orderBy(direction(SORT_COLUMNS[query.sort]), direction(c.id))
      .$dynamic(),
    db.select({ total: count() }).from(c).where(where),
    query,
  );
  return { list: rows.map((row) => rowOf(row, now)), total, page: query.page, page_size: query.page_size };
}

function getColumns() {
  return {
    id: c.id,
    name_zh: c.name_zh,
    name_en: c.name_en,
    rules_zh: c.rules_zh,
    rules_en: c.rules_en,
    starts_at: c.starts_at,
    ends_at: c.ends_at,
    enabled: c.enabled,
    required_points: c.required_points,
    created_at: c.created_at,
    updated_at: c.updated_at,
  };
}

/** The campaign row, optionally locked for a write (no key change, so scans' foreign keys wait on nothing). */
export async function requireCampaign(db: Database | Tx, id: number, lock?: 'update' | 'no key update') {
  const query = db.select().from(c).where(eq(c.id, id));
  const [row] = lock ? await query.for(lock) : await query;
  if (!row) throw notFound('checkin.campaignNotFound');
  return row;
}

/** /checkin/check-in-manage/{id}: the campaign with its points (check-ins each) and prizes (claimed, redeemed). */
export async function readCampaign(db: Database | Tx, id: number, now = new Date()): Promise<CheckinCampaign> {
  const [row] = await db
    .select({ ...getColumns(), ...figures })
    .from(c)
    .where(eq(c.id, id));
  if (!row) throw notFound('checkin.campaignNotFound');
  const [points, prizes] = await Promise.all([
    db
      .select({
        id: checkinPoints.id,
        name: checkinPoints.name,
        hall: checkinPoints.hall,
        booth: checkinPoints.booth,
        exhibitor_id: checkinPoints.exhibitor_id,
        exhibitor_name: exhibitors.name_zh_cn,
        checkins: sql<number>`(select count(*)::int from ${checkinCheckins} where ${checkinCheckins.point_id} = ${outer('checkin_points', 'id')})`,
      })
      .from(checkinPoints)
      .leftJoin(exhibitors, eq(exhibitors.id, checkinPoints.exhibitor_id))
      .where(eq(checkinPoints.campaign_id, id))
      .orderBy(asc(checkinPoints.sort), asc(checkinPoints.id)),
    db
      .select({
        id: checkinPrizes.id,
        name_zh: checkinPrizes.name_zh,
        name_en: checkinPrizes.name_en,
        image: checkinPrizes.image,
        stock: checkinPrizes.stock,
        per_visitor_cap: checkinPrizes.per_visitor_cap,
        tier: checkinPrizes.tier,
        claimed: checkinPrizes.claimed,
        redeemed: sql<number>`(select count(*)::int from ${checkinClaims} join ${checkinRedemptions} on ${checkinRedemptions.claim_id} = ${checkinClaims.id} where ${checkinClaims.prize_id} = ${outer('checkin_prizes', 'id')})`,
      })
      .from(checkinPrizes)
      .where(eq(checkinPrizes.campaign_id, id))
      .orderBy(asc(checkinPrizes.sort), asc(checkinPrizes.id)),
  ]);
  return { ...rowOf(row, now), rules_zh: row.rules_zh, rules_en: row.rules_en, point_list: points, prize_list: prizes };
}
