import { type SQL, and, asc, count, desc, eq, ilike, inArray, or, sql } from 'drizzle-orm';
import { NOTIFICATION_EXHIBITOR_OPTIONS_MAX, type NotificationExhibitor, type NotificationItem } from '@fair/shared/contracts/notifications';
import type { Database, Tx } from '../../db/client';
import { exhibitors } from '../../db/schema/exhibitors';
import { notificationExhibitors, notifications } from '../../db/schema/notifications';
import { keywordMatch } from '../../lib/db/keyword-match';
import { containing } from '../../lib/db/like-pattern';
import { listPage } from '../../lib/db/list-page';
import type { NotificationListQuery } from './notification-schemas';

export type NotificationRow = typeof notifications.$inferSelect;

const exhibitorColumns = { id: exhibitors.id, name_zh_cn: exhibitors.name_zh_cn, name_en: exhibitors.name_en, exhibitor_types: exhibitors.exhibitor_types };

/** The organizer's list: search by either title, filter by status and audience, sorted by a column then newest first. */
export async function listNotifications(db: Database, query: NotificationListQuery) {
  const keyword = query.keyword?.trim();
  const where = and(
    keyword ? or(ilike(notifications.title_zh, containing(keyword)), ilike(notifications.title_en, containing(keyword))) : undefined,
    query.status ? eq(notifications.status, query.status) : undefined,
    query.audience ? eq(notifications.audience, query.audience) : undefined,
  );
  const direction = query.order === 'asc' ? asc : desc;
  // drafts have no publish time: they come last whichever way that column is sorted
  const sorted: SQL = query.sort === 'published_at' ? sql`${notifications.published_at} ${sql.raw(query.order)} nulls last` : direction(notifications[query.sort]);
  const { rows, total } = await listPage(
    db.select().from(notifications).where(where).orderBy(sorted, desc(notifications.id)).$dynamic(),
    db.select({ total: count() }).from(notifications).where(where),
    query,
  );
  const chosen = await chosenExhibitors(db, rows.map((row) => row.id));
  return { list: rows.map((row) => toItem(row, chosen.get(row.id) ?? [])), total };
}

/** The chosen exhibitors of these notifications, by notification, in name order. */
async function chosenExhibitors(db: Database | Tx, ids: number[]): Promise<Map<number, NotificationExhibitor[]>> {
  const byNotification = new Map<number, NotificationExhibitor[]>();
  if (!ids.length) return byNotification;
  const rows = await db
    .select({ notification_id: notificationExhibitors.notification_id, ...exhibitorColumns })
    .from(notificationExhibitors)
    .innerJoin(exhibitors, eq(exhibitors.id, notificationExhibitors.exhibitor_id))
    .where(inArray(notificationExhibitors.notification_id, ids))
    .orderBy(asc(exhibitors.name_zh_cn), asc(exhibitors.id));
  for (const { notification_id, ...exhibitor } of rows) byNotification.set(notification_id, [...(byNotification.get(notification_id) ?? []), exhibitor]);
  return byNotification;
}

export async function findNotification(db: Database | Tx, id: number): Promise<NotificationItem | undefined> {
  const [row] = await db.select().from(notifications).where(eq(notifications.id, id)).limit(1);
  if (!row) return undefined;
  return toItem(row, (await chosenExhibitors(db, [id])).get(id) ?? []);
}

export function toItem(row: NotificationRow, chosen: NotificationExhibitor[]): NotificationItem {
  return {
    id: row.id,
    title_zh: row.title_zh,
    title_en: row.title_en,
    content_zh: row.content_zh,
    content_en: row.content_en,
    audience: row.audience,
    exhibitor_types: row.exhibitor_types,
    exhibitors: chosen,
    status: row.status,
    recipient_count: row.recipient_count,
    published_at: row.published_at?.toISOString() ?? null,
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
  };
}

/** The audience picker's matches: companies whose Chinese or English name holds the keyword, by Chinese name. */
export function exhibitorOptions(db: Database, keyword: string | undefined): Promise<NotificationExhibitor[]> {
  const text = keyword?.trim();
  return db
    .select(exhibitorColumns)
    .from(exhibitors)
    .where(text ? keywordMatch(exhibitors.search_grams, [exhibitors.name_zh_cn, exhibitors.name_en], text) : undefined)
    .orderBy(asc(exhibitors.name_zh_cn), asc(exhibitors.id))
    .limit(NOTIFICATION_EXHIBITOR_OPTIONS_MAX);
}
