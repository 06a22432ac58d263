import { eq, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { activities } from '../db/schema/activities';
import { exhibitors } from '../db/schema/exhibitors';
import { news } from '../db/schema/news';

type Figure = number | string | null;

/** One kind's items counted again per company: how many, how many published, the last upload. */
function recount(db: Database, table: typeof news | typeof activities, alias: string) {
  return db
    .select({
      exhibitor_id: table.exhibitor_id,
      count: sql<number>`count(*)::int`.as(`${alias}_count`),
      published: sql<number>`(count(*) filter (where ${table.status} = 'published'))::int`.as(`${alias}_published`),
      last: sql<string | null>`max(${table.uploaded_at})::text`.as(`${alias}_last`),
    })
    .from(table)
    .groupBy(table.exhibitor_id)
    .as(alias);
}

/**
 * Every company whose stored news or activity figures (migration 0028) differ from a recount of its items, as
 * [id, 'news_count' | 'news_published' | 'news_last_uploaded_at' | 'activities_…', stored, recounted]
 * (empty when all agree). Upload times are compared as the database prints them (microseconds kept).
 */
export async function summaryMismatches(db: Database): Promise<[number, string, Figure, Figure][]> {
  const n = recount(db, news, 'n');
  const a = recount(db, activities, 'a');
  const rows = await db
    .select({
      id: exhibitors.id,
      news_count: exhibitors.news_count,
      news_published: exhibitors.news_published,
      news_last_uploaded_at: sql<string | null>`${exhibitors.news_last_uploaded_at}::text`,
      activities_count: exhibitors.activities_count,
      activities_published: exhibitors.activities_published,
      activities_last_uploaded_at: sql<string | null>`${exhibitors.activities_last_uploaded_at}::text`,
      n_count: sql<number>`coalesce(${n.count}, 0)`.mapWith(Number),
      n_published: sql<number>`coalesce(${n.published}, 0)`.mapWith(Number),
      n_last: n.last,
      a_count: sql<number>`coalesce(${a.count}, 0)`.mapWith(Number),
      a_published: sql<number>`coalesce(${a.published}, 0)`.mapWith(Number),
      a_last: a.last,
    })
    .from(exhibitors)
    .leftJoin(n, eq(n.exhibitor_id, exhibitors.id))
    .leftJoin(a, eq(a.exhibitor_id, exhibitors.id))
    .orderBy(exhibitors.id);
  const mismatches: [number, string, Figure, Figure][] = [];
  for (const row of rows) {
    const pairs: [string, Figure, Figure][] = [
      ['news_count', row.news_count, row.n_count],
      ['news_published', row.news_published, row.n_published],
      ['news_last_uploaded_at', row.news_last_uploaded_at, row.n_last],
      ['activities_count', row.activities_count, row.a_count],
      ['activities_published', row.activities_published, row.a_published],
      ['activities_last_uploaded_at', row.activities_last_uploaded_at, row.a_last],
    ];
    for (const [figure, stored, recounted] of pairs) if (stored !== recounted) mismatches.push([row.id, figure, stored, recounted]);
  }
  return mismatches;
}
