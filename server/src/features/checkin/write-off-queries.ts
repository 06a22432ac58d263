import type { PassThrough } from 'node:stream';
import { type SQL, and, asc, count, desc, eq, gte, ilike, inArray, lt, or, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { writeOffExportQuery, writeOffListQuery } from '@fair/shared/validation/checkin';
import type { Database } from '../../db/client';
import { checkinCampaigns, checkinClaims, checkinPrizes, checkinRedemptions, checkinVisitors } from '../../db/schema/checkin';
import { containing } from '../../lib/db/like-pattern';
import { idBatches } from '../../lib/db/id-batches';
import { listPage } from '../../lib/db/list-page';
import { type ServerLocale, pickText } from '../../lib/i18n/locale';
import { type MessageKey, translate } from '../../lib/i18n/translate';
import { streamSheet } from '../../lib/sheets/streamed-sheet';
import { fairSecond } from '../../lib/time/fair-day';
import { requireCampaign } from './campaign-queries';
import { outer } from './outer-column';

type ListQuery = z.output<typeof writeOffListQuery>;
type Filters = z.output<typeof writeOffExportQuery>;

const r = checkinRedemptions;
const k = checkinClaims;

function filterOf(query: Filters): SQL | undefined {
  const keyword = query.keyword?.trim();
  return and(
    query.campaign_id === undefined ? undefined : eq(k.campaign_id, query.campaign_id),
    query.prize_id === undefined ? undefined : eq(k.prize_id, query.prize_id),
    query.staff_id === undefined ? undefined : eq(r.redeemed_by, query.staff_id),
    query.from === undefined ? undefined : gte(r.redeemed_at, new Date(query.from)),
    query.to === undefined ? undefined : lt(r.redeemed_at, new Date(query.to)),
    keyword ? or(ilike(k.code, containing(keyword)), ilike(checkinVisitors.nick_name, containing(keyword))) : undefined,
  );
}

const columns = {
  claim_id: k.id,
  code: k.code,
  campaign_id: k.campaign_id,
  campaign_name_zh: checkinCampaigns.name_zh,
  campaign_name_en: checkinCampaigns.name_en,
  prize_id: k.prize_id,
  prize_name_zh: checkinPrizes.name_zh,
  prize_name_en: checkinPrizes.name_en,
  visitor_id: k.visitor_id,
  visitor_name: checkinVisitors.nick_name,
  claimed_at: k.created_at,
  redeemed_at: r.redeemed_at,
  staff_id: sql<number>`coalesce(${r.redeemed_by}, 0)`,
  staff_name: r.staff_name,
};

const joined = <T extends Record<string, unknown>>(db: Database, select: T) =>
  db
    .select(select as never)
    .from(r)
    .innerJoin(k, eq(k.id, r.claim_id))
    .innerJoin(checkinVisitors, eq(checkinVisitors.id, k.visitor_id))
    .innerJoin(checkinPrizes, eq(checkinPrizes.id, k.prize_id))
    .innerJoin(checkinCampaigns, eq(checkinCampaigns.id, k.campaign_id));

interface Row {
  claim_id: number;
  code: string;
  campaign_id: number;
  campaign_name_zh: string;
  campaign_name_en: string;
  prize_id: number;
  prize_name_zh: string;
  prize_name_en: string;
  visitor_id: number;
  visitor_name: string;
  claimed_at: Date;
  redeemed_at: Date;
  staff_id: number;
  staff_name: string;
}

const itemOf = (row: Row) => ({ ...row, claimed_at: row.claimed_at.toISOString(), redeemed_at: row.redeemed_at.toISOString() });

function orderOf(query: Filters): SQL[] {
  const direction = query.order === 'asc' ? asc : desc;
  return [direction(query.sort === 'claimed_at' ? k.created_at : r.redeemed_at), direction(r.claim_id)];
}

/** /checkin/write-off-detail: redemptions with who, when, which prize and staff account; filtered, sorted, paged. */
export async function listWriteOffs(db: Database, query: ListQuery) {
  const where = filterOf(query);
  const { rows, total } = await listPage(
    joined(db, columns)
      .where(where)
      .orderBy(...orderOf(query))
      .$dynamic(),
    joined(db, { total: count() }).where(where) as unknown as PromiseLike<{ total: number }[]>,
    query,
  );
  return { list: (rows as unknown as Row[]).map(itemOf), total, page: query.page, page_size: query.page_size };
}

/** Per prize of a campaign: stock, claimed and redeemed. */
export async function writeOffTotals(db: Database, campaignId: number) {
  await requireCampaign(db, campaignId);
  return db
    .select({
      prize_id: checkinPrizes.id,
      name_zh: checkinPrizes.name_zh,
      name_en: checkinPrizes.name_en,
      stock: checkinPrizes.stock,
      claimed: checkinPrizes.claimed,
      redeemed: sql<number>`(select count(*)::int from ${k} join ${r} on ${r.claim_id} = ${k.id} where ${k.prize_id} = ${outer('checkin_prizes', 'id')})`,
    })
    .from(checkinPrizes)
    .where(eq(checkinPrizes.campaign_id, campaignId))
    .orderBy(asc(checkinPrizes.sort), asc(checkinPrizes.id));
}

const SHEET: { key: MessageKey; width: number; value: (row: Row, locale: ServerLocale) => string | number }[] = [
  { key: 'checkin.sheet.campaign', width: 28, value: (row, locale) => pickText(locale, row.campaign_name_zh, row.campaign_name_en) },
  { key: 'checkin.sheet.prize', width: 24, value: (row, locale) => pickText(locale, row.prize_name_zh, row.prize_name_en) },
  { key: 'checkin.sheet.code', width: 12, value: (row) => row.code },
  { key: 'checkin.sheet.visitor', width: 20, value: (row) => row.visitor_name },
  { key: 'checkin.sheet.claimedAt', width: 20, value: (row) => fairSecond(row.claimed_at) },
  { key: 'checkin.sheet.redeemedAt', width: 20, value: (row) => fairSecond(row.redeemed_at) },
  { key: 'checkin.sheet.staff', width: 20, value: (row) => row.staff_name },
];

/** The filtered redemptions as .xlsx, streamed in the list's order (text cells formula-escaped by the sheet writer). */
export function streamWriteOffSheet(db: Database, query: Filters, locale: ServerLocale, onError: (error: unknown) => void): PassThrough {
  const where = filterOf(query);
  const batches = idBatches({
    ids: async () =>
      (await joined(db, { id: r.claim_id })
        .where(where)
        .orderBy(...orderOf(query))) as unknown as { id: number }[],
    rows: async (ids: number[]) => (await joined(db, columns).where(inArray(r.claim_id, ids))) as unknown as Row[],
    idOf: (row: Row) => row.claim_id,
    toItem: (row: Row) => row,
  });
  return streamSheet(
    translate(locale, 'checkin.sheet.name'),
    SHEET.map((column) => ({ header: translate(locale, column.key), width: column.width, value: (row: Row) => column.value(row, locale) })),
    batches,
    onError,
  );
}

export const writeOffFileName = (locale: ServerLocale) => `${translate(locale, 'checkin.sheet.name')}.xlsx`;
