import { and, eq } from 'drizzle-orm';
import { profileCompletion } from '@fair/shared/validation/profile-completion';
import type { Database } from '../db/client';
import { activities } from '../db/schema/activities';
import { exhibitorAccounts, exhibitorApplicationAreas, exhibitorCategories, exhibitors } from '../db/schema/exhibitors';
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

/** The public rule counted again: the profile saved and no banned main account. */
async function recountListed(db: Database, company: { id: number; is_edit: boolean }): Promise<boolean> {
  const banned = await db.$count(exhibitorAccounts, and(eq(exhibitorAccounts.exhibitor_id, company.id), eq(exhibitorAccounts.is_child_user, false), eq(exhibitorAccounts.banned, true)));
  return company.is_edit && banned === 0;
}

/**
 * Every company whose stored completion, published-product count or public flag differs from a recount, as
 * [id, 'completion' | 'products' | 'listed', stored, recounted] (empty when all agree).
 */
export async function completionMismatches(db: Database): Promise<[number, string, number | boolean, number | boolean][]> {
  const companies = await db
    .select({ id: exhibitors.id, completion: exhibitors.completion, products: exhibitors.products_published, listed: exhibitors.listed, is_edit: exhibitors.is_edit })
    .from(exhibitors)
    .orderBy(exhibitors.id);
  const mismatches: [number, string, number | boolean, number | boolean][] = [];
  for (const company of companies) {
    const { percent } = await recountCompletion(db, company.id);
    if (percent !== company.completion) mismatches.push([company.id, 'completion', company.completion, percent]);
    const published = await db.$count(products, and(eq(products.exhibitor_id, company.id), eq(products.status, 'published')));
    if (published !== company.products) mismatches.push([company.id, 'products', company.products, published]);
    const listed = await recountListed(db, company);
    if (listed !== company.listed) mismatches.push([company.id, 'listed', company.listed, listed]);
  }
  return mismatches;
}
