import { z } from 'zod';
import { HALL_KEYWORD_MAX_LENGTH, HALL_PAGE_SIZE, HALL_SORT_FIELDS, type HallItem } from '@fair/shared/contracts/halls';
import { CONTENT_PAGE_SIZE_MAX } from '@fair/shared/contracts/content';
import { id, pageOf } from '../../lib/http/list-schemas';

export const hallIdQuery = z.strictObject({ id });

export const hallListQuery = z.strictObject({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  page_size: z.coerce.number().int().min(1).max(CONTENT_PAGE_SIZE_MAX).default(HALL_PAGE_SIZE),
  keyword: z.string().max(HALL_KEYWORD_MAX_LENGTH).optional().describe('Chinese or English name'),
  sort: z.enum(HALL_SORT_FIELDS).default('sort').describe('sort = the venue order'),
  order: z.enum(['asc', 'desc']).default('asc'),
});
export type HallListQuery = z.output<typeof hallListQuery>;

export const hallItem = z.object({
  id: z.number().int(),
  name_zh: z.string(),
  name_en: z.string(),
  sort: z.number().int(),
  exhibitor_count: z.number().int(),
}) satisfies z.ZodType<HallItem>;

export const hallPage = pageOf(hallItem);
