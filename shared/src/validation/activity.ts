import { z } from 'zod';
import { TITLE_MAX_LENGTH, contentStateInput, optionalText, requiredRichText, requiredText } from './content-fields';
import { NEWS_MESSAGES } from './news';

/** SPEC §3 Activity: bilingual title, content and location; titles and contents required (§5), location optional. */
export const activitySchema = z.object({
  ...contentStateInput,
  title_zh: requiredText(NEWS_MESSAGES.titleZh, TITLE_MAX_LENGTH),
  title_en: requiredText(NEWS_MESSAGES.titleEn, TITLE_MAX_LENGTH),
  content_zh: requiredRichText(NEWS_MESSAGES.contentZh),
  content_en: requiredRichText(NEWS_MESSAGES.contentEn),
  location_zh: optionalText(TITLE_MAX_LENGTH),
  location_en: optionalText(TITLE_MAX_LENGTH),
});

export type ActivityInput = z.input<typeof activitySchema>;
export type ActivityForm = z.output<typeof activitySchema>;
