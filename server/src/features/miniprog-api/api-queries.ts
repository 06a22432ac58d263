import { type SQL, and, asc, count, desc, eq, exists, inArray, sql } from 'drizzle-orm';
import type {
  PublicActivityCard,
  PublicActivityDetail,
  PublicAd,
  PublicBadge,
  PublicBanner,
  PublicExhibitorCard,
  PublicExhibitorDetail,
  PublicFilters,
  PublicHome,
  PublicPage,
  PublicPopup,
  PublicProductCard,
  PublicProductDetail,
  PublicTerms,
  PublicTermsVersions,
} from '@fair/shared/contracts/miniprog-api';
import { MINIPROG_API_PAGE_SIZE, MINIPROG_API_SEARCH_TOTAL_LIMIT, MINIPROG_HOME_FEATURED_MAX } from '@fair/shared/contracts/miniprog-api';
import type { MiniprogAdPosition, MiniprogHomeBlock, MiniprogPage, MiniprogTermsKind } from '@fair/shared/contracts/miniprog';
import type { PgSelect } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client';
import { exhibitors } from '../../db/schema/exhibitors';
import { miniprogActivities, miniprogAds, miniprogBadges, miniprogFeatured, miniprogHomeItems, miniprogHomeSections, miniprogPopups, miniprogTerms } from '../../db/schema/miniprog';
import { sectionOrder } from './section-order';
import { productApplicationAreaLinks, productCategoryLinks, products } from '../../db/schema/products';
import { halls } from '../../db/schema/reference';
import { renderRichText } from '../../lib/html/sanitize-rich-text';
import { type ServerLocale, pickText } from '../../lib/i18n/locale';
import {
  type DirectoryFilters,
  companyContent,
  directoryPage,
  findCompany,
  findItem,
  hasEnglish,
  productLinks,
  publicCompany,
  referenceData,
  withDescendants,
} from '../catalogue';
import { scheduledAt } from '../../lib/time/schedule';
import { containsKeyword, keywordMatch } from '../../lib/db/keyword-match';
import { SEARCH_FIRST_ROWS, searchPage } from '../../lib/db/search-page';
import { listPage } from '../../lib/db/list-page';

const isoOrNull = (date: Date | null): string | null => (date ? date.toISOString() : null);

/**
 * SQL form of the catalogue's English rule (`hasEnglish`): in English, only companies with an English name
 * and introduction show products. Used where a list must be filtered (and paged) in the database.
 */
const companyHasEnglish: SQL = sql`btrim(${exhibitors.name_en}) <> '' and btrim(${exhibitors.intro_en}) <> ''`;
const productsShownIn = (locale: ServerLocale): SQL | undefined => (locale === 'en-us' ? companyHasEnglish : undefined);

const named = (locale: ServerLocale) => (row: { id: number; name_zh: string; name_en: string }) => ({ id: row.id, name: pickText(locale, row.name_zh, row.name_en) });

/** The earliest start or end after `now` among the scheduled rows that can become visible: when cached answers go stale. */
async function nextBoundary(db: Database, now: Date, tables: { table: typeof miniprogHomeItems | typeof miniprogFeatured | typeof miniprogPopups | typeof miniprogBadges; live: SQL }[]): Promise<number | null> {
  const parts = tables.map(
    ({ table, live }) =>
      sql`select least(min(${table.starts_at}) filter (where ${table.starts_at} > ${now}), min(${table.ends_at}) filter (where ${table.ends_at} > ${now})) as at from ${table} where ${live}`,
  );
  const result = await db.execute<{ at: string | Date | null }>(sql`select min(at) as at from (${sql.join(parts, sql` union all `)}) as boundaries`);
  const at = (result as unknown as { rows: { at: string | Date | null }[] }).rows[0]?.at;
  return at ? new Date(at).getTime() : null;
}

async function homeBlock(db: Database, locale: ServerLocale, block: MiniprogHomeBlock, now: Date): Promise<PublicBanner[]> {
  const rows = await db
    .select()
    .from(miniprogHomeItems)
    .where(and(eq(miniprogHomeItems.block, block), eq(miniprogHomeItems.status, 'published'), scheduledAt(miniprogHomeItems, now)))
    .orderBy(asc(miniprogHomeItems.sort), asc(miniprogHomeItems.id));
  return rows.map((row) => ({ id: row.id, image: row.image, title: pickText(locale, row.title_zh, row.title_en), link_type: row.link_type, link: row.link }));
}

