import { type SQL, and, asc, count, desc, eq, ilike, inArray, isNull, or, sql } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import {
  MEDIA_USAGES_PER_ITEM_MAX,
  type MediaCategory,
  type MediaFolder,
  type MediaItem,
  type MediaItemUsages,
  type MediaPickerImage,
  type MediaUsage,
  type MediaUsageKind,
} from '@fair/shared/contracts/media-library';
import type { Database, Tx } from '../../db/client';
import { activities } from '../../db/schema/activities';
import { ads, globalSettings, messages } from '../../db/schema/content';
import { downloads } from '../../db/schema/downloads';
import { exhibitors } from '../../db/schema/exhibitors';
import { mediaFolders, mediaItems } from '../../db/schema/media';
import { miniprogActivities, miniprogAds, miniprogHomeItems, miniprogPopups } from '../../db/schema/miniprog';
import { news } from '../../db/schema/news';
import { products } from '../../db/schema/products';
import { containing } from '../../lib/db/like-pattern';
import { fileUrl } from '../../lib/storage/file-storage';
import type { MediaListQuery, MediaPickerQuery } from './media-schemas';
import { listPage } from '../../lib/db/list-page';

const iso = (value: Date | null) => (value ? value.toISOString() : null);

const itemColumns = {
  id: mediaItems.id,
  folder_id: mediaItems.folder_id,
  storage_key: mediaItems.storage_key,
  file_name: mediaItems.file_name,
  title: mediaItems.title,
  alt_text: mediaItems.alt_text,
  description: mediaItems.description,
  mime: mediaItems.mime,
  category: mediaItems.category,
  size: mediaItems.size,
  width: mediaItems.width,
  height: mediaItems.height,
  published: mediaItems.published,
  published_at: mediaItems.published_at,
  created_at: mediaItems.created_at,
  updated_at: mediaItems.updated_at,
};
type ItemRow = { [K in keyof typeof itemColumns]: (typeof itemColumns)[K]['_']['data'] | ((typeof itemColumns)[K]['_']['notNull'] extends true ? never : null) };

export function mediaItemOf({ storage_key, category, published_at, created_at, updated_at, ...rest }: ItemRow): MediaItem {
  return {
    ...rest,
    url: fileUrl(storage_key),
    category: category as MediaCategory,
    published_at: iso(published_at),
    created_at: created_at.toISOString(),
    updated_at: updated_at.toISOString(),
  };
}

export async function findMediaItems(db: Database | Tx, ids: number[]): Promise<(MediaItem & { storage_key: string })[]> {
  if (!ids.length) return [];
  const rows = await db.select(itemColumns).from(mediaItems).where(inArray(mediaItems.id, ids)).orderBy(asc(mediaItems.id));
  return rows.map((row) => ({ ...mediaItemOf(row), storage_key: row.storage_key }));
}

/** Every folder by name, with how many items it holds. */
export async function listFolders(db: Database): Promise<MediaFolder[]> {
  const rows = await db
    .select({
      id: mediaFolders.id,
      name: mediaFolders.name,
      item_count: sql<number>`(select count(*)::int from ${mediaItems} where ${mediaItems.folder_id} = ${mediaFolders.id})`,
      created_at: mediaFolders.created_at,
      updated_at: mediaFolders.updated_at,
    })
    .from(mediaFolders)
    .orderBy(asc(mediaFolders.name), asc(mediaFolders.id));
  return rows.map((row) => ({ ...row, created_at: row.created_at.toISOString(), updated_at: row.updated_at.toISOString() }));
}

const keywordMatch = (keyword: string | undefined): SQL | undefined => {
  const text = keyword?.trim();
  if (!text) return undefined;
  const pattern = containing(text);
  return or(ilike(mediaItems.title, pattern), ilike(mediaItems.file_name, pattern), ilike(mediaItems.alt_text, pattern), ilike(mediaItems.description, pattern));
};

/** One page of the library, newest first: in one folder (0: items in none), of one kind, matching a keyword. */
export async function listMedia(db: Database, query: MediaListQuery): Promise<{ rows: MediaItem[]; total: number }> {
  const folder = query.folder_id === undefined ? undefined : query.folder_id === 0 ? isNull(mediaItems.folder_id) : eq(mediaItems.folder_id, query.folder_id);
  const where = and(folder, query.category ? eq(mediaItems.category, query.category) : undefined, keywordMatch(query.keyword));
  const { rows, total } = await listPage(
    db
      .select(itemColumns)
      .from(mediaItems)
      .where(where)
      .orderBy(desc(mediaItems.created_at), desc(mediaItems.id))
      .$dynamic(),
    db.select({ total: count() }).from(mediaItems).where(where),
    query,
  );
  return { rows: rows.map(mediaItemOf), total };
}

