import { index, integer, pgEnum, pgTable, primaryKey, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { NOTIFICATION_AUDIENCES } from '@fair/shared/contracts/notifications';
import { contentStatusEnum } from './content-state';
import { messages } from './content';
import { exhibitorTypeEnum } from './enums';
import { exhibitors } from './exhibitors';

export const notificationAudienceEnum = pgEnum('notification_audience', NOTIFICATION_AUDIENCES);

/**
 * SPEC §3 notification, as the organizer writes it. Publishing puts one message (messages, message_id) into
 * the box of every addressed company (message_receipts); withdrawing or deleting takes it out of every box.
 */
export const notifications = pgTable(
  'notifications',
  {
    id: serial().primaryKey(),
    title_zh: text().notNull(),
    title_en: text().notNull(),
    content_zh: text().notNull().default(''),
    content_en: text().notNull().default(''),
    audience: notificationAudienceEnum().notNull().default('all'),
    /** the types addressed when audience is types */
    exhibitor_types: exhibitorTypeEnum().array().notNull().default([]),
    status: contentStatusEnum().notNull().default('draft'),
    /** the delivered message while published */
    message_id: integer().references(() => messages.id, { onDelete: 'set null' }),
    recipient_count: integer().notNull().default(0),
    published_at: timestamp({ withTimezone: true }),
    created_at: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updated_at: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('notifications_updated_idx').on(t.updated_at, t.id), index('notifications_published_idx').on(t.published_at, t.id)],
);

/** The chosen exhibitors of a notification whose audience is exhibitors. */
export const notificationExhibitors = pgTable(
  'notification_exhibitors',
  {
    notification_id: integer()
      .notNull()
      .references(() => notifications.id, { onDelete: 'cascade' }),
    exhibitor_id: integer()
      .notNull()
      .references(() => exhibitors.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.notification_id, t.exhibitor_id] }), index('notification_exhibitors_exhibitor_idx').on(t.exhibitor_id)],
);
