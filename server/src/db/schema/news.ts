import { index, pgTable, text } from 'drizzle-orm/pg-core';
import { contentStateColumns } from './content-state';

/** SPEC §3 News item of one exhibitor: bilingual title and sanitised HTML content, with the common content fields. */
export const news = pgTable(
  'news',
  {
    ...contentStateColumns(),
    title_zh: text().notNull(),
    title_en: text().notNull(),
    content_zh: text().notNull(),
    content_en: text().notNull(),
  },
  (t) => [index('news_list_idx').on(t.exhibitor_id, t.pinned, t.pinned_at, t.uploaded_at)],
);
