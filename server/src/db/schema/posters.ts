import { index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { exhibitors } from './exhibitors';

/**
 * The last poster drawn per company and language, kept in the file storage: a batch download draws only
 * the posters whose version (a hash of everything drawn on them: template, company, fair) changed since.
 */
export const posterFiles = pgTable(
  'poster_files',
  {
    exhibitor_id: integer()
      .notNull()
      .references(() => exhibitors.id, { onDelete: 'cascade' }),
    locale: text().notNull(),
    version: text().notNull(),
    storage_key: text().notNull(),
    size: integer().notNull(),
    created_at: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.exhibitor_id, t.locale] }), index('poster_files_key_idx').on(t.storage_key)],
);
