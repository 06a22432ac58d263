import { inArray, sql } from 'drizzle-orm';
import type { ProductForm } from '@fair/shared/validation/product';
import type { Database } from '../../db/client';
import { applicationAreas, productCategories, productProperties } from '../../db/schema/reference';
import type { FieldProblem } from '../../lib/http/validation-errors';
import { isOwnUpload } from '../../lib/storage/upload-ownership';

/** How many of each list's distinct ids exist, in one round trip (a UNION ALL tagged by list). */
async function knownCounts(db: Database, form: ProductForm): Promise<[number, number, number]> {
  const lists = [
    [productCategories, [...new Set(form.categories)]],
    [applicationAreas, [...new Set(form.application_areas)]],
    [productProperties, [...new Set(form.attributes)]],
  ] as const;
  const [first, ...rest] = lists.map(([table, ids], index) =>
    db
      .select({ list: sql<number>`${index}::int`.mapWith(Number) })
      .from(table)
      .where(inArray(table.id, ids)),
  );
  const rows = await first.unionAll(rest[0]).unionAll(rest[1]);
  const counts: [number, number, number] = [0, 0, 0];
  for (const row of rows) counts[row.list] += 1;
  return counts;
}

/**
 * What the product schema cannot see: the image must be an upload of the caller's company (an unchanged
 * image may stay), and every category, application area and attribute must exist.
 */
export async function productReferenceProblems(db: Database, exhibitorId: number, form: ProductForm, current: { image: string } | undefined): Promise<FieldProblem[]> {
  const problems: FieldProblem[] = [];
  if (form.image !== current?.image && !(await isOwnUpload(db, form.image, { exhibitorId }))) problems.push({ field: 'image', messageKey: 'upload.notYours' });
  const [categories, areas, attributes] = await knownCounts(db, form);
  if (categories !== new Set(form.categories).size) problems.push({ field: 'categories', messageKey: 'profile.unknownCategory' });
  if (areas !== new Set(form.application_areas).size) problems.push({ field: 'application_areas', messageKey: 'profile.unknownApplicationArea' });
  if (attributes !== new Set(form.attributes).size) problems.push({ field: 'attributes', messageKey: 'products.unknownAttribute' });
  return problems;
}
