import { z } from 'zod';
import { CONTENT_PAGE_SIZE_MAX } from '@fair/shared/contracts/content';
import { type CategoryItem, type CategoryMatch, TAG_SORT_FIELDS, TAXONOMY_KEYWORD_MAX_LENGTH, TAXONOMY_PAGE_SIZE, type TagItem } from '@fair/shared/contracts/taxonomy';
import { id, pageOf } from '../../lib/http/list-schemas';

/** The OpenAPI tag of every taxonomy route. */
export const taxonomyTags = ['taxonomy'];

export const taxonomyIdQuery = z.strictObject({ id });

export const categoryLevelQuery = z.strictObject({ parent_id: id.optional().describe('absent: the first level') });

const paging = {
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  page_size: z.coerce.number().int().min(1).max(CONTENT_PAGE_SIZE_MAX).default(TAXONOMY_PAGE_SIZE),
};
const keyword = z.string().max(TAXONOMY_KEYWORD_MAX_LENGTH);

export const categorySearchQuery = z.strictObject({ ...paging, keyword: keyword.describe('part of the Chinese or English name') });
export type CategorySearchQuery = z.output<typeof categorySearchQuery>;

export const tagListQuery = z.strictObject({
  ...paging,
  keyword: keyword.optional().describe('part of the Chinese or English name'),
  sort: z.enum(TAG_SORT_FIELDS).default('sort').describe('sort = the order the forms list them in'),
  order: z.enum(['asc', 'desc']).default('asc'),
});
export type TagListQuery = z.output<typeof tagListQuery>;

export const categoryItem = z.object({
  id: z.number().int(),
  parent_id: z.number().int().nullable(),
  level: z.number().int(),
  name_zh: z.string(),
  name_en: z.string(),
  sort: z.number().int(),
  child_count: z.number().int(),
  descendant_count: z.number().int(),
  product_count: z.number().int().describe('products linked to it or a category below it'),
  created_at: z.string(),
  updated_at: z.string(),
}) satisfies z.ZodType<CategoryItem>;

export const categoryMatch = categoryItem.extend({
  path: z.array(z.object({ name_zh: z.string(), name_en: z.string() })).describe('its ancestors, first level first'),
}) satisfies z.ZodType<CategoryMatch>;

export const categoryMatchPage = pageOf(categoryMatch);

export const tagItem = z.object({
  id: z.number().int(),
  name_zh: z.string(),
  name_en: z.string(),
  sort: z.number().int(),
  product_count: z.number().int(),
  created_at: z.string(),
  updated_at: z.string(),
}) satisfies z.ZodType<TagItem>;

export const tagPage = pageOf(tagItem);
