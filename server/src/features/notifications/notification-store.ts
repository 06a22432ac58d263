import { type SQL, arrayOverlaps, eq, inArray, sql } from 'drizzle-orm';
import type { NotificationItem } from '@fair/shared/contracts/notifications';
import type { Database, Tx } from '../../db/client';
import { exhibitors } from '../../db/schema/exhibitors';
import { notificationExhibitors, notifications } from '../../db/schema/notifications';
import { recordOperation } from '../../lib/audit/record-operation';
import { AppError, conflict, fieldError } from '../../lib/http/app-error';
import { sanitizeRichText } from '../../lib/html/sanitize-rich-text';
import type { Principal } from '../../lib/session/principal';
import { deliverMessage, withdrawMessages } from '../messages';
import { type NotificationRow, findNotification } from './notification-queries';
import type { NotificationForm } from './notification-schemas';

/** The row, locked until the transaction ends: two publishes of one draft at once deliver it once. */
async function lockNotification(tx: Tx, id: number): Promise<NotificationRow> {
  const [row] = await tx.select().from(notifications).where(eq(notifications.id, id)).for('update');
  if (!row) throw new AppError(404, 'notifications.notFound');
  return row;
}

/** The companies a notification is for, as a condition on the exhibitors table. */
function recipientsOf(row: NotificationRow): SQL {
  if (row.audience === 'types') return row.exhibitor_types.length ? arrayOverlaps(exhibitors.exhibitor_types, row.exhibitor_types) : sql`false`;
  if (row.audience === 'exhibitors') {
    return sql`${exhibitors.id} in (select ${notificationExhibitors.exhibitor_id} from ${notificationExhibitors} where ${notificationExhibitors.notification_id} = ${row.id})`;
  }
  return sql`true`;
}

const chosenIds = async (tx: Tx, id: number) =>
  (await tx.select({ id: notificationExhibitors.exhibitor_id }).from(notificationExhibitors).where(eq(notificationExhibitors.notification_id, id)).orderBy(notificationExhibitors.exhibitor_id)).map((row) => row.id);

async function assertExhibitorsExist(db: Database, ids: number[]): Promise<void> {
  if (!ids.length) return;
  const found = await db.$count(exhibitors, inArray(exhibitors.id, ids));
  if (found !== new Set(ids).size) throw fieldError('exhibitor_ids', 'notifications.unknownExhibitors');
}

/**
 * Creates (no id) or updates a draft, logged; status published delivers it at once. A published notification
 * is not edited: it is withdrawn first (out of every box), then edited and published again.
 */
export async function saveNotification(db: Database, actor: Principal, form: NotificationForm): Promise<NotificationItem> {
  const { id, exhibitor_ids, status, ...fields } = form;
  const chosen = fields.audience === 'exhibitors' ? [...new Set(exhibitor_ids)].sort((a, b) => a - b) : [];
  await assertExhibitorsExist(db, chosen);
  const values = {
    ...fields,
    exhibitor_types: fields.audience === 'types' ? fields.exhibitor_types : [],
    content_zh: sanitizeRichText(fields.content_zh),
    content_en: sanitizeRichText(fields.content_en),
    updated_at: new Date(),
  };
  const savedId = await db.transaction(async (tx) => {
    const current = id === undefined ? undefined : await lockNotification(tx, id);
    if (current?.status === 'published') throw conflict('notifications.publishedReadOnly');
    const before = current && { ...current, exhibitor_ids: await chosenIds(tx, current.id) };
    const [saved] = current
      ? await tx.update(notifications).set(values).where(eq(notifications.id, current.id)).returning()
      : await tx.insert(notifications).values(values).returning();
    await tx.delete(notificationExhibitors).where(eq(notificationExhibitors.notification_id, saved.id));
    if (chosen.length) await tx.insert(notificationExhibitors).values(chosen.map((exhibitor_id) => ({ notification_id: saved.id, exhibitor_id })));
    await recordOperation(tx, actor, {
      action: current ? 'update' : 'create',
      entity: 'notification',
      entityId: saved.id,
      before,
      after: { ...saved, exhibitor_ids: chosen },
    });
    if (status === 'published') await publish(tx, actor, saved);
    return saved.id;
  });
  return (await findNotification(db, savedId))!;
}

/** Delivers a draft into the box of every company it addresses, in one statement, logged with the count. */
async function publish(tx: Tx, actor: Principal, row: NotificationRow): Promise<void> {
  const { messageId, delivered } = await deliverMessage(tx, { title_zh: row.title_zh, title_en: row.title_en, content_zh: row.content_zh, content_en: row.content_en }, recipientsOf(row));
  const [published] = await tx
    .update(notifications)
    .set({ status: 'published', message_id: messageId, recipient_count: delivered, published_at: new Date() })
    .where(eq(notifications.id, row.id))
    .returning();
  await recordOperation(tx, actor, { action: 'publish', entity: 'notification', entityId: row.id, before: { status: row.status, recipient_count: 0 }, after: { status: published.status, recipient_count: delivered } });
}

/** Takes a published notification out of every box (read or not) and makes it a draft again, logged. */
export async function withdrawNotification(db: Database, actor: Principal, id: number): Promise<NotificationItem> {
  await db.transaction(async (tx) => {
    const row = await lockNotification(tx, id);
    if (row.status !== 'published') throw conflict('notifications.notPublished');
    if (row.message_id !== null) await withdrawMessages(tx, [row.message_id]);
    await tx.update(notifications).set({ status: 'draft', message_id: null, recipient_count: 0, published_at: null, updated_at: new Date() }).where(eq(notifications.id, id));
    await recordOperation(tx, actor, { action: 'withdraw', entity: 'notification', entityId: id, before: { status: row.status, recipient_count: row.recipient_count }, after: { status: 'draft', recipient_count: 0 } });
  });
  return (await findNotification(db, id))!;
}

/**
 * Deletes notifications, logged; a published one is taken out of every box holding it, read or not, as the
 * confirmation on screen says. Ids already gone are skipped; none found answers 404.
 */
export async function deleteNotifications(db: Database, actor: Principal, ids: number[]): Promise<{ deleted: number; withdrawn_from: number }> {
  return db.transaction(async (tx) => {
    const deleted = await tx.delete(notifications).where(inArray(notifications.id, [...new Set(ids)])).returning();
    if (!deleted.length) throw new AppError(404, 'notifications.notFound');
    await withdrawMessages(tx, deleted.flatMap((row) => (row.message_id === null ? [] : [row.message_id])));
    for (const row of deleted) await recordOperation(tx, actor, { action: 'delete', entity: 'notification', entityId: row.id, before: row });
    return { deleted: deleted.length, withdrawn_from: deleted.reduce((sum, row) => sum + row.recipient_count, 0) };
  });
}
