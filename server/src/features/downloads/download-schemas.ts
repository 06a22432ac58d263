import { z } from 'zod';
import type { DownloadItem } from '@fair/shared/contracts/downloads';
import { CONTENT_KEYWORD_MAX_LENGTH, CONTENT_STATUSES } from '@fair/shared/contracts/content';
import { downloadForm as sharedDownloadForm } from '@fair/shared/validation/download';
import { DOWNLOAD_SORT_FIELDS } from '@fair/shared/contracts/downloads';
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
  keyword: z.string().max(CONTENT_KEYWORD_MAX_LENGTH).optional().describe('title in either language or the file name'),
  category: z.enum(DOWNLOAD_CATEGORIES).optional(),
  status: z.enum(CONTENT_STATUSES).optional(),
  exhibitor_type: z.enum(EXHIBITOR_TYPES).optional(),
  sort: z.enum(DOWNLOAD_SORT_FIELDS).default('publish_date'),
  order: z.enum(['asc', 'desc']).default('desc'),
});

/**
 * The organizer's form, as the browser checks it (shared/validation/download); the id may come as text.
 */
export const downloadForm = sharedDownloadForm.extend({ id: id.optional() });
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
