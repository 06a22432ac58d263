import { ads } from '../../../db/schema/content';
import type { MatrixContext } from '../../access-matrix/__tests__/matrix-entry';

/** A fresh enabled ad, so the matrix's save, enable, delete and click samples succeed for each caller. */
export async function sampleAd(ctx: MatrixContext): Promise<number> {
  const [row] = await ctx.db
    .insert(ads)
    .values({ image: await ctx.adminUpload(), page: 'home', position: 'top', open_mode: 'link', target_url: `https://sponsor.example/${ctx.unique()}`, sort: 1 })
    .returning({ id: ads.id });
  return row.id;
}
