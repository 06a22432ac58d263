import { and, count, desc, eq, isNull, lte, sql } from 'drizzle-orm';
import type { MessageItem } from '@fair/shared/contracts/messages';
import type { Page } from '@fair/shared/contracts/envelope';
import type { Database } from '../../db/client';
import { messageReceipts, messages } from '../../db/schema/content';
import { sanitizeRichText } from '../../lib/html/sanitize-rich-text';
import { type ServerLocale, pickText } from '../../lib/i18n/locale';
import { AppError } from '../../lib/http/app-error';

/** Messages of one exhibitor that are published (pub_date reached). */
function ownPublished(exhibitorId: number) {
  return and(eq(messageReceipts.exhibitor_id, exhibitorId), lte(messages.pub_date, sql`now()`));
}

const columns = {
  id: messages.id,
  title_zh: messages.title_zh,
  title_en: messages.title_en,
  content_zh: messages.content_zh,
  content_en: messages.content_en,
  pub_date: messages.pub_date,
  read_at: messageReceipts.read_at,
};
interface Row {
  id: number;
  title_zh: string;
  title_en: string;
  content_zh: string;
  content_en: string;
  pub_date: Date;
  read_at: Date | null;
}

function toItem(row: Row, locale: ServerLocale): MessageItem {
  return {
    id: row.id,
    title: pickText(locale, row.title_zh, row.title_en),
    content: sanitizeRichText(pickText(locale, row.content_zh, row.content_en)),
    pub_date: row.pub_date.toISOString(),
    is_read: row.read_at !== null,
  };
}

export async function unreadCount(db: Database, exhibitorId: number): Promise<number> {
  const [row] = await db
    .select({ value: count() })
    .from(messageReceipts)
    .innerJoin(messages, eq(messages.id, messageReceipts.message_id))
    .where(and(ownPublished(exhibitorId), isNull(messageReceipts.read_at)));
  return Number(row.value);
}

export async function listMessages(
  db: Database,
  exhibitorId: number,
  paging: { page: number; page_size: number },
  locale: ServerLocale,
): Promise<Page<MessageItem>> {
  const where = ownPublished(exhibitorId);
  const [rows, [total]] = await Promise.all([
    db
      .select(columns)
      .from(messageReceipts)
      .innerJoin(messages, eq(messages.id, messageReceipts.message_id))
      .where(where)
      .orderBy(desc(messages.pub_date), desc(messages.id))
      .limit(paging.page_size)
      .offset((paging.page - 1) * paging.page_size),
    db.select({ value: count() }).from(messageReceipts).innerJoin(messages, eq(messages.id, messageReceipts.message_id)).where(where),
  ]);
  return { list: rows.map((row) => toItem(row, locale)), total: Number(total.value), page: paging.page, page_size: paging.page_size };
}

/** One of the exhibitor's own messages; another exhibitor's id answers 404 like a missing one. */
export async function getMessage(db: Database, exhibitorId: number, id: number, locale: ServerLocale): Promise<MessageItem> {
  const [row] = await db
    .select(columns)
    .from(messageReceipts)
    .innerJoin(messages, eq(messages.id, messageReceipts.message_id))
    .where(and(ownPublished(exhibitorId), eq(messages.id, id)))
    .limit(1);
  if (!row) throw new AppError(404, 'messages.notFound');
  return toItem(row, locale);
}

/** Marks one own message read (idempotent) and returns the new unread count. */
export async function markRead(db: Database, exhibitorId: number, id: number): Promise<number> {
  await assertOwnMessage(db, exhibitorId, id);
  await db
    .update(messageReceipts)
    .set({ read_at: new Date() })
    .where(and(eq(messageReceipts.exhibitor_id, exhibitorId), eq(messageReceipts.message_id, id), isNull(messageReceipts.read_at)));
  return unreadCount(db, exhibitorId);
}

/** Removes the message from this exhibitor's list only; other receivers keep theirs. */
export async function deleteMessage(db: Database, exhibitorId: number, id: number): Promise<void> {
  await assertOwnMessage(db, exhibitorId, id);
  await db.delete(messageReceipts).where(and(eq(messageReceipts.exhibitor_id, exhibitorId), eq(messageReceipts.message_id, id)));
}

async function assertOwnMessage(db: Database, exhibitorId: number, id: number): Promise<void> {
  const [row] = await db
    .select({ id: messageReceipts.message_id })
    .from(messageReceipts)
    .innerJoin(messages, eq(messages.id, messageReceipts.message_id))
    .where(and(ownPublished(exhibitorId), eq(messageReceipts.message_id, id)))
    .limit(1);
  if (!row) throw new AppError(404, 'messages.notFound');
}
