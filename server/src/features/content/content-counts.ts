import { count, eq, sql } from 'drizzle-orm';
import type { ContentCount, ExhibitorStatistics } from '@fair/shared/contracts/content';
import type { Database } from '../../db/client';
import { activities } from '../../db/schema/activities';
import { news } from '../../db/schema/news';
import { products } from '../../db/schema/products';
import type { ContentTable } from './content-store';

async function countOf(db: Database, table: ContentTable, exhibitorId: number | undefined): Promise<ContentCount> {
  const [row] = await db
    .select({ total: count(), published: sql<number>`count(*) filter (where ${table.status} = 'published')`.mapWith(Number) })
    .from(table)
    .where(exhibitorId === undefined ? undefined : eq(table.exhibitor_id, exhibitorId));
  return row;
}

/**
 * Exhibit data, news and booth activity counts (SPEC §1), each with its published part: of one exhibitor,
 * or of the whole fair when no exhibitor is given.
 */
export async function contentCounts(db: Database, exhibitorId?: number): Promise<ExhibitorStatistics> {
  const [productCount, newsCount, activityCount] = await Promise.all([countOf(db, products, exhibitorId), countOf(db, news, exhibitorId), countOf(db, activities, exhibitorId)]);
  return { products: productCount, news: newsCount, activities: activityCount };
}
