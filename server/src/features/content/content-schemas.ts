import { z } from 'zod';
import {
  CONTENT_ACTIONS,
  CONTENT_KEYWORD_MAX_LENGTH,
  CONTENT_PAGE_SIZE,
  CONTENT_PAGE_SIZE_MAX,
  CONTENT_STATUSES,
} from '@fair/shared/contracts/content';

export const id = z.coerce.number().int().positive().max(2_147_483_647);

/** Paging of every content-style list (products, news, activities, downloads). */
export const paging = {
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  page_size: z.coerce.number().int().min(1).max(CONTENT_PAGE_SIZE_MAX).default(CONTENT_PAGE_SIZE),
};

export const contentIdQuery = z.object({ id });
export const contentStateBody = z.object({ id, action: z.enum(CONTENT_ACTIONS).describe('publish | withdraw | pin | unpin') });
export const contentListQuery = z.object({
  ...paging,
  keyword: z.string().max(CONTENT_KEYWORD_MAX_LENGTH).optional().describe('name or title, either language'),
  status: z.enum(CONTENT_STATUSES).optional(),
});

/** The state fields every item answer carries. */
export const contentStateView = {
  id: z.number().int(),
  status: z.enum(CONTENT_STATUSES),
  pinned: z.boolean(),
  uploaded_at: z.string().describe('upload time, ISO 8601'),
  published_at: z.string().nullable().describe('publish time; null while a draft'),
  updated_at: z.string(),
};

export const pageOf = <T extends z.ZodType>(item: T) =>
  z.object({
    list: z.array(item),
    total: z.number().int(),
    page: z.number().int(),
    page_size: z.number().int(),
    total_capped: z.boolean().optional().describe('true when the list holds more than `total` rows (a long list is counted up to a limit)'),
  });
