import { z } from 'zod';
import type { DownloadItem } from '@fair/shared/contracts/downloads';
import { CONTENT_KEYWORD_MAX_LENGTH, CONTENT_STATUSES } from '@fair/shared/contracts/content';
import { uploadUrl } from '@fair/shared/validation/profile';
import { EXHIBITOR_TYPES } from '../../db/schema/enums';
import { DOWNLOAD_CATEGORIES } from '../../db/schema/downloads';
import { id, pageOf, paging } from '../../lib/http/list-schemas';

export const downloadIdQuery = z.strictObject({ id });

/**
 * The exhibitor's list takes paging and the group only: which files it may see follows from its session
 * (its company's exhibitor type), so a type or company named in the query is refused, not obeyed.
 */
export const exhibitorDownloadListQuery = z.strictObject({
  ...paging,
  category: z.enum(DOWNLOAD_CATEGORIES).optional().describe('manual | materials; both when absent'),
});

export const adminDownloadListQuery = z.strictObject({
  ...paging,
  keyword: z.string().max(CONTENT_KEYWORD_MAX_LENGTH).optional().describe('title, either language'),
  category: z.enum(DOWNLOAD_CATEGORIES).optional(),
  status: z.enum(CONTENT_STATUSES).optional(),
  exhibitor_type: z.enum(EXHIBITOR_TYPES).optional(),
});

/** yyyy-MM-dd that names a real calendar day. */
const calendarDay = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/)
  .refine((value) => {
    const day = new Date(`${value}T00:00:00Z`);
    return !Number.isNaN(day.getTime()) && day.toISOString().startsWith(value);
  });

/**
 * The organizer's form (SPEC §2 /download/create|edit, §5 "download file title and type" required): the
 * file is an organizer upload; its name, size and type are read from the stored upload, not from the form.
 */
export const downloadForm = z.strictObject({
  id: id.optional(),
  title_zh: z.string({ error: 'common:validation.required' }).trim().min(1, 'common:validation.required').max(200),
  title_en: z.string().trim().max(200).default(''),
  category: z.enum(DOWNLOAD_CATEGORIES),
  file_url: uploadUrl('common:validation.required'),
  exhibitor_types: z
    .array(z.enum(EXHIBITOR_TYPES))
    .min(1, 'common:validation.required')
    .max(EXHIBITOR_TYPES.length)
    .refine((types) => new Set(types).size === types.length),
  publish_date: calendarDay.describe('yyyy-MM-dd, a day of the fair’s time zone (Asia/Shanghai)'),
  status: z.enum(CONTENT_STATUSES).describe('draft = save, published = save and publish'),
});
export type DownloadForm = z.output<typeof downloadForm>;

const downloadFields = {
  id: z.number().int(),
  title_zh: z.string(),
  title_en: z.string(),
  category: z.enum(DOWNLOAD_CATEGORIES),
  file_url: z.string().describe('GET it to download; served as an attachment under the original name'),
  file_name: z.string(),
  file_size: z.number().int().describe('bytes'),
  file_mime: z.string(),
  publish_date: z.string().describe('yyyy-MM-dd'),
};

/** The shared contract's DownloadItem (checked against it, so browser and server read the same file). */
export const exhibitorDownloadItem = z.object(downloadFields) satisfies z.ZodType<DownloadItem>;
export const adminDownloadItem = z.object({
  ...downloadFields,
  exhibitor_types: z.array(z.enum(EXHIBITOR_TYPES)),
  status: z.enum(CONTENT_STATUSES),
  created_at: z.string(),
  updated_at: z.string(),
});

export const exhibitorDownloadPage = pageOf(exhibitorDownloadItem);
export const adminDownloadPage = pageOf(adminDownloadItem);
