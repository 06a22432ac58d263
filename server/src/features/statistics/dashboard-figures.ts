import { type SQL, and, count, eq, gte, lt, sql } from 'drizzle-orm';
import {
  COMPLETION_BUCKETS,
  DASHBOARD_DAYS,
  type AccountFunnel,
  type CompletionBucket,
  type DailyContent,
  type TypeContent,
} from '@fair/shared/contracts/organizer-dashboard';
import { profileCompletion } from '@fair/shared/validation/profile-completion';
import type { Database } from '../../db/client';
import { activities } from '../../db/schema/activities';
import { EXHIBITOR_TYPES, type ExhibitorType } from '../../db/schema/enums';
import { exhibitorAccounts, exhibitorApplicationAreas, exhibitorCategories, exhibitors } from '../../db/schema/exhibitors';
import { news } from '../../db/schema/news';
import { products } from '../../db/schema/products';
import { approvedAccount, notAwaitingApproval } from '../../lib/accounts/awaiting-approval';
import { fairDay, fairDayOf, fairMidnight, nextDay } from '../../lib/time/fair-day';
import type { ContentTable } from '../content/content-store';

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

/** Published items per exhibitor of one kind, as a joinable grouped subquery. */
function publishedPerExhibitor(kind: Kind) {
  const table = KINDS[kind];
  return (db: Database) =>
    db
      .select({ exhibitor_id: table.exhibitor_id, total: count().as(`${kind}_published`) })
      .from(table)
      .where(eq(table.status, 'published'))
      .groupBy(table.exhibitor_id)
      .as(`${kind}_published`);
}

/**
 * How many exhibitors fall in each completion bucket. The percentage is the exhibitor dashboard's own
 * (profileCompletion over the profile and its published content), so both screens agree; the inputs come
 * from one query with grouped joins.
 */
export async function completionBuckets(db: Database): Promise<CompletionBucket[]> {
  const categories = db
    .select({ exhibitor_id: exhibitorCategories.exhibitor_id, ids: sql<number[]>`array_agg(${exhibitorCategories.category_id})`.as('category_ids') })
    .from(exhibitorCategories)
    .groupBy(exhibitorCategories.exhibitor_id)
    .as('categories');
  const areas = db
    .select({
      exhibitor_id: exhibitorApplicationAreas.exhibitor_id,
      ids: sql<number[]>`array_agg(${exhibitorApplicationAreas.application_area_id})`.as('area_ids'),
    })
    .from(exhibitorApplicationAreas)
    .groupBy(exhibitorApplicationAreas.exhibitor_id)
    .as('areas');
  const [publishedProducts, publishedNews, publishedActivities] = KIND_NAMES.map((kind) => publishedPerExhibitor(kind)(db));
  const rows = await db
    .select({
      logo: exhibitors.logo,
      name_zh_cn: exhibitors.name_zh_cn,
      name_en: exhibitors.name_en,
      country: exhibitors.country,
      intro_zh: exhibitors.intro_zh,
      intro_en: exhibitors.intro_en,
      website: exhibitors.website,
      qr_code: exhibitors.qr_code,
      email: exhibitors.email,
      categories: categories.ids,
      application_areas: areas.ids,
      products: sql<number>`coalesce(${publishedProducts.total}, 0)`.mapWith(Number),
      news: sql<number>`coalesce(${publishedNews.total}, 0)`.mapWith(Number),
      activities: sql<number>`coalesce(${publishedActivities.total}, 0)`.mapWith(Number),
    })
    .from(exhibitors)
    .leftJoin(categories, eq(categories.exhibitor_id, exhibitors.id))
    .leftJoin(areas, eq(areas.exhibitor_id, exhibitors.id))
    .leftJoin(publishedProducts, eq(publishedProducts.exhibitor_id, exhibitors.id))
    .leftJoin(publishedNews, eq(publishedNews.exhibitor_id, exhibitors.id))
    .leftJoin(publishedActivities, eq(publishedActivities.exhibitor_id, exhibitors.id))
    .where(notAwaitingApproval);
  const buckets = COMPLETION_BUCKETS.map(({ from, to }) => ({ from, to, exhibitors: 0 }));
  for (const row of rows) {
    const { percent } = profileCompletion(row, { products: row.products, news: row.news, activities: row.activities });
    const bucket = buckets.find(({ from, to }) => percent >= from && percent <= to);
    if (bucket) bucket.exhibitors += 1;
  }
  return buckets;
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
