import { applicationAreas, productCategories, productProperties } from '../../../db/schema/reference';
import type { MatrixContext } from '../../access-matrix/__tests__/matrix-entry';

/** A fresh category of its own name (first level, or under `parentId`), so each caller's save, sort and delete succeed. */
export async function sampleCategory(ctx: MatrixContext, parentId: number | null = null, level = 1): Promise<number> {
  const n = ctx.unique();
  const [row] = await ctx.db
    .insert(productCategories)
    .values({ parent_id: parentId, level, name_zh: `样例分类${n}`, name_en: `Sample category ${n}`, sort: 1000 + n })
    .returning({ id: productCategories.id });
  return row.id;
}

/** A fresh application area or product property no product uses. */
export async function sampleTag(ctx: MatrixContext, kind: 'application-area' | 'product-property'): Promise<number> {
  const n = ctx.unique();
  const table = kind === 'application-area' ? applicationAreas : productProperties;
  const [row] = await ctx.db.insert(table).values({ name_zh: `样例标签${n}`, name_en: `Sample tag ${n}`, sort: 1000 + n }).returning({ id: table.id });
  return row.id;
}