const featuredLive = (now: Date): SQL => and(eq(miniprogFeatured.status, 'published'), eq(miniprogFeatured.hidden, false), scheduledAt(miniprogFeatured, now)) as SQL;

const exhibitorCard =
  (locale: ServerLocale) =>
  (row: { id: number; name_zh_cn: string; name_en: string; logo: string | null; country: string | null; booth: string | null; hall_zh: string | null; hall_en: string | null }): PublicExhibitorCard => ({
    id: row.id,
    name: pickText(locale, row.name_zh_cn, row.name_en),
    logo: row.logo,
    country: row.country,
    hall: row.hall_zh === null ? null : pickText(locale, row.hall_zh, row.hall_en ?? ''),
    booth: row.booth,
  });

const exhibitorCardColumns = {
  id: exhibitors.id,
  name_zh_cn: exhibitors.name_zh_cn,
  name_en: exhibitors.name_en,
  logo: exhibitors.logo,
  country: exhibitors.country,
  booth: exhibitors.booth,
  hall_zh: halls.name_zh,
  hall_en: halls.name_en,
};

const productCardColumns = {
  id: products.id,
  name_zh: products.name_zh,
  name_en: products.name_en,
  image: products.image,
  exhibitor_id: exhibitors.id,
  company_zh: exhibitors.name_zh_cn,
  company_en: exhibitors.name_en,
};
interface PublicProductCardRow {
  id: number;
  name_zh: string;
  name_en: string;
  image: string;
  exhibitor_id: number;
  company_zh: string;
  company_en: string;
}
const productCard =
  (locale: ServerLocale) =>
  (row: PublicProductCardRow): PublicProductCard => ({
    id: row.id,
    name: pickText(locale, row.name_zh, row.name_en),
    image: row.image,
    exhibitor_id: row.exhibitor_id,
    exhibitor_name: pickText(locale, row.company_zh, row.company_en),
  });

const activityCard =
  (locale: ServerLocale) =>
  (row: typeof miniprogActivities.$inferSelect): PublicActivityCard => ({
    id: row.id,
    title: pickText(locale, row.title_zh, row.title_en),
    image: row.image,
    place: pickText(locale, row.place_zh, row.place_en),
    starts_at: row.starts_at.toISOString(),
    ends_at: isoOrNull(row.ends_at),
  });

const activityLive: SQL = and(eq(miniprogActivities.status, 'published'), eq(miniprogActivities.hidden, false)) as SQL;

/** The mini-programme home: the block order, then banners, quick entries and the live featured records, each in the admin's order. */
export async function homeOf(db: Database, locale: ServerLocale, now: Date): Promise<{ home: PublicHome; validUntil: number | null }> {
  const [sections, banners, quickEntries, exhibitorRows, productRows, activityRows, validUntil] = await Promise.all([
    db.select({ id: miniprogHomeSections.id, block: miniprogHomeSections.block, sort: miniprogHomeSections.sort }).from(miniprogHomeSections),
    homeBlock(db, locale, 'banner', now),
    homeBlock(db, locale, 'quick_entry', now),
    db
      .select(exhibitorCardColumns)
      .from(miniprogFeatured)
      .innerJoin(exhibitors, eq(exhibitors.id, miniprogFeatured.exhibitor_id))
      .leftJoin(halls, eq(halls.id, exhibitors.hall_id))
      .where(and(eq(miniprogFeatured.kind, 'exhibitor'), featuredLive(now), publicCompany))
      .orderBy(asc(miniprogFeatured.sort), asc(miniprogFeatured.id))
      .limit(MINIPROG_HOME_FEATURED_MAX),
    db
      .select(productCardColumns)
      .from(miniprogFeatured)
      .innerJoin(products, eq(products.id, miniprogFeatured.product_id))
      .innerJoin(exhibitors, eq(exhibitors.id, products.exhibitor_id))
      .where(and(eq(miniprogFeatured.kind, 'product'), featuredLive(now), eq(products.status, 'published'), publicCompany, productsShownIn(locale)))
      .orderBy(asc(miniprogFeatured.sort), asc(miniprogFeatured.id))
      .limit(MINIPROG_HOME_FEATURED_MAX),
    db
      .select({ activity: miniprogActivities })
      .from(miniprogFeatured)
      .innerJoin(miniprogActivities, eq(miniprogActivities.id, miniprogFeatured.activity_id))
      .where(and(eq(miniprogFeatured.kind, 'activity'), featuredLive(now), activityLive))
      .orderBy(asc(miniprogFeatured.sort), asc(miniprogFeatured.id))
      .limit(MINIPROG_HOME_FEATURED_MAX),
    nextBoundary(db, now, [
      { table: miniprogHomeItems, live: eq(miniprogHomeItems.status, 'published') },
      { table: miniprogFeatured, live: and(eq(miniprogFeatured.status, 'published'), eq(miniprogFeatured.hidden, false)) as SQL },
    ]),
  ]);
  return {
    home: {
      blocks: sectionOrder(sections),
      banners,
      quick_entries: quickEntries,
      exhibitors: exhibitorRows.map(exhibitorCard(locale)),
      products: productRows.map(productCard(locale)),
      activities: activityRows.map((row) => activityCard(locale)(row.activity)),
    },
    validUntil,
  };
}

