import { and, eq } from 'drizzle-orm';
import { profileCompletion } from '@fair/shared/validation/profile-completion';
import type { Database } from '../db/client';
import { activities } from '../db/schema/activities';
import { exhibitorApplicationAreas, exhibitorCategories, exhibitors } from '../db/schema/exhibitors';
import { news } from '../db/schema/news';
import { products } from '../db/schema/products';

/** What the exhibitor dashboard computes for a company (profileCompletion) from its profile, links and published content. */
export async function recountCompletion(db: Database, exhibitorId: number) {
  const [company] = await db.select().from(exhibitors).where(eq(exhibitors.id, exhibitorId));
  const ids = async (table: typeof exhibitorCategories | typeof exhibitorApplicationAreas) => (await db.select().from(table).where(eq(table.exhibitor_id, exhibitorId))).map((_, index) => index);
  const published = async (table: typeof products | typeof news | typeof activities) => db.$count(table, and(eq(table.exhibitor_id, exhibitorId), eq(table.status, 'published')));
  return profileCompletion(
    { ...company, categories: await ids(exhibitorCategories), application_areas: await ids(exhibitorApplicationAreas) },
    { products: await published(products), news: await published(news), activities: await published(activities) },
  );
}

/**
 * Every company whose stored completion or published-product count differs from a recount, as
 * [id, 'completion' | 'products', stored, recounted] (empty when all agree).
 */
export async function completionMismatches(db: Database): Promise<[number, string, number, number][]> {
  const companies = await db.select({ id: exhibitors.id, completion: exhibitors.completion, products: exhibitors.products_published }).from(exhibitors).orderBy(exhibitors.id);
  const mismatches: [number, string, number, number][] = [];
  for (const company of companies) {
    const { percent } = await recountCompletion(db, company.id);
    if (percent !== company.completion) mismatches.push([company.id, 'completion', company.completion, percent]);
    const published = await db.$count(products, and(eq(products.exhibitor_id, company.id), eq(products.status, 'published')));
    if (published !== company.products) mismatches.push([company.id, 'products', company.products, published]);
  }
  return mismatches;
}
