import { type SQL, asc, count, eq, ilike, inArray, isNull, ne, or, sql } from 'drizzle-orm';
import { CATEGORY_MAX_DEPTH } from '@fair/shared/constants/limits';
import type { CategoryItem, CategoryMatch } from '@fair/shared/contracts/taxonomy';
import type { CategoryForm, CategoryOrder } from '@fair/shared/validation/taxonomy';
import type { Database, Tx } from '../../db/client';
import { productCategoryLinks } from '../../db/schema/products';
import { productCategories } from '../../db/schema/reference';
import { recordOperation } from '../../lib/audit/record-operation';
import { containing } from '../../lib/db/like-pattern';
import { AppError, conflict, notFound } from '../../lib/http/app-error';
import type { Principal } from '../../lib/session/principal';
import type { CategorySearchQuery } from './taxonomy-schemas';
import { refuseTakenNames, withUniqueNames } from './taxonomy-names';
import { listPage } from '../../lib/db/list-page';

// qualified by hand: drizzle writes bare column names in a one-table select, and a bare id would be the subquery's own
const self = sql.raw('"product_categories"."id"');
/** The categories below the row: its children and theirs (three levels at most). */
const below = sql`select "d"."id" from "product_categories" as "d" where "d"."parent_id" = ${self} or "d"."parent_id" in (select "k"."id" from "product_categories" as "k" where "k"."parent_id" = ${self})`;
const childCount = sql<number>`(select count(*)::int from "product_categories" as "k" where "k"."parent_id" = ${self})`;
const descendantCount = sql<number>`(select count(*)::int from (${below}) as "b")`;

const columns = {
  id: productCategories.id,
  parent_id: productCategories.parent_id,
  level: productCategories.level,
  name_zh: productCategories.name_zh,
  name_en: productCategories.name_en,
  sort: productCategories.sort,
  child_count: childCount,
  descendant_count: descendantCount,
  product_count: productCategories.product_count,
  created_at: productCategories.created_at,
  updated_at: productCategories.updated_at,
};

type Row = Omit<CategoryItem, 'created_at' | 'updated_at'> & { created_at: Date; updated_at: Date };
const itemOf = (row: Row): CategoryItem => ({ ...row, created_at: row.created_at.toISOString(), updated_at: row.updated_at.toISOString() });

const siblingsOf = (parentId: number | null): SQL => (parentId === null ? isNull(productCategories.parent_id) : eq(productCategories.parent_id, parentId));
const inOrder = [asc(productCategories.sort), asc(productCategories.id)];

/** One level, whole and in order: the first level (parent null) or the children of a category. */
export async function listLevel(db: Database, parentId: number | null): Promise<CategoryItem[]> {
  const rows = await db.select(columns).from(productCategories).where(siblingsOf(parentId)).orderBy(...inOrder);
  return rows.map(itemOf);
}

/** Categories of any level whose Chinese or English name holds the keyword, first level first, each with its ancestors' names. */
export async function searchCategories(db: Database, query: CategorySearchQuery): Promise<{ rows: CategoryMatch[]; total: number }> {
  const keyword = query.keyword.trim();
  const where = keyword ? or(ilike(productCategories.name_zh, containing(keyword)), ilike(productCategories.name_en, containing(keyword))) : undefined;
  const { rows, total } = await listPage(
    db
      .select(columns)
      .from(productCategories)
      .where(where)
      .orderBy(asc(productCategories.level), ...inOrder)
      .$dynamic(),
    db.select({ total: count() }).from(productCategories).where(where),
    query,
  );
  const names = await ancestorNames(db, rows);
  return { rows: rows.map((row) => ({ ...itemOf(row), path: pathOf(row.parent_id, names) })), total };
}

type Named = { id: number; parent_id: number | null; name_zh: string; name_en: string };

/** The rows' parents and grandparents, in one query per level above. */
async function ancestorNames(db: Database, rows: { parent_id: number | null }[]): Promise<Map<number, Named>> {
  const found = new Map<number, Named>();
  let wanted = [...new Set(rows.map((row) => row.parent_id).filter((id): id is number => id !== null))];
  while (wanted.length) {
    const parents = await db
      .select({ id: productCategories.id, parent_id: productCategories.parent_id, name_zh: productCategories.name_zh, name_en: productCategories.name_en })
      .from(productCategories)
      .where(inArray(productCategories.id, wanted));
    for (const parent of parents) found.set(parent.id, parent);
    wanted = [...new Set(parents.map((parent) => parent.parent_id).filter((id): id is number => id !== null && !found.has(id)))];
  }
  return found;
}

function pathOf(parentId: number | null, names: Map<number, Named>): { name_zh: string; name_en: string }[] {
  const path: { name_zh: string; name_en: string }[] = [];
  for (let node = parentId === null ? undefined : names.get(parentId); node; node = node.parent_id === null ? undefined : names.get(node.parent_id)) {
    path.unshift({ name_zh: node.name_zh, name_en: node.name_en });
  }
  return path;
}

async function findCategory(db: Database | Tx, id: number): Promise<CategoryItem | undefined> {
  const [row] = await db.select(columns).from(productCategories).where(eq(productCategories.id, id));
  return row && itemOf(row);
}