export async function popupsOf(db: Database, now: Date): Promise<{ list: PublicPopup[]; validUntil: number | null }> {
  const [rows, validUntil] = await Promise.all([
    db
      .select()
      .from(miniprogPopups)
      .where(and(eq(miniprogPopups.enabled, true), scheduledAt(miniprogPopups, now)))
      .orderBy(asc(miniprogPopups.sort), asc(miniprogPopups.id)),
    nextBoundary(db, now, [{ table: miniprogPopups, live: eq(miniprogPopups.enabled, true) }]),
  ]);
  return {
    list: rows.map((row) => ({ id: row.id, image: row.image, link_type: row.link_type, link: row.link, audience: row.audience, ends_at: isoOrNull(row.ends_at) })),
    validUntil,
  };
}

export async function badgesOf(db: Database, now: Date, page: MiniprogPage | undefined): Promise<{ list: PublicBadge[]; validUntil: number | null }> {
  const [rows, validUntil] = await Promise.all([
    db
      .select()
      .from(miniprogBadges)
      .where(and(eq(miniprogBadges.enabled, true), scheduledAt(miniprogBadges, now), page ? eq(miniprogBadges.page, page) : undefined))
      .orderBy(asc(miniprogBadges.sort), asc(miniprogBadges.id)),
    nextBoundary(db, now, [{ table: miniprogBadges, live: eq(miniprogBadges.enabled, true) }]),
  ]);
  return { list: rows.map((row) => ({ id: row.id, icon: row.icon, link_type: row.link_type, link: row.link, page: row.page, position: row.position })), validUntil };
}

export async function adsOf(db: Database, filters: { page?: MiniprogPage; position?: MiniprogAdPosition }): Promise<PublicAd[]> {
  const rows = await db
    .select()
    .from(miniprogAds)
    .where(and(eq(miniprogAds.enabled, true), filters.page ? eq(miniprogAds.page, filters.page) : undefined, filters.position ? eq(miniprogAds.position, filters.position) : undefined))
    .orderBy(asc(miniprogAds.sort), asc(miniprogAds.id));
  return rows.map((row) => ({ id: row.id, image: row.image, position: row.position, page: row.page, open_mode: row.open_mode, target_url: row.target_url }));
}

/** Counts one click of an enabled ad; false when there is no such ad. */
const termsOf = (locale: ServerLocale, row: typeof miniprogTerms.$inferSelect): PublicTerms => ({
  kind: row.kind,
  version: row.version,
  current: row.is_current,
  title: pickText(locale, row.title_zh, row.title_en),
  content: renderRichText(pickText(locale, row.content_zh, row.content_en)),
  published_at: (row.published_at ?? row.updated_at).toISOString(),
});

/** The current version of a kind, or one published version by number. */
export async function termsVersion(db: Database, locale: ServerLocale, kind: MiniprogTermsKind, version?: number): Promise<PublicTerms | undefined> {
  const [row] = await db
    .select()
    .from(miniprogTerms)
    .where(and(eq(miniprogTerms.kind, kind), eq(miniprogTerms.status, 'published'), version === undefined ? eq(miniprogTerms.is_current, true) : eq(miniprogTerms.version, version)))
    .limit(1);
  return row ? termsOf(locale, row) : undefined;
}

