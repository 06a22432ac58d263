import { bigint, date, index, pgEnum, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { contentStatusEnum } from './content-state';
import { exhibitorTypeEnum } from './enums';

/** The download centre's two groups (SPEC §2 dashboard tile: "download center (manual and materials)"). */
export const DOWNLOAD_CATEGORIES = ['manual', 'materials'] as const;
export type DownloadCategory = (typeof DOWNLOAD_CATEGORIES)[number];
export const downloadCategoryEnum = pgEnum('download_category', DOWNLOAD_CATEGORIES);

/**
 * SPEC §3 Download file: Chinese and English title, file, exhibitor types (FIE, Local, International) it is
 * published for, publish date. An exhibitor sees a file once it is published and its publish date (a
 * calendar day of the fair's time zone) has come, when the file names the exhibitor's type.
 */
export const downloads = pgTable(
  'downloads',
  {
    id: serial().primaryKey(),
    title_zh: text().notNull(),
    title_en: text().notNull().default(''),
    category: downloadCategoryEnum().notNull().default('materials'),
    /** an upload of an organizer (GET /api/files/…): its url, original name, size and type as stored */
    file_url: text().notNull(),
    file_name: text().notNull(),
    file_size: bigint({ mode: 'number' }).notNull(),
    file_mime: text().notNull(),
    exhibitor_types: exhibitorTypeEnum().array().notNull(),
    publish_date: date({ mode: 'string' }).notNull(),
    status: contentStatusEnum().notNull().default('draft'),
    created_at: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updated_at: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('downloads_visible_idx').on(t.status, t.publish_date),
    index('downloads_types_idx').using('gin', t.exhibitor_types),
  ],
);
