import { type SQL, and, asc, sql, arrayContains, arrayOverlaps, count, desc, eq, ilike, lte, or } from 'drizzle-orm';
import type { ContentStatus } from '@fair/shared/contracts/content';
import type { DownloadSortField } from '@fair/shared/contracts/downloads';
import { UPLOAD_MAX_BYTES } from '@fair/shared/constants/limits';
import type { Database } from '../../db/client';
import { uploadedFiles } from '../../db/schema/content';
import { type DownloadCategory, downloads } from '../../db/schema/downloads';
import type { ExhibitorType } from '../../db/schema/enums';
import { exhibitors } from '../../db/schema/exhibitors';
import { recordOperation } from '../../lib/audit/record-operation';
import { containing } from '../../lib/db/like-pattern';
import { AppError, fieldError } from '../../lib/http/app-error';
import type { Principal } from '../../lib/session/principal';
import { storageKeyOfUrl } from '../../lib/storage/file-storage';
import { fairToday } from '../../lib/time/fair-day';
import type { DownloadForm } from './download-schemas';
import { listPage } from '../../lib/db/list-page';

export type DownloadRow = typeof downloads.$inferSelect;

const NEWEST_FIRST = [desc(downloads.publish_date), desc(downloads.id)];

async function pageOf(db: Database, where: SQL | undefined, page: number, pageSize: number, order: SQL[] = NEWEST_FIRST) {
  return listPage(db.select().from(downloads).where(where).orderBy(...order).$dynamic(), db.select({ total: count() }).from(downloads).where(where), { page, page_size: pageSize });
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

export interface AdminDownloadQuery {
  page: number;
  page_size: number;
  keyword?: string;
  category?: DownloadCategory;
  status?: ContentStatus;
  exhibitor_type?: ExhibitorType;
  sort?: DownloadSortField;
  order?: 'asc' | 'desc';
}

/** The organizer's list: search by either title or the file name, filters, sorted by a column (then newest first). */
export function listAll(db: Database, query: AdminDownloadQuery) {
  const keyword = query.keyword?.trim();
  const where = and(
    keyword
      ? or(ilike(downloads.title_zh, containing(keyword)), ilike(downloads.title_en, containing(keyword)), ilike(downloads.file_name, containing(keyword)))
      : undefined,
    query.category ? eq(downloads.category, query.category) : undefined,
    query.status ? eq(downloads.status, query.status) : undefined,
    query.exhibitor_type ? arrayContains(downloads.exhibitor_types, [query.exhibitor_type]) : undefined,
  );
  const direction = query.order === 'asc' ? asc : desc;
  const order = query.sort && query.sort !== 'publish_date' ? [direction(downloads[query.sort]), ...NEWEST_FIRST] : [direction(downloads.publish_date), direction(downloads.id)];
  return pageOf(db, where, query.page, query.page_size, order);
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

/** Creates (no id) or updates a download, logged. */
export async function saveDownload(db: Database, actor: Principal, form: DownloadForm): Promise<DownloadRow> {
  const { id, file_url, ...fields } = form;
  const current = id === undefined ? undefined : await findDownload(db, id);
  if (id !== undefined && !current) throw new AppError(404, 'downloads.notFound');
  // the file must be an organizer's upload; an unchanged file keeps the details it was saved with
  const upload = current?.file_url === file_url ? { name: current.file_name, size: current.file_size, mime: current.file_mime } : await adminUploadOf(db, file_url);
  if (!upload) throw fieldError('file_url', 'upload.notYours');
  // SPEC §5: a download is at most 20971520 bytes (the upload call refuses larger ones; a file stored otherwise is refused here)
  if (upload.size > UPLOAD_MAX_BYTES) throw fieldError('file_url', 'upload.tooLarge');
  const values = { ...fields, file_url, file_name: upload.name, file_size: upload.size, file_mime: upload.mime, updated_at: new Date() };
  return db.transaction(async (tx) => {
    const [saved] = current ? await tx.update(downloads).set(values).where(eq(downloads.id, current.id)).returning() : await tx.insert(downloads).values(values).returning();
    await recordOperation(tx, actor, { action: current ? 'update' : 'create', entity: 'download', entityId: saved.id, before: current, after: saved });
    return saved;
  });
}

/** Deletes a download, logged; its upload stays stored. */
export async function deleteDownload(db: Database, actor: Principal, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    const [deleted] = await tx.delete(downloads).where(eq(downloads.id, id)).returning();
    if (!deleted) throw new AppError(404, 'downloads.notFound');
    await recordOperation(tx, actor, { action: 'delete', entity: 'download', entityId: deleted.id, before: deleted });
  });
}
