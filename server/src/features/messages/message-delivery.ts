import { type SQL, inArray, sql } from 'drizzle-orm';
import type { Database, Tx } from '../../db/client';
import { messages } from '../../db/schema/content';
import { sanitizeRichText } from '../../lib/html/sanitize-rich-text';
import type { NewMessage } from './message-store';

/**
 * Puts one message, published now, into the box of every company `recipients` selects (a condition on
 * the exhibitors table): one statement for the boxes whatever their number. Answers the message's id and
 * how many boxes received it. A company's main account and sub-accounts share its box.
 */
export async function deliverMessage(db: Database | Tx, message: NewMessage, recipients: SQL): Promise<{ messageId: number; delivered: number }> {
  const [row] = await db
    .insert(messages)
    .values({ ...message, content_zh: sanitizeRichText(message.content_zh), content_en: sanitizeRichText(message.content_en) })
    .returning({ id: messages.id });
  const result = await db.execute(sql`
    with delivered as (
      insert into message_receipts (message_id, exhibitor_id)
      select ${row.id}, exhibitors.id from exhibitors where ${recipients}
      returning 1
    )
    select count(*)::int as delivered from delivered`);
  const [counted] = (result as unknown as { rows: { delivered: number }[] }).rows;
  return { messageId: row.id, delivered: Number(counted.delivered) };
}

/** Takes messages out of every box holding them, read or not (their receipts go with them). */
export async function withdrawMessages(db: Database | Tx, messageIds: number[]): Promise<void> {
  if (messageIds.length) await db.delete(messages).where(inArray(messages.id, messageIds));
}
