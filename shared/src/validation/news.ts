import { z } from 'zod';
import { TITLE_MAX_LENGTH, contentStateInput, requiredRichText, requiredText } from './content-fields';

/** SPEC §5: titles and contents of news are required, titles in both languages. */
export const NEWS_MESSAGES = {
  titleZh: 'common:validation.titleZhRequired',
  titleEn: 'common:validation.titleEnRequired',
  contentZh: 'common:validation.contentZhRequired',
  contentEn: 'common:validation.contentEnRequired',
} as const;

/** The news form, shared by the browser and POST /exhibitors/news/save; the server sanitises the HTML. */
export const newsSchema = z.object({
  ...contentStateInput,
  title_zh: requiredText(NEWS_MESSAGES.titleZh, TITLE_MAX_LENGTH),
  title_en: requiredText(NEWS_MESSAGES.titleEn, TITLE_MAX_LENGTH),
  content_zh: requiredRichText(NEWS_MESSAGES.contentZh),
  content_en: requiredRichText(NEWS_MESSAGES.contentEn),
});

export type NewsInput = z.input<typeof newsSchema>;
export type NewsForm = z.output<typeof newsSchema>;
