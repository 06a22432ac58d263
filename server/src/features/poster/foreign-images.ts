import type { Database } from '../../db/client';
import type { FieldProblem } from '../../lib/http/validation-errors';
import { isOwnUpload } from '../../lib/storage/upload-ownership';

/** Admin forms may only point at files an admin uploaded, or keep the image they already had. */
export async function foreignImages(db: Database, entries: { field: string; url: string }[], keep: Set<string>): Promise<FieldProblem[]> {
  const problems: FieldProblem[] = [];
  for (const { field, url } of entries) {
    if (!keep.has(url) && !(await isOwnUpload(db, url, 'admins'))) problems.push({ field, messageKey: 'upload.notYours' });
  }
  return problems;
}

