import { and, eq, inArray, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { ProductItem } from '@fair/shared/contracts/products';
import { type ProductForm, productSchema } from '@fair/shared/validation/product';
import type { Database } from '../../db/client';
import { AppError, fieldError } from '../../lib/http/app-error';
import { productApplicationAreaLinks, productCategoryLinks, productPropertyLinks, products } from '../../db/schema/products';
import { type ContentDefinition, contentStateView, stateView } from '../content';
import { productReferenceProblems } from './product-references';

type ProductRow = typeof products.$inferSelect;

const ids = z.array(z.number().int());
const productItem = z.object({
  ...contentStateView,
  image: z.string(),
  name_zh: z.string(),
  name_en: z.string(),
  intro_zh: z.string(),
  intro_en: z.string(),
  categories: ids.describe('product type category ids'),
  application_areas: ids,
  attributes: ids.describe('product attribute ids'),
});

const CATEGORY = 1;
const AREA = 2;
const ATTRIBUTE = 3;

/**
 * Link ids per product for the items info and save answer (the list selects them with its page, `linkIds`),
 * in one round trip: the three link tables as one UNION ALL,
 * each row tagged with its kind. Ids come back ascending.
 */
async function linksOf(db: Database, productIds: number[]) {
  const byKind = { [CATEGORY]: new Map<number, number[]>(), [AREA]: new Map<number, number[]>(), [ATTRIBUTE]: new Map<number, number[]>() };
  if (productIds.length === 0) return { categories: byKind[CATEGORY], areas: byKind[AREA], attributes: byKind[ATTRIBUTE] };
  const rows = await db
    .select({ product_id: productCategoryLinks.product_id, kind: sql<number>`${CATEGORY}::int`.mapWith(Number), id: productCategoryLinks.category_id })
    .from(productCategoryLinks)
    .where(inArray(productCategoryLinks.product_id, productIds))
    .unionAll(
      db
        .select({ product_id: productApplicationAreaLinks.product_id, kind: sql<number>`${AREA}::int`.mapWith(Number), id: productApplicationAreaLinks.application_area_id })
        .from(productApplicationAreaLinks)
        .where(inArray(productApplicationAreaLinks.product_id, productIds)),
    )
    .unionAll(
      db
        .select({ product_id: productPropertyLinks.product_id, kind: sql<number>`${ATTRIBUTE}::int`.mapWith(Number), id: productPropertyLinks.property_id })
        .from(productPropertyLinks)
        .where(inArray(productPropertyLinks.product_id, productIds)),
    );
  // the union's columns carry no names to order by; a page holds a few dozen links at most
  rows.sort((a, b) => a.id - b.id);
  for (const row of rows) {
    const links = byKind[row.kind as keyof typeof byKind];
    links.set(row.product_id, [...(links.get(row.product_id) ?? []), row.id]);
  }
  return { categories: byKind[CATEGORY], areas: byKind[AREA], attributes: byKind[ATTRIBUTE] };
}

function toItem(row: ProductRow, categories: number[], application_areas: number[], attributes: number[]): ProductItem {
  return {
    ...stateView(row),
    image: row.image,
    name_zh: row.name_zh,
    name_en: row.name_en,
    intro_zh: row.intro_zh,
    intro_en: row.intro_en,
    categories,
    application_areas,
    attributes,
  };
}

async function toItems(db: Database, rows: ProductRow[]): Promise<ProductItem[]> {
  const links = await linksOf(db, rows.map((row) => row.id));
  return rows.map((row) => toItem(row, links.categories.get(row.id) ?? [], links.areas.get(row.id) ?? [], links.attributes.get(row.id) ?? []));
}

// drizzle leaves columns unqualified in a one-table select, so these name the products table explicitly;
// each subselect reads its link table's primary key (product_id, link id), which also yields the ids ascending
const linkIds = {
  categories: sql<number[]>`array(select l.category_id from product_category_links l where l.product_id = "products"."id" order by 1)`,
  application_areas: sql<number[]>`array(select l.application_area_id from product_application_area_links l where l.product_id = "products"."id" order by 1)`,
  attributes: sql<number[]>`array(select l.property_id from product_property_links l where l.product_id = "products"."id" order by 1)`,
};
type LinkIds = { [K in keyof typeof linkIds]: number[] };

/** Product fields and link rows; called inside the save transaction. */
async function write(tx: Database, exhibitorId: number, form: ProductForm, state: Parameters<ProductDefinition['write']>[3], currentId: number | undefined): Promise<number> {
  const fields = { image: form.image, name_zh: form.name_zh, name_en: form.name_en, intro_zh: form.intro_zh, intro_en: form.intro_en, ...state };
  const [row] =
    currentId === undefined
      ? await tx.insert(products).values({ ...fields, exhibitor_id: exhibitorId }).returning({ id: products.id })
      : await tx.update(products).set(fields).where(and(eq(products.id, currentId), eq(products.exhibitor_id, exhibitorId))).returning({ id: products.id });
  // deleted by another request since the ownership check
  if (!row) throw new AppError(404, 'products.notFound');
  const { id } = row;
  // one after another: a transaction holds one connection
  await tx.delete(productCategoryLinks).where(eq(productCategoryLinks.product_id, id));
  await tx.delete(productApplicationAreaLinks).where(eq(productApplicationAreaLinks.product_id, id));
  await tx.delete(productPropertyLinks).where(eq(productPropertyLinks.product_id, id));
  await linkOrFieldError('categories', 'profile.unknownCategory', () =>
    tx.insert(productCategoryLinks).values([...new Set(form.categories)].map((category_id) => ({ product_id: id, category_id }))),
  );
  await linkOrFieldError('application_areas', 'profile.unknownApplicationArea', () =>
    tx.insert(productApplicationAreaLinks).values([...new Set(form.application_areas)].map((application_area_id) => ({ product_id: id, application_area_id }))),
  );
  await linkOrFieldError('attributes', 'products.unknownAttribute', () =>
    tx.insert(productPropertyLinks).values([...new Set(form.attributes)].map((property_id) => ({ product_id: id, property_id }))),
  );
  return id;
}

/** PostgreSQL's foreign_key_violation; drizzle wraps the driver's error, so the code may sit on a cause. */
const FOREIGN_KEY_VIOLATION = '23503';

function isForeignKeyViolation(error: unknown): boolean {
  for (let current = error; current instanceof Object; current = (current as { cause?: unknown }).cause) {
    if ((current as { code?: unknown }).code === FOREIGN_KEY_VIOLATION) return true;
  }
  return false;
}

/**
 * The reference check runs before the transaction, so an organizer may delete a category, area or attribute
 * in between: the link insert then breaks its foreign key, which is the same user error as an unknown id.
 */
async function linkOrFieldError(field: string, messageKey: Parameters<typeof fieldError>[1], insert: () => Promise<unknown>): Promise<void> {
  try {
    await insert();
  } catch (error) {
    if (isForeignKeyViolation(error)) throw fieldError(field, messageKey);
    throw error;
  }
}

type ProductDefinition = ContentDefinition<typeof products, ProductForm, LinkIds>;

/** SPEC §3 Product / §5 product form as exhibitor content (exhibit data). */
export const productDefinition: ProductDefinition = {
  kind: 'product',
  tag: 'exhibitor products',
  powerKey: 'exhibitor.product.edit',
  table: products,
  searchColumns: [products.name_zh, products.name_en],
  notFoundKey: 'products.notFound',
  formSchema: productSchema,
  itemSchema: productItem,
  listItemSchema: productItem,
  listColumns: linkIds,
  toItems,
  toListItems: async (_db, rows) => rows.map((row) => toItem(row, row.categories, row.application_areas, row.attributes)),
  referenceProblems: productReferenceProblems,
  write,
};
