import { z } from 'zod';
import {
  MEDIA_KEYWORD_MAX_LENGTH,
  MEDIA_PAGE_SIZE,
  MEDIA_PICKER_PAGE_SIZE,
  MEDIA_USAGE_KINDS,
  type MediaFolder,
  type MediaItem,
  type MediaItemUsages,
  type MediaPickerImage,
} from '@fair/shared/contracts/media-library';
import { CONTENT_PAGE_SIZE_MAX } from '@fair/shared/contracts/content';
import { id } from '../../lib/http/list-schemas';

const page = z.coerce.number().int().min(1).max(100_000).default(1);
const keyword = z.string().max(MEDIA_KEYWORD_MAX_LENGTH).optional().describe('part of the title, file name, alt text or description');
const CATEGORIES = ['image', 'video', 'file', 'audio'] as const;

export const mediaIdQuery = z.strictObject({ id });

export const mediaListQuery = z.strictObject({
  page,
  page_size: z.coerce.number().int().min(1).max(CONTENT_PAGE_SIZE_MAX).default(MEDIA_PAGE_SIZE),
  folder_id: z.coerce.number().int().min(0).max(2_147_483_647).optional().describe('absent: every folder; 0: items in no folder'),
  category: z.enum(CATEGORIES).optional(),
  keyword,
});
export type MediaListQuery = z.output<typeof mediaListQuery>;

export const mediaPickerQuery = z.strictObject({
  page,
  page_size: z.coerce.number().int().min(1).max(CONTENT_PAGE_SIZE_MAX).default(MEDIA_PICKER_PAGE_SIZE),
  keyword,
});
export type MediaPickerQuery = z.output<typeof mediaPickerQuery>;

export const mediaUploadQuery = z.strictObject({
  folder_id: id.optional().describe('the folder to upload into; absent: no folder'),
});

const timestamps = { created_at: z.string(), updated_at: z.string() };

export const mediaFolderSchema = z.object({ id: z.number().int(), name: z.string(), item_count: z.number().int(), ...timestamps }) satisfies z.ZodType<MediaFolder>;

export const mediaItemSchema = z.object({
  id: z.number().int(),
  folder_id: z.number().int().nullable(),
  url: z.string(),
  file_name: z.string(),
  title: z.string(),
  alt_text: z.string(),
  description: z.string(),
  mime: z.string(),
  category: z.enum(CATEGORIES),
  size: z.number().int(),
  width: z.number().int().nullable(),
  height: z.number().int().nullable(),
  published: z.boolean(),
  published_at: z.string().nullable(),
  ...timestamps,
}) satisfies z.ZodType<MediaItem>;

export const mediaPickerImageSchema = z.object({
  id: z.number().int(),
  url: z.string(),
  title: z.string(),
  alt_text: z.string(),
  width: z.number().int().nullable(),
  height: z.number().int().nullable(),
  published_at: z.string().nullable(),
}) satisfies z.ZodType<MediaPickerImage>;

export const mediaUsagesSchema = z.array(
  z.object({
    id: z.number().int(),
    title: z.string(),
    usages: z.array(z.object({ kind: z.enum(MEDIA_USAGE_KINDS), id: z.number().int(), name: z.string() })),
  }),
) satisfies z.ZodType<MediaItemUsages[]>;