export async function termsVersions(db: Database, locale: ServerLocale, kind: MiniprogTermsKind): Promise<PublicTermsVersions> {
  const rows = await db
    .select()
    .from(miniprogTerms)
    .where(and(eq(miniprogTerms.kind, kind), eq(miniprogTerms.status, 'published')))
    .orderBy(desc(miniprogTerms.version));
  return {
    kind,
    current: rows.find((row) => row.is_current)?.version ?? null,
    list: rows.map((row) => ({ version: row.version, title: pickText(locale, row.title_zh, row.title_en), published_at: (row.published_at ?? row.updated_at).toISOString(), current: row.is_current })),
  };
}

export async function filtersOf(db: Database, locale: ServerLocale): Promise<PublicFilters> {
  const data = await referenceData(db);
  return {
    halls: data.halls.map(named(locale)),
    categories: data.categories.map((row) => ({ ...named(locale)(row), parent_id: row.parent_id, level: row.level })),
    areas: data.areas.map(named(locale)),
  };
}

/** The catalogue's directory (public companies in hall and booth order, 20 a page), localised. */
export async function exhibitorDirectory(db: Database, locale: ServerLocale, filters: DirectoryFilters): Promise<PublicPage<PublicExhibitorCard>> {
  const { categories } = await referenceData(db);
  const { entries, total } = await directoryPage(db, filters, categories);
  return { list: entries.map(exhibitorCard(locale)), total, page: filters.page, page_size: 20 };
}

export async function exhibitorDetail(db: Database, locale: ServerLocale, id: number): Promise<PublicExhibitorDetail | undefined> {
  const company = await findCompany(db, id);
  if (!company) return undefined;
  // a bounded answer whatever the company's size: the first page of its products, the rest paged by /products
  const [content, firstProducts] = await Promise.all([companyContent(db, id, false), productList(db, locale, { exhibitor: id, page: 1, page_size: MINIPROG_API_PAGE_SIZE })]);
  const pick = (zh: string, en: string) => pickText(locale, zh, en);
  return {
    ...exhibitorCard(locale)(company),
    intro: pick(company.intro_zh, company.intro_en),
    website: company.website,
    qr_code: company.qr_code,
    booth_area: company.booth_area,
    categories: content.categories.map(named(locale)),
    areas: content.areas.map(named(locale)),
    products: firstProducts.list,
    product_total: firstProducts.total,
    activities: content.activities.map((row) => ({ id: row.id, title: pick(row.title_zh, row.title_en), place: pick(row.location_zh, row.location_en) })),
  };
}

export interface ProductFilters {
  q?: string;
  exhibitor?: number;
  category?: number;
  area?: number;
  page: number;
  page_size: number;
}