/** What the operation log keeps of a category: its own fields, not the derived counts. */
const logged = ({ name_zh, name_en, level }: CategoryItem) => ({ name_zh, name_en, level });

/** Creates and reorders of the categories queue here, so a new category always takes the place after its last sibling. */
const lockOrder = (tx: Tx) => tx.execute(sql`select pg_advisory_xact_lock(hashtext('fair.product_categories.order'))`);

/**
 * Creates a category under `parent_id` (none: first level) at the end of its level, or renames one (its place
 * stays). A fourth level is refused with the SPEC §5 message; siblings may not share a name in either language.
 */
export async function saveCategory(db: Database, actor: Principal, input: CategoryForm): Promise<CategoryItem> {
  const names = { name_zh: input.name_zh.trim(), name_en: input.name_en.trim() };
  return withUniqueNames('product_categories', () =>
    db.transaction(async (tx) => {
      if (input.id !== undefined) {
        const [current] = await tx.select({ parent_id: productCategories.parent_id }).from(productCategories).where(eq(productCategories.id, input.id)).for('update');
        if (!current) throw notFound('taxonomy.categoryNotFound');
        await refuseTakenNames(tx, productCategories, names, [sql`coalesce(${productCategories.parent_id}, 0) = ${current.parent_id ?? 0}`, ne(productCategories.id, input.id)]);
        const before = (await findCategory(tx, input.id))!;
        await tx.update(productCategories).set({ ...names, updated_at: new Date() }).where(eq(productCategories.id, input.id));
        const after = (await findCategory(tx, input.id))!;
        await recordOperation(tx, actor, { action: 'update', entity: 'product-category', entityId: input.id, before: logged(before), after: logged(after) });
        return after;
      }
      await lockOrder(tx);
      const parentId = input.parent_id ?? null;
      let level = 1;
      if (parentId !== null) {
        // held until commit: a parent deleted meanwhile waits for this child, or is gone before it is read
        const [parent] = await tx.select({ level: productCategories.level }).from(productCategories).where(eq(productCategories.id, parentId)).for('share');
        if (!parent) throw notFound('taxonomy.parentNotFound');
        if (parent.level >= CATEGORY_MAX_DEPTH) throw new AppError(422, 'taxonomy.categoryDepth');
        level = parent.level + 1;
      }
      await refuseTakenNames(tx, productCategories, names, [sql`coalesce(${productCategories.parent_id}, 0) = ${parentId ?? 0}`]);
      const [row] = await tx
        .insert(productCategories)
        .values({ ...names, parent_id: parentId, level, sort: sql`(select coalesce(max("sort"), 0) + 1 from "product_categories" where ${siblingsOf(parentId)})` })
        .returning({ id: productCategories.id });
      const created = (await findCategory(tx, row.id))!;
      await recordOperation(tx, actor, { action: 'create', entity: 'product-category', entityId: row.id, after: logged(created) });
      return created;
    }),
  );
}

/**
 * Writes the complete new order of one level as 1…n in one transaction. The ids must be exactly the level's
 * categories: a level changed meanwhile (a category added, moved or deleted) answers 409, never a half order.
 */
export async function reorderLevel(db: Database, actor: Principal, { parent_id: parentId, ids }: CategoryOrder): Promise<void> {
  await db.transaction(async (tx) => {
    await lockOrder(tx);
    const current = await tx.select({ id: productCategories.id, sort: productCategories.sort }).from(productCategories).where(siblingsOf(parentId)).orderBy(...inOrder);
    const known = new Set(current.map((row) => row.id));
    if (current.length !== ids.length || ids.some((id) => !known.has(id))) throw conflict('taxonomy.orderStale');
    const sortOf = new Map(current.map((row) => [row.id, row.sort]));
    const now = new Date();
    for (const [index, id] of ids.entries()) {
      if (sortOf.get(id) !== index + 1) await tx.update(productCategories).set({ sort: index + 1, updated_at: now }).where(eq(productCategories.id, id));
    }
    await recordOperation(tx, actor, { action: 'sort', entity: 'product-category', entityId: parentId, before: { order: current.map((row) => row.id) }, after: { order: ids } });
  });
}

/**
 * Deletes a category with every category below it (SPEC §5). The products linked to any of them lose those
 * links only: their other categories stay. The log keeps how much went with it.
 */
export async function deleteCategory(db: Database, actor: Principal, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    const [locked] = await tx.select({ id: productCategories.id }).from(productCategories).where(eq(productCategories.id, id)).for('update');
    if (!locked) throw notFound('taxonomy.categoryNotFound');
    const category = (await findCategory(tx, id))!;
    // the links first, while the categories above are there for their counts' triggers to find
    await tx.delete(productCategoryLinks).where(sql`${id} = any (fair_category_lineage(${productCategoryLinks.category_id}))`);
    await tx.delete(productCategories).where(eq(productCategories.id, id));
    const { descendant_count, product_count } = category;
    await recordOperation(tx, actor, { action: 'delete', entity: 'product-category', entityId: id, before: { ...logged(category), descendant_count, product_count } });
  });
}
