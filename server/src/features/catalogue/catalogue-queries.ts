import { type SQL, and, asc, count, desc, eq, exists, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { activities } from '../../db/schema/activities';
import { exhibitorApplicationAreas, exhibitorCategories, exhibitors } from '../../db/schema/exhibitors';
import type { ExhibitorType } from '../../db/schema/enums';
import { news } from '../../db/schema/news';
import { productApplicationAreaLinks, productCategoryLinks, productPropertyLinks, products } from '../../db/schema/products';
import { applicationAreas, halls, productCategories, productProperties } from '../../db/schema/reference';
import { keywordMatch } from '../../lib/db/keyword-match';

/**
 * What the public catalogue may show. A company is public once its profile was saved (is_edit) and while
 * its main account is not banned (the database keeps that as `listed`); an item is public when published and
 * its company is public.
 */
export const publicCompany: SQL = eq(exhibitors.listed, true);

/** SPEC §1: a company without English title or English introduction shows no products in English. */
export function hasEnglish(company: { name_en: string; intro_en: string }): boolean {
  return company.name_en.trim() !== '' && company.intro_en.trim() !== '';
}

export interface Named {
  id: number;
  name_zh: string;
  name_en: string;
}
export interface CategoryRow extends Named {
  parent_id: number | null;
  level: number;
}

export interface ReferenceData {
  halls: Named[];
  categories: CategoryRow[];
  areas: Named[];
}

/** The directory's filter lists, in the organizer's order. */
export async function referenceData(db: Database): Promise<ReferenceData> {
  const named = (table: typeof halls | typeof applicationAreas) =>
    db.select({ id: table.id, name_zh: table.name_zh, name_en: table.name_en }).from(table).orderBy(asc(table.sort), asc(table.id));
  const [hallRows, categoryRows, areaRows] = await Promise.all([
    named(halls),
    db
      .select({ id: productCategories.id, parent_id: productCategories.parent_id, level: productCategories.level, name_zh: productCategories.name_zh, name_en: productCategories.name_en })
      .from(productCategories)
      .orderBy(asc(productCategories.sort), asc(productCategories.id)),
    named(applicationAreas),
  ]);
  return { halls: hallRows, categories: categoryRows, areas: areaRows };
}

/** A category and every category below it (three levels at most). */
export function withDescendants(categories: readonly CategoryRow[], id: number): number[] {
  const found = [id];
  for (let i = 0; i < found.length; i++) for (const row of categories) if (row.parent_id === found[i]) found.push(row.id);
  return found;
}

export interface DirectoryFilters {
  q?: string;
  hall?: number;
  type?: ExhibitorType;
  country?: string;
  category?: number;
  area?: number;
  page: number;
}

export const DIRECTORY_PAGE_SIZE = 20;

export interface DirectoryEntry {
  id: number;
  name_zh_cn: string;
  name_en: string;
  logo: string | null;
  country: string | null;
  exhibitor_types: ExhibitorType[];
  booth: string | null;
  hall_zh: string | null;
  hall_en: string | null;
}

/** One page of public companies matching the filters, in hall and booth order. */
export async function directoryPage(db: Database, filters: DirectoryFilters, categories: readonly CategoryRow[]): Promise<{ entries: DirectoryEntry[]; total: number }> {
  const q = filters.q?.trim();
  const where = and(
    publicCompany,
    q ? keywordMatch(exhibitors.search_grams, [exhibitors.name_zh_cn, exhibitors.name_en], q) : undefined,
    filters.hall ? eq(exhibitors.hall_id, filters.hall) : undefined,
    filters.type ? sql`${filters.type}::exhibitor_type = any(${exhibitors.exhibitor_types})` : undefined,
    filters.country ? eq(exhibitors.country, filters.country) : undefined,
    filters.category
      ? exists(
          db
            .select({ one: sql`1` })
            .from(exhibitorCategories)
            .where(and(eq(exhibitorCategories.exhibitor_id, exhibitors.id), inArray(exhibitorCategories.category_id, withDescendants(categories, filters.category)))),
        )
      : undefined,
    filters.area
      ? exists(
          db
            .select({ one: sql`1` })
            .from(exhibitorApplicationAreas)
            .where(and(eq(exhibitorApplicationAreas.exhibitor_id, exhibitors.id), eq(exhibitorApplicationAreas.application_area_id, filters.area))),
        )
      : undefined,
  );
  const [entries, [{ total }]] = await Promise.all([
    db
      .select({
        id: exhibitors.id,
        name_zh_cn: exhibitors.name_zh_cn,
        name_en: exhibitors.name_en,
        logo: exhibitors.logo,
        country: exhibitors.country,
        exhibitor_types: exhibitors.exhibitor_types,
        booth: exhibitors.booth,
        hall_zh: halls.name_zh,
        hall_en: halls.name_en,
      })
      .from(exhibitors)
      .leftJoin(halls, eq(halls.id, exhibitors.hall_id))
      .where(where)
      .orderBy(sql`${halls.sort} asc nulls last`, asc(exhibitors.hall_id), asc(exhibitors.booth), asc(exhibitors.id))
      .limit(DIRECTORY_PAGE_SIZE)
      .offset((filters.page - 1) * DIRECTORY_PAGE_SIZE),
    db.select({ total: count() }).from(exhibitors).where(where),
  ]);
  return { entries, total };
}

export type CompanyRow = typeof exhibitors.$inferSelect & { hall_zh: string | null; hall_en: string | null };

/** A company by id: public ones only, unless `anyState` (the owner's preview). */
export async function findCompany(db: Database, id: number, anyState = false): Promise<CompanyRow | undefined> {
  const [row] = await db
    .select({ company: exhibitors, hall_zh: halls.name_zh, hall_en: halls.name_en })
    .from(exhibitors)
    .leftJoin(halls, eq(halls.id, exhibitors.hall_id))
    .where(and(eq(exhibitors.id, id), anyState ? undefined : publicCompany))
    .limit(1);
  return row ? { ...row.company, hall_zh: row.hall_zh, hall_en: row.hall_en } : undefined;
}

const newestFirst = (table: typeof products | typeof news | typeof activities) => [desc(table.pinned), desc(table.pinned_at), desc(table.published_at), desc(table.id)];

/** The company's published products, news and activities, and the names of its categories and areas. */
export async function companyContent(db: Database, exhibitorId: number, withProducts: boolean) {
  const published = <T extends typeof products | typeof news | typeof activities>(table: T) => and(eq(table.exhibitor_id, exhibitorId), eq(table.status, 'published'));
  const [productRows, newsRows, activityRows, categoryRows, areaRows] = await Promise.all([
    withProducts
      ? db
          .select({ id: products.id, image: products.image, name_zh: products.name_zh, name_en: products.name_en })
          .from(products)
          .where(published(products))
          .orderBy(...newestFirst(products))
      : Promise.resolve([]),
    db
      .select({ id: news.id, title_zh: news.title_zh, title_en: news.title_en, published_at: news.published_at })
      .from(news)
      .where(published(news))
      .orderBy(...newestFirst(news)),
    db
      .select({ id: activities.id, title_zh: activities.title_zh, title_en: activities.title_en, location_zh: activities.location_zh, location_en: activities.location_en })
      .from(activities)
      .where(published(activities))
      .orderBy(...newestFirst(activities)),
    db
      .select({ id: productCategories.id, name_zh: productCategories.name_zh, name_en: productCategories.name_en })
      .from(exhibitorCategories)
      .innerJoin(productCategories, eq(productCategories.id, exhibitorCategories.category_id))
      .where(eq(exhibitorCategories.exhibitor_id, exhibitorId))
      .orderBy(asc(productCategories.level), asc(productCategories.sort), asc(productCategories.id)),
    db
      .select({ id: applicationAreas.id, name_zh: applicationAreas.name_zh, name_en: applicationAreas.name_en })
      .from(exhibitorApplicationAreas)
      .innerJoin(applicationAreas, eq(applicationAreas.id, exhibitorApplicationAreas.application_area_id))
      .where(eq(exhibitorApplicationAreas.exhibitor_id, exhibitorId))
      .orderBy(asc(applicationAreas.sort), asc(applicationAreas.id)),
  ]);
  return { products: productRows, news: newsRows, activities: activityRows, categories: categoryRows, areas: areaRows };
}

type ItemTable = typeof products | typeof news | typeof activities;

/**
 * One item: published only, unless `previewOf` names its owner (the owner's preview shows drafts). Items of a
 * company the public cannot see stay hidden outside the preview.
 */
export async function findItem<T extends ItemTable>(db: Database, table: T, id: number, previewOf?: number): Promise<T['$inferSelect'] | undefined> {
  const item = table as ItemTable;
  const where =
    previewOf === undefined
      ? and(eq(item.id, id), eq(item.status, 'published'), exists(db.select({ one: sql`1` }).from(exhibitors).where(and(eq(exhibitors.id, item.exhibitor_id), publicCompany))))
      : and(eq(item.id, id), eq(item.exhibitor_id, previewOf));
  const [row] = await db.select().from(item).where(where).limit(1);
  return row as T['$inferSelect'] | undefined;
}

/** Category, application-area and attribute names of a product. */
export async function productLinks(db: Database, productId: number) {
  const [categoryRows, areaRows, attributeRows] = await Promise.all([
    db
      .select({ id: productCategories.id, name_zh: productCategories.name_zh, name_en: productCategories.name_en })
      .from(productCategoryLinks)
      .innerJoin(productCategories, eq(productCategories.id, productCategoryLinks.category_id))
      .where(eq(productCategoryLinks.product_id, productId))
      .orderBy(asc(productCategories.level), asc(productCategories.sort)),
    db
      .select({ id: applicationAreas.id, name_zh: applicationAreas.name_zh, name_en: applicationAreas.name_en })
      .from(productApplicationAreaLinks)
      .innerJoin(applicationAreas, eq(applicationAreas.id, productApplicationAreaLinks.application_area_id))
      .where(eq(productApplicationAreaLinks.product_id, productId))
      .orderBy(asc(applicationAreas.sort)),
    db
      .select({ id: productProperties.id, name_zh: productProperties.name_zh, name_en: productProperties.name_en })
      .from(productPropertyLinks)
      .innerJoin(productProperties, eq(productProperties.id, productPropertyLinks.property_id))
      .where(eq(productPropertyLinks.product_id, productId))
      .orderBy(asc(productProperties.sort)),
  ]);
  return { categories: categoryRows, areas: areaRows, attributes: attributeRows };
}

/** The kinds of rows the sitemap lists, each in id order. */
export type SitemapKind = 'exhibitors' | 'products' | 'news' | 'activities';

/** One listed row: its page, when it last changed, and whether its English page exists. */
export interface SitemapRow {
  id: number;
  updated_at: Date;
  english: boolean;
}

const englishCompany = sql<boolean>`(btrim(${exhibitors.name_en}) <> '' and btrim(${exhibitors.intro_en}) <> '')`;


/** The public rows of one kind, as a query over the row's table joined to its (public) company. */
function sitemapRows(db: Database, kind: SitemapKind) {
  if (kind === 'exhibitors') return db.select({ id: exhibitors.id, updated_at: exhibitors.updated_at, english: sql<boolean>`true`.as('english') }).from(exhibitors).where(publicCompany).$dynamic();
  const table = { products, news, activities }[kind] as ItemTable;
  // only products follow the company's English rule (SPEC §1): companies, news and activities have both pages
  const english = (kind === 'products' ? englishCompany : sql<boolean>`true`).as('english');
  return db
    .select({ id: table.id, updated_at: table.updated_at, english })
    .from(table)
    .innerJoin(exhibitors, eq(exhibitors.id, table.exhibitor_id))
    .where(and(eq(table.status, 'published'), publicCompany))
    .$dynamic();
}

/** How many rows of each kind the sitemap lists, and how many of them have an English page. */
export async function sitemapCounts(db: Database): Promise<Record<SitemapKind, { rows: number; english: number }>> {
  const kinds: SitemapKind[] = ['exhibitors', 'products', 'news', 'activities'];
  const counted = await Promise.all(
    kinds.map(async (kind) => {
      const rows = sitemapRows(db, kind).as('rows');
      const [row] = await db.select({ rows: count(), english: sql<number>`count(*) filter (where ${rows.english})`.mapWith(Number) }).from(rows);
      return [kind, row] as const;
    }),
  );
  return Object.fromEntries(counted) as Record<SitemapKind, { rows: number; english: number }>;
}

/** `limit` public rows of one kind from `offset`, in id order: one slice of a sitemap part. */
export async function sitemapSlice(db: Database, kind: SitemapKind, offset: number, limit: number): Promise<SitemapRow[]> {
  const table = kind === 'exhibitors' ? exhibitors : { products, news, activities }[kind];
  return sitemapRows(db, kind).orderBy(asc(table.id)).limit(limit).offset(offset);
}
