import { count, desc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { outboxMessages, type OutboxChannel } from '../../db/schema/messaging';
import { listPage } from '../db/list-page';

export interface OutgoingMessage {
  channel: OutboxChannel;
  recipient: string;
  subject?: string;
  body: string;
}

/** Stores a message before any delivery attempt, so the organizer console lists it whatever happens next. */
export async function recordOutbox(db: Database, message: OutgoingMessage): Promise<number> {
  const [row] = await db
    .insert(outboxMessages)
    .values({ channel: message.channel, recipient: message.recipient, subject: message.subject ?? null, body: message.body })
    .returning({ id: outboxMessages.id });
  return row.id;
}

export async function markSent(db: Database, id: number, now = new Date()): Promise<void> {
  await db.update(outboxMessages).set({ sent_at: now, error: null }).where(eq(outboxMessages.id, id));
}

/** The provider's complaint, cut short: it is shown to organizers, never to the recipient. */
export async function markFailed(db: Database, id: number, error: unknown): Promise<void> {
  const text = error instanceof Error ? error.message : String(error);
  await db.update(outboxMessages).set({ error: text.slice(0, 500) }).where(eq(outboxMessages.id, id));
}

/**
 * Records a message and hands it to the transport, if there is one. Delivery failures are stored on the
 * row (and rethrown) rather than lost; without a transport the row alone is the delivery.
 */
export async function dispatch(db: Database, message: OutgoingMessage, transport: (() => Promise<void>) | undefined): Promise<number> {
  const id = await recordOutbox(db, message);
  if (!transport) return id;
  try {
    await transport();
  } catch (error) {
    await markFailed(db, id, error);
    throw error;
  }
  await markSent(db, id);
  return id;
}

/** The stored e-mails, newest first, a page at a time (the demo outbox of the organizer console). */
export async function listOutboxMails(db: Database, page: number, pageSize: number) {
  const email = eq(outboxMessages.channel, 'email');
  return listPage(
    db
      .select({
        id: outboxMessages.id,
        recipient: outboxMessages.recipient,
        subject: outboxMessages.subject,
        body: outboxMessages.body,
        created_at: outboxMessages.created_at,
        sent_at: outboxMessages.sent_at,
        error: outboxMessages.error,
      })
      .from(outboxMessages)
      .where(email)
      .orderBy(desc(outboxMessages.created_at), desc(outboxMessages.id))
      .$dynamic(),
    db.select({ total: count() }).from(outboxMessages).where(email),
    { page, page_size: pageSize },
  );
}
