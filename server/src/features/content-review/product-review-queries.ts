import { type SQL, and, asc, desc, eq, inArray, or, sql } from 'drizzle-orm';
import type { ReviewProduct } from '@fair/shared/contracts/content-review';
import { type PgSelect, alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client';
import { exhibitors } from '../../db/schema/exhibitors';
import { productApplicationAreaLinks, productCategoryLinks, productPropertyLinks, products } from '../../db/schema/products';
import { productCategories } from '../../db/schema/reference';
import { type CountedTotal, countUpTo } from '../../lib/db/count-up-to';
import { containsKeyword, keywordMatch } from '../../lib/db/keyword-match';
import { searchPage } from '../../lib/db/search-page';
import { idBatches } from '../../lib/db/id-batches';
import { notFound } from '../../lib/http/app-error';
import { stateView } from '../content';
import type { ProductExportQuery, ProductListQuery } from './content-review-schemas';

// the link ids of each product, as the exhibitor's own list selects them (ascending)
const linkIds = {
  categories: sql<number[]>`array(select l.category_id from product_category_links l where l.product_id = ${products.id} order by 1)`,
  application_areas: sql<number[]>`array(select l.application_area_id from product_application_area_links l where l.product_id = ${products.id} order by 1)`,
  attributes: sql<number[]>`array(select l.property_id from product_property_links l where l.product_id = ${products.id} order by 1)`,
};

const baseColumns = {
  id: products.id,
  exhibitor_id: products.exhibitor_id,
  status: products.status,
  pinned: products.pinned,
  pinned_at: products.pinned_at,
  uploaded_at: products.uploaded_at,
  published_at: products.published_at,
  updated_at: products.updated_at,
  image: products.image,
  name_zh: products.name_zh,
  name_en: products.name_en,
  intro_zh: products.intro_zh,
  intro_en: products.intro_en,
  exhibitor_zh: exhibitors.name_zh_cn,
  exhibitor_en: exhibitors.name_en,
};
const columns = { ...baseColumns, ...linkIds };

const selectRows = (db: Database) => db.select(columns).from(products).innerJoin(exhibitors, eq(exhibitors.id, products.exhibitor_id));
// an export reads the link ids per batch instead: three queries for a batch rather than three subselects per row
const selectBaseRows = (db: Database) => db.select(baseColumns).from(products).innerJoin(exhibitors, eq(exhibitors.id, products.exhibitor_id));

/** The link ids of a batch of products, three queries for the whole batch, ids ascending. */
async function linkIdsOf(db: Database, ids: number[]): Promise<Map<number, Record<keyof typeof linkIds, number[]>>> {
  const byProduct = new Map(ids.map((id) => [id, { categories: [] as number[], application_areas: [] as number[], attributes: [] as number[] }]));
  const tables = [
    ['categories', productCategoryLinks, productCategoryLinks.category_id],
    ['application_areas', productApplicationAreaLinks, productApplicationAreaLinks.application_area_id],
    ['attributes', productPropertyLinks, productPropertyLinks.property_id],
  ] as const;
  for (const [field, table, column] of tables) {
    const rows = await db.select({ product_id: table.product_id, id: column }).from(table).where(inArray(table.product_id, ids)).orderBy(column);
    for (const row of rows) byProduct.get(row.product_id)?.[field].push(row.id);
  }
  return byProduct;
}
type Row = Awaited<ReturnType<ReturnType<typeof selectRows>['execute']>>[number];

export function productOf(row: Row): ReviewProduct {
  return {
    ...stateView(row),
    exhibitor_id: row.exhibitor_id,
    exhibitor_zh: row.exhibitor_zh,
    exhibitor_en: row.exhibitor_en,
    image: row.image,
    name_zh: row.name_zh,
    name_en: row.name_en,
    intro_zh: row.intro_zh,
    intro_en: row.intro_en,
    categories: row.categories,
    application_areas: row.application_areas,
    attributes: row.attributes,
  };
}

type Filters = Pick<ProductExportQuery, 'keyword' | 'category' | 'area' | 'status' | 'ids'>;

/** A category and the (at most two) levels below it. */
const categoryAndBelow = (category: number) => sql`(
  select c.id from ${productCategories} c where c.id = ${category} or c.parent_id = ${category}
    or c.parent_id in (select c2.id from ${productCategories} c2 where c2.parent_id = ${category}))`;

const namedCompanies = alias(exhibitors, 'named_companies');

/**
 * The products of the companies whose name holds `keyword`, found through the companies' own keyword index. The
 * companies are read first, as an array: the products' index by company can then serve the match (a subquery
 * `in (…)` can only be tested row by row).
 */
const ofCompaniesNamed = (keyword: string) =>
  sql`${products.exhibitor_id} = any(array(select ${namedCompanies.id} from ${exhibitors} ${namedCompanies} where ${keywordMatch(namedCompanies.search_grams, [namedCompanies.name_zh_cn, namedCompanies.name_en], keyword)}))`;

/**
 * Conditions on products alone (the company's name through a subquery), so a count needs no join. `walk`: for rows
 * already walked in order, the names are tested without their keyword index (the walk reads the order index alone).
 */
function whereOf(filters: Filters, walk = false): SQL | undefined {
  const keyword = filters.keyword?.trim();
  const names = [products.name_zh, products.name_en];
  return and(
    keyword ? or(ofCompaniesNamed(keyword), walk ? containsKeyword(names, keyword) : keywordMatch(products.search_grams, names, keyword)) : undefined,
    filters.category !== undefined
      ? sql`exists (select 1 from ${productCategoryLinks} l where l.product_id = ${products.id} and l.category_id in ${categoryAndBelow(filters.category)})`
      : undefined,
    filters.area !== undefined
      ? sql`exists (select 1 from ${productApplicationAreaLinks} l where l.product_id = ${products.id} and l.application_area_id = ${filters.area})`
      : undefined,
    filters.status ? eq(products.status, filters.status) : undefined,
    filters.ids ? inArray(products.id, filters.ids) : undefined,
  );
}

const SORT_COLUMNS = { uploaded_at: products.uploaded_at, published_at: products.published_at, name_zh: products.name_zh, exhibitor: exhibitors.name_zh_cn } as const;

function orderOf(query: Pick<ProductListQuery, 'sort' | 'order'>): SQL[] {
  const direction = query.order === 'asc' ? 'asc' : 'desc';
  return [sql`${SORT_COLUMNS[query.sort]} ${sql.raw(direction)} nulls last`, query.order === 'asc' ? asc(products.id) : desc(products.id)];
}

/** A list's total is counted up to this many products: past it the answer says so (`total_capped`). */
export const REVIEW_TOTAL_LIMIT = 10_000;

/**
 * How many of the exhibit data's first rows a search's page is looked for among (the search helper's default is
 * 2,000): every product counts here, drafts included, so a term that does not fill its page among the first 1,000
 * is held by under 2% of them, whose sort is cheap, while a rare model number no longer walks 2,000 rows first.
 */
export const REVIEW_FIRST_ROWS = 1000;

/** The default order, newest upload first, is the one an index keeps (products_review_order_idx). */
const inIndexOrder = (query: Pick<ProductListQuery, 'sort' | 'order'>) => query.sort === 'uploaded_at' && query.order !== 'asc';

/**
 * Products of all exhibitors, filtered and sorted, one page, and how many there are: up to REVIEW_TOTAL_LIMIT,
 * and for a keyword search up to SEARCH_TOTAL_LIMIT (a term's matches are found through indexes, then tested).
 */
export async function listProducts(db: Database, query: ProductListQuery): Promise<{ rows: ReviewProduct[] } & CountedTotal> {
  const where = whereOf(query);
  const page = <S extends PgSelect>(rows: S) => rows.where(where).orderBy(...orderOf(query)).limit(query.page_size).offset((query.page - 1) * query.page_size);
  const matches = db.select({ one: sql`1` }).from(products).where(where).$dynamic();
  if (query.keyword?.trim()) {
    // The first rows in the index's order, from the index alone (it includes what the filters test: migration
    // 0034); they take the table's name, so the filter and order written for `products` read them. The page's ids
    // are found there, its rows after.
    const firstRows = db
      .select({ id: products.id, uploaded_at: products.uploaded_at, exhibitor_id: products.exhibitor_id, status: products.status, name_zh: products.name_zh, name_en: products.name_en })
      .from(products)
      .orderBy(...orderOf(query))
      .limit(REVIEW_FIRST_ROWS)
      .as('products');
    const earlyIds = db.select({ id: products.id }).from(firstRows).where(whereOf(query, true)).orderBy(...orderOf(query)).limit(query.page_size).offset((query.page - 1) * query.page_size);
    // the page taken among the matches alone, then joined: the join reads the page's companies, not every company
    const matchedPage = () =>
      db
        .select(columns)
        .from(page(db.select().from(products).$dynamic()).as('products'))
        .innerJoin(exhibitors, eq(exhibitors.id, products.exhibitor_id))
        .orderBy(...orderOf(query));
    const found = await searchPage(db, {
      matches,
      early: inIndexOrder(query) ? () => selectRows(db).where(inArray(products.id, earlyIds)).orderBy(...orderOf(query)) : undefined,
      all: () => (query.sort === 'exhibitor' ? page(selectRows(db).$dynamic()) : matchedPage()),
      page: query.page,
      page_size: query.page_size,
    });
    return { ...found, rows: found.rows.map(productOf) };
  }
  const [rows, counted] = await Promise.all([page(selectRows(db).$dynamic()), countUpTo(db, matches, REVIEW_TOTAL_LIMIT)]);
  return { rows: rows.map(productOf), ...counted };
}

export async function readProduct(db: Database, id: number): Promise<ReviewProduct> {
  const [row] = await selectRows(db).where(eq(products.id, id));
  if (!row) throw notFound('products.notFound');
  return productOf(row);
}

/** The filtered set in the list's order, a batch at a time, for the streamed export. */
export async function* productBatches(db: Database, query: ProductExportQuery): AsyncGenerator<ReviewProduct[]> {
  const batches = idBatches({
    ids: () =>
      db
        .select({ id: products.id })
        .from(products)
        .innerJoin(exhibitors, eq(exhibitors.id, products.exhibitor_id))
        .where(whereOf(query))
        .orderBy(...orderOf(query)),
    rows: (ids) => selectBaseRows(db).where(inArray(products.id, ids)),
    idOf: (row) => row.id,
    toItem: (row) => row,
  });
  for await (const rows of batches) {
    const links = await linkIdsOf(db, rows.map((row) => row.id));
    yield rows.map((row) => productOf({ ...row, ...links.get(row.id)! }));
  }
}
