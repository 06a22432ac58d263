import { halls } from '../../../db/schema/reference';
import type { MatrixContext } from '../../access-matrix/__tests__/matrix-entry';

/** A fresh hall no exhibitor uses, so the matrix's save, move and delete samples succeed for each caller. */
export async function sampleHall(ctx: MatrixContext): Promise<number> {
  const n = ctx.unique();
  const [row] = await ctx.db.insert(halls).values({ name_zh: `样例馆${n}`, name_en: `Sample hall ${n}`, sort: 1000 + n }).returning({ id: halls.id });
  return row.id;
}
