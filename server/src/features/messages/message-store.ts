import { and, count, desc, eq, isNull, lte, sql } from 'drizzle-orm';
import type { MessageItem } from '@fair/shared/contracts/messages';
import type { Page } from '@fair/shared/contracts/envelope';
import type { Database, Tx } from '../../db/client';
import { preparedPerDatabase } from '../../db/prepared';
import { messageReceipts, messages } from '../../db/schema/content';
import { renderRichText, sanitizeRichText } from '../../lib/html/sanitize-rich-text';
import { type ServerLocale, pickText } from '../../lib/i18n/locale';
import { AppError } from '../../lib/http/app-error';

/** Messages of the exhibitor given as the `exhibitorId` placeholder that are published (pub_date reached). */
const ownPublished = and(eq(messageReceipts.exhibitor_id, sql.placeholder('exhibitorId')), lte(messages.pub_date, sql`now()`));

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
    content: renderRichText(pickText(locale, row.content_zh, row.content_en)),
    pub_date: row.pub_date.toISOString(),
    is_read: row.read_at !== null,
  };
}

const ownMessages = (db: Database) => db.select(columns).from(messageReceipts).innerJoin(messages, eq(messages.id, messageReceipts.message_id));
const countOwn = (db: Database) => db.select({ value: count() }).from(messageReceipts).innerJoin(messages, eq(messages.id, messageReceipts.message_id));

// prepared: the unread count and the first page are asked for on every page of the exhibitor centre
const unreadQuery = preparedPerDatabase((db) => countOwn(db).where(and(ownPublished, isNull(messageReceipts.read_at))).prepare('message_unread_count'));
const totalQuery = preparedPerDatabase((db) => countOwn(db).where(ownPublished).prepare('message_total'));
// the total rides along on every row (window count), so a page costs one query
const pageQuery = preparedPerDatabase((db) =>
  db
    .select({ ...columns, total: sql<string>`count(*) over ()` })
    .from(messageReceipts)
    .innerJoin(messages, eq(messages.id, messageReceipts.message_id))
    .where(ownPublished)
    .orderBy(desc(messages.pub_date), desc(messages.id))
    .limit(sql.placeholder('limit'))
    .offset(sql.placeholder('offset'))
    .prepare('message_page'),
);
const oneQuery = preparedPerDatabase((db) => ownMessages(db).where(and(ownPublished, eq(messages.id, sql.placeholder('id')))).limit(1).prepare('message_one'));

export async function unreadCount(db: Database, exhibitorId: number): Promise<number> {
  const [row] = await unreadQuery(db).execute({ exhibitorId });
  return Number(row.value);
}

export async function listMessages(
  db: Database,
  exhibitorId: number,
  paging: { page: number; page_size: number },
  locale: ServerLocale,
): Promise<Page<MessageItem>> {
  const rows = await pageQuery(db).execute({ exhibitorId, limit: paging.page_size, offset: (paging.page - 1) * paging.page_size });
  // a page past the end has no row to carry the total
  const total = rows.length ? Number(rows[0].total) : paging.page > 1 ? Number((await totalQuery(db).execute({ exhibitorId }))[0].value) : 0;
  return { list: rows.map((row) => toItem(row, locale)), total, page: paging.page, page_size: paging.page_size };
}

/** One of the exhibitor's own messages; another exhibitor's id answers 404 like a missing one. */
export async function getMessage(db: Database, exhibitorId: number, id: number, locale: ServerLocale): Promise<MessageItem> {
  const [row] = await oneQuery(db).execute({ exhibitorId, id });
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
  const [row] = await oneQuery(db).execute({ exhibitorId, id });
  if (!row) throw new AppError(404, 'messages.notFound');
}

/** A message as the organizer's side writes it: bilingual title and HTML content (sanitised here). */
export interface NewMessage {
  title_zh: string;
  title_en: string;
  content_zh: string;
  content_en: string;
}

/**
 * Puts one message into each exhibitor's bell, published now. Pass the transaction of the change the
 * message reports, so the message commits or rolls back with it.
 */
export async function sendMessages(db: Database | Tx, letters: { exhibitorId: number; message: NewMessage }[]): Promise<void> {
  // one after another: a transaction holds one connection
  for (const { exhibitorId, message } of letters) {
    const [row] = await db
      .insert(messages)
      .values({ ...message, content_zh: sanitizeRichText(message.content_zh), content_en: sanitizeRichText(message.content_en) })
      .returning({ id: messages.id });
    await db.insert(messageReceipts).values({ message_id: row.id, exhibitor_id: exhibitorId });
  }
}