/** Published products of public companies (in English only of companies with English texts), pinned then newest. */
export async function productList(db: Database, locale: ServerLocale, filters: ProductFilters): Promise<PublicPage<PublicProductCard>> {
  const q = filters.q?.trim();
  const categoryIds = filters.category ? withDescendants((await referenceData(db)).categories, filters.category) : undefined;
  const narrowed = Boolean(q || categoryIds || filters.area);
  const shown = [
    publicCompany,
    productsShownIn(locale),
    filters.exhibitor ? eq(products.exhibitor_id, filters.exhibitor) : undefined,
    categoryIds
      ? exists(db.select({ one: sql`1` }).from(productCategoryLinks).where(and(eq(productCategoryLinks.product_id, products.id), inArray(productCategoryLinks.category_id, categoryIds))))
      : undefined,
    filters.area
      ? exists(
          db
            .select({ one: sql`1` })
            .from(productApplicationAreaLinks)
            .where(and(eq(productApplicationAreaLinks.product_id, products.id), eq(productApplicationAreaLinks.application_area_id, filters.area))),
        )
      : undefined,
  ];
  const names = [products.name_zh, products.name_en];
  const where = and(eq(products.status, 'published'), ...shown, q ? keywordMatch(products.search_grams, names, q) : undefined);
  const order = [desc(products.pinned), desc(products.published_at), desc(products.id)];
  const page = <S extends PgSelect>(rows: S) => rows.where(where).orderBy(...order).limit(filters.page_size).offset((filters.page - 1) * filters.page_size);
  const pageOf = (rows: PublicProductCardRow[], total: number, capped = false): PublicPage<PublicProductCard> => ({
    list: rows.map(productCard(locale)),
    total,
    ...(capped ? { total_capped: true } : narrowed ? { total_capped: false } : {}),
    page: filters.page,
    page_size: filters.page_size,
  });
  const allProducts = () => db.select(productCardColumns).from(products).innerJoin(exhibitors, eq(exhibitors.id, products.exhibitor_id)).$dynamic();
  if (!narrowed) {
    const [rows, [{ total }]] = await Promise.all([
      page(allProducts()),
      // every published product of the shown companies: their stored counts, not a count over all products
      db
        .select({ total: sql<number>`coalesce(sum(${exhibitors.products_published}), 0)::int`.mapWith(Number) })
        .from(exhibitors)
        .where(and(publicCompany, productsShownIn(locale), filters.exhibitor ? eq(exhibitors.id, filters.exhibitor) : undefined)),
    ]);
    return pageOf(rows, total);
  }
  // The list's first rows, from the order index alone (it includes the company and the names); they take the
  // table's name, so the filters written for `products` read them. The page's ids are found there, its cards after.
  const firstRows = db
    .select({ id: products.id, pinned: products.pinned, published_at: products.published_at, exhibitor_id: products.exhibitor_id, name_zh: products.name_zh, name_en: products.name_en })
    .from(products)
    .where(eq(products.status, 'published'))
    .orderBy(...order)
    .limit(SEARCH_FIRST_ROWS)
    .as('products');
  const earlyIds = db
    .select({ id: products.id })
    .from(firstRows)
    .innerJoin(exhibitors, eq(exhibitors.id, products.exhibitor_id))
    .where(and(...shown, q ? containsKeyword(names, q) : undefined))
    .orderBy(...order)
    .limit(filters.page_size)
    .offset((filters.page - 1) * filters.page_size);
  const found = await searchPage(db, {
    matches: db.select({ one: sql`1` }).from(products).innerJoin(exhibitors, eq(exhibitors.id, products.exhibitor_id)).where(where).$dynamic(),
    totalLimit: MINIPROG_API_SEARCH_TOTAL_LIMIT,
    early: () => allProducts().where(inArray(products.id, earlyIds)).orderBy(...order),
    all: () => page(allProducts()),
    page: filters.page,
    page_size: filters.page_size,
  });
  return pageOf(found.rows, found.total, found.capped);
}

export async function productDetail(db: Database, locale: ServerLocale, id: number): Promise<PublicProductDetail | undefined> {
  const product = await findItem(db, products, id);
  if (!product) return undefined;
  const company = await findCompany(db, product.exhibitor_id);
  if (!company || (locale === 'en-us' && !hasEnglish(company))) return undefined;
  const links = await productLinks(db, id);
  const pick = (zh: string, en: string) => pickText(locale, zh, en);
  return {
    id: product.id,
    name: pick(product.name_zh, product.name_en),
    image: product.image,
    exhibitor_id: company.id,
    exhibitor_name: pick(company.name_zh_cn, company.name_en),
    intro: pick(product.intro_zh, product.intro_en),
    categories: links.categories.map(named(locale)),
    areas: links.areas.map(named(locale)),
    attributes: links.attributes.map(named(locale)),
  };
}

export async function activityList(db: Database, locale: ServerLocale, paging: { page: number; page_size: number }): Promise<PublicPage<PublicActivityCard>> {
  const { rows, total } = await listPage(
    db.select().from(miniprogActivities).where(activityLive).orderBy(asc(miniprogActivities.sort), asc(miniprogActivities.id)).$dynamic(),
    db.select({ total: count() }).from(miniprogActivities).where(activityLive),
    paging,
  );
  return { list: rows.map(activityCard(locale)), total, page: paging.page, page_size: paging.page_size };
}

export async function activityDetail(db: Database, locale: ServerLocale, id: number): Promise<PublicActivityDetail | undefined> {
  const [row] = await db
    .select()
    .from(miniprogActivities)
    .where(and(eq(miniprogActivities.id, id), activityLive))
    .limit(1);
  return row ? { ...activityCard(locale)(row), content: renderRichText(pickText(locale, row.content_zh, row.content_en)) } : undefined;
}
