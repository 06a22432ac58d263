import { inArray } from 'drizzle-orm';
import type { ProductForm } from '@fair/shared/validation/product';
import type { Database } from '../../db/client';
import { applicationAreas, productCategories, productProperties } from '../../db/schema/reference';
import type { FieldProblem } from '../../lib/http/validation-errors';
import { isOwnUpload } from '../../lib/storage/upload-ownership';

async function hasUnknownIds(db: Database, table: typeof productCategories | typeof applicationAreas | typeof productProperties, ids: number[]) {
  const unique = [...new Set(ids)];
  const found = await db.select({ id: table.id }).from(table).where(inArray(table.id, unique));
  return found.length !== unique.length;
}

/**
 * What the product schema cannot see: the image must be an upload of the caller's company (an unchanged
 * image may stay), and every category, application area and attribute must exist.
 */
export async function productReferenceProblems(db: Database, exhibitorId: number, form: ProductForm, current: { image: string } | undefined): Promise<FieldProblem[]> {
  const problems: FieldProblem[] = [];
  if (form.image !== current?.image && !(await isOwnUpload(db, form.image, { exhibitorId }))) problems.push({ field: 'image', messageKey: 'upload.notYours' });
  if (await hasUnknownIds(db, productCategories, form.categories)) problems.push({ field: 'categories', messageKey: 'profile.unknownCategory' });
  if (await hasUnknownIds(db, applicationAreas, form.application_areas)) problems.push({ field: 'application_areas', messageKey: 'profile.unknownApplicationArea' });
  if (await hasUnknownIds(db, productProperties, form.attributes)) problems.push({ field: 'attributes', messageKey: 'products.unknownAttribute' });
  return problems;
}
