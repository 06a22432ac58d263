import { z } from 'zod';
import {
  POSTER_BATCH_IDS_MAX,
  POSTER_KEYWORD_MAX_LENGTH,
  POSTER_PAGE_SIZE,
  POSTER_SORT_FIELDS,
  type PosterBatchResult,
  type PosterExhibitorItem,
} from '@fair/shared/contracts/poster';
import { REGISTER_NO_HALL } from '@fair/shared/contracts/exhibitor-register';
import { CONTENT_PAGE_SIZE_MAX } from '@fair/shared/contracts/content';
import { POSTER_LOCALES, posterTemplateSchema } from '@fair/shared/validation/poster';
import { EXHIBITOR_TYPES } from '../../db/schema/enums';
import { id, pageOf } from '../../lib/http/list-schemas';

const exhibitorFilters = {
  keyword: z.string().max(POSTER_KEYWORD_MAX_LENGTH).optional().describe('Chinese or English company name'),
  hall: z
    .union([z.literal(REGISTER_NO_HALL), z.string().regex(/^\d{1,9}$/).transform(Number)])
    .optional()
    .describe(`hall id, or ${REGISTER_NO_HALL} for companies without a hall`),
  exhibitor_type: z.enum(EXHIBITOR_TYPES).optional().describe('companies that have this type, among others'),
};
export type ExhibitorFilters = z.output<z.ZodObject<typeof exhibitorFilters>>;

export const posterExhibitorQuery = z.strictObject({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  page_size: z.coerce.number().int().min(1).max(CONTENT_PAGE_SIZE_MAX).default(POSTER_PAGE_SIZE),
  ...exhibitorFilters,
  sort: z.enum(POSTER_SORT_FIELDS).default('id'),
  order: z.enum(['asc', 'desc']).default('asc'),
});
export type PosterExhibitorQuery = z.output<typeof posterExhibitorQuery>;

export const posterExhibitorItem = z.object({
  id: z.number().int(),
  name_zh_cn: z.string(),
  name_en: z.string(),
  logo: z.string().nullable(),
  hall: z.string().nullable().describe("hall name in the caller's language"),
  booth: z.string().nullable(),
  exhibitor_types: z.array(z.enum(EXHIBITOR_TYPES)),
  is_edit: z.boolean().describe('profile saved by the exhibitor'),
}) satisfies z.ZodType<PosterExhibitorItem>;
export const posterExhibitorPage = pageOf(posterExhibitorItem);

const locale = z.enum(POSTER_LOCALES).describe('the language the posters are drawn in');

export const posterPreviewBody = z.strictObject({
  template: posterTemplateSchema,
  exhibitor_id: id,
  locale,
});

export const posterBatchBody = z.strictObject({
  locale,
  keyword: exhibitorFilters.keyword,
  hall: z
    .union([z.literal(REGISTER_NO_HALL), z.number().int().positive().max(2_147_483_647)])
    .optional()
    .describe(`hall id, or ${REGISTER_NO_HALL}`),
  exhibitor_type: exhibitorFilters.exhibitor_type,
  ids: z.array(id).min(1).max(POSTER_BATCH_IDS_MAX).optional().describe('only these companies (chosen rows); the filters are then ignored'),
});
export type PosterBatchBody = z.output<typeof posterBatchBody>;

export const posterBatchStarted = z.object({ job_id: z.number().int() });

export const posterBatchFileQuery = z.strictObject({ id });

export const posterBatchResult = z.object({
  file_name: z.string(),
  count: z.number().int(),
  rendered: z.number().int(),
  size: z.number().int(),
}) satisfies z.ZodType<PosterBatchResult>;
