import { bigint, boolean, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { adminUsers } from './admins';

/**
 * Folders of the organizer's media library (SPEC §2 "a media library with folders"): one flat level, names
 * unique. A folder holding items cannot be deleted (the screen says so and names how many).
 */
export const mediaFolders = pgTable(
  'media_folders',
  {
    id: serial().primaryKey(),
    name: text().notNull(),
    created_at: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updated_at: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('media_folders_name_idx').on(t.name)],
);

/**
 * SPEC §3 Media item: title, alt text and description of one stored upload (its uploaded_files row names the
 * same storage key). Published images are what every rich-text editor's picker offers, newest first (§9).
 */
export const mediaItems = pgTable(
  'media_items',
  {
    id: serial().primaryKey(),
    /** null: not in a folder */
    folder_id: integer().references(() => mediaFolders.id, { onDelete: 'restrict' }),
    storage_key: text().notNull(),
    /** the client's file name, a label only */
    file_name: text().notNull(),
    title: text().notNull().default(''),
    alt_text: text().notNull().default(''),
    description: text().notNull().default(''),
    /** the content type its bytes were checked to be */
    mime: text().notNull(),
    /** image | video | file | audio */
    category: text().notNull(),
    size: bigint({ mode: 'number' }).notNull(),
    width: integer(),
    height: integer(),
    published: boolean().notNull().default(true),
    published_at: timestamp({ withTimezone: true }),
    created_by: integer().references(() => adminUsers.id, { onDelete: 'set null' }),
    created_at: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updated_at: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('media_items_key_idx').on(t.storage_key),
    index('media_items_folder_idx').on(t.folder_id, t.created_at),
    index('media_items_published_idx').on(t.category, t.published, t.published_at),
  ],
);
