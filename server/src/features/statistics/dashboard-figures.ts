import { type SQL, and, count, eq, gte, lt, sql } from 'drizzle-orm';
import {
  COMPLETION_BUCKETS,
  DASHBOARD_DAYS,
  type AccountFunnel,
  type CompletionBucket,
  type DailyContent,
  type TypeContent,
} from '@fair/shared/contracts/organizer-dashboard';
import type { Database } from '../../db/client';
import { activities } from '../../db/schema/activities';
import { EXHIBITOR_TYPES, type ExhibitorType } from '../../db/schema/enums';
import { exhibitorAccounts, exhibitors } from '../../db/schema/exhibitors';
import { news } from '../../db/schema/news';
import { products } from '../../db/schema/products';
import { approvedAccount, notAwaitingApproval } from '../../lib/accounts/awaiting-approval';
import { fairDay, fairDayOf, fairMidnight, nextDay } from '../../lib/time/fair-day';
import type { ContentTable } from '../content';

/**
 * One count per exhibitor type over the rows a query reads with their company: a company of several
 * types counts under each (one row of three filtered counts, no unnest).
 */
export const countsByType = () =>
  Object.fromEntries(EXHIBITOR_TYPES.map((type) => [type, sql<number>`count(*) filter (where ${sql.raw(`'${type}'`)}::exhibitor_type = any(${exhibitors.exhibitor_types}))`.mapWith(Number)])) as Record<
    ExhibitorType,
    SQL<number>
  >;

/** The counts of countsByType as one row per type. */
export const typeRows = (row: Record<ExhibitorType, number> | undefined): { type: ExhibitorType; total: number }[] => EXHIBITOR_TYPES.map((type) => ({ type, total: row?.[type] ?? 0 }));

const KINDS = { products, news, activities } as const satisfies Record<string, ContentTable>;
type Kind = keyof typeof KINDS;
const KIND_NAMES = Object.keys(KINDS) as Kind[];

/** Approved main exhibitor accounts from created to a saved profile, one grouped query (registrations wait in the review). */
export async function accountFunnel(db: Database): Promise<AccountFunnel> {
  const [row] = await db
    .select({
      created: count(),
      emailed: sql<number>`count(*) filter (where ${exhibitorAccounts.send_status} = 'sent')`.mapWith(Number),
      logged_in: sql<number>`count(${exhibitorAccounts.last_login_at})`.mapWith(Number),
      profile_saved: sql<number>`count(*) filter (where ${exhibitors.is_edit})`.mapWith(Number),
    })
    .from(exhibitorAccounts)
    .innerJoin(exhibitors, eq(exhibitors.id, exhibitorAccounts.exhibitor_id))
    .where(and(eq(exhibitorAccounts.is_child_user, false), approvedAccount));
  return row;
}

/**
 * How many exhibitors fall in each completion bucket. The percentage is the exhibitor dashboard's own
 * (profileCompletion), which the database keeps on each company (exhibitors.completion): one grouped count.
 */
export async function completionBuckets(db: Database): Promise<CompletionBucket[]> {
  const rows = await db.select({ percent: exhibitors.completion, total: count() }).from(exhibitors).where(notAwaitingApproval).groupBy(exhibitors.completion);
  return COMPLETION_BUCKETS.map(({ from, to }) => ({ from, to, exhibitors: rows.filter(({ percent }) => percent >= from && percent <= to).reduce((sum, row) => sum + row.total, 0) }));
}

/** The last DASHBOARD_DAYS calendar days at the fair, oldest first, ending with the day of `now`. */
export function dashboardDays(now: Date): string[] {
  const [year, month, day] = fairDay(now).split('-').map(Number);
  return Array.from({ length: DASHBOARD_DAYS }, (_, index) =>
    new Date(Date.UTC(year, month - 1, day - (DASHBOARD_DAYS - 1 - index))).toISOString().slice(0, 10),
  );
}

/**
 * Products, news and booth activities created (first saved) per day over the last DASHBOARD_DAYS days,
 * days cut at midnight in Shanghai; days with nothing created are present with zeros.
 */
export async function dailyContent(db: Database, now: Date): Promise<DailyContent[]> {
  const days = dashboardDays(now);
  const next = nextDay(days.at(-1)!);
  const perKind = await Promise.all(
    KIND_NAMES.map((kind) => {
      const table = KINDS[kind];
      const day = fairDayOf(table.uploaded_at);
      return db
        .select({ day, total: count() })
        .from(table)
        .where(and(gte(table.uploaded_at, fairMidnight(days[0])), lt(table.uploaded_at, fairMidnight(next))))
        .groupBy(day);
    }),
  );
  const series = new Map(days.map((date) => [date, { date, products: 0, news: 0, activities: 0 }]));
  perKind.forEach((rows, index) => {
    for (const row of rows) {
      const entry = series.get(row.day);
      if (entry) entry[KIND_NAMES[index]] = row.total;
    }
  });
  return [...series.values()];
}

/** Exhibitors of each type (not awaiting approval) and the products, news and activities they created (all time). */
export async function contentByType(db: Database): Promise<TypeContent[]> {
  const [exhibitorRows, ...perKind] = await Promise.all([
    db.select(countsByType()).from(exhibitors).where(notAwaitingApproval).then(([row]) => typeRows(row)),
    ...KIND_NAMES.map((kind) => {
      const table = KINDS[kind];
      return db
        .select(countsByType())
        .from(table)
        .innerJoin(exhibitors, eq(exhibitors.id, table.exhibitor_id))
        .then(([row]) => typeRows(row));
    }),
  ]);
  const totalOf = (rows: { type: string; total: number }[], type: string) => rows.find((row) => row.type === type)?.total ?? 0;
  return EXHIBITOR_TYPES.map((type) => ({
    type,
    exhibitors: totalOf(exhibitorRows, type),
    products: totalOf(perKind[0], type),
    news: totalOf(perKind[1], type),
    activities: totalOf(perKind[2], type),
  }));
}
