import { index, pgTable, text } from 'drizzle-orm/pg-core';
import { contentStateColumns } from './content-state';

/** SPEC §3 Activity (booth activity) of one exhibitor: bilingual title, HTML content and location. */
export const activities = pgTable(
  'activities',
  {
    ...contentStateColumns(),
    title_zh: text().notNull(),
    title_en: text().notNull(),
    content_zh: text().notNull(),
    content_en: text().notNull(),
    location_zh: text().notNull().default(''),
    location_en: text().notNull().default(''),
  },
  (t) => [index('activities_list_idx').on(t.exhibitor_id, t.pinned, t.pinned_at, t.uploaded_at)],
);
