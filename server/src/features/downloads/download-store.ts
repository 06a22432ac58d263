import { type SQL, and, sql, arrayContains, arrayOverlaps, count, desc, eq, ilike, lte, or } from 'drizzle-orm';
import type { ContentStatus } from '@fair/shared/contracts/content';
import type { Database } from '../../db/client';
import { uploadedFiles } from '../../db/schema/content';
import { type DownloadCategory, downloads } from '../../db/schema/downloads';
import type { ExhibitorType } from '../../db/schema/enums';
import { exhibitors } from '../../db/schema/exhibitors';
import { containing } from '../../lib/db/like-pattern';
import { storageKeyOfUrl } from '../../lib/storage/file-storage';
import { fairToday } from '../../lib/time/fair-day';

export type DownloadRow = typeof downloads.$inferSelect;

async function pageOf(db: Database, where: SQL | undefined, page: number, pageSize: number) {
  const [rows, [{ total }]] = await Promise.all([
    db
      .select()
      .from(downloads)
      .where(where)
      .orderBy(desc(downloads.publish_date), desc(downloads.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db.select({ total: count() }).from(downloads).where(where),
  ]);
  return { rows, total };
}

/** The exhibitor types of the company behind a session (SPEC §1: FIE, Local, International); undefined: no such company. */
export async function exhibitorTypesOf(db: Database, exhibitorId: number): Promise<ExhibitorType[] | undefined> {
  const [row] = await db.select({ types: exhibitors.exhibitor_types }).from(exhibitors).where(eq(exhibitors.id, exhibitorId)).limit(1);
  return row?.types;
}

/** What an exhibitor of `types` may download today: published, publish date reached, published for any of its types. */
export function listVisible(
  db: Database,
  types: readonly ExhibitorType[],
  query: { page: number; page_size: number; category?: DownloadCategory },
  now = new Date(),
) {
  const where = and(
    eq(downloads.status, 'published'),
    lte(downloads.publish_date, fairToday(now)),
    // no type yet (never approved): nothing is published for it
    types.length ? arrayOverlaps(downloads.exhibitor_types, [...types]) : sql`false`,
    query.category ? eq(downloads.category, query.category) : undefined,
  );
  return pageOf(db, where, query.page, query.page_size);
}

export function listAll(
  db: Database,
  query: { page: number; page_size: number; keyword?: string; category?: DownloadCategory; status?: ContentStatus; exhibitor_type?: ExhibitorType },
) {
  const keyword = query.keyword?.trim();
  const where = and(
    keyword ? or(ilike(downloads.title_zh, containing(keyword)), ilike(downloads.title_en, containing(keyword))) : undefined,
    query.category ? eq(downloads.category, query.category) : undefined,
    query.status ? eq(downloads.status, query.status) : undefined,
    query.exhibitor_type ? arrayContains(downloads.exhibitor_types, [query.exhibitor_type]) : undefined,
  );
  return pageOf(db, where, query.page, query.page_size);
}

export async function findDownload(db: Database, id: number): Promise<DownloadRow | undefined> {
  const [row] = await db.select().from(downloads).where(eq(downloads.id, id)).limit(1);
  return row;
}

/** The stored upload behind a file url an organizer uploaded: its original name, size and type. */
export async function adminUploadOf(db: Database, url: string): Promise<{ name: string; size: number; mime: string } | undefined> {
  const key = storageKeyOfUrl(url);
  if (!key) return undefined;
  const [row] = await db
    .select({ name: uploadedFiles.original_name, size: uploadedFiles.size, mime: uploadedFiles.mime })
    .from(uploadedFiles)
    .where(and(eq(uploadedFiles.storage_key, key), eq(uploadedFiles.owner_kind, 'admin_user')))
    .limit(1);
  return row;
}

export const toExhibitorItem = (row: DownloadRow) => ({
  id: row.id,
  title_zh: row.title_zh,
  title_en: row.title_en,
  category: row.category,
  file_url: row.file_url,
  file_name: row.file_name,
  file_size: row.file_size,
  file_mime: row.file_mime,
  publish_date: row.publish_date,
});

export const toAdminItem = (row: DownloadRow) => ({
  ...toExhibitorItem(row),
  exhibitor_types: row.exhibitor_types,
  status: row.status,
  created_at: row.created_at.toISOString(),
  updated_at: row.updated_at.toISOString(),
});
