import { boolean, integer, pgEnum, serial, timestamp } from 'drizzle-orm/pg-core';
import { CONTENT_STATUSES } from '@fair/shared/contracts/content';
import { exhibitors } from './exhibitors';

/** SPEC §4 content: draft or published. */
export const contentStatusEnum = pgEnum('content_status', CONTENT_STATUSES);

/**
 * The columns every piece of exhibitor content carries (SPEC §3 common content fields): its owner, status,
 * upload time, publish time and top-pinned flag. Products, news and activities spread these into their tables.
 */
export function contentStateColumns() {
  return {
    id: serial().primaryKey(),
    exhibitor_id: integer()
      .notNull()
      .references(() => exhibitors.id, { onDelete: 'cascade' }),
    status: contentStatusEnum().notNull().default('draft'),
    pinned: boolean().notNull().default(false),
    /** when it was pinned: the latest pin comes first among pinned items */
    pinned_at: timestamp({ withTimezone: true }),
    /** upload time: when the item was first saved */
    uploaded_at: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /** publish time: set on publishing, cleared on withdrawal */
    published_at: timestamp({ withTimezone: true }),
    updated_at: timestamp({ withTimezone: true }).notNull().defaultNow(),
  };
}
