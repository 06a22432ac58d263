import { z } from 'zod';
import { CONTENT_STATUSES } from '../contracts/content';
import { DOWNLOAD_CATEGORIES, DOWNLOAD_TITLE_MAX_LENGTH } from '../contracts/downloads';
import { EXHIBITOR_TYPE_VALUES } from '../contracts/exhibitor-accounts';
import { requiredText } from './content-fields';
import { uploadUrl } from './profile';

/** SPEC §5 required prompts of the download form (common namespace keys). */
export const DOWNLOAD_MESSAGES = {
  titleZh: 'common:validation.titleZhRequired',
  titleEn: 'common:validation.titleEnRequired',
  category: 'common:validation.downloadTypeRequired',
  file: 'common:validation.downloadFileRequired',
  exhibitorTypes: 'common:validation.exhibitorTypeRequired',
  publishDate: 'common:validation.publishDateRequired',
} as const;

/** yyyy-MM-dd that names a real calendar day. */
export const calendarDay = (requiredKey: string) =>
  z
    .string({ error: requiredKey })
    .regex(/^\d{4}-\d{2}-\d{2}$/, { error: requiredKey })
    .refine(
      (value) => {
        const day = new Date(`${value}T00:00:00Z`);
        return !Number.isNaN(day.getTime()) && day.toISOString().startsWith(value);
      },
      { error: requiredKey },
    );

/**
 * The organizer's download form (SPEC §2 /download/create|edit, §3 download file, §5 "download file title
 * and type" required): both titles, the group (manual or materials), the file, the exhibitor types that see
 * it and the day (of the fair's time zone, Asia/Shanghai) from which they do. The file is an organizer
 * upload; its name, size and type are read from the stored upload, not from the form.
 */
export const downloadForm = z.strictObject({
  id: z.number().int().positive().max(2_147_483_647).optional().describe('absent: create; present: update that file'),
  title_zh: requiredText(DOWNLOAD_MESSAGES.titleZh, DOWNLOAD_TITLE_MAX_LENGTH),
  title_en: requiredText(DOWNLOAD_MESSAGES.titleEn, DOWNLOAD_TITLE_MAX_LENGTH),
  category: z.enum(DOWNLOAD_CATEGORIES, { error: DOWNLOAD_MESSAGES.category }),
  file_url: uploadUrl(DOWNLOAD_MESSAGES.file),
  exhibitor_types: z
    .array(z.enum(EXHIBITOR_TYPE_VALUES), { error: DOWNLOAD_MESSAGES.exhibitorTypes })
    .min(1, { error: DOWNLOAD_MESSAGES.exhibitorTypes })
    .max(EXHIBITOR_TYPE_VALUES.length)
    .refine((types) => new Set(types).size === types.length, { error: DOWNLOAD_MESSAGES.exhibitorTypes }),
  publish_date: calendarDay(DOWNLOAD_MESSAGES.publishDate).describe('yyyy-MM-dd, a day of the fair’s time zone (Asia/Shanghai)'),
  status: z.enum(CONTENT_STATUSES).describe('draft = save, published = save and publish'),
});
export type DownloadFormInput = z.input<typeof downloadForm>;
export type DownloadForm = z.output<typeof downloadForm>;
