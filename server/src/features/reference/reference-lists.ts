import { asc, eq } from 'drizzle-orm';
import { adClickPath } from '@fair/shared/contracts/ads';
import type { Database } from '../../db/client';
import { ads } from '../../db/schema/content';
import { applicationAreas, halls, productCategories, productProperties } from '../../db/schema/reference';
import { type ServerLocale, pickText } from '../../lib/i18n/locale';
import { ReferenceCache } from './reference-cache';

/** Lists are read again after this long even without a change notice: data written outside the server shows too. */
export const REFERENCE_TTL_MS = 5000;

export interface NamedRow {
  id: number;
  name_zh: string;
  name_en: string;
  sort: number;
}
export const localised = (rows: readonly NamedRow[], locale: ServerLocale, filter?: string) =>
  rows
    .filter((row) => !filter || row.name_zh.includes(filter) || row.name_en.toLowerCase().includes(filter.toLowerCase()))
    .map((row) => ({ id: row.id, name: pickText(locale, row.name_zh, row.name_en), name_zh: row.name_zh, name_en: row.name_en, sort: row.sort }));

/** The lists this process keeps (see ReferenceCache), each read from its table when stale. */
export function referenceLists(db: Database) {
  const namedColumns = (table: typeof applicationAreas | typeof productProperties | typeof halls): Promise<NamedRow[]> =>
    db
      .select({ id: table.id, name_zh: table.name_zh, name_en: table.name_en, sort: table.sort })
      .from(table)
      .orderBy(asc(table.sort), asc(table.id));

  const categories = new ReferenceCache(
    () =>
      db
        .select({
          id: productCategories.id,
          parent_id: productCategories.parent_id,
          level: productCategories.level,
          name_zh: productCategories.name_zh,
          name_en: productCategories.name_en,
          sort: productCategories.sort,
        })
        .from(productCategories),
    REFERENCE_TTL_MS,
  );
  const areas = new ReferenceCache(() => namedColumns(applicationAreas), REFERENCE_TTL_MS);
  const properties = new ReferenceCache(() => namedColumns(productProperties), REFERENCE_TTL_MS);
  const hallList = new ReferenceCache(() => namedColumns(halls), REFERENCE_TTL_MS);
  const adList = new ReferenceCache(
    () =>
      db
        .select({ id: ads.id, image: ads.image, position: ads.position, page: ads.page, open_mode: ads.open_mode, target_url: ads.target_url, sort: ads.sort })
        .from(ads)
        .where(eq(ads.enabled, true))
        .orderBy(asc(ads.sort), asc(ads.id))
        .then((rows) => rows.map((row) => ({ ...row, click_url: adClickPath(row.id) }))),
    REFERENCE_TTL_MS,
  );
  return { categories, areas, properties, hallList, adList };
}

export type ReferenceLists = ReturnType<typeof referenceLists>;