/** SPEC §9: the published images, the most recently published first: what the editors' picker offers. */
export async function listPickerImages(db: Database, query: MediaPickerQuery): Promise<{ rows: MediaPickerImage[]; total: number }> {
  const where = and(eq(mediaItems.category, 'image'), eq(mediaItems.published, true), keywordMatch(query.keyword));
  const { rows, total } = await listPage(
    db
      .select({
        id: mediaItems.id,
        storage_key: mediaItems.storage_key,
        title: mediaItems.title,
        alt_text: mediaItems.alt_text,
        width: mediaItems.width,
        height: mediaItems.height,
        published_at: mediaItems.published_at,
      })
      .from(mediaItems)
      .where(where)
      .orderBy(sql`${mediaItems.published_at} desc nulls last`, desc(mediaItems.id))
      .$dynamic(),
    db.select({ total: count() }).from(mediaItems).where(where),
    query,
  );
  return { rows: rows.map(({ storage_key, published_at, ...rest }) => ({ ...rest, url: fileUrl(storage_key), published_at: iso(published_at) })), total };
}

/** A kind of record that may show an upload: its table, its name and the columns that may hold the file's address. */
interface UsageSource {
  kind: MediaUsageKind;
  table: PgTable;
  id: AnyPgColumn | SQL;
  name: AnyPgColumn | SQL;
  columns: (AnyPgColumn | SQL)[];
}

/**
 * Where uploads are referenced: rich text (news, activities, messages, product and company introductions,
 * mini-programme activities) holds <img src="/api/files/<key>">, image and file fields hold the address.
 */
const USAGE_SOURCES: UsageSource[] = [
  { kind: 'news', table: news, id: news.id, name: news.title_zh, columns: [news.content_zh, news.content_en] },
  { kind: 'activity', table: activities, id: activities.id, name: activities.title_zh, columns: [activities.content_zh, activities.content_en] },
  { kind: 'product', table: products, id: products.id, name: products.name_zh, columns: [products.image, products.intro_zh, products.intro_en] },
  { kind: 'profile', table: exhibitors, id: exhibitors.id, name: exhibitors.name_zh_cn, columns: [exhibitors.logo, exhibitors.qr_code, exhibitors.intro_zh, exhibitors.intro_en] },
  { kind: 'message', table: messages, id: messages.id, name: messages.title_zh, columns: [messages.content_zh, messages.content_en] },
  { kind: 'ad', table: ads, id: ads.id, name: sql`concat_ws(' ', ${ads.page}, ${ads.position})`, columns: [ads.image, ads.target_url] },
  { kind: 'download', table: downloads, id: downloads.id, name: downloads.title_zh, columns: [downloads.file_url] },
  { kind: 'miniprog-activity', table: miniprogActivities, id: miniprogActivities.id, name: miniprogActivities.title_zh, columns: [miniprogActivities.image, miniprogActivities.content_zh, miniprogActivities.content_en] },
  { kind: 'miniprog-home', table: miniprogHomeItems, id: miniprogHomeItems.id, name: miniprogHomeItems.title_zh, columns: [miniprogHomeItems.image] },
  { kind: 'miniprog-popup', table: miniprogPopups, id: miniprogPopups.id, name: miniprogPopups.name, columns: [miniprogPopups.image] },
  { kind: 'miniprog-ad', table: miniprogAds, id: miniprogAds.id, name: sql`concat_ws(' ', ${miniprogAds.page}, ${miniprogAds.position})`, columns: [miniprogAds.image, miniprogAds.target_url] },
  { kind: 'banner', table: globalSettings, id: sql`0`, name: globalSettings.key, columns: [sql`${globalSettings.value}::text`] },
];

/**
 * Names every record still showing one of the items (SPEC: a file still used is named before deleting), at
 * most MEDIA_USAGES_PER_ITEM_MAX per item. Storage keys are server-made ([0-9a-f/.] only), so a plain LIKE finds them.
 */
export async function findUsages(db: Database, ids: number[]): Promise<MediaItemUsages[]> {
  const items = await findMediaItems(db, ids);
  if (!items.length) return [];
  const found = new Map<string, MediaUsage[]>(items.map((item) => [item.storage_key, []]));
  for (const source of USAGE_SOURCES) {
    const text = sql<string>`concat_ws(' ', ${sql.join(source.columns, sql`, `)})`;
    const rows = await db
      .select({ id: sql<number>`${source.id}`.mapWith(Number), name: sql<string>`${source.name}`, text })
      .from(source.table)
      .where(or(...items.map((item) => sql`${text} like ${`%${item.storage_key}%`}`)))
      .limit(MEDIA_USAGES_PER_ITEM_MAX * items.length);
    for (const row of rows) {
      for (const [key, usages] of found) {
        if (row.text.includes(key) && usages.length < MEDIA_USAGES_PER_ITEM_MAX) usages.push({ kind: source.kind, id: row.id, name: row.name ?? '' });
      }
    }
  }
  return items
    .map((item) => ({ id: item.id, title: item.title || item.file_name, usages: found.get(item.storage_key) ?? [] }))
    .filter((item) => item.usages.length > 0);
}
